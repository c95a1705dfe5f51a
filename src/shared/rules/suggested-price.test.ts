import { describe, expect, it } from 'vitest';
import { applySuggestedPrice, chosenPrice } from './suggested-price';
import { fabricVariantPrices } from './fabric';
import type { FabricDraft } from '../schemas/fabric';

describe('suggested price', () => {
  it('overwrites the price only when the suggestion changes', () => {
    const first = applySuggestedPrice({ priceBase: null }, 9);
    expect(first).toEqual({ priceBase: 9, priceRadio: '$9.00', priceOther: '' });
    const typed = { ...first, priceOther: '12' };
    expect(applySuggestedPrice(typed, 9)).toBe(typed);
    expect(applySuggestedPrice(typed, 10)).toEqual({ priceBase: 10, priceRadio: '$10.00', priceOther: '' });
  });

  it('lets a typed price win over the chosen button', () => {
    expect(chosenPrice('$9.00', '')).toBe('9.00');
    expect(chosenPrice('$9.00', ' 11.5 ')).toBe('11.5');
    expect(chosenPrice(undefined, undefined)).toBeUndefined();
  });
});

describe('variant prices', () => {
  const base: FabricDraft = {
    productType: 'Fabric',
    bundleOrRoll: 'Bundle',
    hasVariants: 'Yes',
    knitOrWoven: 'Woven',
    knitWeaveType: 'Poplin',
    weight: 'Medium',
    contentType: 'Known',
    knownContent: [{ content: 'Cotton', amount: 100 }],
    lengthM: ['2', '3'],
    widthCM: ['148', '148'],
  };

  it('calculates each variant of a bundle, labelled by variant', () => {
    expect(fabricVariantPrices(base)).toEqual({
      ok: true,
      prices: [
        { index: 0, label: 'Variant 1: 2 m x 148 cm', suggested: 18 },
        { index: 1, label: 'Variant 2: 3 m x 148 cm', suggested: 27 },
      ],
      roll: null,
    });
  });

  it('skips the first price of a roll, which is the roll itself', () => {
    const r = fabricVariantPrices({ ...base, bundleOrRoll: 'Roll', lengthM: ['30', '2'] });
    expect(r.ok && r.prices.map((p) => p.index)).toEqual([1]);
  });

  it("says 'Can't calculate variant prices.' when dimensions have errors", () => {
    expect(fabricVariantPrices({ ...base, lengthM: ['2', 'x'] })).toEqual({ ok: false, message: "Can't calculate variant prices." });
  });
});
