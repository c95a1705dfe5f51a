import type { SupplyType } from '../catalogue/product-types';
import type { YesNo } from '../catalogue/common';
import { mergeMulti, otherWins } from '../rules/multi-value';
import { mmToInches, parseFraction } from '../rules/units';
import { chosenPrice, type KeptPrice } from '../rules/suggested-price';
import { SUPPLY_KINDS, omittedFields, type SupplyProduct } from './supplies';
import { isOwnKey } from '../own-key';
import { required } from './messages';
import { UNBOXING_TAG } from '../rules/compatibility';
import { SUPPLY_FIELD_LABELS } from './supply-labels';

/** Every field some supply kind's product has (apart from its kind). */
type ProductFieldKeys<P> = P extends unknown ? Exclude<keyof P, 'productType'> : never;
export type SupplyField = Extract<ProductFieldKeys<SupplyProduct>, string>;

/** The values a field takes in any kind's product. */
type ProductValue<P, F extends PropertyKey> = P extends unknown ? (F extends keyof P ? P[F] : never) : never;

/** How the form holds a product value: numbers as typed (or set), lists as lists, choices as text. */
type FormValue<T> = [NonNullable<T>] extends [number]
  ? string | number
  : [NonNullable<T>] extends [readonly string[]]
    ? string[]
    : [NonNullable<T>] extends [boolean]
      ? boolean
      : string;

/**
 * The supplies form: each product field of the kinds as the form holds it, its `xOther` free-text
 * twin, the yes/no questions that clear a field (spec 001 section 3), and the inputs that become
 * the price, quantity and width. No index signature: a misspelt field does not compile.
 */
export type SupplyDraft = { productType: SupplyType } & SupplyFormInputs;

/** The typed fields of the supplies form, apart from its kind. */
export type SupplyFormInputs = { [F in Exclude<SupplyField, 'images'>]?: FormValue<ProductValue<SupplyProduct, F>> } & {
  [F in SupplyField as `${F}Other`]?: string;
} & { -readonly [Q in keyof typeof EXISTS_QUESTIONS]?: YesNo } & {
  priceRadio?: string;
  priceOther?: string;
  priceBase?: number | null;
  /** A price staff chose that a moved suggestion left in place, until settled (applySuggestedPrice). */
  priceKept?: KeptPrice;
  quantityRadio?: string;
  quantityOther?: string;
  widthMixedUnit?: 'Imperial' | 'Metric';
  /** The width as typed: a fraction in Imperial, millimetres in Metric. */
  widthTyped?: string;
  /** 'Is this supply for the Unboxing Collection?': Yes tags it Unboxing and asks the date. */
  unboxingDateExists?: YesNo;
  /** Measured flat from a tube: the width is also shown doubled (not part of the product). */
  tubular?: boolean;
  images?: string[];
};

/** Yes/No questions whose No clears a dependent field (spec 001 'Additional Information'). */
export const EXISTS_QUESTIONS = {
  brandExists: 'brand',
  qualityExists: 'quality',
  qualitiesExists: 'qualities',
  imperfectionExists: 'imperfections',
  designExists: 'design',
  shapeExists: 'shape',
  additionalInfoExists: 'additionalInfo',
} as const satisfies Record<string, SupplyField>;

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
 * A supply as built from the form and not yet validated: what the schema is given (and what the
 * review table shows while it has errors). Only validation makes it a SupplyProduct.
 */
export type BuiltSupply = { readonly [field: string]: unknown };

/**
 * Builds the uploaded supply from the form: 'other' twins win, lists merge typed values, No
 * answers drop their dependents, the width is stored in inches, and the fields the selling unit
 * omits are left out.
 */
export function buildSupply(d: SupplyDraft): BuiltSupply {
  const spec = SUPPLY_KINDS[d.productType];
  // The kind's fields are walked by name, so the form is read by name here.
  const form: ReadonlyMap<string, unknown> = new Map(Object.entries(d));
  const cleared = new Set<string>(
    Object.entries(EXISTS_QUESTIONS)
      .filter(([q]) => form.get(q) === ('No' satisfies YesNo))
      .map(([, f]) => f),
  );
  const omitted = new Set(omittedFields(d.productType, d.sellingUnit));
  const out = new Map<string, unknown>([['productType', d.productType]]);
  if (spec.units) out.set('sellingUnit', d.sellingUnit);
  for (const field of Object.keys(spec.shape)) {
    if (omitted.has(field)) continue;
    // A date is only the Unboxing tag's (UNBOXING_TAG), as the fabric's build has it.
    if (field === 'unboxingDate' && form.get('mediaTag') !== UNBOXING_TAG) continue;
    const value = form.get(field);
    const other = form.get(`${field}Other`);
    const typed = typeof other === 'string' ? other : undefined;
    if (cleared.has(field)) {
      if (Array.isArray(value) || field === 'imperfections' || field === 'qualities') out.set(field, []);
      continue;
    }
    if (Array.isArray(value) || field === 'imperfections' || (value === undefined && typed?.includes(','))) {
      const merged = mergeMulti(Array.isArray(value) ? value.filter((v) => typeof v === 'string') : undefined, typed);
      // Flaws are answered by No flaws or by naming one (issue 26): none named is no answer, never an empty list.
      if (field === 'imperfections' && merged.length === 0) continue;
      out.set(field, merged);
    } else if (typed?.trim()) {
      out.set(field, otherWins(typeof value === 'string' ? value : undefined, typed));
    } else if (!blank(value)) {
      out.set(field, value);
    }
  }
  if (isOwnKey(spec.shape, 'widthIn') && !omitted.has('widthIn')) {
    const inches = widthInches(d);
    if (inches !== null) out.set('widthIn', inches);
    else if (!blank(d.widthTyped)) out.set('widthIn', Number.NaN);
  }
  const priced = chosenPrice(d.priceRadio, d.priceOther);
  if (priced !== undefined) out.set('price', Number(priced));
  const qty = blank(d.quantityOther) ? d.quantityRadio : d.quantityOther;
  if (!blank(qty) && isOwnKey(spec.shape, 'quantity') && !omitted.has('quantity')) out.set('quantity', Number(qty));
  out.set('images', d.images ?? []);
  return Object.fromEntries(out);
}

/**
 * A question answered Yes ('Is the zipper brand known?', 'Does the elastic have any qualities?')
 * with nothing chosen or typed: the answer promised a value, so the field is required (issue 16,
 * item 22). Fields the kind or its selling unit does not hold are never asked for. The product
 * itself carries no answers, so this is the form's check, merged with the schema's by the flow.
 */
export function unansweredQuestions(d: SupplyDraft): Record<string, string[]> {
  const spec = SUPPLY_KINDS[d.productType];
  const omitted = new Set(omittedFields(d.productType, d.sellingUnit));
  const built = buildSupply(d);
  const form: ReadonlyMap<string, unknown> = new Map(Object.entries(d));
  const errors: Record<string, string[]> = {};
  for (const [question, field] of Object.entries(EXISTS_QUESTIONS)) {
    if (form.get(question) !== ('Yes' satisfies YesNo)) continue;
    if (!isOwnKey(spec.shape, field) || omitted.has(field)) continue;
    const v = built[field];
    if (blank(v) || (Array.isArray(v) && v.length === 0)) errors[field] = [required(SUPPLY_FIELD_LABELS[field] ?? field)];
  }
  return errors;
}
