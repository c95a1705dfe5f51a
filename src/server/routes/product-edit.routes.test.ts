/**
 * Changing an uploaded product on the server (issue 27): an edit updates the same product with the
 * same SKUs, refuses to overwrite a change made since the version it started from, applies a
 * repeated save once, and keeps who changed what; unlisting and relisting round-trip; the label's
 * state follows what it prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { staffCookie, startTestApp, type TestApp } from '../test/app-harness';
import { multipartBody, photoParts } from '../test/multipart';
import { scannedJpeg } from '../test/images';
import {
  fabricBundleProduct,
  fabricRollProduct,
  fabricVariantsProduct,
  supplyProduct,
  supplyUnitProduct,
} from '../../shared/test/product-factory';
import { recordChanges } from '../../shared/edit/record-changes';
import { PRODUCT_EDIT_MESSAGES, PRODUCT_EDIT_REFUSALS } from '../../shared/messages/product-edit';
import { FIXED_AFTER_UPLOAD_MESSAGES } from '../../shared/edit/fixed-after-upload';
import { VARIANTED_FIELDS } from '../../shared/catalogue/fabric';
import type { ProductChangeAnswer, HistoryEntry } from '../../shared/schemas/product-edit';
import type { ItemRecord } from '../services/product-record.service';
import type { Product } from '../../shared/products';
import { rollVersion } from '../../shared/edit/record-version';
import type { RollListing } from '../../shared/schemas/shop-answers';

describe.each(engines)('editing an uploaded product on $name', (engine) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let keys = 0;
  const key = (what: string) => `edit-${what}-${(keys += 1)}-key`;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await staffCookie(t, 'alice@selvage.test');
    bob = await staffCookie(t, 'bob@selvage.test');
  });
  afterAll(() => t.close());

  async function uploaded(product: Product, cookie = alice): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: product,
      headers: { cookie, 'idempotency-key': key('upload') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { productId } = res.json<{ productId: string }>();
    const body = await multipartBody(photoParts([0, 1, 2].map((i) => scannedJpeg(200, 100 + i))));
    const photos = await t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
    expect(photos.statusCode, photos.body).toBe(200);
    return productId;
  }

  const record = async (productId: string, cookie = alice) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/record?${new URLSearchParams({ productId }).toString()}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ product: ItemRecord }>().product;
  };
  /** The version of the roll the roll-to-bundle page shows, which its conversion names. */
  const shownRollVersion = async (sku: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/?sku=${sku}&include=roll`, headers: { cookie: alice } });
    return rollVersion(res.json<{ products: RollListing[] }>().products[0]!);
  };
  const edit = (payload: object, idempotencyKey: string | null, cookie = alice) =>
    t.app.inject({
      method: 'POST',
      url: '/product/edit',
      payload,
      headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    });
  const listing = (productId: string, listed: boolean, cookie = alice) =>
    t.app.inject({ method: 'POST', url: '/product/listing', payload: { productId, listed }, headers: { cookie } });
  const history = async (productId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/history?${new URLSearchParams({ productId }).toString()}`,
      headers: { cookie: alice },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: HistoryEntry[] }>().entries;
  };

  it('saves a new price and length to the same product: same SKUs, the changes named, the label out of date until printed', async () => {
    const productId = await uploaded(fabricBundleProduct({ lengthM: [2], price: [9] }));
    const before = await record(productId);
    expect(before.labelOutOfDate).toBe(false);

    const res = await edit(
      { productId, baseVersion: before.version, product: fabricBundleProduct({ lengthM: [1.5], price: [7.5] }) },
      key('save'),
      bob,
    );

    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ProductChangeAnswer>();
    const after = await record(productId);
    expect(after.productId).toBe(productId);
    expect(after.variants).toEqual([{ sku: before.variants[0]!.sku, price: '7.50', quantity: before.variants[0]!.quantity }]);
    expect(after.details).toMatchObject({ lengthM: [1.5], price: [7.5] });
    expect(after.media).toEqual(before.media);
    expect(after.status).toBe('ACTIVE');
    expect(answer.product.version).toBe(after.version);
    expect(answer.product.version).not.toBe(before.version);
    expect(answer.changes).toEqual(
      expect.arrayContaining([
        { field: 'variants.0.price', label: 'Price', before: '$9.00', after: '$7.50' },
        expect.objectContaining({ field: 'lengthM', before: '2', after: '1.5' }),
      ]),
    );
    expect(answer.labelOutOfDate).toBe(true);
    expect(after.labelOutOfDate).toBe(true);

    const [latest] = await history(productId);
    expect(latest).toMatchObject({ by: 'bob@selvage.test', action: 'edited', at: t.clock.now });
    expect(latest!.changes).toEqual(answer.changes);

    const printedEarlier = async (version: string) =>
      t.app.inject({ method: 'POST', url: '/product/label_printed', payload: { productId, version }, headers: { cookie: alice } });
    // A page left open on the record before the edit prints its label: that label is out of date too.
    const stale = await printedEarlier(before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: PRODUCT_EDIT_MESSAGES.printedStale, current: { version: after.version } });
    expect((await record(productId)).labelOutOfDate).toBe(true);

    const printed = await printedEarlier(after.version);
    expect(printed.statusCode, printed.body).toBe(200);
    expect((await record(productId)).labelOutOfDate).toBe(false);
  });

  it('keeps each variant its own price and stock, and the SKUs in their order', async () => {
    const productId = await uploaded(fabricVariantsProduct());
    const before = await record(productId);
    const edited = fabricVariantsProduct({ price: [11, 13], quantity: [2, 5] });

    const res = await edit({ productId, baseVersion: before.version, product: edited }, key('variants'));

    expect(res.statusCode, res.body).toBe(200);
    expect((await record(productId)).variants).toEqual([
      { sku: before.variants[0]!.sku, price: '11.00', quantity: 2 },
      { sku: before.variants[1]!.sku, price: '13.00', quantity: 5 },
    ]);
  });

  it('two staff saving from the same version: one is saved, the other gets 409 with the record as it is now, and nothing of it is written', async () => {
    const productId = await uploaded(fabricBundleProduct({ price: [9] }));
    const { version } = await record(productId);

    const [first, second] = await Promise.all([
      edit({ productId, baseVersion: version, product: fabricBundleProduct({ price: [12] }) }, key('alice')),
      edit({ productId, baseVersion: version, product: fabricBundleProduct({ price: [4] }) }, key('bob'), bob),
    ]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    const now = await record(productId);
    expect(now.variants[0]!.price).toBe(won.json<ProductChangeAnswer>().product.variants[0]!.price);
    expect(lost.json()).toMatchObject({
      message: PRODUCT_EDIT_MESSAGES.conflict,
      current: { version: now.version, variants: now.variants },
    });
    expect((await history(productId)).filter((e) => e.action === 'edited')).toHaveLength(1);
  });

  it('a repeated save (double tap, lost answer) applies once and answers the same; the same key with other answers is refused', async () => {
    const productId = await uploaded(fabricBundleProduct({ price: [9] }));
    const { version } = await record(productId);
    const saveKey = key('twice');
    const body = { productId, baseVersion: version, product: fabricBundleProduct({ price: [10] }) };

    const first = await edit(body, saveKey);
    const again = await edit(body, saveKey);
    const other = await edit({ ...body, product: fabricBundleProduct({ price: [3] }) }, saveKey);

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: PRODUCT_EDIT_REFUSALS.keyReused });
    expect((await history(productId)).filter((e) => e.action === 'edited')).toHaveLength(1);
    expect((await record(productId)).variants[0]!.price).toBe('10.00');
  });

  it('refuses another number of variants, another kind, a bad version, a product that fails its schema, and an unknown id', async () => {
    const productId = await uploaded(fabricBundleProduct());
    const { version } = await record(productId);
    const cases = [
      { product: fabricVariantsProduct(), status: 400, message: PRODUCT_EDIT_MESSAGES.variantCount(1, 2) },
      { product: supplyProduct('Zippers'), status: 400, message: PRODUCT_EDIT_MESSAGES.kindChanged('Fabric', 'Zippers') },
      { product: { ...fabricBundleProduct(), imperfections: undefined }, status: 400, message: 'Imperfections is required' },
      { product: fabricBundleProduct(), baseVersion: 'NOT A VERSION', status: 400, message: PRODUCT_EDIT_MESSAGES.versionInvalid },
      { product: fabricBundleProduct(), id: 'local:2147483000', status: 404, message: 'The shop has no product local:2147483000.' },
    ];
    for (const c of cases) {
      const res = await edit({ productId: c.id ?? productId, baseVersion: c.baseVersion ?? version, product: c.product }, key('refused'));
      expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
        status: c.status,
        message: c.message,
      });
    }
    expect((await edit({ productId, baseVersion: version, product: fabricBundleProduct() }, null)).statusCode).toBe(400);
    expect((await record(productId)).version).toBe(version);
  });

  it('refuses what an edit may not change (issue 42 item 3), naming it in staff words: bundle or roll, has variants, every SKU; nothing is written', async () => {
    // The item: a 1-piece bundle sent back as a 30 m roll at $1.00.
    const productId = await uploaded(fabricBundleProduct({ name: 'Blue Poplin' }));
    const before = await record(productId);
    const [sku] = before.variants.map((v) => v.sku) as [string];
    const refused = (res: Awaited<ReturnType<typeof edit>>) => ({
      status: res.statusCode,
      ...res.json<{ message: string; errors?: Record<string, string[]> }>(),
    });

    const asRoll = await edit(
      { productId, baseVersion: before.version, product: fabricRollProduct({ name: 'Blue Poplin', lengthM: [30], price: [1] }) },
      key('as-roll'),
    );
    const message = FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll('Bundle', 'Roll');
    expect(message).toMatch(/^Bundle or roll cannot change/);
    expect(refused(asRoll)).toEqual({ status: 400, message, errors: { bundleOrRoll: [message] } });

    // Has Variants Yes with its one row: the same count, still another listing than the label's.
    const varianted = fabricBundleProduct({ variantedFields: [...VARIANTED_FIELDS] });
    const withVariants = await edit({ productId, baseVersion: before.version, product: varianted }, key('has-variants'));
    expect(refused(withVariants)).toMatchObject({
      status: 400,
      errors: { hasVariants: [FIXED_AFTER_UPLOAD_MESSAGES.hasVariants(false, true)] },
    });

    // The edit names the SKUs it loaded: another one is refused, its own goes through.
    const otherSku = await edit(
      { productId, baseVersion: before.version, product: fabricBundleProduct(), skus: ['99999999'] },
      key('other-sku'),
    );
    expect(refused(otherSku)).toMatchObject({ status: 400, errors: { skus: [FIXED_AFTER_UPLOAD_MESSAGES.skus([sku], ['99999999'])] } });

    const now = await record(productId);
    expect(now.version).toBe(before.version);
    expect(now.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [2] });
    expect((await history(productId)).filter((e) => e.action === 'edited')).toHaveLength(0);
    // The bundle is no roll the roll-to-bundle search offers.
    const search = await t.app.inject({ method: 'GET', url: `/product/?sku=${sku}&include=roll`, headers: { cookie: alice } });
    expect(search.json()).toEqual({ products: [] });

    const own = await edit(
      { productId, baseVersion: before.version, product: fabricBundleProduct({ price: [20] }), skus: [sku] },
      key('own-sku'),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((await record(productId)).variants).toEqual([{ sku, price: '20.00', quantity: 1 }]);
  });

  it('refuses a roll made a bundle, and variants named in another order (which SKU is which is on the labels)', async () => {
    const rollId = await uploaded(fabricRollProduct());
    const roll = await record(rollId);
    const asBundle = await edit(
      { productId: rollId, baseVersion: roll.version, product: fabricBundleProduct({ lengthM: [2] }) },
      key('as-bundle'),
    );
    expect(asBundle.statusCode).toBe(400);
    expect(asBundle.json()).toMatchObject({ errors: { bundleOrRoll: [FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll('Roll', 'Bundle')] } });

    const productId = await uploaded(fabricVariantsProduct());
    const before = await record(productId);
    const skus = before.variants.map((v) => v.sku);
    const swapped = [...skus].reverse();
    const res = await edit(
      { productId, baseVersion: before.version, product: fabricVariantsProduct({ lengthM: [3.5, 2], price: [31.5, 18] }), skus: swapped },
      key('swapped'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: FIXED_AFTER_UPLOAD_MESSAGES.skus(skus, swapped),
      errors: { skus: [FIXED_AFTER_UPLOAD_MESSAGES.skus(skus, swapped)] },
    });
    expect((await record(productId)).version).toBe(before.version);
    expect((await record(rollId)).version).toBe(roll.version);
  });

  // D117: the selling unit is what one of the SKU's stock is, what its price is for and what its label prints.
  it.each([
    { what: 'trim', kind: 'Trim', from: 'By Meter', to: 'Roll' },
    { what: 'buttons', kind: 'Buttons', from: 'Individual', to: 'Pack' },
    { what: 'elastic', kind: 'Elastic', from: 'Bundle', to: 'Roll' },
    { what: 'a zipper', kind: 'Zippers', from: 'Pack', to: 'Individual' },
  ] as const)('refuses $what sold $from made $to, naming the selling unit; nothing is written', async ({ kind, from, to }) => {
    const productId = await uploaded(supplyUnitProduct(kind, from));
    const before = await record(productId);
    const res = await edit({ productId, baseVersion: before.version, product: supplyUnitProduct(kind, to) }, key('selling-unit'));
    const message = FIXED_AFTER_UPLOAD_MESSAGES.sellingUnit(from, to);
    expect({ status: res.statusCode, ...res.json<object>() }).toEqual({ status: 400, message, errors: { sellingUnit: [message] } });
    expect(await record(productId)).toMatchObject({ version: before.version, details: { sellingUnit: from } });
  });

  it('refuses single zipper hardware made a pack, and lets a pack’s size change with its label marked out of date', async () => {
    const hardware = supplyUnitProduct('Zippers', 'Hardware');
    const singles = await uploaded({ ...hardware, zipperHardwareSU: 'Individual', packSize: 1 } as Product);
    const before = await record(singles);
    const res = await edit(
      { productId: singles, baseVersion: before.version, product: { ...hardware, zipperHardwareSU: 'Pack', packSize: 5 } as Product },
      key('hardware-unit'),
    );
    const message = FIXED_AFTER_UPLOAD_MESSAGES.zipperHardwareSU('Individual', 'Pack');
    expect({ status: res.statusCode, ...res.json<object>() }).toEqual({ status: 400, message, errors: { zipperHardwareSU: [message] } });

    // A pack counted again (10 buttons, not 4): the same unit, a new size, and its label to print again.
    const pack = supplyUnitProduct('Buttons', 'Pack');
    const packId = await uploaded(pack);
    const held = await record(packId);
    const recounted = await edit(
      { productId: packId, baseVersion: held.version, product: { ...pack, packSize: 10 } as Product },
      key('pack-size'),
    );
    expect(recounted.statusCode, recounted.body).toBe(200);
    expect(recounted.json<ProductChangeAnswer>()).toMatchObject({ labelOutOfDate: true, product: { details: { packSize: 10 } } });
  });

  it('takes an item off sale and puts it back, each kept in the history with who did it; asking twice changes nothing', async () => {
    const productId = await uploaded(supplyProduct('Zippers'));

    const off = await listing(productId, false, bob);
    const offAgain = await listing(productId, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<ProductChangeAnswer>().product.status).toBe('DRAFT');
    expect(offAgain.json<ProductChangeAnswer>().changes).toEqual([]);
    expect((await record(productId)).status).toBe('DRAFT');

    const on = await listing(productId, true);
    expect(on.json<ProductChangeAnswer>().product.status).toBe('ACTIVE');
    expect(on.json<ProductChangeAnswer>().labelOutOfDate).toBe(false);

    const entries = await history(productId);
    expect(entries.map((e) => [e.action, e.by])).toEqual([
      ['relisted', 'alice@selvage.test'],
      ['unlisted', 'bob@selvage.test'],
      ['listed', 'alice@selvage.test'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'status', label: 'Listing', before: 'Listed', after: 'Not listed' }]);
  });

  it('a roll cut to a bundle after the edit started: the edit gets 409 naming the new length, and the cut is in the history', async () => {
    const productId = await uploaded(fabricRollProduct({ lengthM: [10] }));
    const before = await record(productId);
    const sku = before.variants[0]!.sku;
    const cut = await t.app.inject({
      method: 'POST',
      url: '/product/roll_to_bundle',
      payload: { sku, length: 2, rollVersion: await shownRollVersion(sku) },
      headers: { cookie: bob },
    });
    expect(cut.statusCode, cut.body).toBe(200);

    const res = await edit(
      { productId, baseVersion: before.version, product: fabricRollProduct({ lengthM: [10], price: [5] }) },
      key('after-cut'),
    );

    expect(res.statusCode).toBe(409);
    const { current } = res.json<{ current: ItemRecord }>();
    expect(recordChanges(before, current)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'lengthM', before: '10', after: '2' })]),
    );
    const [latest] = await history(productId);
    expect(latest).toMatchObject({ action: 'converted', by: 'bob@selvage.test' });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'bundleOrRoll', before: 'Roll', after: 'Bundle' })]),
    );
  });

  it("an edit's new photos replace the set in order, leave an item off sale off sale, and are in the history; from an old version they are a 409", async () => {
    const productId = await uploaded(fabricBundleProduct());
    await listing(productId, false);
    const before = await record(productId);
    const four = [0, 1, 2, 3].map((i) => scannedJpeg(300, 100 + i));
    // The answers first: the product now lists four photos, as the edit's draft does.
    const saved = await edit(
      { productId, baseVersion: before.version, product: fabricBundleProduct({ images: ['a', 'b', 'c', 'd'] }) },
      key('photos'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { version } = saved.json<ProductChangeAnswer>().product;
    const sendPhotos = async (baseVersion: string) => {
      const body = await multipartBody(photoParts(four));
      return t.app.inject({
        method: 'POST',
        url: `/product/${encodeURIComponent(productId)}/photos?${new URLSearchParams({ baseVersion }).toString()}`,
        payload: body.payload,
        headers: { cookie: bob, ...body.headers },
      });
    };

    const stale = await sendPhotos(before.version);
    expect(stale.statusCode).toBe(409);
    expect((await record(productId)).media).toEqual(before.media);

    const res = await sendPhotos(version);
    expect(res.statusCode, res.body).toBe(200);
    const after = await record(productId);
    expect(after.media).toHaveLength(4);
    expect(after.media.map((url) => url.split('/').pop())).toEqual([1, 2, 3, 4].map((n) => `${after.variants[0]!.sku}_${n}.jpg`));
    expect(after.status).toBe('DRAFT');
    expect(res.json()).toMatchObject({ status: 'DRAFT', media: after.media, version: after.version });
    const [latest] = await history(productId);
    expect(latest).toMatchObject({
      action: 'edited',
      by: 'bob@selvage.test',
      changes: [{ field: 'photos', label: 'Photos', before: '3 photos', after: '4 photos' }],
    });
  });

  it('answers 401 to every new call when signed out, and names the field of a bad body', async () => {
    for (const [method, url] of [
      ['POST', '/product/edit'],
      ['POST', '/product/listing'],
      ['GET', '/product/history?productId=local:1'],
      ['POST', '/product/label_printed'],
    ] as const) {
      expect((await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode, url).toBe(401);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/product/listing',
      payload: { productId: 'local:1', listed: 'yes' },
      headers: { cookie: alice },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { listed: [PRODUCT_EDIT_MESSAGES.listedRequired] } });
  });
});
