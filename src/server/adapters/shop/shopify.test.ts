import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopRefusedError, type ShopPort } from '../../ports/shop.port';
import { API_PATH, FakeShopify, FAKE_LOCATION_ID, FAKE_TOKEN, type Fault } from '../../test/shopify/fake-shopify';
import { bundleInput, photo, rollInput } from '../../test/shopify/products';
import { ROLL_TO_BUNDLE_MESSAGES } from '../../../shared/schemas/roll-to-bundle';
import { createShopifyShop, ShopUnavailableError, type ShopifyShopOptions } from './shopify';
import { RECENT_PRODUCTS_PAGE, SHOPIFY_OPERATIONS } from './shopify-operations';

let fake: FakeShopify;
let waits: number[];

beforeEach(async () => {
  fake = await FakeShopify.start();
  waits = [];
});

afterEach(async () => {
  // Every operation the adapter sent in the test must have been valid for the 2026-10 schema.
  const invalid = fake.invalid;
  await fake.close();
  expect(invalid).toEqual([]);
});

function shop(overrides: Partial<ShopifyShopOptions> = {}): ShopPort {
  return createShopifyShop({
    storeDomain: 'selvage-test.myshopify.com',
    credentials: { kind: 'token', accessToken: FAKE_TOKEN },
    storeUrl: fake.url,
    locationId: FAKE_LOCATION_ID,
    // Tests record the waits instead of sleeping; jitter is fixed at the middle.
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    timeoutMs: 2000,
    ...overrides,
  });
}

const metafield = (list: { namespace: string; key: string; value: string; type: string }[], key: string) =>
  list.find((m) => m.namespace === 'selvage' && m.key === key);

/** Creates a product with photos attached, as the three upload steps do. */
async function uploadWithPhotos(s: ShopPort, handle: string, alts = ['front', 'back', 'selvage edge']) {
  const { productId } = await s.createProduct(bundleInput(handle));
  const staged = await s.stageImages(alts.map((_, i) => photo(`4101_${i + 1}.jpg`)));
  await s.attachImages(
    productId,
    staged.map((t, i) => ({ originalSource: t.resourceUrl, alt: alts[i]! })),
  );
  return productId;
}

// What every shop does (SKUs, photos, reads, roll search and conversion, their races) is held by
// shop.contract.ts for both shops; here is how Shopify in particular is spoken to and stores it.
describe('Shopify adapter contract (local server with the Admin API 2026-10 schema)', () => {
  it('every operation the adapter can send is valid for the schema, and the checker does reject invalid ones', () => {
    for (const [name, document] of Object.entries(SHOPIFY_OPERATIONS)) {
      expect({ name, errors: fake.validateDocument(document) }).toEqual({ name, errors: [] });
    }
    expect(fake.validateDocument('mutation { productCreateMedia(productId: "1") { media { id } } }')).not.toEqual([]);
    expect(fake.validateDocument('query { product(id: "1") { inventory } }')).not.toEqual([]);
  });

  it('creates a draft with title, type, tags, description, variants, stock at the location and metafields', async () => {
    const input = bundleInput('selvage-abc');
    const { productId } = await shop().createProduct(input);

    const product = fake.byId(productId)!;
    // The storefront address is Shopify's, from the title customers read; the upload's key is the custom ID.
    expect(product).toMatchObject({
      handle: 'harbour-morning-poplin-bundle',
      title: 'Harbour Morning Poplin Bundle',
      productType: 'Fabric',
      status: 'DRAFT',
    });
    expect(product.tags).toEqual(expect.arrayContaining(['Fabric', 'Bundle', 'Woven', 'Blue', 'Quilting']));
    expect(product.descriptionHtml).toContain('<strong>Knit or Woven:</strong> Woven');
    expect(product.descriptionHtml).toContain('<strong>Content:</strong> Natural (estimated)');
    expect(
      product.variants.map((v) => ({ sku: v.sku, price: v.price, tracked: v.tracked, stock: v.available.get(FAKE_LOCATION_ID) })),
    ).toEqual([
      { sku: '4101', price: '18.00', tracked: true, stock: 1 },
      { sku: '4102', price: '31.50', tracked: true, stock: 2 },
    ]);
    expect(product.variants.map((v) => v.optionValues[0]!.name)).toEqual(['2 m x 148 cm', '3.5 m x 148 cm']);
    expect(JSON.parse(metafield(product.metafields, 'details')!.value)).toEqual(input.details);
    expect(metafield(product.metafields, 'knit_or_woven')).toMatchObject({ type: 'single_line_text_field', value: 'Woven' });
    expect(metafield(product.metafields, 'length_m')).toMatchObject({ type: 'list.number_decimal', value: '["2","3.5"]' });
    expect(metafield(product.metafields, 'content_text')?.value).toBe('Natural (estimated)');
    expect(metafield(product.variants[1]!.metafields, 'length_m')?.value).toBe('3.5');
    expect(fake.received.find((r) => r.operationName === 'SelvageProductSet')?.variables.identifier).toEqual({
      customId: { namespace: 'selvage', key: 'upload_key', value: 'selvage-abc' },
    });
    expect(metafield(product.metafields, 'upload_key')).toMatchObject({ type: 'id', value: 'selvage-abc' });
    expect(product.variants.map((v) => metafield(v.metafields, 'sku'))).toMatchObject([
      { type: 'id', value: '4101' },
      { type: 'id', value: '4102' },
    ]);
  });

  it("a single-variant supply gets Shopify's default option and its one SKU", async () => {
    const { productId } = await shop().createProduct({
      handle: 'selvage-zip',
      title: 'Red Metal Zipper 20 cm',
      productType: 'Zippers',
      details: {
        productType: 'Zippers',
        sellingUnit: 'Individual',
        zipperType: 'Metal',
        closure: 'Closed End',
        lengthIn: 8,
        quality: [],
        uses: ['Apparel'],
        colour: ['Red'],
        price: 4,
        quantity: 3,
        images: ['p1', 'p2', 'p3'],
        imperfections: [],
        bulky: false,
        mediaTag: 'None',
      },
      variants: [{ sku: '8001', price: '4.00', quantity: 3 }],
    });
    const product = fake.byId(productId)!;
    expect(product.options).toEqual([{ name: 'Title', values: ['Default Title'] }]);
    expect(product.variants.map((v) => ({ sku: v.sku, stock: v.available.get(FAKE_LOCATION_ID) }))).toEqual([{ sku: '8001', stock: 3 }]);
    expect(product.tags).toEqual(expect.arrayContaining(['Zippers', 'Individual', 'Red']));
    expect(metafield(product.metafields, 'length_in')).toMatchObject({ type: 'number_integer', value: '8' });
  });

  it('create, stage, attach: the photos arrive byte for byte, keep their order, and the product is published only when they are ready', async () => {
    const s = shop();
    const { productId } = await s.createProduct(bundleInput('selvage-photos'));
    const photos = [photo('4101_1.jpg', 1200, 900), photo('4101_2.jpg', 800, 800), photo('4101_3.jpg', 640, 480)];
    const staged = await s.stageImages(photos);

    expect(staged).toHaveLength(3);
    staged.forEach((t, i) => {
      const file = fake.stagedFileFor(t.resourceUrl)!;
      expect(file.filename).toBe(photos[i]!.filename);
      expect(new Uint8Array(file.bytes)).toEqual(photos[i]!.bytes);
    });
    expect(fake.byId(productId)!.status).toBe('DRAFT');

    await s.attachImages(
      productId,
      staged.map((t, i) => ({ originalSource: t.resourceUrl, alt: `photo ${i + 1}` })),
    );

    const product = fake.byId(productId)!;
    expect(product.media.map((m) => m.alt)).toEqual(['photo 1', 'photo 2', 'photo 3']);
    expect(product.media.map((m) => m.source)).toEqual(staged.map((t) => t.resourceUrl));
    expect(product.status).toBe('ACTIVE');
    expect(product.statusHistory.at(-1)).toEqual({ status: 'ACTIVE', mediaStatuses: ['READY', 'READY', 'READY'] });
    // It polled while the photos were processing, waiting between looks.
    expect(fake.operations().filter((o) => o === 'SelvageProductMedia').length).toBeGreaterThan(2);
    expect(waits.length).toBeGreaterThan(0);
  });

  it('publishes with the configured status', async () => {
    const productId = await uploadWithPhotos(shop({ publishedStatus: 'UNLISTED' }), 'selvage-unlisted');
    expect(fake.byId(productId)!.status).toBe('UNLISTED');
  });

  it('a productSet whose answer was lost is sent again and finds the product it made', async () => {
    fake.faults.push({ kind: 'lose-answer', operation: 'SelvageProductSet' });
    const { productId } = await shop().createProduct(bundleInput('selvage-lost'));
    expect(fake.operations().filter((o) => o === 'SelvageProductSet')).toHaveLength(2);
    expect(fake.products).toHaveLength(1);
    expect(productId).toBe(fake.products[0]!.id);
  });

  it('a lost answer to the attach is repaired by repeating the whole replacement, not by attaching twice', async () => {
    const s = shop();
    const { productId } = await s.createProduct(bundleInput('selvage-attach-lost'));
    const staged = await s.stageImages([photo('4101_1.jpg'), photo('4101_2.jpg')]);
    fake.faults.push({ kind: 'lose-answer', operation: 'SelvageAttachMedia' });
    await s.attachImages(
      productId,
      staged.map((t, i) => ({ originalSource: t.resourceUrl, alt: `p${i}` })),
    );
    expect(fake.byId(productId)!.media.map((m) => m.alt)).toEqual(['p0', 'p1']);
    expect(fake.operations().filter((o) => o === 'SelvageAttachMedia')).toHaveLength(2);
  });

  it('converts a roll to a bundle: price, length, details and stock change, the SKU stays, and it is no longer a roll', async () => {
    const s = shop({ newKey: () => 'key-1' });
    const { productId } = await s.createProduct(rollInput('selvage-roll', '5001'));

    const result = await s.convertRollToBundle({ sku: '5001', lengthM: 2.5, price: '12.00' });

    expect(result).toEqual({ sku: '5001', name: 'Meadow Roll', length: 2.5, price: '12.00', width: 150, content: 'Natural (estimated)' });
    const product = fake.byId(productId)!;
    const variant = product.variants[0]!;
    expect(variant).toMatchObject({ sku: '5001', price: '12.00' });
    expect(variant.available.get(FAKE_LOCATION_ID)).toBe(1);
    expect(metafield(variant.metafields, 'length_m')?.value).toBe('2.5');
    expect(JSON.parse(metafield(product.metafields, 'details')!.value)).toMatchObject({
      bundleOrRoll: 'Bundle',
      lengthM: [2.5],
      price: [12],
    });
    expect(metafield(product.metafields, 'bundle_or_roll')?.value).toBe('Bundle');
    expect(await s.findRollsBySku('5001')).toEqual([]);
    await expect(s.convertRollToBundle({ sku: '5001', lengthM: 1, price: '5.00' })).rejects.toThrow(
      new ShopRefusedError(ROLL_TO_BUNDLE_MESSAGES.noRolls),
    );
  });

  it('a conversion whose claim answer was lost recognises its own write and completes', async () => {
    const s = shop();
    await s.createProduct(rollInput('selvage-roll', '5001'));
    fake.faults.push({ kind: 'lose-answer', operation: 'SelvageClaimRoll' });
    const result = await s.convertRollToBundle({ sku: '5001', lengthM: 4, price: '20.00' });
    expect(result.length).toBe(4);
    expect(fake.products[0]!.variants[0]!.price).toBe('20.00');
  });

  it('lists recent products newest first with variants, photo URLs in order, status and details', async () => {
    const s = shop();
    const older = await s.createProduct(rollInput('selvage-old', '6001'));
    const newer = await uploadWithPhotos(s, 'selvage-new', ['one', 'two']);

    const recent = await s.recentProducts(10);

    expect(recent.map((p) => p.productId)).toEqual([newer, older.productId]);
    expect(recent[0]).toMatchObject({
      title: 'Harbour Morning Poplin Bundle',
      productType: 'Fabric',
      status: 'ACTIVE',
      variants: [
        { sku: '4101', price: '18.00', quantity: 1 },
        { sku: '4102', price: '31.50', quantity: 2 },
      ],
      details: JSON.parse(JSON.stringify(bundleInput('x').details)) as Record<string, unknown>,
    });
    expect(recent[0]!.media).toHaveLength(2);
    expect(recent[0]!.media[0]).toContain('/one/');
    expect(recent[0]!.media[1]).toContain('/two/');
    expect(recent[1]).toMatchObject({ status: 'DRAFT', media: [], variants: [{ sku: '6001', price: '90.00', quantity: 1 }] });
    expect(Date.parse(recent[0]!.createdAt)).toBeGreaterThan(Date.parse(recent[1]!.createdAt));
    expect((await s.recentProducts(1)).map((p) => p.productId)).toEqual([newer]);
  });

  it("answers one product's record as Shopify holds it, and null for an id it has not or cannot have", async () => {
    const s = shop();
    const productId = await uploadWithPhotos(s, 'selvage-record', ['one', 'two']);
    // Someone changes the price in Shopify's admin: the record (and so the label) follows the shop.
    fake.byId(productId)!.variants[0]!.price = '20.00';

    const record = await s.getProduct(productId);

    expect(record).toMatchObject({
      productId,
      title: 'Harbour Morning Poplin Bundle',
      productType: 'Fabric',
      status: 'ACTIVE',
      variants: [
        { sku: '4101', price: '20.00', quantity: 1 },
        { sku: '4102', price: '31.50', quantity: 2 },
      ],
      details: JSON.parse(JSON.stringify(bundleInput('x').details)) as Record<string, unknown>,
    });
    expect(record!.media).toHaveLength(2);
    expect(await s.getProduct('gid://shopify/Product/987654321')).toBeNull();
    const sent = fake.received.length;
    // Ids of another form would make Shopify fail the whole query; they are not asked at all.
    for (const id of ['local:1', 'gid://shopify/ProductVariant/1', 'gid://shopify/Product/1/x', ''])
      expect(await s.getProduct(id)).toBeNull();
    expect(fake.received.length).toBe(sent);
  });

  it('pages through Shopify for more recent products than one affordable query holds', async () => {
    const s = shop();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await s.createProduct(rollInput(`selvage-many-${i}`, String(7000 + i)))).productId);

    const recent = await s.recentProducts(28);

    expect(recent.map((p) => p.productId)).toEqual(ids.reverse().slice(0, 28));
    expect(fake.received.filter((r) => r.operationName === 'SelvageRecentProducts').map((r) => r.variables.first)).toEqual([
      RECENT_PRODUCTS_PAGE,
      28 - RECENT_PRODUCTS_PAGE,
    ]);
    expect(await s.recentProducts(100)).toHaveLength(30);
  });
});

describe('Shopify adapter faults', () => {
  const productSets = () => fake.operations().filter((o) => o === 'SelvageProductSet').length;

  it('THROTTLED with HTTP 200: waits what the bucket needs, then succeeds', async () => {
    fake.faults.push({ kind: 'throttled', requested: 500, available: 100, restoreRate: 50, operation: 'SelvageProductSet' });
    const { productId } = await shop().createProduct(bundleInput('selvage-throttled'));
    expect(productId).toBe(fake.products[0]!.id);
    // (500 - 100) points at 50 a second.
    expect(waits).toEqual([8000]);
    expect(productSets()).toBe(2);
  });

  it('HTTP 500 then success: one jittered backoff', async () => {
    fake.faults.push({ kind: 'status', status: 500 });
    await shop().createProduct(bundleInput('selvage-500'));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(fake.products).toHaveLength(1);
  });

  it('HTTP 429 honours Retry-After in seconds', async () => {
    fake.faults.push({ kind: 'status', status: 429, retryAfter: '2' });
    await shop().createProduct(bundleInput('selvage-429'));
    expect(waits).toEqual([2000]);
  });

  it('HTTP 429 with Retry-After as a date waits until then', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    fake.faults.push({ kind: 'status', status: 429, retryAfter: new Date(now + 5000).toUTCString() });
    await shop({ now: () => now }).recentProducts(1);
    expect(waits).toEqual([5000]);
  });

  it('a hung answer is aborted after the timeout and the request is tried again', async () => {
    fake.faults.push({ kind: 'hang', operation: 'SelvageRecentProducts' });
    const started = Date.now();
    const recent = await shop({ timeoutMs: 300 }).recentProducts(5);
    expect(recent).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(fake.operations().filter((o) => o === 'SelvageRecentProducts')).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('four failures in a row: gives up after three retries with a clear error', async () => {
    const faults: Fault[] = [
      { kind: 'status', status: 503, operation: 'SelvageProductSet' },
      { kind: 'status', status: 500, operation: 'SelvageProductSet' },
      { kind: 'status', status: 502, operation: 'SelvageProductSet' },
      { kind: 'status', status: 504, operation: 'SelvageProductSet' },
    ];
    fake.faults.push(...faults);
    const error = await shop()
      .createProduct(bundleInput('selvage-down'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect((error as Error).message).toMatch(/Shopify answered HTTP 504 \(gave up after 4 tries\)/);
    expect(productSets()).toBe(4);
    // Exponential: about 1 s, 2 s, 4 s with the jitter at its middle.
    expect(waits).toEqual([750, 1500, 3000]);
    expect(fake.products).toHaveLength(0);
  });

  it('userErrors become a ShopRefusedError with their messages', async () => {
    fake.refuse.productSet = [{ field: ['input', 'title'], message: 'Title is too long' }];
    const error = await shop()
      .createProduct(bundleInput('selvage-refused'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopRefusedError);
    expect((error as Error).message).toBe('Shopify refused the product: input.title: Title is too long');
    expect(waits).toEqual([]);
  });

  it('a failing staged upload fails the photo step', async () => {
    fake.stagedFaults.push(403);
    const error = await shop()
      .stageImages([photo('4101_1.jpg'), photo('4101_2.jpg')])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect((error as Error).message).toMatch(/Sending 4101_\d\.jpg to Shopify failed \(HTTP 403\)/);
  });

  it('a staged upload answered 503 is sent again', async () => {
    fake.stagedFaults.push(503);
    const staged = await shop().stageImages([photo('4101_1.jpg')]);
    expect(fake.stagedFileFor(staged[0]!.resourceUrl)?.bytes.length).toBeGreaterThan(0);
    expect(waits).toHaveLength(1);
  });

  it('a photo that fails processing fails the attach and the product stays a draft', async () => {
    const s = shop();
    const { productId } = await s.createProduct(bundleInput('selvage-bad-photo'));
    const staged = await s.stageImages([photo('4101_1.jpg'), photo('4101_2.jpg')]);
    fake.failMediaAlts.add('back');
    const error = await s
      .attachImages(
        productId,
        staged.map((t, i) => ({ originalSource: t.resourceUrl, alt: ['front', 'back'][i]! })),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopRefusedError);
    expect((error as Error).message).toBe('Shopify could not process photo 2 (back): Image could not be processed');
    const product = fake.byId(productId)!;
    expect(product.status).toBe('DRAFT');
    expect(product.statusHistory.map((h) => h.status)).not.toContain('ACTIVE');
  });

  it('photos still processing after the last check fail the attach without publishing', async () => {
    const s = shop({ maxMediaPolls: 1 });
    const { productId } = await s.createProduct(bundleInput('selvage-slow-photo'));
    const staged = await s.stageImages([photo('4101_1.jpg')]);
    await expect(s.attachImages(productId, [{ originalSource: staged[0]!.resourceUrl, alt: 'front' }])).rejects.toThrow(
      /still processing the photos after 1 checks/,
    );
    expect(fake.byId(productId)!.status).toBe('DRAFT');
  });

  it('refuses a photo over 20 megapixels or 4472 px a side before staging anything', async () => {
    const s = shop();
    await expect(s.stageImages([photo('4101_1.jpg'), photo('4101_2.jpg', 6000, 4000)])).rejects.toThrow(
      new ShopRefusedError(
        '4101_2.jpg is 6000 x 4000 px (24.0 megapixels); Shopify takes at most 20 megapixels and 4472 px a side. Use a smaller photo.',
      ),
    );
    await expect(s.stageImages([photo('4101_1.jpg', 4473, 1000)])).rejects.toThrow(/4473 x 1000 px .*4472 px a side/);
    expect(fake.received).toEqual([]);
    await expect(s.stageImages([photo('4101_1.jpg', 4472, 4472)])).resolves.toHaveLength(1);
  });

  it('a wrong access token is a clear error, not retried', async () => {
    const error = await shop({ credentials: { kind: 'token', accessToken: 'shpat_wrong' } })
      .recentProducts(5)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopUnavailableError);
    expect((error as Error).message).toMatch(/refused the access token \(HTTP 401\).*SHOPIFY_ADMIN_TOKEN/);
    expect(waits).toEqual([]);
  });
});

// Issue 42 item 4: the taken-title search read at most 4 pages of 250 of the title's first word.
describe('live titles on Shopify', () => {
  it('reads every page of the search: a title after the first 1,000 products of its first word is taken all the same', async () => {
    const sought = Array.from({ length: 13 }, (_, i) => (i === 0 ? 'Blue Poplin Bundle 2 m' : `Blue Poplin Bundle 2 m #${i + 1}`));
    const titles = Array.from({ length: 1300 }, (_, i) => (i % 100 === 50 ? sought[(i - 50) / 100]! : `Blue Linen Bundle ${i}`));
    fake.addAdminProducts(titles);

    const found = await shop().liveTitles('Blue Poplin Bundle 2 m');
    expect([...found].sort()).toEqual([...sought].sort());
  });

  it('the store refuses a page over 250, or none asked, as Shopify does', async () => {
    const ask = (variables: Record<string, unknown>) =>
      fetch(`${fake.url}${API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': FAKE_TOKEN },
        body: JSON.stringify({ query: SHOPIFY_OPERATIONS.LIVE_TITLES, variables }),
      }).then((r) => r.json() as Promise<{ errors?: { message: string }[] }>);

    expect((await ask({ query: 'title:Blue*', first: 251 })).errors?.[0]?.message).toMatch(/first.*251/);
    expect((await ask({ query: 'title:Blue*', first: 250 })).errors).toBeUndefined();
    // Refusals the adapter must never cause: the check after each test would see them.
    fake.invalid.splice(0);
  });
});
