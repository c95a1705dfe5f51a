/**
 * No two live listings share a title (issue 26 item 3), end to end on the server: the upload numbers
 * a built title the shop already has, every try of one upload keeps its title, uploads at once
 * take different ones, and GET /product/titles tells the review what is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { users } from '../db/schema';
import { crashAfterFirstCreate } from '../test/crashing-shop';
import { createLocalShop } from '../adapters/shop/local';
import { STALE_CLAIM_MS } from '../services/idempotency';
import { ShopRefusedError, type ShopPort } from '../ports/shop.port';
import { fabricBundleProduct, supplyProduct } from '../../shared/test/product-factory';
import { titlePrefix } from '../../shared/distinct-title';

/** An unnamed 2 m blue poplin bundle: 'Blue Poplin Bundle 2 m'. */
const unnamed = (colour = 'Blue') => fabricBundleProduct({ name: undefined, colour: [colour] });

describe.each(engines)('distinct titles on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let crash: ReturnType<typeof crashAfterFirstCreate>;
  /** While set, the shop's search shows nothing (Shopify has not indexed the new products yet). */
  const search = { lagging: false };
  /** While set, the shop refuses every new product (an upload that fails). */
  const refusing = { on: false };

  beforeAll(async () => {
    t = await startTestApp(engine, {}, (db) => {
      const local = createLocalShop(db);
      const lagging: ShopPort = {
        ...local,
        liveTitles: (prefix) => (search.lagging ? Promise.resolve([]) : local.liveTitles(prefix)),
        createProduct: (input) =>
          refusing.on ? Promise.reject(new ShopRefusedError('Refused by the test shop.')) : local.createProduct(input),
      };
      crash = crashAfterFirstCreate(lagging);
      return crash.shop;
    });
    await t.services.users.add('titles@selvage.test', 'upload password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'titles@selvage.test'));
    cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  });
  afterAll(() => t.close());

  const upload = (key: string, product: object) =>
    t.app.inject({ method: 'POST', url: '/product/product_upload', payload: product, headers: { cookie, 'idempotency-key': key } });
  const titleOf = async (key: string, product: object) => {
    const res = await upload(key, product);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ title: string }>().title;
  };
  const taken = (prefix: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/product/titles?${new URLSearchParams({ prefix }).toString()}`, headers });

  // The first upload here goes through the crashing shop; every test after it sees a plain shop.
  it('a retry after a crash keeps the title the first try gave, though the shop now holds it', async () => {
    const product = unnamed('Teal');
    const first = upload('titles-crash-0001', product);
    const sent = await crash.firstCreated;
    t.clock.advance(STALE_CLAIM_MS + 1);
    const retried = await upload('titles-crash-0001', product);

    expect(sent.title).toBe('Teal Poplin Bundle 2 m');
    expect(retried.json()).toMatchObject({ title: 'Teal Poplin Bundle 2 m' });
    crash.release();
    expect((await first).statusCode).toBe(500);
  });

  it('three identical unnamed items uploaded one after another get three titles, and Recent uploads lists them so', async () => {
    const titles = [
      await titleOf('titles-same-0001', unnamed()),
      await titleOf('titles-same-0002', unnamed()),
      await titleOf('titles-same-0003', unnamed()),
    ];

    expect(titles).toEqual(['Blue Poplin Bundle 2 m', 'Blue Poplin Bundle 2 m #2', 'Blue Poplin Bundle 2 m #3']);
    const recent = await t.app.inject({ method: 'GET', url: '/product/recent?limit=3', headers: { cookie } });
    expect(
      recent
        .json<{ products: { title: string }[] }>()
        .products.map((p) => p.title)
        .sort(),
    ).toEqual(titles);
  });

  it('a kind without a name is numbered too', async () => {
    const first = await titleOf('titles-zipper-01', supplyProduct('Zippers'));
    expect(await titleOf('titles-zipper-02', supplyProduct('Zippers'))).toBe(`${first} #2`);
  });

  it('a name staff gave is kept as given, even when the shop has it', async () => {
    const named = fabricBundleProduct({ name: 'Quay Morning' });
    expect(await titleOf('titles-named-001', named)).toBe('Quay Morning - Blue Poplin Bundle');
    expect(await titleOf('titles-named-002', named)).toBe('Quay Morning - Blue Poplin Bundle');
  });

  it('two identical items uploaded at once take two titles, and neither fails', async () => {
    const product = unnamed('Amber');
    const answers = await Promise.all([upload('titles-race-0001', product), upload('titles-race-0002', product)]);

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json<{ title: string }>().title).sort()).toEqual(['Amber Poplin Bundle 2 m', 'Amber Poplin Bundle 2 m #2']);
  });

  it("a title just given counts before the shop's search shows it", async () => {
    search.lagging = true;
    try {
      expect(await titleOf('titles-lag-00001', unnamed('Olive'))).toBe('Olive Poplin Bundle 2 m');
      expect((await taken('Olive Poplin')).json()).toEqual({ titles: ['Olive Poplin Bundle 2 m'] });
      expect(await titleOf('titles-lag-00002', unnamed('Olive'))).toBe('Olive Poplin Bundle 2 m #2');
    } finally {
      search.lagging = false;
    }
  });

  it('GET /product/titles answers the taken titles starting with the prefix the review asks for', async () => {
    await titleOf('titles-check-001', unnamed('Coral'));
    const res = await taken(titlePrefix(unnamed('Coral')));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ titles: ['Coral Poplin Bundle 2 m'] });
    expect((await taken('Nothing Like It')).json()).toEqual({ titles: [] });
  });

  // Issue 42 item 4: titles count only while a live listing holds them, or an upload is making one.
  describe('only titles live listings hold now are taken', () => {
    const record = async (productId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/product/record?${new URLSearchParams({ productId }).toString()}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ product: { title: string; version: string } }>().product;
    };
    const edit = async (productId: string, product: object, key: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/product/edit',
        payload: { productId, baseVersion: (await record(productId)).version, product },
        headers: { cookie, 'idempotency-key': key },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await record(productId)).title;
    };

    it('a product edited away from its title and back keeps it, without a number against itself', async () => {
      const res = await upload('titles-back-0001', unnamed('Plum'));
      const { productId } = res.json<{ productId: string }>();
      expect(res.json()).toMatchObject({ title: 'Plum Poplin Bundle 2 m' });

      expect(await edit(productId, fabricBundleProduct({ name: 'Plum Harbour', colour: ['Plum'] }), 'titles-back-edit-1')).toBe(
        'Plum Harbour - Plum Poplin Bundle',
      );
      // Nothing holds the old title now: the review names no listing for it.
      expect((await taken('Plum Poplin Bundle')).json()).toEqual({ titles: [] });
      expect(await edit(productId, unnamed('Plum'), 'titles-back-edit-2')).toBe('Plum Poplin Bundle 2 m');
    });

    it('an upload that failed holds no title: the review names no listing, the next upload takes it', async () => {
      refusing.on = true;
      try {
        expect((await upload('titles-fail-0001', unnamed('Sage'))).statusCode).toBe(400);
      } finally {
        refusing.on = false;
      }
      expect((await taken('Sage Poplin')).json()).toEqual({ titles: [] });
      expect(await titleOf('titles-fail-0002', unnamed('Sage'))).toBe('Sage Poplin Bundle 2 m');
    });
  });

  it('GET /product/titles names the field it refuses, and only signed-in staff may ask', async () => {
    for (const [url, message] of [
      ['/product/titles', 'Title is required'],
      ['/product/titles?prefix=', 'Title is required'],
      ['/product/titles?prefix=%20%20', 'Title is required'],
      [`/product/titles?prefix=${'x'.repeat(301)}`, 'Title must be at most 300 characters'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect({ url, status: res.statusCode, body: res.json() }).toMatchObject({
        url,
        status: 400,
        body: { errors: { prefix: [message] } },
      });
    }
    expect((await taken('Blue', {})).statusCode).toBe(401);
  });
});
