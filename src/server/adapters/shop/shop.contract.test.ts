/**
 * The shop port's behaviour suite (shop.contract.ts) on every shop: the embedded shop on each
 * database engine, and the Shopify adapter against the local store that answers only what the
 * Admin API 2026-10 schema allows (fake-shopify.ts, D36).
 */
import { expect } from 'vitest';
import { engines } from '../../test/databases';
import { FAKE_LOCATION_ID, FakeShopify, fakeStoreOptions } from '../../test/shopify/fake-shopify';
import { createLocalShop, LOCAL_MEDIA_PREFIX, localListingDescription } from './local';
import { readPhoto } from '../stored-photos';
import { createShopifyShop } from './shopify';
import { shopContract } from './shop.contract';

for (const engine of engines) {
  shopContract({
    name: `embedded shop on ${engine.name}`,
    // PGlite has one connection and runs one transaction at a time: calls at once cannot overlap.
    races: engine.name === 'postgres',
    async open() {
      const handle = await engine.open();
      return {
        shop: createLocalShop(handle.db),
        async photoBytes(url) {
          if (!url.startsWith(`${LOCAL_MEDIA_PREFIX}/`)) return undefined;
          const stored = await readPhoto(handle.db, url.slice(1));
          // As the files were read before issue 29: the suite compares Buffers.
          return stored ? Buffer.from(stored.bytes) : undefined;
        },
        missingProductId: 'local:2147483000',
        description: (productId) => localListingDescription(handle.db, productId),
        close: () => handle.close(),
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
      description: (productId) => Promise.resolve(fake.byId(productId)?.descriptionHtml ?? null),
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
