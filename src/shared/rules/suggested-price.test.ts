import { describe, expect, it } from 'vitest';
import {
  applySuggestedPrice,
  choosePrice,
  chosenPrice,
  isSuggestionChosen,
  keepChosenPrice,
  keptPriceText,
  takeSuggestedPrice,
  typePrice,
  type PriceFields,
} from './suggested-price';
import { fabricVariantPrices } from './fabric';
import type { FabricDraft } from '../schemas/fabric';

/** A form's price fields before any page set them. */
const blank = (): PriceFields => ({});

describe('suggested price', () => {
  it('follows a suggestion staff left chosen', () => {
    const first = applySuggestedPrice({ ...blank(), priceBase: null }, 9);
    expect(first).toEqual({ priceBase: 9, priceRadio: '$9.00', priceOther: '', priceKept: undefined });
    expect(applySuggestedPrice(first, 9)).toBe(first);
    expect(applySuggestedPrice(first, 10)).toMatchObject({ priceBase: 10, priceRadio: '$10.00', priceOther: '', priceKept: undefined });
  });

  it('keeps a typed price when the suggestion moves, and says so (issue 26 item 2: $40 typed became $36)', () => {
    const typed = typePrice(applySuggestedPrice(blank(), 27), '40');
    expect(applySuggestedPrice(typed, 27)).toBe(typed);
    const moved = applySuggestedPrice(typed, 36);
    expect(chosenPrice(moved.priceRadio, moved.priceOther)).toBe('40');
    expect(moved.priceKept).toEqual({ kept: '40.00', suggested: '36.00' });
    expect(keptPriceText(moved.priceKept!)).toBe('Suggested price is now $36.00; you chose $40.00.');
    expect(isSuggestionChosen(moved, 36)).toBe(false);
  });

  it('keeps another choice staff picked, as a typed price (the new choices may not hold it)', () => {
    const picked = choosePrice(applySuggestedPrice(blank(), 18), '$16.00');
    const moved = applySuggestedPrice(picked, 27);
    expect(chosenPrice(moved.priceRadio, moved.priceOther)).toBe('16.00');
    expect(moved.priceKept).toEqual({ kept: '16.00', suggested: '27.00' });
  });

  it('keeps a price typed before there was any suggestion, and says so once one comes', () => {
    const moved = applySuggestedPrice(typePrice(blank(), '40'), 36);
    expect(chosenPrice(moved.priceRadio, moved.priceOther)).toBe('40');
    expect(moved.priceKept).toEqual({ kept: '40.00', suggested: '36.00' });
  });

  it('keeps a picked price through a time without suggestion (a needed answer cleared, then given again)', () => {
    const picked = choosePrice(applySuggestedPrice(blank(), 18), '$16.00');
    const back = applySuggestedPrice(applySuggestedPrice(picked, null), 27);
    expect(chosenPrice(back.priceRadio, back.priceOther)).toBe('16.00');
    expect(back.priceKept).toEqual({ kept: '16.00', suggested: '27.00' });
  });

  it('needs no note when staff price and the new suggestion agree', () => {
    const moved = applySuggestedPrice(typePrice(applySuggestedPrice(blank(), 27), '36'), 36);
    expect(moved.priceKept).toBeUndefined();
    expect(chosenPrice(moved.priceRadio, moved.priceOther)).toBe('36');
  });

  it('one tap takes the new suggestion, one keeps staff price; either settles the note', () => {
    const moved = applySuggestedPrice(typePrice(applySuggestedPrice(blank(), 27), '40'), 36);
    const taken = takeSuggestedPrice(moved);
    expect(taken).toMatchObject({ priceRadio: '$36.00', priceOther: '', priceKept: undefined });
    expect(isSuggestionChosen(taken, 36)).toBe(true);
    const kept = keepChosenPrice(moved);
    expect(chosenPrice(kept.priceRadio, kept.priceOther)).toBe('40');
    expect(kept.priceKept).toBeUndefined();
    // Choosing or typing on the page is also an answer.
    expect(choosePrice(moved, '$34.00').priceKept).toBeUndefined();
    expect(typePrice(moved, '41').priceKept).toBeUndefined();
  });

  it('a moving suggestion updates the note, and a suggestion that comes back to staff price drops it', () => {
    const moved = applySuggestedPrice(typePrice(applySuggestedPrice(blank(), 27), '40'), 36);
    expect(applySuggestedPrice(moved, 38).priceKept).toEqual({ kept: '40.00', suggested: '38.00' });
    expect(applySuggestedPrice(moved, 40).priceKept).toBeUndefined();
  });

  it('with no suggestion any more, drops a price that was only the old suggestion and keeps staff price', () => {
    const followed = applySuggestedPrice(blank(), 0.4);
    expect(chosenPrice(applySuggestedPrice(followed, null).priceRadio, applySuggestedPrice(followed, null).priceOther)).toBeUndefined();
    const typed = applySuggestedPrice(typePrice(followed, '2'), null);
    expect(chosenPrice(typed.priceRadio, typed.priceOther)).toBe('2');
    expect(typed.priceKept).toBeUndefined();
  });

  it('a tap on a choice clears a typed price, as the review offers choices beside it', () => {
    expect(choosePrice({ priceOther: '40', priceRadio: '$27.00' }, '$29.00')).toMatchObject({ priceRadio: '$29.00', priceOther: '' });
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
