import { describe, expect, it } from 'vitest';
import type { RecordedProduct } from '../products';
import type { FabricProduct } from '../schemas/fabric';
import type { Recorded } from '../schemas/supplies';
import { ROLL_TO_BUNDLE_MESSAGES } from '../schemas/roll-to-bundle';
import { convertRoll, entryAt, MISSING_NUMBER, numberAt, rollAt, rollFacts } from './roll-listing';

/** A 25 m roll listed with a 2 m and a 3.5 m bundle; width and quantity 'same for all'. */
const rollWithBundles: Recorded<FabricProduct> = {
  productType: 'Fabric',
  bundleOrRoll: 'Roll',
  variantedFields: ['lengthM', 'price'],
  lengthM: [25, 2, 3.5],
  widthCM: [140],
  quantity: [1],
  price: [9, 14, 24.5],
  content: { contentType: 'EstimatedGeneral', estimatedGeneralContent: 'Natural' },
  name: 'Ember Twill',
};
const plainRoll: Recorded<FabricProduct> = { ...rollWithBundles, variantedFields: [], lengthM: [25], price: [9] };
const bundle: Recorded<FabricProduct> = { ...rollWithBundles, bundleOrRoll: 'Bundle', lengthM: [2, 3.5], price: [14, 24.5] };
const convertedRoll: Recorded<FabricProduct> = { ...plainRoll, bundleOrRoll: 'Bundle' };
const kindLost: Recorded<FabricProduct> = { ...plainRoll, bundleOrRoll: undefined };
const trimRoll: RecordedProduct = { productType: 'Trim', sellingUnit: 'Roll' };
const elasticRoll: RecordedProduct = { productType: 'Elastic', sellingUnit: 'Roll' };

describe('which row of a listing is the roll', () => {
  it.each<[string, RecordedProduct, number, boolean]>([
    ['the first row of a roll listed with bundles', rollWithBundles, 0, true],
    // Misses the Shopify fault of issue 25: every variant of a roll product taken for a roll.
    ['a bundle row of a roll listed with bundles', rollWithBundles, 1, false],
    ['the last bundle row', rollWithBundles, 2, false],
    ['a roll without bundles', plainRoll, 0, true],
    ['a bundle', bundle, 0, false],
    ['a converted roll', convertedRoll, 0, false],
    ['a fabric whose record lost bundleOrRoll', kindLost, 0, false],
    ['a supply sold by the roll', trimRoll, 0, false],
    ['a product Selvage did not upload', {}, 0, false],
  ])('%s: %s', (_, details, row, isRoll) => {
    expect(rollAt(details, row) !== null).toBe(isRoll);
  });
});

describe('a number the record lacks', () => {
  it.each<[string, number[] | undefined, number, number]>([
    ['its own entry', [25, 2, 3.5], 1, 2],
    ['a single entry stands for every variant', [140], 2, 140],
    ['no list at all', undefined, 0, MISSING_NUMBER],
    ['an empty list', [], 1, MISSING_NUMBER],
    ['not a number', [Number.NaN], 0, MISSING_NUMBER],
  ])('%s', (_, list, row, expected) => {
    expect(numberAt(list, row)).toBe(expected);
  });

  // Misses NaN coming back (one adapter had it): it reaches the browser as null.
  it('is 0, a number JSON keeps', () => {
    expect(JSON.parse(JSON.stringify({ n: numberAt(undefined, 0) }))).toEqual({ n: 0 });
  });

  it('entryAt reads any list the same way', () => {
    expect([entryAt(['a', 'b'], 1), entryAt(['a'], 3), entryAt(undefined, 0)]).toEqual(['b', 'a', undefined]);
  });
});

describe('the roll facts', () => {
  it('are the roll row’s length and the width for all, with content as the label prints it', () => {
    expect(rollFacts(rollWithBundles, 0)).toEqual({ name: 'Ember Twill', lengthM: 25, widthCM: 140, content: 'Natural (estimated)' });
  });

  it('name nothing when the fabric has no name, as its labels do', () => {
    expect(rollFacts({ ...plainRoll, name: undefined }, 0).name).toBe('');
  });
});

describe('converting a roll to a bundle', () => {
  it('changes only the roll row: its length, price and quantity; the listing becomes a bundle', () => {
    const converted = convertRoll(rollWithBundles, 0, { lengthM: 2.5, price: '12.00' });
    expect(converted).toEqual({
      ok: true,
      details: {
        ...rollWithBundles,
        bundleOrRoll: 'Bundle',
        lengthM: [2.5, 2, 3.5],
        price: [12, 14, 24.5],
        // The shared quantity is written out for each variant, or the bundle's 1 would stand for all.
        quantity: [1, 1, 1],
        variantedFields: ['lengthM', 'price', 'quantity'],
      },
      // A roll's listing says Roll; once a bundle, its title says Bundle, in every shop.
      title: 'Ember Twill - Fabric Bundle',
      variant: { price: '12.00', quantity: 1 },
      bundle: { name: 'Ember Twill', lengthM: 2.5, widthCM: 140, content: 'Natural (estimated)' },
    });
  });

  it('keeps the bundles’ own quantities when the column is per variant', () => {
    const perVariant: Recorded<FabricProduct> = {
      ...rollWithBundles,
      variantedFields: ['lengthM', 'price', 'quantity'],
      quantity: [3, 1, 2],
    };
    const converted = convertRoll(perVariant, 0, { lengthM: 4, price: '20.00' });
    expect(converted.ok && converted.details).toMatchObject({ quantity: [1, 1, 2], variantedFields: ['lengthM', 'price', 'quantity'] });
  });

  it('of a roll without bundles keeps one entry per list', () => {
    const converted = convertRoll(plainRoll, 0, { lengthM: 25, price: '150.00' });
    expect(converted.ok && converted.details).toMatchObject({
      bundleOrRoll: 'Bundle',
      lengthM: [25],
      price: [150],
      quantity: [1],
      variantedFields: [],
    });
  });

  it.each<[string, RecordedProduct, number]>([
    ['a bundle row of a roll listing', rollWithBundles, 1],
    ['a bundle', bundle, 0],
    ['a roll already converted', convertedRoll, 0],
    ['a supply sold by the roll', elasticRoll, 0],
  ])('refuses %s', (_, details, row) => {
    expect(convertRoll(details, row, { lengthM: 1, price: '5.00' })).toEqual({ ok: false, message: ROLL_TO_BUNDLE_MESSAGES.noRolls });
  });

  it('refuses a bundle longer than the roll holds, and one from a roll whose length is unknown', () => {
    expect(convertRoll(plainRoll, 0, { lengthM: 25.01, price: '5.00' })).toEqual({
      ok: false,
      message: ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(25),
    });
    expect(convertRoll({ ...plainRoll, lengthM: undefined }, 0, { lengthM: 1, price: '5.00' })).toEqual({
      ok: false,
      message: ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(0),
    });
  });
});
