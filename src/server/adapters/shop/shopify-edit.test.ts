/**
 * Editing an uploaded product and taking it off sale, as Shopify in particular is spoken to (issue
 * 27). What every shop does (the version check, the variant count, each variant's own price and
 * stock, one of two edits at once) is held by shop.contract.ts; here is what only Shopify can do
 * to an edit half-way: a sale at the till, a roll conversion or another edit arriving between its
 * requests, an edit that dies after its claim, an answer lost, stock counted at several locations.
 *
 * Runs against the local GraphQL server built from the Admin API 2026-10 introspection
 * (src/server/test/shopify/fake-shopify.ts, D36); every operation sent must be valid for it.
 */
import { describe, expect, it } from 'vitest';
import { ShopVersionConflictError, type ProductRecord, type ShopPort, type ShopProductUpdate } from '../../ports/shop.port';
import { FAKE_LOCATION_ID, fakeStoreOptions } from '../../test/shopify/fake-shopify';
import { fakeStorePerTest } from '../../test/shopify/fake-store-per-test';
import { bundleInput, editedBundle, photo, rollWithBundlesInput } from '../../test/shopify/products';
import { recordVersion } from '../../../shared/edit/record-version';
import { createShopifyShop, type ShopifyShopOptions } from './shopify';

const store = fakeStorePerTest();

function shop(overrides: Partial<ShopifyShopOptions> = {}): ShopPort {
  return createShopifyShop({ ...fakeStoreOptions(store()), timeoutMs: 2000, ...overrides });
}

/** A fetch that runs `before` once, ahead of the first request whose body `matches`: something happening in between. */
function between(matches: (body: string) => boolean, before: () => Promise<unknown>): typeof fetch {
  let done = false;
  return async (input, init) => {
    if (!done && typeof init?.body === 'string' && matches(init.body)) {
      done = true;
      await before();
    }
    return fetch(input, init);
  };
}

const isOperation = (name: string) => (body: string) => body.includes(name);
/** The metafieldsSet that writes the details (not the edit's claim). */
const isDetailsWrite = (body: string) => body.includes('SelvageSetMetafields') && body.includes('"key":"details"');

/** A fabric bundle with two variants, with its photos: on sale, as an upload leaves it. */
async function uploaded(handle: string, skus: [string, string], input = bundleInput(handle, skus)) {
  const s = shop();
  const { productId } = await s.createProduct(input);
  const staged = await s.stageImages([photo(`${skus[0]}_1.jpg`)]);
  await s.attachImages(productId, [{ originalSource: staged[0]!.resourceUrl, alt: 'front' }]);
  const record = (await s.getProduct(productId))!;
  return { productId, record, version: recordVersion(record) };
}

/** The edit of `before` that changes only its title. */
const retitled = (before: ProductRecord, version: string, title: string): ShopProductUpdate => ({
  productId: before.productId,
  ifVersion: version,
  title,
  details: bundleInput('').details,
  variants: before.variants,
});

const sentStock = () =>
  store()
    .received.filter((r) => r.operationName === 'SelvageSetStock')
    .map(
      (r) =>
        (r.variables.inventory as { quantities: { inventoryItemId: string; quantity: number; changeFromQuantity: number | null }[] })
          .quantities,
    );

describe('editing a product on Shopify (2026-10)', () => {
  it('a sale at the till between the read and the write is not overwritten: the edit is refused and changes nothing', async () => {
    const { productId, record: before, version } = await uploaded('selvage-edit-till', ['6101', '6102']);
    const variant = store().byId(productId)!.variants[1]!;
    // The till sells one of the 3.5 m pieces after the edit read 2 and before its stock arrives.
    const till = between(isOperation('SelvageSetStock'), () => Promise.resolve(variant.available.set(FAKE_LOCATION_ID, 1)));

    const refused = await shop({ fetch: till })
      .updateProduct(editedBundle(productId, version, ['6101', '6102']))
      .catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(ShopVersionConflictError);
    // Sent as read (1 and 2), not null, which Shopify takes as 'do not check'.
    expect(sentStock()[0]!.map((q) => q.changeFromQuantity)).toEqual([1, 2]);
    const sold = { ...before, variants: [before.variants[0]!, { ...before.variants[1]!, quantity: 1 }] };
    expect(await shop().getProduct(productId)).toEqual(sold);
    expect((refused as ShopVersionConflictError).current).toEqual(sold);
  });

  it('a roll conversion between the stock and the details refuses the edit, and its stock is put back', async () => {
    const skus: [string, string, string] = ['6201', '6202', '6203'];
    const input = rollWithBundlesInput('selvage-edit-roll', skus);
    const { productId } = await shop().createProduct(input);
    const version = recordVersion((await shop().getProduct(productId))!);
    const convert = between(isDetailsWrite, () => shop().convertRollToBundle({ sku: skus[0], lengthM: 2.5, price: '12.00' }));
    // Two more of the 2 m bundle: a row the conversion does not touch, so only the details can tell.
    const edit: ShopProductUpdate = {
      productId,
      ifVersion: version,
      title: input.title,
      details: input.details,
      variants: input.variants.map((v, i) => (i === 1 ? { ...v, quantity: 3 } : v)),
    };

    const refused = await shop({ fetch: convert })
      .updateProduct(edit)
      .catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(ShopVersionConflictError);
    const record = await shop().getProduct(productId);
    expect(record!.variants).toEqual([
      { sku: skus[0], price: '12.00', quantity: 1 },
      { sku: skus[1], price: '14.00', quantity: 1 },
      { sku: skus[2], price: '24.50', quantity: 2 },
    ]);
    expect(record!.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [2.5, 2, 3.5] });
    expect((refused as ShopVersionConflictError).current).toEqual(record);
  });

  // Misses a claim that only compares: the second edit reads after the first one's claim, so it compares fine.
  it('an edit from a version another edit is still writing is refused, and the first is saved', async () => {
    const { productId, record: before, version } = await uploaded('selvage-edit-overlap', ['6301', '6302']);
    let second: unknown;
    const overlap = between(isDetailsWrite, async () => {
      second = await shop()
        .updateProduct(retitled(before, version, 'Harbour Noon Poplin Bundle'))
        .catch((e: unknown) => e);
    });

    const first = await shop({ fetch: overlap }).updateProduct(retitled(before, version, 'Harbour Dusk Poplin Bundle'));

    expect(second).toBeInstanceOf(ShopVersionConflictError);
    expect(first).toEqual({ ...before, title: 'Harbour Dusk Poplin Bundle' });
    expect(await shop().getProduct(productId)).toEqual(first);
  });

  it('an edit that died after its claim holds its version for two minutes, no longer', async () => {
    const { productId, record: before, version } = await uploaded('selvage-edit-dead', ['6401', '6402']);
    const t0 = Date.parse('2026-11-01T10:00:00Z');
    // Shopify stops answering this server after the claim, so not even the release arrives.
    let dead = false;
    const stopping: typeof fetch = (input, init) => {
      if (typeof init?.body === 'string' && isDetailsWrite(init.body)) dead = true;
      return dead ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };
    await expect(
      shop({ fetch: stopping, now: () => t0 }).updateProduct(retitled(before, version, 'Harbour Lost Poplin Bundle')),
    ).rejects.toThrow();
    expect(await shop().getProduct(productId)).toEqual(before);

    const edit = retitled(before, version, 'Harbour Dusk Poplin Bundle');
    await expect(shop({ now: () => t0 + 119_000 }).updateProduct(edit)).rejects.toBeInstanceOf(ShopVersionConflictError);
    expect(await shop({ now: () => t0 + 121_000 }).updateProduct(edit)).toEqual({ ...before, title: 'Harbour Dusk Poplin Bundle' });
  });

  it("an edit whose claim's answer was lost goes on: the claim Shopify holds is its own", async () => {
    const { productId, version } = await uploaded('selvage-edit-lost', ['6501', '6502']);
    store().faults.push({ kind: 'lose-answer', operation: 'SelvageSetMetafields' });

    const answer = await shop().updateProduct(editedBundle(productId, version, ['6501', '6502']));

    expect(answer.variants).toEqual([
      { sku: '6501', price: '19.25', quantity: 3 },
      { sku: '6502', price: '33.00', quantity: 1 },
    ]);
    expect(store().faults).toEqual([]);
  });

  it('stock counted at another location too: the record shows the total asked for, made up at the configured location', async () => {
    const { productId } = await uploaded('selvage-edit-locations', ['6601', '6602']);
    const elsewhere = 'gid://shopify/Location/888';
    store().byId(productId)!.variants[0]!.available.set(elsewhere, 1);
    const held = (await shop().getProduct(productId))!;
    expect(held.variants[0]!.quantity).toBe(2);

    // Three of the 2 m piece: one more than the two held, so two here and the other location's one.
    const answer = await shop().updateProduct(editedBundle(productId, recordVersion(held), ['6601', '6602']));

    expect(answer.variants.map((v) => v.quantity)).toEqual([3, 1]);
    const [first, second] = store().byId(productId)!.variants;
    const counts = [first!.available.get(FAKE_LOCATION_ID), first!.available.get(elsewhere), second!.available.get(FAKE_LOCATION_ID)];
    expect(counts).toEqual([2, 1, 1]);
  });

  it("holds the edit as an upload of it would: description, tags (staff's own kept), fields, sizes, the same variants; untouched stock is not written", async () => {
    const skus: [string, string] = ['6701', '6702'];
    const flawed = bundleInput('selvage-edit-fields', skus, {
      imperfectionExists: 'Yes',
      imperfections: [['A small hole near the edge.'], []],
    });
    const { productId, version } = await uploaded('selvage-edit-fields', skus, flawed);
    const product = store().byId(productId)!;
    product.tags.push('Staff pick');
    const ids = product.variants.map((v) => v.id);
    expect(product.metafields.map((m) => m.key)).toContain('imperfections');
    const edit = editedBundle(productId, version, skus);

    await shop().updateProduct({ ...edit, variants: [edit.variants[0]!, { ...edit.variants[1]!, quantity: 2 }] });

    expect(product.title).toBe('Harbour Dusk Poplin Bundle');
    expect(product.tags).toEqual(expect.arrayContaining(['Staff pick', 'Green', 'Fabric', 'Bundle']));
    expect(product.tags).not.toContain('Blue');
    expect(product.descriptionHtml).toContain('<strong>Colours:</strong> Green');
    const metafield = (key: string) => product.metafields.find((m) => m.namespace === 'selvage' && m.key === key);
    expect(metafield('colour')?.value).toBe(JSON.stringify(['Green']));
    expect(JSON.parse(metafield('details')!.value)).toEqual(JSON.parse(JSON.stringify(edit.details)));
    // The flaw was answered before and is not now: no metafield says otherwise.
    expect(metafield('imperfections')).toBeUndefined();
    expect(product.variants.map((v) => v.id)).toEqual(ids);
    expect(product.variants.map((v) => v.metafields.find((m) => m.key === 'length_m')?.value)).toEqual(['2', '3.5']);
    // Only the 2 m piece's stock changed, so only its count was sent.
    expect(sentStock()).toEqual([
      [{ inventoryItemId: product.variants[0]!.inventoryItemId, locationId: FAKE_LOCATION_ID, quantity: 3, changeFromQuantity: 1 }],
    ]);
  });
});

describe('taking a product off sale on Shopify', () => {
  it('archives it when SHOPIFY_UNLIST_STATUS says so (its title is free), and puts it back as published', async () => {
    const { productId, record: before } = await uploaded('selvage-unlist', ['6801', '6802']);
    const s = shop({ unlistStatus: 'ARCHIVED', publishedStatus: 'UNLISTED' });

    expect(await s.setListed(productId, false)).toEqual({ ...before, status: 'DRAFT' });
    expect(store().byId(productId)!.status).toBe('ARCHIVED');
    expect(await s.liveTitles(before.title)).toEqual([]);

    expect(await s.setListed(productId, true)).toEqual(before);
    expect(store().byId(productId)!.status).toBe('UNLISTED');
    expect(await s.liveTitles(before.title)).toEqual([before.title]);
  });

  it('leaves a product that already is as asked alone: one on sale stays ACTIVE though UNLISTED is configured now', async () => {
    const { productId, record: before } = await uploaded('selvage-relist-same', ['6901', '6902']);
    const updates = () => store().received.filter((r) => r.operationName === 'SelvageUpdateProduct').length;
    const sent = updates();

    expect(await shop({ publishedStatus: 'UNLISTED' }).setListed(productId, true)).toEqual(before);

    expect(updates()).toBe(sent);
    expect(store().byId(productId)!.status).toBe('ACTIVE');
  });
});
