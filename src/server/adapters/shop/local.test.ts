import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { engines, postgresOnly } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/app-harness';
import { tinyJpeg } from '../../test/images';
import { multipartBody, photoParts } from '../../test/multipart';
import { crashAfterFirstCreate } from '../../test/crashing-shop';
import { shopMedia, shopProducts, shopVariants, storedPhotos, users } from '../../db/schema';
import { createLocalImageHost } from '../image-host/local';
import { STALE_CLAIM_MS } from '../../services/idempotency';
import { createLocalShop, STAGED_MEDIA_MAX_AGE_MS, sweepStagedMedia } from './local';

const pattern = {
  productType: 'Sewing Patterns',
  patternType: 'Womenswear',
  condition: 'Sealed',
  brand: 'Simplicity',
  qualities: [],
  price: 3.5,
  images: ['p1', 'p2', 'p3'],
  imperfections: [],
  bulky: false,
  mediaTag: 'None',
};

/** A signed-in staff member's cookie (a session started directly: these tests are about the shop). */
async function signIn(t: TestApp, email: string): Promise<string> {
  const [existing] = await t.db.select().from(users).where(eq(users.email, email));
  if (!existing) await t.services.users.add(email, 'local shop password');
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
}

describe.each(postgresOnly)('attachImages of one product from many calls at once on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await signIn(t, 'attach-race@selvage.test');
  });
  afterAll(() => t.close());

  it('20 concurrent attaches: none fails, and the product ends with exactly one of the submitted sets, in order', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: pattern,
      headers: { cookie, 'idempotency-key': 'draft-attach-race-1' },
    });
    expect(created.statusCode).toBe(200);
    const { productId, skus } = created.json<{ productId: string; skus: string[] }>();

    // The adapter itself, without the photo route's one-call-per-product claim: its row lock alone
    // must keep attaches of one product from colliding (D64).
    const shop = createLocalShop(t.db);
    const sets: string[][] = [];
    for (let s = 0; s < 20; s++) {
      const count = 3 + (s % 5);
      const staged = await shop.stageImages(
        Array.from({ length: count }, (_, i) => ({
          filename: `${skus[0]}_${i + 1}.jpg`,
          mimeType: 'image/jpeg',
          bytes: tinyJpeg(10 + s, 10 + i),
          width: 10 + s,
          height: 10 + i,
        })),
      );
      sets.push(staged.map((m) => m.resourceUrl));
    }

    const attached = await Promise.allSettled(
      sets.map((urls) =>
        shop.attachImages(
          productId,
          urls.map((originalSource) => ({ originalSource, alt: 'Simplicity Pattern' })),
        ),
      ),
    );
    expect(attached.map((a) => a.status)).toEqual(sets.map(() => 'fulfilled'));

    const id = Number(productId.split(':')[1]);
    const rows = await t.db.select().from(shopMedia).where(eq(shopMedia.productId, id)).orderBy(asc(shopMedia.position));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect(sets).toContainEqual(rows.map((r) => r.url));
    const [product] = await t.db.select().from(shopProducts).where(eq(shopProducts.id, id));
    expect(product!.status).toBe('ACTIVE');
  });
});

describe.each(engines)('a server that dies between creating the product and completing its key, on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let crash: ReturnType<typeof crashAfterFirstCreate>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, (db) => (crash = crashAfterFirstCreate(createLocalShop(db))).shop);
    cookie = await signIn(t, 'crash@selvage.test');
  });
  afterAll(() => t.close());

  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: pattern,
      headers: { cookie, 'idempotency-key': 'draft-crash-0001' },
    });

  it('the retry that takes over the stale claim answers the SKUs the shop holds, and the shop has one product', async () => {
    const first = upload();
    const sent = await crash.firstCreated;
    // The claim is stale once the dead server's time is up; the retry then takes it over.
    t.clock.advance(STALE_CLAIM_MS + 1);
    const retried = await upload();
    expect(retried.statusCode).toBe(200);
    const { productId, skus } = retried.json<{ productId: string; skus: string[] }>();

    const products = await t.db.select().from(shopProducts);
    expect(products.map((p) => `local:${p.id}`)).toEqual([productId]);
    const held = await t.db
      .select()
      .from(shopVariants)
      .where(eq(shopVariants.productId, products[0]!.id))
      .orderBy(asc(shopVariants.position));
    expect(skus).toEqual(held.map((v) => v.sku));
    expect(skus).toEqual(sent.variants.map((v) => v.sku));

    // A repeat gets that answer; the dead server's call, should it ever end, changes nothing.
    crash.release();
    expect((await first).statusCode).toBe(500);
    expect((await upload()).body).toBe(retried.body);
  });
});

describe.each(engines)('photos staged but never attached, on $name', (engine) => {
  let t: TestApp;
  const HOUR = 60 * 60_000;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** The set's folder (one per photo call) and its addresses. */
  const setOf = (urls: string[]) => ({ folder: urls[0]!.split('/')[2]!, urls });

  /** A whole photo call through the route: staged, attached and published, and the sweep run before it. */
  async function attach(cookie: string, productId: string): Promise<{ folder: string; urls: string[] }> {
    const { payload, headers } = await multipartBody(photoParts([1, 2, 3].map((i) => tinyJpeg(20 * i, 20))));
    const res = await t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return setOf(res.json<{ media: string[] }>().media);
  }

  /** Photos staged and then abandoned: an upload whose attach never came (its server died, say). */
  async function abandon(sku: string): Promise<{ folder: string; urls: string[] }> {
    const shop = createLocalShop(t.db, { now: () => t.clock.now });
    const staged = await shop.stageImages(
      [1, 2, 3].map((i) => ({
        filename: `${sku}_${i}.jpg`,
        mimeType: 'image/jpeg',
        bytes: tinyJpeg(20 * i, 20),
        width: 20 * i,
        height: 20,
      })),
    );
    return setOf(staged.map((m) => m.resourceUrl));
  }
  /** Whether every photo of the set is still kept (and none when not). */
  async function kept(set: { urls: string[] }): Promise<boolean> {
    const rows = await t.db
      .select({ path: storedPhotos.path })
      .from(storedPhotos)
      .where(
        inArray(
          storedPhotos.path,
          set.urls.map((u) => u.slice(1)),
        ),
      );
    expect([0, set.urls.length]).toContain(rows.length);
    return rows.length === set.urls.length;
  }
  const allKept = (sets: { urls: string[] }[]) => Promise.all(sets.map(kept));

  it('are removed by an upload once older than a day; attached ones and younger ones stay', async () => {
    let cookie = await signIn(t, 'sweep@selvage.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: pattern,
      headers: { cookie, 'idempotency-key': 'draft-sweep-0001' },
    });
    const { productId, skus } = created.json<{ productId: string; skus: string[] }>();
    const replaced = await attach(cookie, productId);
    const abandoned = await abandon(skus[0]!);

    // Just under a day later the abandoned photos are still kept.
    t.clock.advance(STAGED_MEDIA_MAX_AGE_MS - HOUR);
    const younger = await abandon(skus[0]!);
    cookie = await signIn(t, 'sweep@selvage.test');
    const current = await attach(cookie, productId);
    expect(await allKept([replaced, abandoned, younger, current])).toEqual([true, true, true, true]);

    // Past a day, the next upload removes them; the product's photos are still served.
    t.clock.advance(2 * HOUR);
    cookie = await signIn(t, 'sweep@selvage.test');
    const latest = await attach(cookie, productId);
    // The first set was replaced by a later call, so nothing points into it any more either; the set
    // attached when the sweep ran stays.
    expect(await allKept([replaced, abandoned, younger, current, latest])).toEqual([false, false, true, true, true]);
    expect((await t.app.inject({ method: 'GET', url: latest.urls[0]!, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: abandoned.urls[0]!, headers: { cookie } })).statusCode).toBe(404);
  });

  it('leaves box photos alone, however old', async () => {
    const [boxPhoto] = await createLocalImageHost(t.db, () => t.clock.now - 2 * STAGED_MEDIA_MAX_AGE_MS).upload([
      { bytes: tinyJpeg(5, 5), mimeType: 'image/jpeg', extension: 'jpg' },
    ]);
    expect(await sweepStagedMedia(t.db, t.clock.now)).toEqual([]);
    expect(await kept({ urls: [boxPhoto!.url] })).toBe(true);
  });
});
