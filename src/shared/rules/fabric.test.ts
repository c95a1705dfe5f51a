import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, suggestPrice } from '../products';
import { buildFabric, type FabricDraft } from '../schemas/fabric';
import {
  applyVariantSuggestions,
  fabricVariantPrices,
  lengthPresetsFor,
  removeVariant,
  rollPrice,
  setSameForAll,
  setVariantCell,
  setVariantPrice,
  settleReplacedPrice,
  variantedFieldsOf,
} from './fabric';
import { fabricVariantsDraft } from '../test/product-factory';

/** A valid cotton poplin bundle with two variants (2 m suggests $18.00, 3 m $27.00). */
const bundle: FabricDraft = fabricVariantsDraft({ lengthM: ['2', '3'], quantity: ['1', '1'], price: ['', ''] });
/** The same fabric as a 30 m roll with one bundle of 2 m. */
const roll: FabricDraft = { ...bundle, bundleOrRoll: 'Roll', lengthM: ['30', '2'] };

const withPrices = (d: FabricDraft) => applyVariantSuggestions(d, fieldErrorsOf(d));
const lengthen = (d: FabricDraft, row: number, length: string) => withPrices(setVariantCell(d, 'lengthM', row, length));

describe('variant prices follow their suggestion (issue 16 item 1)', () => {
  it('replaces a variant price when its suggestion changes: 3 m -> 6 m is $54.00, not the stale $27.00', () => {
    const priced = withPrices(bundle);
    expect(priced.price).toEqual(['18.00', '27.00']);
    const longer = lengthen(priced, 1, '6');
    expect(longer.price).toEqual(['18.00', '54.00']);
    expect(longer.priceReplaced).toEqual([]);
    expect(fieldErrorsOf(longer)).toEqual({});
  });

  it('leaves a typed price alone while the suggestion stays the same', () => {
    const typed = setVariantPrice(withPrices(bundle), 1, '30');
    expect(withPrices(typed)).toBe(typed);
  });

  it('says so when the new suggestion replaces a price staff typed, and can put it back', () => {
    const typed = setVariantPrice(withPrices(bundle), 1, '30');
    const longer = lengthen(typed, 1, '6');
    expect(longer.price?.[1]).toBe('54.00');
    expect(longer.priceReplaced).toEqual([{ index: 1, typed: '30', suggested: '54.00' }]);
    const putBack = settleReplacedPrice(longer, 1, true);
    expect(putBack.price?.[1]).toBe('30');
    expect(putBack.priceReplaced).toEqual([]);
    expect(settleReplacedPrice(longer, 1, false)).toMatchObject({ price: ['18.00', '54.00'], priceReplaced: [] });
  });

  // Misses a first suggestion overwriting prices it never saw: a draft kept from before this rule
  // (or prices typed while no suggestion could be made) lost its prices on the next open.
  it('keeps prices typed before any suggestion was given, and follows the suggestion from then on', () => {
    const typedFirst: FabricDraft = { ...bundle, price: ['20', '27.50'] };
    const first = withPrices(typedFirst);
    expect(first.price).toEqual(['20', '27.50']);
    expect(first.priceReplaced ?? []).toEqual([]);
    expect(lengthen(first, 1, '6').price?.[1]).toBe('54.00');
  });

  it('never calls the previous suggestion a typed price', () => {
    const priced = withPrices(bundle);
    expect(lengthen(priced, 0, '4').priceReplaced).toEqual([]);
  });
});

describe('a roll with bundle variants (issue 16 items 2, 4 and 13)', () => {
  it("suggests the roll's own price per metre, as its Price step would", () => {
    const r = fabricVariantPrices(roll, fieldErrorsOf(roll));
    const perMetre = suggestPrice({
      ...roll,
      hasVariants: 'No',
      lengthM: ['30'],
      widthCM: ['148'],
      quantity: ['1'],
      price: undefined,
    }).base;
    expect(perMetre).not.toBeNull();
    expect(r.ok && r.roll).toEqual({ index: 0, label: 'Roll price per metre', suggested: perMetre });
    expect(rollPrice(roll)).toBe(perMetre);
    expect(withPrices(roll).price).toEqual([perMetre?.toFixed(2), '18.00']);
  });

  it('caps a bundle variant of a roll at 9.99 m and keeps 999 m for the roll itself', () => {
    expect(fieldErrorsOf({ ...roll, lengthM: ['30', '50'], price: ['9', '90'] })['lengthM.1']).toEqual(['Max length of a bundle is 9.99.']);
    // Said while the prices are still empty, so the variant table shows it as the length is typed.
    expect(fieldErrorsOf({ ...roll, lengthM: ['30', '50'] })['lengthM.1']).toEqual(['Max length of a bundle is 9.99.']);
    expect(fieldErrorsOf({ ...roll, lengthM: ['30', '9.99'], price: ['9', '90'] })['lengthM.1']).toBeUndefined();
    expect(fieldErrorsOf({ ...roll, lengthM: ['999', '2'], price: ['9', '18'] })['lengthM.0']).toBeUndefined();
    expect(fieldErrorsOf({ ...roll, lengthM: ['1000', '2'], price: ['9', '18'] })['lengthM.0']).toContain('Max length of a roll is 999.');
  });

  it('offers only lengths a row can have: no 10, 20, 25 or 30 m on a bundle', () => {
    expect(lengthPresetsFor(bundle)).toEqual([1, 2, 3, 4, 5]);
    expect(lengthPresetsFor({ ...bundle, hasVariants: 'No' })).toEqual([1, 2, 3, 4, 5]);
    expect(lengthPresetsFor(roll, 0)).toEqual([1, 2, 3, 4, 5, 10, 20, 25, 30]);
    expect(lengthPresetsFor(roll, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never removes the roll's own row, only its bundles", () => {
    expect(removeVariant(roll, 0)).toBe(roll);
    expect(removeVariant({ ...roll, lengthM: ['30', '2', '3'] }, 1).lengthM).toEqual(['30', '3']);
  });
});

describe("'Same ... for all' makes a column non-variant (issue 16 item 7)", () => {
  it('lists only the per-variant columns in variantedFields, and the shared column holds one entry', () => {
    // Width starts 'same for all' (D20); quantity and imperfections start per variant.
    expect(variantedFieldsOf(bundle)).toEqual(['lengthM', 'imperfections', 'price', 'quantity']);
    const built = buildFabric(bundle);
    expect(built.variantedFields).toEqual(['lengthM', 'imperfections', 'price', 'quantity']);
    expect(built.widthCM).toEqual([148]);
    const allShared = setSameForAll(setSameForAll(bundle, 'quantity', true), 'imperfections', true);
    expect(buildFabric(allShared)).toMatchObject({ variantedFields: ['lengthM', 'price'], widthCM: [148], quantity: [1] });
    expect(allShared.variantedFields).toEqual(['lengthM', 'price']);
    const perVariantWidth = setSameForAll(bundle, 'widthCM', false);
    expect(buildFabric(perVariantWidth)).toMatchObject({
      variantedFields: ['lengthM', 'widthCM', 'imperfections', 'price', 'quantity'],
      widthCM: [148, 148],
    });
  });

  it('validates a fabric whose shared width is one entry', () => {
    expect(fieldErrorsOf({ ...bundle, price: ['18', '27'] })).toEqual({});
  });
});

describe('blank numbers are required, not "not a number" (issue 16 item 5)', () => {
  it("says 'Width (cm) is required' for an empty width box", () => {
    const errors = fieldErrorsOf({
      ...bundle,
      hasVariants: 'No',
      lengthM: ['2'],
      widthCM: [''],
      quantity: ['1'],
      price: undefined,
      priceOther: '18',
    });
    expect(errors['widthCM.0']).toEqual(['Width (cm) is required']);
    expect(fieldErrorsOf({ ...bundle, lengthM: ['2', ''], price: ['18', '27'] })['lengthM.1']).toEqual(['Length (m) is required']);
    expect(fieldErrorsOf({ ...bundle, price: ['18', ''] })['price.1']).toEqual(['Price is required']);
  });
});

describe("'Can't calculate variant prices.' (issue 16 item 10)", () => {
  it('shows whenever a dimension field has an error, e.g. a length with 3 decimals', () => {
    const d = { ...bundle, lengthM: ['2.125', '3'] };
    expect(fieldErrorsOf(d)['lengthM.0']).toEqual(['Number should have less then 2 decimal places.']);
    expect(fabricVariantPrices(d, fieldErrorsOf(d))).toEqual({ ok: false, message: "Can't calculate variant prices." });
    const tooLong = { ...bundle, lengthM: ['2', '12'], price: ['18', '27'] };
    expect(fabricVariantPrices(tooLong, fieldErrorsOf(tooLong))).toEqual({ ok: false, message: "Can't calculate variant prices." });
    expect(withPrices(d)).toBe(d);
  });
});
