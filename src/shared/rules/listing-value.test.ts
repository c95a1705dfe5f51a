import { describe, expect, it } from 'vitest';
import { listingValueCents } from './listing-value';
import { shopVariantsOf } from '../edit/edited-record';
import { fabricVariantsProduct } from '../test/product-factory';

describe('listingValueCents', () => {
  it.each([
    [[], 0],
    [[{ price: '18.00', quantity: 1 }], 1800],
    // Each variant's price times its own stock: $18 x 1 + $31.50 x 2.
    [
      [
        { price: '18.00', quantity: 1 },
        { price: '31.50', quantity: 2 },
      ],
      8100,
    ],
    // Cents that binary fractions cannot hold exactly are still whole cents.
    [[{ price: '0.29', quantity: 3 }], 87],
    [[{ price: '1.15', quantity: 100 }], 11500],
    // A price that is not a number counts nothing; the rest still add up.
    [
      [
        { price: 'ask', quantity: 2 },
        { price: '2.00', quantity: 2 },
      ],
      400,
    ],
  ])('values %j at %i cents', (variants, cents) => {
    expect(listingValueCents(variants)).toBe(cents);
  });

  it("values what an upload sends the shop: each of a fabric's variants", () => {
    expect(listingValueCents(shopVariantsOf(fabricVariantsProduct(), ['1', '2']))).toBe(8100);
  });
});
