import type { SupplyType } from '../catalogue/product-types';
import type { YesNo } from '../catalogue/common';
import { mergeMulti, otherWins } from '../rules/multi-value';
import { mmToInches, parseFraction } from '../rules/units';
import { chosenPrice } from '../rules/suggested-price';
import { SUPPLY_KINDS, omittedFields } from './supplies';
import { isOwnKey } from '../own-key';

/**
 * The supplies form. Kinds share one loose shape: each field may have an `xOther` free-text twin
 * and an `xExists` yes/no question (spec 001 section 3).
 */
export interface SupplyDraft extends SupplyFields {
  productType: SupplyType;
}

/** The supplies form's fields apart from the kind (the wizard's form may not have a kind yet). */
export interface SupplyFields {
  sellingUnit?: string;
  priceRadio?: string;
  priceOther?: string;
  priceBase?: number | null;
  quantityRadio?: string;
  quantityOther?: string;
  widthMixedUnit?: 'Imperial' | 'Metric';
  /** The width as typed: a fraction in Imperial, millimetres in Metric. */
  widthTyped?: string;
  images?: string[];
  [field: string]: unknown;
}

/** Yes/No questions whose No clears a dependent field (spec 001 'Additional Information'). */
export const EXISTS_QUESTIONS: Record<string, string> = {
  brandExists: 'brand',
  qualityExists: 'quality',
  qualitiesExists: 'qualities',
  imperfectionExists: 'imperfections',
  designExists: 'design',
  shapeExists: 'shape',
  additionalInfoExists: 'additionalInfo',
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Width in inches from what was typed in the chosen unit; null when it cannot be read. */
export function widthInches(d: Pick<SupplyDraft, 'widthMixedUnit' | 'widthTyped'>): number | null {
  if (blank(d.widthTyped)) return null;
  const typed = String(d.widthTyped);
  if (d.widthMixedUnit === 'Metric') {
    const mm = Number(typed);
    return Number.isFinite(mm) && mm > 0 ? mmToInches(mm) : null;
  }
  return parseFraction(typed);
}

/**
 * Builds the uploaded supply from the form: 'other' twins win, lists merge typed values, No
 * answers drop their dependents, the width is stored in inches, and the fields the selling unit
 * omits are left out.
 */
export function buildSupply(d: SupplyDraft): Record<string, unknown> {
  const spec = SUPPLY_KINDS[d.productType];
  const cleared = new Set(Object.entries(EXISTS_QUESTIONS).filter(([q]) => d[q] === ('No' satisfies YesNo)).map(([, f]) => f));
  const omitted = new Set(omittedFields(d.productType, d.sellingUnit));
  const out: Record<string, unknown> = { productType: d.productType };
  if (spec.units) out.sellingUnit = d.sellingUnit;
  for (const field of Object.keys(spec.shape)) {
    if (omitted.has(field)) continue;
    const value = d[field];
    const other = d[`${field}Other`];
    if (cleared.has(field)) {
      if (Array.isArray(value) || field === 'imperfections' || field === 'qualities') out[field] = [];
      continue;
    }
    if (Array.isArray(value) || (value === undefined && typeof other === 'string' && other.includes(','))) {
      out[field] = mergeMulti(value as string[] | undefined, typeof other === 'string' ? other : undefined);
    } else if (typeof other === 'string' && other.trim()) {
      out[field] = otherWins(value as string | undefined, other);
    } else if (!blank(value)) {
      out[field] = value;
    }
  }
  if (isOwnKey(spec.shape, 'widthIn') && !omitted.has('widthIn')) {
    const inches = widthInches(d);
    if (inches !== null) out.widthIn = inches;
    else if (!blank(d.widthTyped)) out.widthIn = Number.NaN;
  }
  const priced = chosenPrice(d.priceRadio, d.priceOther);
  if (priced !== undefined) out.price = Number(priced);
  const qty = blank(d.quantityOther) ? d.quantityRadio : d.quantityOther;
  if (!blank(qty) && isOwnKey(spec.shape, 'quantity') && !omitted.has('quantity')) out.quantity = Number(qty);
  out.images = d.images ?? [];
  return out;
}
