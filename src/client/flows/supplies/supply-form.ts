import type { SupplyType } from '../../../shared/catalogue/product-types';
import { mergeMulti } from '../../../shared/rules/multi-value';
import type { SupplyDraft, SupplyFields } from '../../../shared/schemas/supply-draft';
import { omittedFields, SUPPLY_KINDS } from '../../../shared/schemas/supplies';
import type { StepProps, WizardStep } from '../../wizard/wizard-types';

/**
 * The supplies wizard's draft: a supply draft whose kind may not be chosen yet (only the Supplies
 * step exists then). Every page but the kind picker runs with a kind chosen.
 */
export interface SupplyForm extends SupplyFields {
  productType?: SupplyType;
}

export type P = StepProps<SupplyForm>;
export type SupplyStep = WizardStep<SupplyForm>;

/** The draft of a page that only exists once the kind is chosen. */
export const supplyOf = (d: SupplyForm) => d as SupplyDraft;

/** Whether a field has a value: text with something in it, a number, a non-empty list, a boolean. */
export function has(d: SupplyForm, field: string): boolean {
  const v = d[field];
  const other = d[`${field}Other`];
  if (typeof other === 'string' && other.trim()) return true;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'string') return v.trim() !== '';
  return v !== undefined && v !== null;
}

/** A multi-valued field with its typed twin merged. */
export const listOf = (d: SupplyForm, field: string) => mergeMulti(d[field] as string[] | undefined, d[`${field}Other`] as string | undefined);

export const unitIs = (...units: string[]) => (d: SupplyForm) => units.includes(d.sellingUnit ?? '');

/** Quantity as the form holds it: a typed value wins over a preset. */
export const quantityText = (d: SupplyForm) => (d.quantityOther?.trim() ? d.quantityOther : d.quantityRadio);

/** A kind's steps exist only while that kind is chosen; everything else is the kind's own declaration. */
export function forKind(kind: SupplyType, steps: readonly SupplyStep[]): SupplyStep[] {
  return steps.map((s) => {
    const own = s.visible;
    return { ...s, visible: (d: SupplyForm) => d.productType === kind && (own === undefined || own(d)) };
  });
}

/** Whether the kind has a field and its selling unit keeps it (spec 001 section 5 'omits'); its inputs show only then. */
export function keeps(d: SupplyForm, field: string): boolean {
  if (!d.productType) return false;
  return Object.hasOwn(SUPPLY_KINDS[d.productType].shape, field) && !omittedFields(d.productType, d.sellingUnit).includes(field);
}
