import { describe, expect, it } from 'vitest';
import { validateDraft, type Product } from '../../shared/products';
import { SUPPLY_DRAFTS } from '../../shared/test/supply-drafts';
import type { SupplyDraft } from '../../shared/schemas/supply-draft';
import { bundleInput, rollWithBundlesInput } from '../test/shopify/products';
import { variantsOf } from './upload.service';

function product(draft: SupplyDraft): Product {
  const checked = validateDraft(draft);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  return checked.data;
}

const trimByMetre: SupplyDraft = { ...SUPPLY_DRAFTS.Trim, sellingUnit: 'By Meter', lengthM: undefined, trimLengthType: undefined };

describe('the stock a supply sends the shop', () => {
  // Misses a by-the-metre quantity sent as 2.5 to a whole-number stock column (a 500 at upload).
  it.each([
    ['2.5', 2],
    ['1', 1],
    ['3.99', 3],
    ['12', 12],
  ])('trim by the metre, %s m in stock: %d whole metres to sell', (metres, stock) => {
    expect(variantsOf(product({ ...trimByMetre, quantityRadio: metres }), ['1001'])).toEqual([
      { sku: '1001', price: expect.any(String), quantity: stock },
    ]);
  });

  it('keeps the exact metres in the product itself', () => {
    expect(product({ ...trimByMetre, quantityRadio: '2.5' })).toMatchObject({ quantity: 2.5 });
  });

  // Misses a whole-item quantity rounded or floored by the metre rule.
  it('counts items one by one for every other unit', () => {
    expect(variantsOf(product({ ...SUPPLY_DRAFTS.Buttons, quantityRadio: '7' }), ['1002'])[0]!.quantity).toBe(7);
  });

  // Misses half a metre listed by the metre, which the shop could never sell.
  it('refuses less than a whole metre by the metre', () => {
    const checked = validateDraft({ ...trimByMetre, quantityRadio: '0.5' });
    expect(checked.success ? {} : checked.errors.quantity).toEqual(['Quantity must be at least 1']);
  });
});

describe('the variants a fabric sends the shop', () => {
  // Misses every variant listed at variant 1's price or stock: the customer would pay the wrong price.
  it('each variant at its own price and stock, in variant order', () => {
    expect(variantsOf(bundleInput('h').details, ['2001', '2002'])).toEqual([
      { sku: '2001', price: '18.00', quantity: 1 },
      { sku: '2002', price: '31.50', quantity: 2 },
    ]);
  });

  it('a roll listed with bundles: the roll at its price per metre, each bundle at its own', () => {
    expect(variantsOf(rollWithBundlesInput('h', ['1', '2', '3']).details, ['2011', '2012', '2013'])).toEqual([
      { sku: '2011', price: '9.00', quantity: 1 },
      { sku: '2012', price: '14.00', quantity: 1 },
      { sku: '2013', price: '24.50', quantity: 2 },
    ]);
  });
});
