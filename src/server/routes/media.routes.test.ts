import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { dataUrl, tinyJpeg } from '../test/images';
import { shopMedia, shopProducts } from '../db/schema';

const product = {
  productType: 'Sewing Patterns', patternType: 'Womenswear', condition: 'Sealed', brand: 'Simplicity', qualities: [], price: 3.5,
  images: ['p1', 'p2', 'p3'], imperfections: [], bulky: false, mediaTag: 'None',
};

describe.each(engines)('photos: media_upload and attach_media on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let productId: string;
  let sku: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.services.users.add('photos@selvage.test', 'photo password');
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: 'photos@selvage.test', user_pass: 'photo password' } });
    cookie = `selvage_session=${sessionCookieOf(login.headers['set-cookie'])}`;
    const created = await t.app.inject({ method: 'POST', url: '/product/product_upload', payload: product, headers: { cookie, 'idempotency-key': 'draft-media-0001' } });
    expect(created.statusCode).toBe(200);
    const body = created.json<{ productId: string; skus: string[] }>();
    productId = body.productId;
    sku = body.skus[0]!;
  });
  afterAll(() => t.close());

  const mediaUpload = (files: { name: string; bytes: Uint8Array; mimeType?: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/product/media_upload',
      headers: { cookie },
      payload: {
        medias: files.map((f) => ({ filename: f.name, resource: 'IMAGE', mimeType: f.mimeType ?? 'image/jpeg', httpMethod: 'PUT' })),
        images: files.map((f) => dataUrl(f.bytes)),
      },
    });

  it('stores photos named {sku}_{index}.jpg and serves them back to signed-in staff only', async () => {
    const files = [1, 2, 3].map((i) => ({ name: `${sku}_${i}.jpg`, bytes: tinyJpeg(100 * i, 80) }));
    const res = await mediaUpload(files);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ resourceUrl: string }[]>();
    expect(list).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: list[1]!.resourceUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(new Uint8Array(served.rawPayload)).toEqual(files[1]!.bytes);
    expect((await t.app.inject({ method: 'GET', url: list[1]!.resourceUrl })).statusCode).toBe(401);

    const attached = await t.app.inject({ method: 'POST', url: '/product/attach_media', headers: { cookie }, payload: { id: productId, medias: list.map((m) => ({ originalSource: m.resourceUrl, alt: 'Simplicity Pattern', mediaContentType: 'IMAGE' })) } });
    expect(attached.statusCode).toBe(200);
    // A retry attaches the same photos again without doubling them.
    await t.app.inject({ method: 'POST', url: '/product/attach_media', headers: { cookie }, payload: { id: productId, medias: list.map((m) => ({ originalSource: m.resourceUrl, alt: 'Simplicity Pattern', mediaContentType: 'IMAGE' })) } });
    const id = Number(productId.split(':')[1]);
    const rows = await t.db.select().from(shopMedia).where(eq(shopMedia.productId, id)).orderBy(asc(shopMedia.position));
    expect(rows.map((r) => r.url)).toEqual(list.map((m) => m.resourceUrl));
    const [row] = await t.db.select().from(shopProducts).where(eq(shopProducts.id, id));
    expect(row!.status).toBe('ACTIVE');
  });

  it('refuses names and types that do not match the bytes, non-images, and more than 7 photos', async () => {
    const mislabelled = await mediaUpload([{ name: `${sku}_1.png`, bytes: tinyJpeg(10, 10), mimeType: 'image/png' }]);
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json().message).toBe(`${sku}_1.png is a image/jpeg image; name it ${sku}_1.jpg with that type.`);
    const pdf = await mediaUpload([{ name: `${sku}_1.jpg`, bytes: Uint8Array.from(Buffer.from('%PDF-1.7 not a photo')) }]);
    expect(pdf.json().message).toBe(`${sku}_1.jpg is not a JPEG, PNG, WebP or GIF image.`);
    const eight = await mediaUpload(Array.from({ length: 8 }, (_, i) => ({ name: `${sku}_${i + 1}.jpg`, bytes: tinyJpeg(10, 10) })));
    expect(eight.statusCode).toBe(400);
    expect(eight.json().message).toBe('Maximum of 7 images can be uploaded');
  });

  it('answers 400 for an unknown product id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/product/attach_media', headers: { cookie }, payload: { id: 'local:999999', medias: [{ originalSource: '/media/x/1_1.jpg', alt: 'x', mediaContentType: 'IMAGE' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown product id local:999999');
  });
});
