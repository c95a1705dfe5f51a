import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { staffCookie, startTestApp, type TestApp } from '../test/app-harness';
import { createLocalShop } from '../adapters/shop/local';
import { productListings } from '../db/schema';
import { ShopUnavailableError, type ShopPort } from '../ports/shop.port';
import type { Product } from '../../shared/products';
import type { RecentEntry, RecentPage } from '../../shared/schemas/recent';
import { fabricBundleProduct, fabricVariantsProduct, supplyProduct } from '../../shared/test/product-factory';

const ME = 'recent@selvage.test';
const ANA = 'ana@selvage.test';

/** Midnight where the browser is, as it sends it for Today; the server's own time zone never enters. */
const DAY_START = Date.UTC(2026, 10, 22, 5, 0, 0);
const HOUR = 3_600_000;

interface Seeded {
  productId: string;
  title: string;
  skus: string[];
}

describe.each(engines)('GET /product/recent on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let down = false;
  /** By name, in the order they were listed. */
  const seeded: Record<string, Seeded> = {};

  const uploadAs = async (name: string, by: string, product: Product) => {
    seeded[name] = await t.services.upload.uploadProduct(`recent-${name}-0001`, product, by);
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, (db) => {
      const local = createLocalShop(db);
      const shop: ShopPort = {
        ...local,
        async createProduct(input) {
          if (down) throw new ShopUnavailableError('Shopify answered HTTP 504 (gave up after 4 tries)');
          return local.createProduct(input);
        },
      };
      return shop;
    });
    cookie = await staffCookie(t, ME);
    // The evening before, where the browser is.
    t.clock.now = DAY_START - 60_000;
    await uploadAs('lastNight', ANA, fabricBundleProduct({ name: 'quay velvet sky' }));
    // The first minute of the day counts as today.
    t.clock.now = DAY_START;
    await uploadAs('midnight', ME, supplyProduct('Zippers'));
    // Two listed in the same millisecond: paging must still neither repeat nor skip either.
    t.clock.now = DAY_START + HOUR;
    await uploadAs('pattern', ANA, supplyProduct('Sewing Patterns', { brand: 'Vogue' }));
    await uploadAs('variants', ME, fabricVariantsProduct({ name: 'meadow linen' }));
    t.clock.now = DAY_START + 2 * HOUR;
    // A listing from before Selvage kept who (backfilled with ''), whose product the shop no longer holds.
    await t.db.insert(productListings).values({
      productId: 'local:999999',
      listedAt: t.clock.now,
      listedBy: '',
      productType: 'Buttons',
      title: 'Brass Buttons Gone',
      skus: '100900',
      labelOutOfDate: true,
    });
  });
  afterAll(() => t.close());

  const get = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/recent?${new URLSearchParams(query).toString()}`, headers: { cookie } });
    return { status: res.statusCode, body: res.json<RecentPage & { message?: string; errors?: Record<string, string[]> }>() };
  };
  const ids = (products: readonly RecentEntry[]) => products.map((p) => p.productId);
  const idsOf = (...names: string[]) => names.map((n) => seeded[n]!.productId);

  it("lists Selvage's listings newest first, each with who listed it, when, and the shop's record of it", async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.next).toBeNull();
    // The two of one millisecond come in a fixed order (by id, newest id first).
    const tied = idsOf('pattern', 'variants').sort().reverse();
    expect(ids(body.products)).toEqual(['local:999999', ...tied, ...idsOf('midnight', 'lastNight')]);
    const variants = body.products.find((p) => p.productId === seeded.variants!.productId)!;
    expect(variants).toMatchObject({
      held: true,
      listedBy: ME,
      listedAt: DAY_START + HOUR,
      labelOutOfDate: false,
      title: seeded.variants!.title,
      status: 'DRAFT',
      variants: seeded.variants!.skus.map((sku) => ({ sku })),
      details: { productType: 'Fabric', name: 'Meadow Linen' },
    });
    expect(body.products.find((p) => p.productId === seeded.lastNight!.productId)).toMatchObject({
      listedBy: ANA,
      listedAt: DAY_START - 60_000,
    });
  });

  it('answers a listing the shop no longer holds with what Selvage recorded of it, and who as not recorded', async () => {
    const { body } = await get();
    expect(body.products[0]).toEqual({
      productId: 'local:999999',
      held: false,
      listedAt: DAY_START + 2 * HOUR,
      listedBy: '',
      labelOutOfDate: true,
      title: 'Brass Buttons Gone',
      productType: 'Buttons',
      skus: ['100900'],
    });
  });

  it('Mine keeps what the signed-in staff member listed', async () => {
    const { body } = await get({ mine: 'true' });
    expect(ids(body.products)).toEqual(idsOf('variants', 'midnight'));
    expect(body.total).toBe(2);
    expect(ids((await get({ mine: 'false' })).body.products)).toHaveLength(5);
  });

  it("Today keeps what was listed from the browser's midnight on, the first millisecond included", async () => {
    const { body } = await get({ since: String(DAY_START) });
    expect(ids(body.products)).not.toContain(seeded.lastNight!.productId);
    expect(ids(body.products)).toContain(seeded.midnight!.productId);
    expect(body.total).toBe(4);
    // Mine and Today together.
    expect(ids((await get({ since: String(DAY_START), mine: 'true' })).body.products)).toEqual(idsOf('variants', 'midnight'));
  });

  it('kind keeps one product type', async () => {
    expect(ids((await get({ kind: 'Fabric' })).body.products)).toEqual(idsOf('variants', 'lastNight'));
    expect(ids((await get({ kind: 'Sewing Patterns' })).body.products)).toEqual(idsOf('pattern'));
    expect((await get({ kind: 'Thread' })).body).toMatchObject({ products: [], total: 0, next: null });
  });

  it.each([
    // Part of a title, in any case, with stray spaces.
    ['  MEADOW   linen ', ['variants']],
    ['velvet', ['lastNight']],
    ['vogue', ['pattern']],
    ['gone', ['gone']],
  ])('search %j by title finds %j', async (q, names) => {
    const { body } = await get({ q });
    expect(ids(body.products)).toEqual(names.map((n) => (n === 'gone' ? 'local:999999' : seeded[n]!.productId)));
  });

  it("search by SKU finds a product by any variant's SKU exactly, never by part of one", async () => {
    const [first, second] = seeded.variants!.skus;
    expect(ids((await get({ q: second! })).body.products)).toEqual(idsOf('variants'));
    expect(ids((await get({ q: ` ${first!}\t` })).body.products)).toEqual(idsOf('variants'));
    expect((await get({ q: first!.slice(0, -1) })).body.total).toBe(0);
    expect(ids((await get({ q: '100900' })).body.products)).toEqual(['local:999999']);
    // A % or _ is only itself, not a wildcard.
    expect((await get({ q: '%' })).body.total).toBe(0);
    expect((await get({ q: 'meadow_linen' })).body.total).toBe(0);
  });

  it('search goes with the filters', async () => {
    expect((await get({ q: 'velvet', mine: 'true' })).body.total).toBe(0);
    expect(ids((await get({ q: 'velvet', kind: 'Fabric' })).body.products)).toEqual(idsOf('lastNight'));
  });

  it('pages with a cursor: every listing once, in order, none skipped, even when one is listed between two pages', async () => {
    const all = ids((await get()).body.products);
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body }: Awaited<ReturnType<typeof get>> = await get({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      // The total counts the one listed meanwhile; the pages after the first do not hold it.
      expect(body.total).toBe(pages === 0 ? 5 : 6);
      walked.push(...ids(body.products));
      cursor = body.next;
      pages++;
      // Listed while staff read the first page: newer than the cursor, so it neither shifts nor repeats the pages after.
      if (pages === 1) {
        t.clock.now = DAY_START + 3 * HOUR;
        await uploadAs('meanwhile', ME, supplyProduct('Thread'));
      }
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(walked).toEqual(all);
    expect(ids((await get({ limit: '1' })).body.products)).toEqual(idsOf('meanwhile'));
  });

  it('pages a filtered list the same way', async () => {
    const first = (await get({ mine: 'true', limit: '1' })).body;
    expect(first.total).toBe(3);
    const second = (await get({ mine: 'true', limit: '1', cursor: first.next! })).body;
    const third = (await get({ mine: 'true', limit: '1', cursor: second.next! })).body;
    expect([...ids(first.products), ...ids(second.products), ...ids(third.products)]).toEqual(idsOf('meanwhile', 'variants', 'midnight'));
    expect(third.next).toBeNull();
  });

  it.each([
    ['limit', { limit: '0' }, 'Limit must be at least 1'],
    ['limit', { limit: 'ten' }, 'Limit must be a whole number'],
    ['limit', { limit: '101' }, 'Limit must be at most 100'],
    ['cursor', { cursor: 'yesterday' }, 'Cursor is not one this server gave: load the list again'],
    ['cursor', { cursor: '12:' }, 'Cursor is not one this server gave: load the list again'],
    ['mine', { mine: 'yes' }, 'Mine must be true or false'],
    ['since', { since: '-1' }, 'Since must be a time in milliseconds since 1970'],
    ['since', { since: '' }, 'Since must be a time in milliseconds since 1970'],
    ['since', { since: '1e12' }, 'Since must be a time in milliseconds since 1970'],
    ['kind', { kind: 'Velvet' }, expect.stringMatching(/^Kind must be one of: Fabric, Zippers, .*Other Supply$/)],
    ['q', { q: 'x'.repeat(201) }, 'Search must be at most 200 characters'],
  ])('refuses a bad %s with 400 naming it (%j)', async (field, query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([message]);
    expect(body.message).toEqual(message);
  });

  it('refuses a field given twice or an unknown field, naming it', async () => {
    const twice = await t.app.inject({ method: 'GET', url: '/product/recent?q=a&q=b', headers: { cookie } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.q).toEqual(['Search must be text']);
    const unknown = await t.app.inject({ method: 'GET', url: '/product/recent?sort=old', headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.sort).toEqual(['Unknown field: sort']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/product/recent' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/product/recent?mine=true' })).statusCode).toBe(401);
  });

  it('answers a shop outage with 502 and its reason, and the key can be used again', async () => {
    const upload = (key: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/product/product_upload',
        payload: body as object,
        headers: { cookie, 'idempotency-key': key },
      });
    down = true;
    const failed = await upload('recent-outage-003', supplyProduct('Sewing Patterns', { brand: 'Burda' }));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Shopify answered HTTP 504 (gave up after 4 tries)');
    down = false;
    expect((await upload('recent-outage-003', supplyProduct('Sewing Patterns', { brand: 'Burda' }))).statusCode).toBe(200);
  });
});
