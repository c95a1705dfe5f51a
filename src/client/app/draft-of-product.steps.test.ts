import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFabricDraft, type Product } from '../../shared/products';
import { draftOfProduct } from '../../shared/edit/draft-of-product';
import {
  FABRIC_VARIATIONS,
  SUPPLY_UNITS,
  SUPPLY_VARIATIONS,
  fabricBundleProduct,
  fabricRollProduct,
  fabricVariantsProduct,
  fabricVariationDraft,
  productOf,
  supplyUnitProduct,
  supplyVariationDraft,
} from '../../shared/test/product-factory';
import { firstOpenStep, isStepComplete, stepStates, UPLOAD_STEP_ID, type StepDecl } from '../wizard/step-graph';
import { FABRIC_FLOW } from '../flows/fabric/fabric-steps';
import { SUPPLIES_FLOW } from '../flows/supplies/supplies-steps';

/**
 * Editing an uploaded item opens the wizard on the draft of its product (issue 27): the real fabric
 * and supplies steps must see every page answered, so staff land on Upload Product with nothing
 * missing and every step in the sidebar open, as after entering the item.
 */
function openSteps(product: Product): { landing: string; errors: string[]; notDone: string[]; incomplete: string[] } {
  const draft = draftOfProduct(product);
  const { steps, errors }: { steps: readonly StepDecl<never>[]; errors: string[] } = isFabricDraft(draft)
    ? { steps: FABRIC_FLOW.steps, errors: Object.keys(FABRIC_FLOW.validate(draft)) }
    : { steps: SUPPLIES_FLOW.steps, errors: Object.keys(SUPPLIES_FLOW.validate(draft)) };
  const graph = steps as readonly StepDecl<typeof draft>[];
  const states = stepStates(graph, draft);
  return {
    landing: firstOpenStep(graph, draft),
    errors,
    notDone: states.filter((s) => !s.enabled || !s.done).map((s) => s.id),
    incomplete: states.filter((s) => !isStepComplete(graph, draft, s.id, errors)).map((s) => s.id),
  };
}

const answeredEverywhere = { landing: UPLOAD_STEP_ID, errors: [], notDone: [], incomplete: [] };

describe('the draft of an uploaded product, on the wizard pages', () => {
  it.each<[string, Product]>([
    ['fabric bundle', fabricBundleProduct()],
    ['fabric roll', fabricRollProduct()],
    ['fabric with variants', fabricVariantsProduct()],
    ...SUPPLY_UNITS.map(([kind, unit]): [string, Product] => [`${kind}${unit ? ` by ${unit}` : ''}`, supplyUnitProduct(kind, unit)]),
  ])('%s: every step answered, landing on Upload Product', (_, product) => {
    expect(openSteps(product)).toEqual(answeredEverywhere);
  });

  it('any fabric or supply the factory varies', () => {
    const fabric = fc
      .record({
        piece: fc.constantFrom(...FABRIC_VARIATIONS.piece),
        material: fc.constantFrom(...FABRIC_VARIATIONS.material),
        stretch: fc.constantFrom(...FABRIC_VARIATIONS.stretch),
        quality: fc.constantFrom(...FABRIC_VARIATIONS.quality),
        flaws: fc.constantFrom(...FABRIC_VARIATIONS.flaws),
        answers: fc.constantFrom(...FABRIC_VARIATIONS.answers),
        unboxing: fc.constantFrom(...FABRIC_VARIATIONS.unboxing),
      })
      .map((v): Product => productOf(fabricVariationDraft(v)));
    const supply = fc
      .tuple(
        fc.constantFrom(...SUPPLY_UNITS),
        fc.record({
          flaws: fc.constantFrom(...SUPPLY_VARIATIONS.flaws),
          answers: fc.constantFrom(...SUPPLY_VARIATIONS.answers),
          unboxing: fc.constantFrom(...SUPPLY_VARIATIONS.unboxing),
        }),
      )
      .map(([[kind, unit], v]): Product => productOf(supplyVariationDraft(kind, unit, v)));
    fc.assert(
      fc.property(fc.oneof(fabric, supply), (product) => {
        expect(openSteps(product)).toEqual(answeredEverywhere);
      }),
      { numRuns: 200 },
    );
  });
});
