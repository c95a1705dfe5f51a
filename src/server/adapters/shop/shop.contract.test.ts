/**
 * The shop port's behaviour suite (shop.contract.ts) on every shop: the embedded shop on each
 * database engine, and the Shopify adapter against the local store that answers only what the
 * Admin API 2026-10 schema allows (fake-shopify.ts, D36).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { engines } from '../../test/databases';
import { FAKE_LOCATION_ID, FakeShopify, fakeStoreOptions } from '../../test/shopify/fake-shopify';
import { createLocalShop, LOCAL_MEDIA_PREFIX } from './local';
import { createShopifyShop } from './shopify';
import { shopContract } from './shop.contract';

for (const engine of engines) {
  shopContract({
    name: `embedded shop on ${engine.name}`,
    // PGlite has one connection and runs one transaction at a time: calls at once cannot overlap.
    races: engine.name === 'postgres',
    async open() {
      const handle = await engine.open();
      const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-contract-media-'));
      return {
        shop: createLocalShop(handle.db, mediaDir),
        async photoBytes(url) {
          if (!url.startsWith(`${LOCAL_MEDIA_PREFIX}/`)) return undefined;
          return fs.promises.readFile(path.join(mediaDir, url.slice(LOCAL_MEDIA_PREFIX.length + 1))).catch(() => undefined);
        },
        missingProductId: 'local:2147483000',
        async close() {
          await handle.close();
          fs.rmSync(mediaDir, { recursive: true, force: true });
        },
      };
    },
  });
}

shopContract({
  name: 'Shopify adapter on the fake 2026-10 store',
  // The store answers requests one by one, but the adapter's several requests per call interleave.
  races: true,
  archives: true,
  sellsInShop: true,
  async open() {
    const fake = await FakeShopify.start();
    return {
      shop: createShopifyShop({ ...fakeStoreOptions(fake), timeoutMs: 5000 }),
      photoBytes: (url) => Promise.resolve(fake.photoBytesAt(url)),
      missingProductId: 'gid://shopify/Product/987654321',
      archive(productId) {
        fake.byId(productId)!.status = 'ARCHIVED';
        return Promise.resolve();
      },
      setStockInShop(sku, quantity) {
        const variant = fake.products.flatMap((p) => p.variants).find((v) => v.sku === sku)!;
        variant.available.set(FAKE_LOCATION_ID, quantity);
        return Promise.resolve();
      },
      checkAfterEach() {
        // Every operation the adapter sent must be valid for the 2026-10 schema.
        expect(fake.invalid.splice(0)).toEqual([]);
      },
      close: () => fake.close(),
    };
  },
});
