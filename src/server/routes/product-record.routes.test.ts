import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp, staffCookie } from '../test/app-harness';
import type { ProductRecord } from '../ports/shop.port';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { fabricRollDraft, productOf } from '../../shared/test/product-factory';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { rollVersion } from '../../shared/edit/record-version';
import type { RollListing } from '../../shared/schemas/shop-answers';

/** A 20 m roll of a cotton-polyester poplin at $9 a metre; its conversion below is priced from that content. */
const roll: FabricDraft = fabricRollDraft({
  lengthM: ['20'],
  widthCM: ['148'],
  knownContent: [
    { content: 'Cotton', amount: '60' },
    { content: 'Polyester', amount: '40' },
  ],
  name: 'old item',
});

describe.each(engines)('GET /product/record on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await staffCookie(t, 'record@selvage.test');
  });
  afterAll(() => t.close());

  const record = (productId: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/product/record?productId=${encodeURIComponent(productId)}`, headers });
  /** The version of the roll the roll-to-bundle page shows, which its conversion names. */
  const shownRollVersion = async (sku: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/?sku=${sku}&include=roll`, headers: { cookie } });
    return rollVersion(res.json<{ products: RollListing[] }>().products[0]!);
  };

  it("answers the shop's record of an uploaded product, and what the shop changed since", async () => {
    const product = productOf(roll);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: product,
      headers: { cookie, 'idempotency-key': 'record-roll-0001' },
    });
    expect(uploaded.statusCode).toBe(200);
    const { productId, skus } = uploaded.json<{ productId: string; skus: string[] }>();

    const found = await record(productId);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ product: ProductRecord }>().product).toMatchObject({
      productId,
      title: uploaded.json<{ title: string }>().title,
      productType: 'Fabric',
      variants: [{ sku: skus[0], price: '9.00', quantity: 1 }],
      details: JSON.parse(JSON.stringify(product)) as Record<string, unknown>,
    });

    // The roll cut into a bundle in the shop: the record says so, whatever a draft still holds.
    const converted = await t.app.inject({
      method: 'POST',
      url: '/product/roll_to_bundle',
      payload: { sku: skus[0], length: '2', rollVersion: await shownRollVersion(skus[0]!) },
      headers: { cookie },
    });
    expect(converted.statusCode).toBe(200);
    const after = (await record(productId)).json<{ product: ProductRecord }>().product;
    expect(after.variants).toEqual([{ sku: skus[0], price: '18.00', quantity: 1 }]);
    expect(after.details).toMatchObject({ bundleOrRoll: 'Bundle', lengthM: [2], price: [18] });
  });

  it('finds the product of a scanned label by its SKU, and names a SKU the shop does not hold', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: productOf({ ...roll, name: 'scanned item' }),
      headers: { cookie, 'idempotency-key': 'record-by-sku-0001' },
    });
    const { productId, skus } = uploaded.json<{ productId: string; skus: string[] }>();
    const bySku = await t.app.inject({ method: 'GET', url: `/product/record?sku=${skus[0]}`, headers: { cookie } });
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json<{ product: ProductRecord }>().product).toMatchObject({ productId, variants: [{ sku: skus[0] }] });

    const unknown = await t.app.inject({ method: 'GET', url: '/product/record?sku=99999999', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: PRODUCT_RECORD_MESSAGES.noSku('99999999') });
    const notDigits = await t.app.inject({ method: 'GET', url: '/product/record?sku=12ab', headers: { cookie } });
    expect(notDigits.statusCode).toBe(400);
    expect(Object.keys(notDigits.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['sku']);
  });

  it.each([
    ['local:999999', 'an id of this shop that names no product'],
    ['local:99999999999', 'a number past any row'],
    ['gid://shopify/Product/1', "another shop's id"],
    ['constructor', 'a prototype name'],
  ])('answers 404 naming the id for %s (%s)', async (productId) => {
    const res = await record(productId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PRODUCT_RECORD_MESSAGES.notFound(productId) });
  });

  it('refuses a missing, empty or too long id with a 400 naming the field', async () => {
    for (const url of ['/product/record', '/product/record?productId=', `/product/record?productId=${'1'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['productId']);
    }
    const extra = await t.app.inject({ method: 'GET', url: '/product/record?productId=local:1&sku=1', headers: { cookie } });
    expect(extra.statusCode).toBe(400);
  });

  it('is for signed-in staff only: signed out it answers 401 and nothing of the product', async () => {
    const res = await record('local:1', {});
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('local:1');
    expect(t.routes.find((r) => r.method === 'GET' && r.url === '/product/record')?.access).toBe('staff');
  });
});
