import { PRODUCT_TYPE_DISPLAY, SUPPLY_TYPES } from '../../../shared/catalogue/product-types';
import { fieldErrorsOf } from '../../../shared/products';
import { UPLOAD_STEP_ID, UPLOAD_STEP_LABEL } from '../../wizard/step-graph';
import { PRODUCT_FORM_KEYS } from '../../wizard/draft-store';
import { nextSupplyDraft } from '../../../shared/rules/supplies';
import { unansweredQuestions, type SupplyDraft } from '../../../shared/schemas/supply-draft';
import type { FlowDecl } from '../../wizard/wizard-types';
import { paths } from '../../app/paths';
import { ReviewPage, SupplyTypePage } from './pages/common-pages';
import { kindPages } from './pages/kind-page';
import { supplyOf, type SupplyForm, type SupplyStep } from './supply-form';
import { ZIPPER_STEPS } from './kinds/zippers.steps';
import { BUTTON_STEPS } from './kinds/buttons.steps';
import { ELASTIC_STEPS } from './kinds/elastic.steps';
import { SEWING_PATTERN_STEPS } from './kinds/sewing-patterns.steps';
import { THREAD_STEPS } from './kinds/thread.steps';
import { TRIM_STEPS } from './kinds/trim.steps';
import { RIBBING_STEPS } from './kinds/ribbing.steps';
import { BIAS_TAPE_STEPS } from './kinds/bias-tape.steps';
import { OTHER_SUPPLY_STEPS } from './kinds/other-supply.steps';

/**
 * One flow for the nine kinds: the Supplies step, then every kind's steps (each visible only for
 * its kind, so step ids are unique per kind), then Upload Product. With no kind chosen only
 * Supplies shows (spec 001 section 2).
 */
export const SUPPLY_STEPS: readonly SupplyStep[] = [
  {
    id: 'supply_type',
    label: 'Supplies',
    title: 'Supplies',
    Component: SupplyTypePage,
    done: (d) => Boolean(d.productType),
    fields: ['productType'],
  },
  ...[
    ZIPPER_STEPS,
    BUTTON_STEPS,
    ELASTIC_STEPS,
    SEWING_PATTERN_STEPS,
    THREAD_STEPS,
    TRIM_STEPS,
    RIBBING_STEPS,
    BIAS_TAPE_STEPS,
    OTHER_SUPPLY_STEPS,
  ].flatMap(kindPages),
  { id: UPLOAD_STEP_ID, label: UPLOAD_STEP_LABEL, title: 'Upload Product!', Component: ReviewPage, visible: (d) => Boolean(d.productType) },
];

/** The schema's errors, plus a Yes answer with nothing chosen (the product holds no answers to check). */
function supplyErrors(d: SupplyDraft): Record<string, string[]> {
  const errors: Record<string, string[]> = { ...unansweredQuestions(d) };
  for (const [field, messages] of Object.entries(fieldErrorsOf(d))) errors[field] = [...(errors[field] ?? []), ...messages];
  return errors;
}

const isSupplyType = (t: string | undefined) => (SUPPLY_TYPES as readonly string[]).includes(t ?? '');

/** Top bar: the kind, or for Everything Else its chosen type. */
export function suppliesTopBar(d: SupplyForm): string {
  if (!d.productType) return 'Supplies';
  if (d.productType === 'Other Supply' && typeof d.otherSupplyType === 'string' && d.otherSupplyType) return d.otherSupplyType;
  return PRODUCT_TYPE_DISPLAY[d.productType];
}

export const SUPPLIES_FLOW: FlowDecl<SupplyForm> = {
  base: paths.supplies.root,
  steps: SUPPLY_STEPS,
  initial: () => ({}),
  // A stored supply draft of any kind, or one whose kind is not chosen yet; never a fabric draft.
  accepts: (type) => type === undefined || isSupplyType(type),
  topBar: suppliesTopBar,
  validate: (d) => (d.productType ? supplyErrors(supplyOf(d)) : {}),
  storageKey: PRODUCT_FORM_KEYS.supplies,
  // Start New Product keeps the kind and the unboxing date (spec 001 section 4); with no kind yet there is nothing to keep.
  newProduct: (d) => (d.productType ? nextSupplyDraft(supplyOf(d)) : {}),
};
