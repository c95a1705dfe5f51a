import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../catalogue/product-types';
import { fieldErrorsOf, fieldLabelsFor, type ProductDraft } from '../products';
import { SUPPLY_KINDS } from './supplies';

/** zod's own wording, which names no field a person knows ('materials: Invalid input: expected array, ...'). */
const RAW = /invalid input|expected|received/i;

/** An empty draft of every kind, and of every selling unit of a kind (each unit has its own fields). */
const EMPTY_DRAFTS: readonly { name: string; draft: ProductDraft }[] = PRODUCT_TYPES.flatMap(
  (type): { name: string; draft: ProductDraft }[] => {
    if (type === 'Fabric') return [{ name: type, draft: { productType: type } }];
    const units = SUPPLY_KINDS[type].units ?? [undefined];
    return units.map((sellingUnit) => ({ name: `${type} ${sellingUnit ?? ''}`.trim(), draft: { productType: type, sellingUnit } }));
  },
);

// Issue 26 item 4: the review reads every missing field as '<Field label> is required'.
describe('errors of an empty draft', () => {
  it.each(EMPTY_DRAFTS)('$name: no validator wording, and each names its field', ({ draft }) => {
    const labels = fieldLabelsFor(draft.productType);
    const errors = Object.entries(fieldErrorsOf(draft));
    expect(errors.length).toBeGreaterThan(0);
    for (const [path, messages] of errors) {
      const label = labels[path.split('.')[0] ?? path] ?? path;
      for (const message of messages) {
        expect(message, path).not.toMatch(RAW);
        expect(message.toLowerCase(), path).toContain(label.toLowerCase());
      }
    }
  });

  it('Buttons materials and uses, Trim content and Thread uses read "... is required"', () => {
    expect(fieldErrorsOf({ productType: 'Buttons', sellingUnit: 'Pack' }).materials).toEqual(['Materials is required']);
    expect(fieldErrorsOf({ productType: 'Buttons', sellingUnit: 'Pack' }).uses).toEqual(['Uses is required']);
    expect(fieldErrorsOf({ productType: 'Trim', sellingUnit: 'Roll' }).trimContent).toEqual(['Trim content is required']);
    expect(fieldErrorsOf({ productType: 'Thread', sellingUnit: 'Pack' }).uses).toEqual(['Uses is required']);
  });
});
