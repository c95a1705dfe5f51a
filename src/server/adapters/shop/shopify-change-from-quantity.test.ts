/**
 * Roll to bundle on Shopify sends the stock it read as `changeFromQuantity` (issue 16, item 26;
 * D34: 'inventorySetQuantities with changeFromQuantity as read'). Sending null, which Shopify
 * accepts as 'skip the check', survived the suite: the fake store, like Shopify, takes null, and no
 * test looked at the variables sent. Here the test reads them, and makes the stock change between
 * the read and the write the way a sale at the till would, so a skipped check shows as a
 * overwritten stock.
 *
 * Runs against the local GraphQL server built from the Admin API 2026-10 introspection
 * (src/server/test/shopify/fake-shopify.ts, D36); every operation sent must be valid for it.
 */
import { describe, expect, it } from 'vitest';
import { ShopRefusedError, type ShopPort } from '../../ports/shop.port';
import { FAKE_LOCATION_ID, fakeStoreOptions } from '../../test/shopify/fake-shopify';
import { fakeStorePerTest } from '../../test/shopify/fake-store-per-test';
import { rollInput } from '../../test/shopify/products';
import { createShopifyShop, type ShopifyShopOptions } from './shopify';

const store = fakeStorePerTest();

function shop(overrides: Partial<ShopifyShopOptions> = {}): ShopPort {
  return createShopifyShop({
    ...fakeStoreOptions(store()),
    timeoutMs: 2000,
    newKey: () => 'convert-key-1',
    ...overrides,
  });
}

interface SentQuantity {
  inventoryItemId: string;
  locationId: string;
  quantity: number;
  changeFromQuantity: number | null;
}

/** The inventory quantities of every SelvageSetStock request the store received. */
function sentQuantities(): SentQuantity[][] {
  return store()
    .received.filter((r) => r.operationName === 'SelvageSetStock')
    .map((r) => (r.variables.inventory as { quantities: SentQuantity[] }).quantities);
}

async function rollWithStock(sku: string, stock: number) {
  const s = shop();
  const { productId } = await s.createProduct(rollInput(`selvage-roll-${sku}`, sku));
  const variant = store().byId(productId)!.variants[0]!;
  variant.available.set(FAKE_LOCATION_ID, stock);
  return { variant };
}

describe('changeFromQuantity on a roll conversion (Shopify 2026-10)', () => {
  it.each([3, 1, 0, 25])('sends the %d in stock it read, not null, and sets the stock to 1', async (stock) => {
    const { variant } = await rollWithStock('5001', stock);

    await shop().convertRollToBundle({ sku: '5001', lengthM: 2.5, price: '12.00' });

    expect(sentQuantities()).toEqual([
      [{ inventoryItemId: variant.inventoryItemId, locationId: FAKE_LOCATION_ID, quantity: 1, changeFromQuantity: stock }],
    ]);
    expect(variant.available.get(FAKE_LOCATION_ID)).toBe(1);
  });

  it('a sale between the read and the write is not overwritten: the conversion is refused and the stock stays', async () => {
    const { variant } = await rollWithStock('5002', 3);
    // The till sells one after the adapter read 3 and before its write arrives.
    const racingFetch: typeof fetch = (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('SelvageSetStock')) variant.available.set(FAKE_LOCATION_ID, 2);
      return fetch(input, init);
    };

    await expect(shop({ fetch: racingFetch }).convertRollToBundle({ sku: '5002', lengthM: 2, price: '10.00' })).rejects.toBeInstanceOf(
      ShopRefusedError,
    );

    expect(sentQuantities().map((q) => q[0]!.changeFromQuantity)).toEqual([3]);
    expect(variant.available.get(FAKE_LOCATION_ID)).toBe(2);
    // Nothing else was written either: it is still the roll it was, at its price, and staff can try again.
    const [still] = await shop().findRollsBySku('5002');
    expect(still).toMatchObject({ sku: '5002', lengthM: 25 });
    expect(variant.price).toBe('90.00');
  });
});
