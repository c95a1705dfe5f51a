import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { engines, postgresOnly } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/app-harness';
import { dataUrl, tinyJpeg } from '../../test/images';
import { crashAfterFirstCreate } from '../../test/crashing-shop';
import { shopMedia, shopProducts, shopVariants, users } from '../../db/schema';
import { STALE_CLAIM_MS } from '../../services/idempotency';
import { createLocalShop, STAGED_MEDIA_MAX_AGE_MS, sweepStagedMedia } from './local';

const pattern = {
  productType: 'Sewing Patterns', patternType: 'Womenswear', condition: 'Sealed', brand: 'Simplicity', qualities: [], price: 3.5,
  images: ['p1', 'p2', 'p3'], imperfections: [], bulky: false, mediaTag: 'None',
};

/** A signed-in staff member's cookie (a session started directly: these tests are about the shop). */
async function signIn(t: TestApp, email: string): Promise<string> {
  const [existing] = await t.db.select().from(users).where(eq(users.email, email));
  if (!existing) await t.services.users.add(email, 'local shop password');
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
}

describe.each(postgresOnly)('attach_media of one product from many requests at once on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await signIn(t, 'attach-race@selvage.test');
  });
  afterAll(() => t.close());

  it('20 concurrent attaches: none fails, and the product ends with exactly one of the submitted sets, in order', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/product/product_upload', payload: pattern, headers: { cookie, 'idempotency-key': 'draft-attach-race-1' } });
    expect(created.statusCode).toBe(200);
    const { productId, skus } = created.json<{ productId: string; skus: string[] }>();

    // Twenty sets of 3 to 7 photos each, staged the way the upload panel stages them.
    const sets: string[][] = [];
    for (let s = 0; s < 20; s++) {
      const count = 3 + (s % 5);
      const staged = await t.app.inject({
        method: 'POST',
        url: '/product/media_upload',
        headers: { cookie },
        payload: {
          medias: Array.from({ length: count }, (_, i) => ({ filename: `${skus[0]}_${i + 1}.jpg`, resource: 'IMAGE', mimeType: 'image/jpeg', httpMethod: 'PUT' })),
          images: Array.from({ length: count }, (_, i) => dataUrl(tinyJpeg(10 + s, 10 + i))),
        },
      });
      expect(staged.statusCode).toBe(200);
      sets.push(staged.json<{ resourceUrl: string }[]>().map((m) => m.resourceUrl));
    }

    const answers = await Promise.all(
      sets.map((urls) =>
        t.app.inject({
          method: 'POST',
          url: '/product/attach_media',
          headers: { cookie },
          payload: { id: productId, medias: urls.map((originalSource) => ({ originalSource, alt: 'Simplicity Pattern', mediaContentType: 'IMAGE' })) },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));

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
    t = await startTestApp(engine, {}, (db) => (crash = crashAfterFirstCreate(createLocalShop(db, fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-crash-'))))).shop);
    cookie = await signIn(t, 'crash@selvage.test');
  });
  afterAll(() => t.close());

  const upload = () => t.app.inject({ method: 'POST', url: '/product/product_upload', payload: pattern, headers: { cookie, 'idempotency-key': 'draft-crash-0001' } });

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
    const held = await t.db.select().from(shopVariants).where(eq(shopVariants.productId, products[0]!.id)).orderBy(asc(shopVariants.position));
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
  let mediaDir: string;
  const HOUR = 60 * 60_000;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-sweep-'));
    mediaDir = path.join(dataDir, 'media');
    t = await startTestApp(engine, { dataDir });
  });
  afterAll(() => t.close());

  /** Stages photos through the route; the folder is dated at the test's clock, as if made then. */
  async function stage(cookie: string, sku: string): Promise<{ folder: string; urls: string[] }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/media_upload',
      headers: { cookie },
      payload: {
        medias: [1, 2, 3].map((i) => ({ filename: `${sku}_${i}.jpg`, resource: 'IMAGE', mimeType: 'image/jpeg', httpMethod: 'PUT' })),
        images: [1, 2, 3].map((i) => dataUrl(tinyJpeg(20 * i, 20))),
      },
    });
    expect(res.statusCode).toBe(200);
    const urls = res.json<{ resourceUrl: string }[]>().map((m) => m.resourceUrl);
    const folder = urls[0]!.split('/')[2]!;
    fs.utimesSync(path.join(mediaDir, folder), new Date(t.clock.now), new Date(t.clock.now));
    return { folder, urls };
  }
  const exists = (folder: string) => fs.existsSync(path.join(mediaDir, folder));

  it('are removed by an upload once older than a day; attached ones and younger ones stay', async () => {
    let cookie = await signIn(t, 'sweep@selvage.test');
    const created = await t.app.inject({ method: 'POST', url: '/product/product_upload', payload: pattern, headers: { cookie, 'idempotency-key': 'draft-sweep-0001' } });
    const { productId, skus } = created.json<{ productId: string; skus: string[] }>();
    const attached = await stage(cookie, skus[0]!);
    const attach = await t.app.inject({
      method: 'POST',
      url: '/product/attach_media',
      headers: { cookie },
      payload: { id: productId, medias: attached.urls.map((originalSource) => ({ originalSource, alt: 'pattern', mediaContentType: 'IMAGE' })) },
    });
    expect(attach.statusCode).toBe(200);
    const abandoned = await stage(cookie, skus[0]!);

    // Just under a day later the abandoned photos are still kept.
    t.clock.advance(STAGED_MEDIA_MAX_AGE_MS - HOUR);
    cookie = await signIn(t, 'sweep@selvage.test');
    const younger = await stage(cookie, skus[0]!);
    expect([attached, abandoned, younger].map((s) => exists(s.folder))).toEqual([true, true, true]);

    // Past a day, the next upload removes them; the product's photos are still served.
    t.clock.advance(2 * HOUR);
    cookie = await signIn(t, 'sweep@selvage.test');
    const latest = await stage(cookie, skus[0]!);
    expect([attached, abandoned, younger, latest].map((s) => exists(s.folder))).toEqual([true, false, true, true]);
    expect((await t.app.inject({ method: 'GET', url: attached.urls[0]!, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: abandoned.urls[0]!, headers: { cookie } })).statusCode).toBe(404);
  });

  it('leaves alone whatever in the media folder it did not stage', async () => {
    const old = new Date(t.clock.now - 2 * STAGED_MEDIA_MAX_AGE_MS);
    fs.mkdirSync(path.join(mediaDir, 'keep-me'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'notes.txt'), 'kept');
    for (const name of ['keep-me', 'notes.txt']) fs.utimesSync(path.join(mediaDir, name), old, old);
    expect(await sweepStagedMedia(t.db, mediaDir, t.clock.now)).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir, 'keep-me')) && fs.existsSync(path.join(mediaDir, 'notes.txt'))).toBe(true);
    expect(await sweepStagedMedia(t.db, path.join(mediaDir, 'missing'), t.clock.now)).toEqual([]);
  });
});
