import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, suggestPrice } from '../products';
import type { FabricDraft } from '../schemas/fabric';
import { applyVariantSuggestions, newFabricDraft, setVariantPrice } from './fabric';
import {
  priceIsSuggested,
  priceOf,
  qualityAnswered,
  unboxingAnswered,
  variantPricesAreSuggested,
  withSuggestedPrice,
} from './fabric-pass-by';

/** A cotton poplin bundle of 2 m with everything the price needs: it suggests $18.00. */
const bundle: FabricDraft = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  hasVariants: 'No',
  lengthM: ['2'],
  widthCM: ['148'],
  quantity: ['1'],
  knitOrWoven: 'Woven',
  contentType: 'Known',
  knownContent: [{ content: 'Cotton', amount: 100 }],
  knitWeaveType: 'Poplin',
  weight: 'Medium',
  uses: ['Quilting'],
};
/** The same fabric in two variants, 2 m and 3 m, prices not set yet ($18.00 and $27.00 suggested). */
const variants: FabricDraft = {
  ...bundle,
  hasVariants: 'Yes',
  variantedFields: ['lengthM', 'imperfections', 'price', 'quantity'],
  lengthM: ['2', '3'],
  widthCM: ['148', '148'],
  quantity: ['1', '1'],
  price: ['', ''],
};
const errorsOf = (d: FabricDraft) => fieldErrorsOf(d);

describe('Price is passed by while the suggested price is the chosen one', () => {
  it('counts a suggestion no page has stored yet, and stores it as the Price page would', () => {
    expect(suggestPrice(bundle).base).toBe(18);
    expect(priceIsSuggested(bundle)).toBe(true);
    expect(priceOf(bundle)).toBe('18.00');
    expect(withSuggestedPrice(bundle)).toMatchObject({ priceRadio: '$18.00', priceBase: 18, priceOther: '' });
  });

  it('stops on a typed price, another choice, or a suggestion still missing what it needs', () => {
    const stored = withSuggestedPrice(bundle);
    expect(priceIsSuggested(stored)).toBe(true);
    expect(priceIsSuggested({ ...stored, priceOther: '20' })).toBe(false);
    expect(priceIsSuggested({ ...stored, priceRadio: '$16.00' })).toBe(false);
    expect(priceIsSuggested({ ...stored, uses: [] })).toBe(false);
    expect(priceIsSuggested({ ...bundle, lengthM: [''] })).toBe(false);
  });

  it('follows a changed suggestion: a new length chooses the new suggestion again', () => {
    const stored = withSuggestedPrice(bundle);
    const longer = { ...stored, lengthM: ['3'] };
    expect(priceIsSuggested(longer)).toBe(true);
    expect(priceOf(longer)).toBe('27.00');
  });
});

describe('a price staff typed is kept when the suggestion moves (issue 26 item 2)', () => {
  it('keeps $40 typed when a longer length moves the suggestion, and stops on the page until settled', () => {
    const typed = { ...withSuggestedPrice(bundle), priceOther: '40' };
    const longer = { ...typed, lengthM: ['4'] };
    expect(suggestPrice(longer).base).toBe(36);
    expect(priceOf(longer)).toBe('40');
    expect(priceIsSuggested(longer)).toBe(false);
    expect(withSuggestedPrice(longer).priceKept).toEqual({ kept: '40.00', suggested: '36.00' });
  });
});

describe('Variant Price is passed by while every price is its suggestion', () => {
  it('counts suggestions not stored yet; the stored draft stays passed by', () => {
    expect(variantPricesAreSuggested(variants, errorsOf(variants))).toBe(true);
    const stored = applyVariantSuggestions(variants, errorsOf(variants));
    expect(stored.price).toEqual(['18.00', '27.00']);
    expect(variantPricesAreSuggested(stored, errorsOf(stored))).toBe(true);
  });

  it("stops on a typed price, a replaced price to settle, or 'Can't calculate variant prices.'", () => {
    const stored = applyVariantSuggestions(variants, errorsOf(variants));
    const typed = setVariantPrice(stored, 1, '30');
    expect(variantPricesAreSuggested(typed, errorsOf(typed))).toBe(false);
    // The suggestion changes under a typed price: it is replaced, and the note keeps the page a stop.
    const replaced = { ...typed, lengthM: ['2', '4'] };
    expect(applyVariantSuggestions(replaced, errorsOf(replaced)).priceReplaced).toHaveLength(1);
    expect(variantPricesAreSuggested(replaced, errorsOf(replaced))).toBe(false);
    const tooLong = { ...stored, lengthM: ['2', '12'] };
    expect(variantPricesAreSuggested(tooLong, errorsOf(tooLong))).toBe(false);
  });

  it("keeps a roll's prices typed before any suggestion, so its page is a stop", () => {
    const roll: FabricDraft = { ...variants, bundleOrRoll: 'Roll', lengthM: ['30', '2'], price: ['10', '20'] };
    expect(variantPricesAreSuggested(roll, errorsOf(roll))).toBe(false);
  });
});

describe('optional questions are passed by once answered', () => {
  it.each<[string, Partial<FabricDraft>, boolean]>([
    ['No', { qualityExists: 'No' }, true],
    ['Yes with a quality', { qualityExists: 'Yes', quality: ['Vintage'] }, true],
    ['Yes with a typed quality', { qualityExists: 'Yes', qualityOther: 'Silky' }, true],
    ['Yes with none', { qualityExists: 'Yes', quality: [] }, false],
    ['not answered', {}, false],
  ])('quality %s: passed by %s', (_name, answer, expected) => {
    expect(qualityAnswered({ ...bundle, ...answer })).toBe(expected);
  });

  it.each<[string, Partial<FabricDraft>, boolean]>([
    ['No', { unboxingDateExists: 'No' }, true],
    ['Yes with its date', { unboxingDateExists: 'Yes', unboxingDate: '2026-12-05' }, true],
    ['Yes without a date', { unboxingDateExists: 'Yes' }, false],
    ['not answered', {}, false],
  ])('unboxing %s: passed by %s', (_name, answer, expected) => {
    expect(unboxingAnswered({ ...bundle, ...answer })).toBe(expected);
  });

  it('a new draft answers quality and unboxing No (what the upload holds anyway), quantity 1, imperfections left open', () => {
    expect(newFabricDraft()).toEqual({ productType: 'Fabric', quantity: ['1'], qualityExists: 'No', unboxingDateExists: 'No' });
    expect(newFabricDraft().imperfectionExists).toBeUndefined();
  });

  it("Start New Product keeps the last item's unboxing, and a missing answer never clears the default", () => {
    expect(newFabricDraft({ unboxingDateExists: 'Yes', unboxingDate: '2026-12-05', mediaTag: 'Unboxing' })).toMatchObject({
      unboxingDateExists: 'Yes',
      unboxingDate: '2026-12-05',
      mediaTag: 'Unboxing',
    });
    expect(newFabricDraft({ unboxingDateExists: undefined, unboxingDate: undefined, mediaTag: undefined }).unboxingDateExists).toBe('No');
  });
});
