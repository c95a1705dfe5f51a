import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalShop } from '../adapters/shop/local';
import type { RecentProduct } from '../ports/shop.port';
import { engines, postgresOnly } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { validateProduct } from '../../shared/products';
import { fabricRollDraft, fabricRollProduct, productOf } from '../../shared/test/product-factory';
import { rollVersion as versionOfRoll } from '../../shared/edit/record-version';
import type { RollListing } from '../../shared/schemas/shop-answers';
import { ROLL_TO_BUNDLE_MESSAGES } from '../../shared/schemas/roll-to-bundle';
import { ROLL_CONVERSION_MESSAGES } from '../services/roll-to-bundle.service';
import { INCLUDE_ROLL_MESSAGE } from './roll-to-bundle.routes';

/** A 20 m roll of a cotton-polyester poplin at $9 a metre: the search, price and label fields below are read from it. */
const roll: FabricDraft = fabricRollDraft({
  lengthM: ['20'],
  widthCM: ['148'],
  knownContent: [
    { content: 'Cotton', amount: '60' },
    { content: 'Polyester', amount: '40' },
  ],
});
/** A roll listed with two bundles of the same fabric: only the first variant is the roll. */
const rollWithBundles: FabricDraft = {
  ...roll,
  hasVariants: 'Yes',
  lengthM: ['30', '2', '3'],
  widthCM: ['148', '148', '148'],
  quantity: ['1', '1', '1'],
  price: ['8', '16', '24'],
  priceOther: undefined,
  name: 'sea glass',
};
const bundle: FabricDraft = { ...roll, bundleOrRoll: 'Bundle', lengthM: ['2'], name: 'plain bundle' };

async function signedIn(t: TestApp): Promise<string> {
  await t.services.users.add('cutter@selvage.test', 'cutting password');
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { user_email: 'cutter@selvage.test', user_pass: 'cutting password' },
  });
  return `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
}

let keys = 0;
async function upload(t: TestApp, d: FabricDraft): Promise<[string, ...string[]]> {
  keys += 1;
  const { skus } = await t.services.upload.uploadProduct(`roll-fixture-${keys}-${Date.now()}`, productOf(d), 'cutter@selvage.test');
  const [first, ...rest] = skus;
  if (first === undefined) throw new Error('The upload made no SKU.');
  return [first, ...rest];
}

/** The listing holding this SKU, as the embedded shop keeps it. */
async function listed(t: TestApp, sku: string): Promise<RecentProduct> {
  const products = await createLocalShop(t.db).recentProducts(100);
  const product = products.find((p) => p.variants.some((v) => v.sku === sku));
  if (!product) throw new Error(`no listing has SKU ${sku}`);
  return product;
}

describe.each(engines)('roll to bundle routes on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  const search = (query: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/product/?${query}`, headers });
  const convert = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/product/roll_to_bundle', payload: payload as object, headers });
  /** The roll as the search shows it to the page. */
  const shown = async (sku: string): Promise<RollListing | undefined> =>
    (await search(`sku=${sku}&include=roll`)).json<{ products: RollListing[] }>().products[0];
  /** The version of the roll the page shows, which its conversion names ('none' when the search finds no roll). */
  const seen = async (sku: string): Promise<string> => {
    const roll = await shown(sku);
    return roll ? versionOfRoll(roll) : 'none';
  };

  it('finds a roll by its SKU with what its label and length page need', async () => {
    const [sku] = await upload(t, roll);
    const res = await search(`sku=${sku}&include=roll`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: [
        {
          productId: expect.stringMatching(/^local:\d+$/),
          title: 'Harbour Morning - Blue Poplin Roll',
          sku,
          name: 'Harbour Morning',
          lengthM: 20,
          widthCM: 148,
          content: '60% Cotton, 40% Polyester',
          price: '9.00',
        },
      ],
    });
  });

  it('answers an empty list for an unknown SKU, a bundle, or a bundle listed under a roll', async () => {
    const [bundleSku] = await upload(t, bundle);
    const [rollSku, firstBundleSku] = await upload(t, rollWithBundles);
    for (const sku of ['99999999', bundleSku, firstBundleSku]) {
      const res = await search(`sku=${sku}&include=roll`);
      expect(res.statusCode, `SKU ${sku}`).toBe(200);
      expect(res.json()).toEqual({ products: [] });
    }
    expect((await search(`sku=${rollSku}&include=roll`)).json().products).toHaveLength(1);
  });

  it('refuses a bad search with the SKU message', async () => {
    const cases: [string, string][] = [
      ['include=roll', ROLL_TO_BUNDLE_MESSAGES.skuRequired],
      ['sku=&include=roll', ROLL_TO_BUNDLE_MESSAGES.skuRequired],
      ['sku=12a&include=roll', ROLL_TO_BUNDLE_MESSAGES.skuWhole],
      ['sku=1.5&include=roll', ROLL_TO_BUNDLE_MESSAGES.skuWhole],
      ['sku=10001', INCLUDE_ROLL_MESSAGE],
      ['sku=10001&include=all', INCLUDE_ROLL_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('converts a roll to a bundle: length, price per metre x length rounded up to 0.5, label fields', async () => {
    const [sku] = await upload(t, roll);
    const res = await convert({ sku, length: '2.35', rollVersion: await seen(sku) });
    expect(res.statusCode).toBe(200);
    // 9.00 x 2.35 = 21.15 -> 21.50
    expect(res.json()).toEqual({
      sku,
      name: 'Harbour Morning',
      length: 2.35,
      price: '21.50',
      width: 148,
      content: '60% Cotton, 40% Polyester',
    });

    // The listing is now that bundle: no longer found as a roll, and its title, length, price and stock changed.
    expect((await search(`sku=${sku}&include=roll`)).json()).toEqual({ products: [] });
    const product = await listed(t, sku);
    expect(product.title).toBe('Harbour Morning - Blue Poplin Bundle');
    expect(product.variants).toEqual([{ sku, price: '21.50', quantity: 1 }]);
    expect(product.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [2.35], price: [21.5], quantity: [1], widthCM: [148] });
    // The listing is still a valid fabric product (a reprinted label or a later edit reads it).
    expect(validateProduct(product.details).success).toBe(true);
  });

  it('with an Idempotency-Key, a retry after a lost answer gets the conversion that happened; the same key for another request is 422', async () => {
    const [sku] = await upload(t, roll);
    const headers = { cookie, 'idempotency-key': 'roll-draft-0001' };
    const rollVersion = await seen(sku);
    const first = await convert({ sku, length: '3', rollVersion }, headers);
    expect(first.statusCode).toBe(200);
    // The browser never saw that answer and retries the same conversion: the same answer, no second conversion.
    const again = await convert({ sku, length: '3', rollVersion }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await listed(t, sku)).details).toMatchObject({ lengthM: [3] });
    // The same key with another length is not a retry: refused, and nothing converted again.
    const otherLength = await convert({ sku, length: '2', rollVersion }, headers);
    expect({ status: otherLength.statusCode, body: otherLength.json() }).toEqual({
      status: 422,
      body: { message: ROLL_CONVERSION_MESSAGES.keyReused },
    });
    expect((await listed(t, sku)).details).toMatchObject({ lengthM: [3] });
    // Nor with another roll's SKU: that roll stays a roll.
    const [otherSku] = await upload(t, roll);
    const otherRoll = await convert({ sku: otherSku, length: '2', rollVersion: await seen(otherSku) }, headers);
    expect({ status: otherRoll.statusCode, body: otherRoll.json() }).toEqual({
      status: 422,
      body: { message: ROLL_CONVERSION_MESSAGES.keyReused },
    });
    expect((await search(`sku=${otherSku}&include=roll`)).json().products).toHaveLength(1);
    // A new key (a new conversion on the page) is a conversion of its own: the first roll is a bundle now.
    const newKey = await convert({ sku, length: '2', rollVersion }, { cookie, 'idempotency-key': 'roll-draft-0002' });
    expect(newKey.statusCode).toBe(404);
    expect(newKey.json().message).toBe('No roll products found with that SKU.');
    const badKey = await convert({ sku, length: '2', rollVersion }, { cookie, 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors['Idempotency-Key']).toEqual(['Idempotency-Key must be 8 to 100 letters, digits, - or _']);
  });

  it('converts the roll of a roll listed with bundles and leaves the bundles alone', async () => {
    const [sku, b1, b2] = await upload(t, rollWithBundles);
    const res = await convert({ sku, length: 4, rollVersion: await seen(sku) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ length: 4, price: '32.00', name: 'Sea Glass' });
    const product = await listed(t, sku);
    expect(product.variants.map((v) => [v.sku, v.price])).toEqual([
      [sku, '32.00'],
      [b1, '16.00'],
      [b2, '24.00'],
    ]);
    expect(product.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [4, 2, 3], price: [32, 16, 24] });
  });

  it('names the problem: unknown SKU 404, bad length 400, already converted 404', async () => {
    const [sku] = await upload(t, roll);
    const [shortSku] = await upload(t, { ...roll, lengthM: ['5.5'] });
    const rollVersion = await seen(sku);
    const shortVersion = await seen(shortSku);
    const cases: [unknown, number, string][] = [
      [{ sku: '99999999', length: 2, rollVersion }, 404, ROLL_TO_BUNDLE_MESSAGES.noRolls],
      [{ sku, length: 'abc', rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthNotNumber],
      [{ sku, length: '', rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthNotNumber],
      [{ sku, length: 0, rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthPositive],
      [{ sku, length: 1.234, rollVersion }, 400, 'Number should have less then 2 decimal places.'],
      [{ sku: shortSku, length: 6, rollVersion: shortVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(5.5)],
      // A bundle is at most 9.99 m (the fabric form's limit), whatever the roll holds.
      [{ sku, length: 12, rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthOverBundleMax],
      [{ sku, length: 25, rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.lengthOverBundleMax],
      [{ sku: '12a', length: 2, rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.skuWhole],
      [{ length: 2, rollVersion }, 400, ROLL_TO_BUNDLE_MESSAGES.skuRequired],
      [{ sku, length: 2, price: 1, rollVersion }, 400, 'Unknown field: price'],
      // A client that does not say which roll it showed (the spec's {sku, length}) converts nothing.
      [{ sku, length: 2 }, 400, ROLL_TO_BUNDLE_MESSAGES.rollVersionRequired],
      [{ sku, length: 2, rollVersion: '' }, 400, ROLL_TO_BUNDLE_MESSAGES.rollVersionRequired],
    ];
    for (const [payload, status, message] of cases) {
      const res = await convert(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const blind = await convert({ sku, length: 2 });
    expect(blind.json().errors).toEqual({ rollVersion: [ROLL_TO_BUNDLE_MESSAGES.rollVersionRequired] });
    // None of those changed the roll.
    expect((await search(`sku=${sku}&include=roll`)).json().products[0]).toMatchObject({ lengthM: 20, price: '9.00' });
    // The whole roll may become the bundle; converting it again finds no roll.
    expect((await convert({ sku: shortSku, length: 5.5, rollVersion: shortVersion })).json()).toMatchObject({
      length: 5.5,
      price: '49.50',
    });
    const again = await convert({ sku: shortSku, length: 2, rollVersion: shortVersion });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ROLL_TO_BUNDLE_MESSAGES.noRolls);
  });

  it('a roll changed by someone else since the page showed it: 409 with the roll as it is now, nothing converted; then converted as shown again', async () => {
    const { productId, skus } = await t.services.upload.uploadProduct(
      `roll-changed-${Date.now()}`,
      fabricRollProduct({ lengthM: [10], price: [9] }),
      'cutter@selvage.test',
    );
    const sku = skus[0]!;
    const showed = await seen(sku);
    // A colleague corrects the roll: 6 m left, at $12 a metre.
    const held = await t.services.edits.record(productId);
    await t.services.edits.edit(`roll-changed-edit-${Date.now()}`, 'colleague@selvage.test', {
      productId,
      baseVersion: held.version,
      product: fabricRollProduct({ lengthM: [6], price: [12] }),
    });

    const stale = await convert({ sku, length: 2, rollVersion: showed });
    expect(stale.statusCode, stale.body).toBe(409);
    const now = await shown(sku);
    expect(now).toMatchObject({ lengthM: 6, price: '12.00' });
    expect(stale.json()).toEqual({ message: ROLL_TO_BUNDLE_MESSAGES.rollChanged(sku, 6, '12.00'), current: now });
    // Nothing was converted: still the roll, as the colleague left it.
    expect((await listed(t, sku)).details).toMatchObject({ bundleOrRoll: 'Roll', lengthM: [6], price: [12] });

    // The page shows the roll as it is now and staff tap again: converted at the figures they saw.
    const again = await convert({ sku, length: 2, rollVersion: versionOfRoll(now!) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ length: 2, price: '24.00' });
  });

  it('needs a signed-in member of staff', async () => {
    expect((await search('sku=10001&include=roll', {})).statusCode).toBe(401);
    expect((await convert({ sku: '10001', length: 2, rollVersion: 'v1' }, {})).statusCode).toBe(401);
  });
});

describe.each(postgresOnly)('two staff converting one roll at once on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  it('20 concurrent conversions of one roll: exactly one 200, the rest a clear 409 or 404, one conversion', async () => {
    const [sku] = await upload(t, roll);
    const [shown] = (await t.app.inject({ method: 'GET', url: `/product/?sku=${sku}&include=roll`, headers: { cookie } })).json<{
      products: RollListing[];
    }>().products;
    const payload = (i: number) => ({ sku, length: 1 + i * 0.25, rollVersion: versionOfRoll(shown!) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/product/roll_to_bundle', payload: payload(i), headers: { cookie } }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    const won = ok[0]!.json<{ length: number; price: string }>();
    const losers = answers.filter((a) => a.statusCode !== 200);
    // A loser that read the roll before the winner committed gets the race message; one that read after finds no roll.
    for (const a of losers) {
      expect([409, 404]).toContain(a.statusCode);
      expect(a.json().message).toBe(
        a.statusCode === 409 ? ROLL_CONVERSION_MESSAGES.alreadyConverted(sku) : ROLL_TO_BUNDLE_MESSAGES.noRolls,
      );
    }
    expect(losers.some((a) => a.statusCode === 409)).toBe(true);
    // The listing holds exactly the winner's length and price.
    const product = await listed(t, sku);
    expect(product.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [won.length] });
    expect(product.variants[0]!.price).toBe(won.price);
  });
});
