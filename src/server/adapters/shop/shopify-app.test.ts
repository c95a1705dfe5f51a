import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../../test/app-harness';
import { users } from '../../db/schema';
import { FakeShopify, FAKE_LOCATION_ID, FAKE_TOKEN } from '../../test/shopify/fake-shopify';
import { bundleInput } from '../../test/shopify/products';
import { crashAfterFirstCreate } from '../../test/crashing-shop';
import { STALE_CLAIM_MS } from '../../services/idempotency';
import { createShopifyShop } from './shopify';

/** The upload routes with the Shopify shop, against the local schema-checked Shopify. */
describe.each(engines)('upload routes with the Shopify shop on $name', (engine) => {
  let t: TestApp;
  let fake: FakeShopify;
  let cookie: string;
  const product = bundleInput('unused').details;

  beforeAll(async () => {
    fake = await FakeShopify.start();
    t = await startTestApp(engine, {}, () =>
      createShopifyShop({
        storeDomain: 'selvage-test.myshopify.com',
        credentials: { kind: 'token', accessToken: FAKE_TOKEN },
        storeUrl: fake.url,
        locationId: FAKE_LOCATION_ID,
        sleep: () => Promise.resolve(),
      }),
    );
    await t.services.users.add('uploader@selvage.test', 'upload password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { user_email: 'uploader@selvage.test', user_pass: 'upload password' },
    });
    cookie = `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
  });
  afterEach(() => expect(fake.invalid).toEqual([]));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const upload = (key: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/product/product_upload', payload: body as object, headers: { cookie, 'idempotency-key': key } });
  it('product upload: a Shopify product under the SKUs Selvage allocated (its photos: product-photos.routes.test.ts)', async () => {
    const created = await upload('draft-shopify-0001', product);
    expect(created.statusCode).toBe(200);
    const { productId, skus } = created.json<{ productId: string; skus: string[] }>();
    expect(productId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(fake.byId(productId)!.variants.map((v) => v.sku)).toEqual(skus);
  });

  it('a failed product upload retried with the same key makes one Shopify product', async () => {
    const before = fake.products.length;
    // Shopify acts, then every answer is lost: the adapter gives up and the key is released.
    fake.faults.push(
      { kind: 'lose-answer', operation: 'SelvageProductSet' },
      ...[500, 502, 503].map((status) => ({ kind: 'status' as const, status, operation: 'SelvageProductSet' })),
    );
    const failed = await upload('draft-shopify-0002', product);
    // A shop outage is a 502 with the adapter's reason, which staff see in the banner.
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/gave up after 4 tries/);
    const retried = await upload('draft-shopify-0002', product);
    expect(retried.statusCode).toBe(200);
    expect(fake.products.length).toBe(before + 1);
    const { productId, skus } = retried.json<{ productId: string; skus: string[] }>();
    expect(fake.byId(productId)!.variants.map((v) => v.sku)).toEqual(skus);
    // Every try sent the SKUs reserved for the upload: none was spent on a try that was lost.
    const sent = fake.received.filter((r) => r.operationName === 'SelvageProductSet').slice(-5);
    for (const r of sent) expect((r.variables.input as { variants: { sku: string }[] }).variants.map((v) => v.sku)).toEqual(skus);
  });

  // Misses a scan that only asks Shopify's search, which shows a new product only a little later.
  it("a label scanned before Shopify's search shows the new product finds it by what Selvage listed", async () => {
    fake.searchIndexLagMs = 10 * 60_000;
    try {
      const created = await upload('draft-shopify-lag1', product);
      const { productId, skus } = created.json<{ productId: string; skus: string[] }>();
      const scanned = await t.app.inject({ method: 'GET', url: `/product/record?sku=${skus[1]}`, headers: { cookie } });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json<{ product: { productId: string } }>().product.productId).toBe(productId);
    } finally {
      fake.searchIndexLagMs = 0;
    }
  });

  it("Shopify's userErrors are a 400 with their words", async () => {
    fake.refuse.productSet = [{ field: ['input', 'title'], message: 'Title is too long' }];
    const res = await upload('draft-shopify-0003', product);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Shopify refused the product: input.title: Title is too long' });
  });
});

describe.each(engines)('a server that dies after Shopify made the product, before completing its key, on $name', (engine) => {
  let t: TestApp;
  let fake: FakeShopify;
  let cookie: string;
  let crash: ReturnType<typeof crashAfterFirstCreate>;
  const product = bundleInput('unused').details;

  beforeAll(async () => {
    fake = await FakeShopify.start();
    t = await startTestApp(engine, {}, () => {
      crash = crashAfterFirstCreate(
        createShopifyShop({
          storeDomain: 'selvage-test.myshopify.com',
          credentials: { kind: 'token', accessToken: FAKE_TOKEN },
          storeUrl: fake.url,
          locationId: FAKE_LOCATION_ID,
          sleep: () => Promise.resolve(),
        }),
      );
      return crash.shop;
    });
    await t.services.users.add('crash@selvage.test', 'upload password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'crash@selvage.test'));
    cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  });
  afterEach(() => expect(fake.invalid).toEqual([]));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: product,
      headers: { cookie, 'idempotency-key': 'draft-shopify-crash-1' },
    });

  it("the retry that takes over the stale claim answers the SKUs Shopify holds, the first try's, on one product", async () => {
    const first = upload();
    const sent = await crash.firstCreated;
    t.clock.advance(STALE_CLAIM_MS + 1);
    const retried = await upload();
    expect(retried.statusCode).toBe(200);
    const { productId, skus } = retried.json<{ productId: string; skus: string[] }>();

    expect(fake.products.map((p) => p.id)).toEqual([productId]);
    expect(fake.byId(productId)!.variants.map((v) => v.sku)).toEqual(skus);
    expect(skus).toEqual(sent.variants.map((v) => v.sku));

    crash.release();
    expect((await first).statusCode).toBe(500);
    expect((await upload()).body).toBe(retried.body);
  });
});
