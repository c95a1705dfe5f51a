import type { SupplyType } from '../../../shared/catalogue/product-types';
import type { SupplyDraft, SupplyFormInputs } from '../../../shared/schemas/supply-draft';
import { fieldExists, fieldsExist, fieldsFilled } from '../../../shared/schemas/supply-step-fields';
import type { StepProps, WizardStep } from '../../wizard/wizard-types';

/**
 * The supplies wizard's draft: a supply draft whose kind may not be chosen yet (only the Supplies
 * step exists then). Every page but the kind picker runs with a kind chosen.
 */
export type SupplyForm = { productType?: SupplyType } & SupplyFormInputs;

export type P = StepProps<SupplyForm>;
export type SupplyStep = WizardStep<SupplyForm>;

/**
 * A kind's step as declared. A page Next passes by (`passBy`: optional, or answered by a default)
 * is linked from the page before with what it holds (`passBySummary`: 'Quantity: 1'); the sidebar
 * and the review reach it too.
 */
export interface KindStep extends SupplyStep {
  readonly passBySummary?: (d: SupplyForm) => string | null;
}

/** The draft of a page that only exists once the kind is chosen (the wizard shows no other). */
export function supplyOf(d: SupplyForm): SupplyDraft {
  if (hasKind(d)) return d;
  throw new Error('A supply page was shown before the kind was chosen.');
}

const hasKind = (d: SupplyForm): d is SupplyDraft => d.productType !== undefined;

/**
 * A kind's steps exist only while that kind is chosen. Each step declares the fields it asks for;
 * what it does not say follows from the schema (spec 001 section 5), in this one place:
 * - visible: a field only this step of the kind asks for exists for the kind and unit. A field two
 *   steps share (zipper type on Zipper Type and on Zipper Type + Closure) decides neither; the
 *   unit's own field does (material, closure).
 * - done: every field of the step that the schema requires of this draft has a value (a wrong one
 *   included: its page and the price page name it).
 * A step states `visible` or `done` itself only where the page differs from the data, saying why.
 */
export function forKind(kind: SupplyType, steps: readonly KindStep[]): KindStep[] {
  const askedBy = new Map<string, number>();
  for (const s of steps) for (const f of s.fields ?? []) askedBy.set(f, (askedBy.get(f) ?? 0) + 1);
  return steps.map((s) => {
    const fields = s.fields ?? [];
    const own = fields.filter((f) => askedBy.get(f) === 1);
    const shows = s.visible ?? ((d: SupplyForm) => fieldsExist(kind, d.sellingUnit, own));
    const passBy = s.passBy;
    return {
      ...s,
      visible: (d: SupplyForm) => d.productType === kind && shows(d),
      done: s.done ?? ((d: SupplyForm) => hasKind(d) && fieldsFilled(d, fields)),
      ...(passBy ? { passBy: (d: SupplyForm) => d.productType === kind && passBy(d) } : {}),
    };
  });
}

/** Whether the kind has a field and its selling unit keeps it (spec 001 section 5 'omits'); its inputs show only then. */
export function keeps(d: SupplyForm, field: string): boolean {
  return d.productType !== undefined && fieldExists(d.productType, d.sellingUnit, field);
}
