import { describe, expect, it } from 'vitest';
import type { RecordedProduct } from '../../shared/products';
import { isSuggestedPrice, listingRows } from './listing-rows';

describe('the listing preview rows (issue 17 item 6)', () => {
  it('a fabric without variants: one row, its size and price, no name, a SKU once the shop answered one', () => {
    const product: RecordedProduct = {
      productType: 'Fabric',
      bundleOrRoll: 'Bundle',
      lengthM: [2],
      widthCM: [148],
      price: [18],
      quantity: [1],
    };
    expect(listingRows(product)).toEqual([
      { name: null, size: '2 m × 148 cm', price: '$18.00', perMetre: false, pricePath: 'price.0', sku: null },
    ]);
    expect(listingRows(product, ['10042'])[0]?.sku).toBe('10042');
  });

  it('a fabric with variants: one row per variant, a shared width standing for all, each price and SKU in order', () => {
    const product: RecordedProduct = {
      productType: 'Fabric',
      bundleOrRoll: 'Bundle',
      lengthM: [2, 3],
      widthCM: [148],
      price: [18, 27],
      quantity: [1],
    };
    expect(listingRows(product, ['1', '2']).map((r) => [r.name, r.size, r.price, r.pricePath, r.sku])).toEqual([
      ['Variant 1', '2 m × 148 cm', '$18.00', 'price.0', '1'],
      ['Variant 2', '3 m × 148 cm', '$27.00', 'price.1', '2'],
    ]);
  });

  it("a roll's own row is 'The roll', priced per metre; its bundles are whole prices", () => {
    const product: RecordedProduct = {
      productType: 'Fabric',
      bundleOrRoll: 'Roll',
      lengthM: [30, 2],
      widthCM: [148],
      price: [12, 24],
      quantity: [1],
    };
    expect(listingRows(product).map((r) => [r.name, r.perMetre])).toEqual([
      ['The roll', true],
      ['Variant 2', false],
    ]);
  });

  it('a missing price reads as a dash; a supply has one row priced as one listing', () => {
    expect(listingRows({ productType: 'Fabric', lengthM: [2], price: [] })[0]?.price).toBe('-');
    expect(listingRows({ productType: 'Zippers', price: 4.5 }, ['77'])).toEqual([
      { name: null, size: '', price: '$4.50', perMetre: false, pricePath: 'price', sku: '77' },
    ]);
  });
});

describe('whether a price is the suggestion', () => {
  it('without variants: the suggestion button still chosen and nothing typed', () => {
    expect(isSuggestedPrice({ priceBase: 18, priceRadio: '$18.00', priceOther: '' }, 0)).toBe(true);
    expect(isSuggestedPrice({ priceBase: 18, priceRadio: '$20.00' }, 0)).toBe(false);
    expect(isSuggestedPrice({ priceBase: 18, priceRadio: '$18.00', priceOther: '19' }, 0)).toBe(false);
    expect(isSuggestedPrice({ priceBase: null, priceRadio: '$18.00' }, 0)).toBe(false);
  });

  it("with variants: each variant's price against its own suggestion", () => {
    const d = { hasVariants: 'Yes', price: ['18.00', '30'], priceBases: [18, 27] };
    expect([isSuggestedPrice(d, 0), isSuggestedPrice(d, 1)]).toEqual([true, false]);
  });
});
