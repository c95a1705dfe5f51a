import { describe, expect, it } from 'vitest';
import { suggestPrice } from '../../../../shared/products';
import { applySuggestedPrice, keepChosenPrice, takeSuggestedPrice, typePrice } from '../../../../shared/rules/suggested-price';
import { supplyDraft } from '../../../../shared/test/product-factory';
import { suggestionSelected } from './shared-steps';

/** A Home Sewing thread pack of 2, its price as the Price page stores it. */
const pack = () => {
  const d = { ...supplyDraft('Thread', { sellingUnit: 'Pack', packSize: '2', priceRadio: undefined }) };
  return applySuggestedPrice(d, suggestPrice(d).base);
};

describe("the supplies' Price page is passed by only while the suggestion is the price", () => {
  it('passes by the suggestion, stops on a pack with no size (no suggestion)', () => {
    expect(suggestionSelected(pack())).toBe(true);
    expect(suggestionSelected({ ...pack(), packSize: '' })).toBe(false);
  });

  it('stops on a typed price the moved suggestion left in place, until staff settle it (issue 26 item 2)', () => {
    const typed = typePrice(pack(), '5');
    const moved = { ...typed, packSize: '4' };
    expect(suggestionSelected(moved)).toBe(false);
    const stored = applySuggestedPrice(moved, suggestPrice(moved).base);
    expect(stored.priceKept).toEqual({ kept: '5.00', suggested: '3.20' });
    expect(suggestionSelected(takeSuggestedPrice(stored))).toBe(true);
    expect(suggestionSelected(keepChosenPrice(stored))).toBe(false);
  });
});
