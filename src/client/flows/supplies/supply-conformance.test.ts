import { describe, expect, it } from 'vitest';
import { SUPPLIES_FLOW } from './supplies-steps';
import type { SupplyForm } from './supply-form';
import { stepForField } from '../../wizard/step-graph';
import { supplyDraft } from '../../../shared/test/product-factory';

/** Issue 16 items 19 and 22 as the wizard sees them. */
describe('the supplies flow (issue 16)', () => {
  it("item 22: 'Is the zipper brand known?' Yes with nothing chosen is an error that blocks the upload", () => {
    const draft: SupplyForm = supplyDraft('Zippers');
    expect(SUPPLIES_FLOW.validate(draft)).toEqual({});
    expect(SUPPLIES_FLOW.validate({ ...draft, brandExists: 'Yes' })).toEqual({ brand: ['Brand is required'] });
    expect(SUPPLIES_FLOW.validate({ ...draft, brandExists: 'Yes', brandOther: 'Riri' })).toEqual({});
  });

  it('item 19: the unboxing date belongs to every kind’s Price page, so the review links there', () => {
    for (const kind of [
      'Zippers',
      'Buttons',
      'Elastic',
      'Sewing Patterns',
      'Thread',
      'Trim',
      'Ribbing',
      'Bias Tape',
      'Other Supply',
    ] as const) {
      const id = stepForField(
        SUPPLIES_FLOW.steps,
        { productType: kind, sellingUnit: kind === 'Other Supply' ? 'Pack' : undefined, otherSupplyType: 'Beads' },
        'unboxingDate',
      );
      expect(id, kind).toMatch(/_price$/);
    }
  });
});
