import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { engines, postgresOnly, type TestEngine } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { scannedJpeg, tinyJpeg, wholePng } from '../test/images';
import { multipartBody, photoParts, type Part } from '../test/multipart';
import { FakeShopify, FAKE_CLIENT, FAKE_LOCATION_ID, FAKE_PUBLICATIONS, FAKE_TOKEN, fakeStoreOptions } from '../test/shopify/fake-shopify';
import { bundleInput } from '../test/shopify/products';
import { shopMedia, shopProducts, users } from '../db/schema';
import { createShopifyShop } from '../adapters/shop/shopify';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../shared/schemas/media';
import { NOT_SIGNED_IN_MESSAGE } from '../http/auth-guard';

/** A sewing pattern (one SKU) uploaded with `images` photo ids. */
const pattern = (images: number) => ({
  productType: 'Sewing Patterns',
  patternType: 'Womenswear',
  condition: 'Sealed',
  brand: 'Simplicity',
  qualities: [],
  price: 3.5,
  images: Array.from({ length: images }, (_, i) => `photo-${i + 1}`),
  imperfections: [],
  bulky: false,
  mediaTag: 'None',
});

/** Photos told apart by their size, as the shop's bytes show. */
const photos = (n: number, set = 0) => Array.from({ length: n }, (_, i) => scannedJpeg(200 + 10 * set, 100 + i));

interface Harness {
  t: TestApp;
  cookie: string;
  mediaDir: string;
}

async function start(engine: TestEngine, shop?: Parameters<typeof startTestApp>[2]): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-photos-'));
  const t = await startTestApp(engine, { dataDir }, shop);
  await t.services.users.add('photos@selvage.test', 'photo password');
  const [user] = await t.db.select().from(users).where(eq(users.email, 'photos@selvage.test'));
  return { t, cookie: `selvage_session=${(await t.services.sessions.start(user!.id)).id}`, mediaDir: path.join(dataDir, 'media') };
}

let keys = 0;
async function upload(h: Harness, product: object): Promise<{ productId: string; skus: string[] }> {
  const res = await h.t.app.inject({
    method: 'POST',
    url: '/product/product_upload',
    payload: product,
    headers: { cookie: h.cookie, 'idempotency-key': `draft-photos-${(keys += 1)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function sendPhotos(h: Harness, productId: string, parts: readonly Part[], cookie: string | null = h.cookie) {
  const { payload, headers } = await multipartBody(parts);
  return h.t.app.inject({
    method: 'POST',
    url: `/product/${encodeURIComponent(productId)}/photos`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const localRow = async (h: Harness, productId: string) => {
  const id = Number(productId.split(':')[1]);
  const [product] = await h.t.db.select().from(shopProducts).where(eq(shopProducts.id, id));
  const media = await h.t.db.select().from(shopMedia).where(eq(shopMedia.productId, id)).orderBy(asc(shopMedia.position));
  return { status: product!.status, media };
};

const stagedFolders = (h: Harness) => (fs.existsSync(h.mediaDir) ? fs.readdirSync(h.mediaDir) : []);

describe.each(engines)('POST /product/:id/photos on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start(engine);
  });
  afterAll(() => h.t.close());

  it('stages, attaches and publishes all photos in one call, named {sku}_{n} after their real type, in order', async () => {
    const { productId, skus } = await upload(h, pattern(3));
    const sent = [scannedJpeg(300, 200), wholePng(40, 30), scannedJpeg(200, 300)];
    const res = await sendPhotos(h, productId, [
      ...photoParts([sent[0]!]),
      { bytes: sent[1]!, type: 'image/png', filename: 'b.png' },
      ...photoParts([sent[2]!]),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ productId: string; status: string; media: string[] }>();
    expect(answer.productId).toBe(productId);
    expect(answer.status).toBe('ACTIVE');
    expect(answer.media.map((u) => u.split('/').pop())).toEqual([`${skus[0]}_1.jpg`, `${skus[0]}_2.png`, `${skus[0]}_3.jpg`]);

    // The answer is what the shop holds, and the bytes come back in the order sent, to staff only.
    const held = await localRow(h, productId);
    expect(held.status).toBe('ACTIVE');
    expect(held.media.map((m) => m.url)).toEqual(answer.media);
    for (const [i, url] of answer.media.entries()) {
      const served = await h.t.app.inject({ method: 'GET', url, headers: { cookie: h.cookie } });
      expect(new Uint8Array(served.rawPayload)).toEqual(sent[i]);
    }
    expect((await h.t.app.inject({ method: 'GET', url: answer.media[0]! })).statusCode).toBe(401);

    // A retry replaces the set rather than adding a second one.
    const again = await sendPhotos(h, productId, photoParts(photos(3, 1)));
    expect(again.statusCode).toBe(200);
    expect((await localRow(h, productId)).media.map((m) => m.url)).toEqual(again.json<{ media: string[] }>().media);
  });

  it('refuses fewer than 3 photos, and fewer than the product was uploaded with; nothing is published', async () => {
    const three = await upload(h, pattern(3));
    const two = await sendPhotos(h, three.productId, photoParts(photos(2)));
    expect({ status: two.statusCode, body: two.json() }).toEqual({
      status: 400,
      body: { message: 'Must have at least 3 images', errors: { photos: ['Must have at least 3 images'] } },
    });
    const none = await sendPhotos(h, three.productId, []);
    expect({ status: none.statusCode, message: none.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'Must have at least 3 images',
    });

    const five = await upload(h, pattern(5));
    const four = await sendPhotos(h, five.productId, photoParts(photos(4)));
    expect({ status: four.statusCode, message: four.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'This product was uploaded with 5 photos, but 4 were sent. Send all 5.',
    });
    for (const { productId } of [three, five]) expect(await localRow(h, productId)).toEqual({ status: 'DRAFT', media: [] });
  });

  it('refuses more than 7 photos', async () => {
    const { productId } = await upload(h, pattern(3));
    const eight = await sendPhotos(h, productId, photoParts(photos(8)));
    expect({ status: eight.statusCode, message: eight.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'Maximum of 7 images can be uploaded',
    });
    expect((await localRow(h, productId)).status).toBe('DRAFT');
  });

  it('answers 404 naming an id the shop does not have, and 400 for an id that cannot be one', async () => {
    const unknown = await sendPhotos(h, 'local:999999', photoParts(photos(3)));
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: 'The shop has no product local:999999.' },
    });
    const shopify = await sendPhotos(h, 'gid://shopify/Product/1', photoParts(photos(3)));
    expect({ status: shopify.statusCode, message: shopify.json<{ message: string }>().message }).toEqual({
      status: 404,
      message: 'The shop has no product gid://shopify/Product/1.',
    });
    // Longer than any product id: the router itself refuses it (find-my-way's maxParamLength, 100).
    const long = await sendPhotos(h, `local:${'9'.repeat(120)}`, photoParts(photos(3)));
    expect(long.statusCode).toBe(400);
    const nul = await sendPhotos(h, 'local:1\u0000', photoParts(photos(3)));
    expect({ status: nul.statusCode, message: nul.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'id must not contain the NUL character (\\u0000)',
    });
  });

  it('answers 401 to a signed-out call before reading a byte of its body', async () => {
    // A body that sends one chunk and never ends: a server that read it would never answer.
    const endless = new Readable({
      read() {
        if (!(this as { sent?: boolean }).sent) this.push(Buffer.alloc(64 * 1024, 0x41));
        (this as { sent?: boolean }).sent = true;
      },
    });
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/product/local%3A1/photos',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(40 * 1024 * 1024) },
      payload: endless,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { message: NOT_SIGNED_IN_MESSAGE } });
  });

  it('names a damaged photo by its place and stages nothing; a photo over 8 MB and stray fields are refused too', async () => {
    const { productId } = await upload(h, pattern(3));
    const before = stagedFolders(h);
    const cut = await sendPhotos(
      h,
      productId,
      photoParts([scannedJpeg(300, 200), scannedJpeg(300, 200).subarray(0, 60), scannedJpeg(300, 200)]),
    );
    const damaged = 'Photo 2 is not a readable JPEG image: it is damaged or cut short. Take or choose it again.';
    expect({ status: cut.statusCode, body: cut.json() }).toEqual({
      status: 400,
      body: { message: damaged, errors: { 'photos.1': [damaged] } },
    });
    const pdf = await sendPhotos(h, productId, [
      { bytes: Buffer.from('%PDF-1.7 not a photo'), type: 'application/pdf', filename: 'x.pdf' },
    ]);
    expect(pdf.json<{ message: string }>().message).toBe('Photo 1 is not a JPEG, PNG, WebP or GIF image.');
    const zero = await sendPhotos(h, productId, [{ bytes: wholePng(0, 0), type: 'image/png', filename: 'zero.png' }]);
    expect(zero.json<{ message: string }>().message).toBe(
      'Photo 1 is not a readable PNG image: it is damaged or cut short. Take or choose it again.',
    );

    const big = Buffer.concat([Buffer.from(tinyJpeg(100, 100)), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooBig = await sendPhotos(h, productId, photoParts([scannedJpeg(300, 200), big]));
    expect({ status: tooBig.statusCode, message: tooBig.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'Photo 2 is larger than 8 MB.',
    });

    const field = await sendPhotos(h, productId, [...photoParts(photos(1)), { name: 'note', bytes: 'hello' }]);
    expect({ status: field.statusCode, message: field.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: PHOTO_MESSAGES.unknownPart('note'),
    });
    const json = await h.t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      headers: { cookie: h.cookie },
      payload: { photos: [] },
    });
    expect({ status: json.statusCode, message: json.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: PHOTO_MESSAGES.notMultipart,
    });
    const cutShort = await h.t.app.inject({
      method: 'POST',
      url: `/product/${encodeURIComponent(productId)}/photos`,
      headers: { cookie: h.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
    });
    expect({ status: cutShort.statusCode, message: cutShort.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: PHOTO_MESSAGES.unreadableBody,
    });

    expect(stagedFolders(h)).toEqual(before);
    expect(await localRow(h, productId)).toEqual({ status: 'DRAFT', media: [] });
  });
});

describe.each(postgresOnly)('photo calls for one product from many requests at once on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start(engine);
  });
  afterAll(() => h.t.close());

  it('10 concurrent calls: none fails, and the product ends with exactly one complete set, in order, published', async () => {
    const { productId } = await upload(h, pattern(3));
    // Sets of 3 to 7 photos, each told apart by its bytes.
    const sets = Array.from({ length: 10 }, (_, s) => photos(3 + (s % 5), s));
    const answers = await Promise.all(sets.map((set) => sendPhotos(h, productId, photoParts(set))));
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));

    const held = await localRow(h, productId);
    expect(held.status).toBe('ACTIVE');
    expect(held.media.map((m) => m.position)).toEqual(held.media.map((_, i) => i));
    const bytes = await Promise.all(
      held.media.map(
        async (m) => new Uint8Array((await h.t.app.inject({ method: 'GET', url: m.url, headers: { cookie: h.cookie } })).rawPayload),
      ),
    );
    expect(sets).toContainEqual(bytes);
    // The set is one call's own, whole: every photo from the same staging.
    expect(new Set(held.media.map((m) => m.url.split('/')[2])).size).toBe(1);
  });
});

describe.each(engines)('the photo call with the Shopify shop on $name', (engine) => {
  let h: Harness;
  let fake: FakeShopify;

  beforeAll(async () => {
    fake = await FakeShopify.start();
    h = await start(engine, () =>
      createShopifyShop({
        storeDomain: 'selvage-test.myshopify.com',
        credentials: { kind: 'token', accessToken: FAKE_TOKEN },
        storeUrl: fake.url,
        locationId: FAKE_LOCATION_ID,
        sleep: () => Promise.resolve(),
      }),
    );
  });
  afterEach(() => expect(fake.invalid).toEqual([]));
  afterAll(async () => {
    await h.t.close();
    await fake.close();
  });

  const heldFiles = (productId: string) => fake.byId(productId)!.media.map((m) => fake.stagedFileFor(m.source));

  it('publishes the listing with its photos in order, and answers the URLs Shopify holds', async () => {
    const { productId, skus } = await upload(h, bundleInput('unused').details);
    const res = await sendPhotos(h, productId, photoParts(photos(3)));
    expect(res.statusCode, res.body).toBe(200);
    const listing = fake.byId(productId)!;
    expect(listing.status).toBe('ACTIVE');
    expect(heldFiles(productId).map((f) => f?.filename)).toEqual([1, 2, 3].map((n) => `${skus[0]}_${n}.jpg`));
    expect(listing.media.map((m) => m.alt)).toEqual(listing.media.map(() => listing.title));
    expect(res.json<{ media: string[] }>().media).toHaveLength(3);
  });

  // The staff's day on Shopify through the real routes (issue 40): an item listed is on the Online
  // Store, taken off sale is a draft nobody can buy, put back is active and published again, and a
  // Dev Dashboard app's token that expires on the way is renewed without staff seeing it.
  it('lists an item on the Online Store, takes it off sale and relists it; a token that expires under way is renewed', async () => {
    const app = await start(engine, () =>
      createShopifyShop({ ...fakeStoreOptions(fake), credentials: { kind: 'client', ...FAKE_CLIENT } }),
    );
    try {
      const record = async (productId: string) =>
        (
          await app.t.app.inject({
            method: 'GET',
            url: `/product/record?productId=${encodeURIComponent(productId)}`,
            headers: { cookie: app.cookie },
          })
        ).json<{ product: { status: string } }>().product;
      const listing = (productId: string, listed: boolean) =>
        app.t.app.inject({ method: 'POST', url: '/product/listing', payload: { productId, listed }, headers: { cookie: app.cookie } });

      const { productId } = await upload(app, bundleInput('unused').details);
      const grants = fake.tokens.grants;
      fake.tokens.expireAll();
      expect((await sendPhotos(app, productId, photoParts(photos(3)))).statusCode).toBe(200);
      expect(fake.tokens.grants).toBe(grants + 1);
      expect(fake.byId(productId)).toMatchObject({ status: 'ACTIVE', publications: new Set([FAKE_PUBLICATIONS[0].id]) });
      expect((await record(productId)).status).toBe('ACTIVE');

      expect((await listing(productId, false)).statusCode).toBe(200);
      expect(fake.byId(productId)!.status).toBe('DRAFT');
      expect((await record(productId)).status).toBe('DRAFT');

      // Unpublished in Shopify's admin meanwhile: putting it back publishes it again.
      fake.byId(productId)!.publications.clear();
      expect((await listing(productId, true)).statusCode).toBe(200);
      expect(fake.byId(productId)).toMatchObject({ status: 'ACTIVE', publications: new Set([FAKE_PUBLICATIONS[0].id]) });
      expect((await record(productId)).status).toBe('ACTIVE');
    } finally {
      await app.t.close();
    }
  });

  it('10 concurrent calls for one product leave exactly one complete set, in order', async () => {
    const { productId } = await upload(h, bundleInput('unused').details);
    const sets = Array.from({ length: 10 }, (_, s) => photos(3 + (s % 3), s));
    const answers = await Promise.all(sets.map((set) => sendPhotos(h, productId, photoParts(set))));
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));
    const held = heldFiles(productId).map((f) => new Uint8Array(f!.bytes));
    expect(sets).toContainEqual(held);
    expect(fake.byId(productId)!.status).toBe('ACTIVE');
  });

  it('refuses a photo Shopify would refuse (24 megapixels) with a 400 before staging, and a product it does not have with a 404', async () => {
    const { productId } = await upload(h, bundleInput('unused').details);
    const staged = fake.staged.size;
    const res = await sendPhotos(h, productId, photoParts([tinyJpeg(6000, 4000), ...photos(2)]));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(
      /_1\.jpg is 6000 x 4000 px \(24\.0 megapixels\); Shopify takes at most 20 megapixels/,
    );
    expect(fake.staged.size).toBe(staged);
    const unknown = await sendPhotos(h, 'gid://shopify/Product/987654321', photoParts(photos(3)));
    expect({ status: unknown.statusCode, message: unknown.json<{ message: string }>().message }).toEqual({
      status: 404,
      message: 'The shop has no product gid://shopify/Product/987654321.',
    });
  });
});
