/**
 * Shopify as its documentation says it is (issue 40), each against the fake store made as strict:
 * listed means published on the sales channels, a Dev Dashboard app's token expires and is renewed,
 * a failed photo can be replaced and replaced photos leave the Files library, inventory idempotency
 * answers are honoured, costs and throttles are Shopify's, and deprecations are said.
 */
import { describe, expect, it } from 'vitest';
import type { ProductRecord, ShopPort } from '../../ports/shop.port';
import { CostBucket } from '../../test/shopify/cost-bucket';
import { FAKE_CLIENT, FAKE_PUBLICATIONS, fakeStoreOptions } from '../../test/shopify/fake-shopify';
import { fakeStorePerTest } from '../../test/shopify/fake-store-per-test';
import { bundleInput, editedBundle, photo, rollInput } from '../../test/shopify/products';
import { recordVersion } from '../../../shared/edit/record-version';
import { connectAtStart, createShopifyShop, ShopSetupError, type ShopifyShopOptions } from './shopify';
import { createShopifyTransport } from './shopify-transport';

const store = fakeStorePerTest();

const ONLINE_STORE = FAKE_PUBLICATIONS[0].id;
const POINT_OF_SALE = FAKE_PUBLICATIONS[1].id;

function shopify(overrides: Partial<ShopifyShopOptions> = {}) {
  return createShopifyShop({ ...fakeStoreOptions(store()), timeoutMs: 2000, ...overrides });
}

/** Creates, stages and attaches, as an upload does; answers the product id. */
async function upload(s: ShopPort, handle: string, alts = ['front', 'back', 'selvage edge']) {
  const { productId } = await s.createProduct(bundleInput(handle));
  await attach(s, productId, alts);
  return productId;
}

async function attach(s: ShopPort, productId: string, alts: string[], options?: { publish?: boolean }) {
  const staged = await s.stageImages(alts.map((_, i) => photo(`4101_${i + 1}.jpg`)));
  await s.attachImages(
    productId,
    staged.map((t, i) => ({ originalSource: t.resourceUrl, alt: alts[i]! })),
    options,
  );
}

describe('listed means customers can buy it: ACTIVE and published on the sales channels', () => {
  // Misses the old adapter's ACTIVE-only listing: the item reached no channel while staff read "Listed".
  it('an upload publishes the product on the Online Store by default, and only after its photos are ready', async () => {
    const productId = await upload(shopify(), 'selvage-published');
    const product = store().byId(productId)!;
    expect([...product.publications]).toEqual([ONLINE_STORE]);
    expect(product.status).toBe('ACTIVE');
    expect(product.statusHistory.at(-1)).toEqual({ status: 'ACTIVE', mediaStatuses: ['READY', 'READY', 'READY'] });
    expect((await shopify().getProduct(productId))!.status).toBe('ACTIVE');
  });

  it('publishes on every configured channel, by the names the admin shows', async () => {
    const productId = await upload(shopify({ publications: ['online store', 'Point of Sale'] }), 'selvage-pos');
    expect([...store().byId(productId)!.publications].sort()).toEqual([ONLINE_STORE, POINT_OF_SALE]);
  });

  it('an ACTIVE product on no channel (unpublished in the admin) is not listed, and putting it on sale publishes it', async () => {
    const s = shopify();
    const productId = await upload(s, 'selvage-unpublished');
    store().byId(productId)!.publications.clear();

    expect((await s.getProduct(productId))!.status).toBe('DRAFT');
    expect((await s.recentProducts(5)).find((p) => p.productId === productId)!.status).toBe('DRAFT');

    const relisted = await s.setListed(productId, true);
    expect(relisted.status).toBe('ACTIVE');
    expect([...store().byId(productId)!.publications]).toEqual([ONLINE_STORE]);
  });

  it('taken off sale it is a draft nobody can buy; put back, ACTIVE and published again', async () => {
    const s = shopify();
    const productId = await upload(s, 'selvage-off-and-on');
    expect((await s.setListed(productId, false)).status).toBe('DRAFT');
    expect(store().byId(productId)!.status).toBe('DRAFT');
    expect((await s.setListed(productId, true)).status).toBe('ACTIVE');
    expect(store().byId(productId)).toMatchObject({ status: 'ACTIVE', publications: new Set([ONLINE_STORE]) });
  });

  it('a channel the shop does not have stops the start with the names it has', async () => {
    const error = await connectAtStart(shopify({ publications: ['Online Store', 'Instagram'] }), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopSetupError);
    expect((error as Error).message).toBe(
      'The shop has no sales channel named "Instagram" (SHOPIFY_PUBLICATIONS); it has "Online Store", "Point of Sale", "Shop"',
    );
  });

  it.each(['write_publications', 'write_files', 'write_inventory'])('an app without %s stops the start, naming it', async (scope) => {
    store().grantedScopes.delete(scope);
    const error = await connectAtStart(shopify(), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopSetupError);
    expect((error as Error).message).toContain(`lacks the access scope ${scope}:`);
  });

  // Two app servers on one shop start together: the one that makes a definition second is refused TAKEN.
  it('two app servers connecting at once both connect, and the shop holds each custom ID definition once', async () => {
    await Promise.all([shopify().connect(), shopify().connect()]);
    expect(
      store()
        .definitions.map((d) => `${d.ownerType} ${d.namespace}.${d.key} ${d.type}`)
        .sort(),
    ).toEqual(['PRODUCT selvage.upload_key id', 'PRODUCTVARIANT selvage.sku id']);
  });

  it('a shop that cannot be reached at start is only said; the first call connects', async () => {
    const warnings: string[] = [];
    store().faults.push(...[0, 1, 2, 3].map(() => ({ kind: 'status' as const, status: 503, operation: 'SelvageAccessScopes' })));
    const s = shopify();
    await connectAtStart(s, (w) => warnings.push(w));
    expect(warnings).toEqual([expect.stringMatching(/^Shopify could not be reached at start .*HTTP 503.*each call tries again\.$/)]);
    await upload(s, 'selvage-late-connect');
  });
});

describe('a Dev Dashboard app: tokens by the client credentials grant, renewed', () => {
  const clientShop = (now: () => number) => shopify({ credentials: { kind: 'client', ...FAKE_CLIENT }, now });

  // Misses a fixed-token-only adapter (a shop connecting in 2026 has no such token) and one that never renews.
  it('a token that expires mid-upload is renewed once and the upload completes', async () => {
    const s = clientShop(Date.now);
    const { productId } = await s.createProduct(bundleInput('selvage-expiring'));
    expect(store().tokens.grants).toBe(1);
    store().tokens.expireAll();

    await attach(s, productId, ['front', 'back', 'selvage edge']);

    expect(store().tokens.grants).toBe(2);
    expect(store().byId(productId)).toMatchObject({ status: 'ACTIVE', publications: new Set([ONLINE_STORE]) });
  });

  it('renews before the day is out, without waiting for a refusal', async () => {
    let clock = Date.parse('2026-12-01T09:00:00Z');
    store().tokenClock = () => clock;
    const s = clientShop(() => clock);
    await s.recentProducts(1);
    clock += 23 * 3600_000;
    await s.recentProducts(1);
    expect(store().tokens.grants).toBe(1);
    clock += 3600_000 - 4 * 60_000;
    const before = store().received.length;
    await s.recentProducts(1);
    expect(store().tokens.grants).toBe(2);
    // No request was refused on the way: the new token came first.
    expect(store().received.length - before).toBe(1);
  });

  it.each([
    [
      'a wrong client secret',
      { kind: 'client' as const, clientId: FAKE_CLIENT.clientId, clientSecret: 'shpss_wrong' },
      /SHOPIFY_CLIENT_SECRET/,
    ],
    ['a revoked fixed token', { kind: 'token' as const, accessToken: 'shpat_revoked' }, /SHOPIFY_ADMIN_TOKEN/],
  ])('%s stops the start with words naming the setting, not a warning to wait for', async (_what, credentials, names) => {
    const warnings: string[] = [];
    const error = await connectAtStart(shopify({ credentials }), (w) => warnings.push(w)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopSetupError);
    expect((error as Error).message).toMatch(names);
    expect(warnings).toEqual([]);
  });

  it('wrong credentials are a clear error naming the settings, never the secret', async () => {
    const s = shopify({ credentials: { kind: 'client', clientId: FAKE_CLIENT.clientId, clientSecret: 'shpss_wrong' } });
    const error = await s.recentProducts(1).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/SHOPIFY_CLIENT_ID.*SHOPIFY_CLIENT_SECRET/);
    expect((error as Error).message).not.toContain('shpss_wrong');
  });
});

describe('photos that recover, and leave nothing behind in Files', () => {
  // Misses the old fileUpdate detach, which Shopify refuses for a FAILED photo: the retry never got past it.
  it('a photo Shopify could not process is named; the retry replaces it, lists the item, and no file is left behind', async () => {
    const s = shopify();
    const { productId } = await s.createProduct(bundleInput('selvage-failed-photo'));
    store().failMediaAlts.add('back');
    const failed = await attach(s, productId, ['front', 'back', 'selvage edge']).catch((e: unknown) => e);
    expect((failed as Error).message).toBe('Shopify could not process photo 2 (back): Image could not be processed');
    expect(store().byId(productId)!.status).toBe('DRAFT');

    store().failMediaAlts.clear();
    await attach(s, productId, ['front', 'back', 'selvage edge']);

    const product = store().byId(productId)!;
    expect(product.media.map((m) => store().mediaStatus(m))).toEqual(['READY', 'READY', 'READY']);
    expect(product).toMatchObject({ status: 'ACTIVE', publications: new Set([ONLINE_STORE]) });
    expect([...store().files.keys()].sort()).toEqual(product.media.map((m) => m.id).sort());
  });

  // Misses detaching instead of deleting: every edit's replaced photos stayed in the shop's Files for good.
  it("an edit's new photos replace the set on sale, which keeps photos throughout, and the old files are deleted", async () => {
    const s = shopify();
    const productId = await upload(s, 'selvage-edit-photos');
    const before = store()
      .byId(productId)!
      .media.map((m) => m.id);

    await attach(s, productId, ['new front', 'new back', 'new edge', 'new label'], { publish: false });

    const product = store().byId(productId)!;
    expect(product.media.map((m) => m.alt)).toEqual(['new front', 'new back', 'new edge', 'new label']);
    for (const id of before) expect(store().files.has(id)).toBe(false);
    expect(store().files.size).toBe(4);
    // Nobody took it off sale on the way: the status never changed.
    expect(product.statusHistory.map((h) => h.status)).toEqual(['DRAFT', 'ACTIVE']);
  });

  it('fileUpdate is refused for a photo that is not READY, as Shopify documents', async () => {
    const s = shopify();
    const { productId } = await s.createProduct(bundleInput('selvage-strict-files'));
    store().failMediaAlts.add('front');
    await attach(s, productId, ['front']).catch(() => undefined);
    const [failed] = store().byId(productId)!.media;
    const transport = createShopifyTransport(fakeStoreOptions(store()));
    const answer = await transport.request<{ fileUpdate: { userErrors: { code: string }[] } }>(
      'mutation SelvageDetach($files: [FileUpdateInput!]!) { fileUpdate(files: $files) { userErrors { code } } }',
      { files: [{ id: failed!.id, referencesToRemove: [productId] }] },
    );
    expect(answer.fileUpdate.userErrors.map((e) => e.code)).toEqual(['INVALID_FAILED_MEDIA_STATE']);
  });
});

describe("inventorySetQuantities' idempotency answers", () => {
  async function listedWithVersion(s: ShopPort, handle: string) {
    const productId = await upload(s, handle);
    const record = (await s.getProduct(productId))!;
    return { productId, record, version: recordVersion(record) };
  }

  /** The edit of a listed bundle with each variant's stock set to these. */
  const stockEdit = (record: ProductRecord, quantities: [number, number]) => {
    const edit = editedBundle(
      record.productId,
      recordVersion(record),
      record.variants.map((v) => v.sku),
    );
    return { ...edit, variants: edit.variants.map((v, i) => ({ ...v, quantity: quantities[i]! })) };
  };

  // Misses turning IDEMPOTENCY_CONCURRENT_REQUEST into a 400 while Shopify goes on to apply the stock.
  it('a resend while the first request still runs waits with the same key; the edit saves, the stock changed once', async () => {
    // Real waits here: the first request must still be running when its twin (sent after the
    // 100 ms time-out and a 500 ms backoff) arrives.
    const s = shopify({
      timeoutMs: 100,
      random: () => 0,
      mediaPollMs: 100,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const { record } = await listedWithVersion(s, 'selvage-concurrent');
    store().faults.push({ kind: 'slow', ms: 1500, operation: 'SelvageSetStock' });

    const saved = await s.updateProduct(stockEdit(record, [4, 2]));

    expect(saved.variants.map((v) => v.quantity)).toEqual([4, 2]);
    const keys = store()
      .received.filter((r) => r.operationName === 'SelvageSetStock')
      .map((r) => r.variables.idempotencyKey);
    expect(keys.length).toBeGreaterThan(2);
    expect(new Set(keys).size).toBe(1);
    expect(store().idempotencyRefusals).toContain('IDEMPOTENCY_CONCURRENT_REQUEST');
  });

  // Misses turning IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED into a 400: a half-done edit, then a 409 for changes nobody made.
  it('an earlier try that failed is read again and made with a new key; the edit saves whole', async () => {
    const s = shopify();
    const { record } = await listedWithVersion(s, 'selvage-failed-attempt');
    store().faults.push({ kind: 'fail-attempt', operation: 'SelvageSetStock' });

    const saved = await s.updateProduct(stockEdit(record, [3, 5]));

    expect(saved.variants.map((v) => v.quantity)).toEqual([3, 5]);
    const keys = store()
      .received.filter((r) => r.operationName === 'SelvageSetStock')
      .map((r) => r.variables.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(store().idempotencyRefusals).toEqual(['IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED']);
    expect(store().received.map((r) => r.operationName)).toContain('SelvageInventoryLevels');
  });

  it('a key sent again with other quantities is refused by the store, as Shopify does', async () => {
    const s = shopify({ newKey: () => 'one-key-for-all' });
    const { record } = await listedWithVersion(s, 'selvage-key-mismatch');
    await s.updateProduct(stockEdit(record, [2, 2]));
    const again = (await s.getProduct(record.productId))!;
    const error = await s.updateProduct(stockEdit(again, [6, 6])).catch((e: unknown) => e);
    expect((error as Error).message).toContain('The same idempotency key was used with different parameters.');
  });
});

describe('query cost and throttles as Shopify counts them', () => {
  it('every read the adapter sends fits the 1,000-point single-query limit (the store refuses one that does not)', async () => {
    const s = shopify();
    for (let i = 0; i < 3; i++) await upload(s, `selvage-cost-${i}`);
    await s.recentProducts(100);
    expect(store().invalid).toEqual([]);
  });

  it('a bucket running low is waited out by the cost it lacks, then the read goes through', async () => {
    let clock = 0;
    const waits: number[] = [];
    const bucket = new CostBucket({ maximumAvailable: 2000, restoreRate: 100, now: () => clock });
    bucket.drain(1990);
    store().bucket = bucket;
    const s = shopify({
      sleep: (ms) => {
        waits.push(ms);
        clock += ms;
        return Promise.resolve();
      },
    });
    await s.recentProducts(5);
    // Each wait is what the bucket lacked for the query throttled, at its restore rate: the
    // publications (103 points) lacked 95 of the 8 left, 950 ms, and so on; never a guess.
    expect(store().throttled[0]).toEqual({ requested: 103, available: 8, restoreRate: 100 });
    expect(waits).toEqual(store().throttled.map((t) => Math.ceil(((t.requested - t.available) / t.restoreRate) * 1000)));
    expect(waits.length).toBeGreaterThan(1);
  });

  // Misses the 429 answer whose body the client leaves unread: the cost-based wait was lost.
  it('THROTTLED answered as HTTP 429 is waited out by the cost in its body', async () => {
    const waits: number[] = [];
    store().faults.push({
      kind: 'throttled',
      requested: 700,
      available: 100,
      restoreRate: 50,
      http429: true,
      operation: 'SelvageRecentProducts',
    });
    await shopify({ sleep: (ms) => (waits.push(ms), Promise.resolve()) }).recentProducts(1);
    expect(waits).toEqual([12_000]);
  });
});

describe("Shopify's notices", () => {
  // Misses the client's deprecation notices dropped unseen: a field removed in the next version fails uploads on the day.
  it('a deprecated field an operation uses is logged once per operation', async () => {
    const logged: string[] = [];
    const transport = createShopifyTransport({ ...fakeStoreOptions(store()), log: (m) => logged.push(m) });
    const document = 'query SelvageOld($id: ID!) { product(id: $id) { id publishedOnCurrentPublication } }';
    await transport.request(document, { id: 'gid://shopify/Product/1' });
    await transport.request(document, { id: 'gid://shopify/Product/2' });
    expect(logged).toEqual([
      expect.stringMatching(/^Shopify says operation SelvageOld uses something deprecated: Product\.publishedOnCurrentPublication/),
    ]);
  });
});

describe('search that lags a create', () => {
  // Misses a SKU lookup through the search alone: a label scanned (or a roll sought) right after the upload found nothing.
  it("a product just made is found by its SKU at once, though the store's search does not show it yet", async () => {
    store().searchIndexLagMs = 60_000;
    const s = shopify();
    const { productId, skus } = await s.createProduct(rollInput('selvage-lagging', '5301'));
    const searched = await createShopifyTransport(fakeStoreOptions(store())).request<{ productVariants: { nodes: unknown[] } }>(
      'query SelvageSearch { productVariants(first: 5, query: "sku:5301") { nodes { id } } }',
      {},
    );
    expect(searched.productVariants.nodes).toEqual([]);
    expect((await s.findProductBySku(skus[0]!))?.productId).toBe(productId);
    expect((await s.findRollsBySku('5301')).map((r) => r.sku)).toEqual(['5301']);
  });

  it('a product listed before custom IDs (none on its variants) is still found through the search', async () => {
    const s = shopify();
    const { productId } = await s.createProduct(rollInput('selvage-older', '5302'));
    for (const v of store().byId(productId)!.variants) v.metafields = v.metafields.filter((m) => m.key !== 'sku');
    expect((await s.findProductBySku('5302'))?.productId).toBe(productId);
  });
});
