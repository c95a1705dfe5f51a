import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, postgresOnly } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { buildFabric, type FabricDraft } from '../../shared/schemas/fabric';
import { fabricVariantsDraft } from '../../shared/test/product-factory';
import { createLocalShop } from '../adapters/shop/local';
import type { ShopPort } from '../ports/shop.port';
import type { Database } from '../db/connection';
import { stillInFlightAnswer } from '../../shared/schemas/answers';
import { IDEMPOTENCY_MESSAGES } from '../services/idempotency';

const draft: FabricDraft = fabricVariantsDraft({
  // An estimated natural fibre, as staff give a fabric without a label.
  contentType: 'EstimatedGeneral',
  estimatedGeneral: 'Natural',
  knownContent: undefined,
  feel: ['Smooth.'],
});
const product = buildFabric(draft) as Record<string, unknown>;

/** A shop that waits for the test to let it go, to hold an upload in flight. */
function gatedShop(db: Database) {
  const local = createLocalShop(db);
  let release: () => void = () => undefined;
  let failNext = false;
  const gate = { closed: false };
  const shop: ShopPort = {
    ...local,
    stageImages: (images) => local.stageImages(images),
    attachImages: (id, media) => local.attachImages(id, media),
    async createProduct(input) {
      if (failNext) {
        failNext = false;
        throw new Error('shop unavailable');
      }
      if (gate.closed) await new Promise<void>((r) => (release = r));
      return local.createProduct(input);
    },
  };
  return {
    shop,
    close: () => (gate.closed = true),
    open: () => {
      gate.closed = false;
      release();
    },
    failOnce: () => (failNext = true),
  };
}

async function signedIn(t: TestApp): Promise<string> {
  await t.services.users.add('uploader@selvage.test', 'upload password');
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { user_email: 'uploader@selvage.test', user_pass: 'upload password' },
  });
  return `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
}

const countProducts = async (db: Database) => {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from shop_products`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0]!.n;
};

describe.each(engines)('POST /product/product_upload on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let gate: ReturnType<typeof gatedShop>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, (db) => (gate = gatedShop(db)).shop);
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  const upload = (key: string | null, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: body as object,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('needs an Idempotency-Key', async () => {
    const res = await upload(null, product);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key header is required');
  });

  it('validates the product with the shared schemas, naming the field', async () => {
    const res = await upload('draft-invalid-1', { ...product, images: ['only-one'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Must have at least 3 images', errors: { images: ['Must have at least 3 images'] } });
  });

  it('creates the product once, with one SKU per variant, and repeats the first answer byte for byte', async () => {
    const first = await upload('draft-0001-aaaa', product);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.title).toBe('Harbour Morning - Blue Poplin Bundle');
    expect(body.skus).toHaveLength(2);
    for (const sku of body.skus) expect(sku).toMatch(/^\d+$/);
    const before = await countProducts(t.db);
    const again = await upload('draft-0001-aaaa', product);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await countProducts(t.db)).toBe(before);
  });

  // Misses every variant listed at variant 1's price or stock, wherever on the way to the shop it happens.
  it('the shop holds each variant of a fabric at its own price and stock', async () => {
    const res = await upload('draft-prices-0001', product);
    expect(res.statusCode).toBe(200);
    const { productId, skus } = res.json<{ productId: string; skus: string[] }>();
    const record = await t.app.inject({
      method: 'GET',
      url: `/product/record?productId=${encodeURIComponent(productId)}`,
      headers: { cookie },
    });
    expect(record.json<{ product: { variants: unknown[] } }>().product.variants).toEqual([
      { sku: skus[0], price: '18.00', quantity: 1 },
      { sku: skus[1], price: '31.50', quantity: 2 },
    ]);
  });

  it('refuses the same key with a different product (422)', async () => {
    await upload('draft-0002-bbbb', product);
    const res = await upload('draft-0002-bbbb', { ...product, name: 'Another Name' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/different product/);
  });

  it("answers 409 while the same key is still in flight, saying so (a phone's queue waits and tries again), then the first try's product", async () => {
    gate.close();
    const slow = upload('draft-0003-cccc', product);
    await new Promise((r) => setTimeout(r, 200));
    const second = await upload('draft-0003-cccc', product);
    expect(second.statusCode).toBe(409);
    expect(stillInFlightAnswer.parse(second.json())).toEqual({ message: IDEMPOTENCY_MESSAGES.inFlight, stillInFlight: true });
    gate.open();
    const first = await slow;
    expect(first.statusCode).toBe(200);
    // The queue's next try: the same product, no second SKU.
    const third = await upload('draft-0003-cccc', product);
    expect([third.statusCode, third.body]).toEqual([200, first.body]);
  });

  it('releases the key when the shop fails, so a retry creates the product once', async () => {
    gate.failOnce();
    const before = await countProducts(t.db);
    const failed = await upload('draft-0004-dddd', product);
    expect(failed.statusCode).toBe(500);
    const retried = await upload('draft-0004-dddd', product);
    expect(retried.statusCode).toBe(200);
    expect(await countProducts(t.db)).toBe(before + 1);
  });
});

describe.each(postgresOnly)('duplicate submits race on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await signedIn(t);
  });
  afterAll(() => t.close());

  it('100 duplicate submits, 10 at a time, create exactly one product', async () => {
    const answers: { status: number; body: string }[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/product/product_upload',
            payload: product,
            headers: { cookie, 'idempotency-key': 'draft-race-0001' },
          }),
        ),
      );
      answers.push(...results.map((r) => ({ status: r.statusCode, body: r.body })));
    }
    expect(await countProducts(t.db)).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  });
});
