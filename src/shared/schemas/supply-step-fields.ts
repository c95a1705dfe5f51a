import { z } from 'zod';
import type { SupplyType } from '../catalogue/product-types';
import { omittedFields, SUPPLY_KINDS } from './supplies';
import { buildSupply, type SupplyDraft } from './supply-draft';

/**
 * Which supply fields exist for a kind and selling unit, and which of them a draft still lacks: the
 * one rule a supply wizard step's visibility and completion follow from (spec 001 sections 2 and 5),
 * so no step restates the schema's per-unit omissions.
 *
 * Field names are the built product's (`widthIn`, `quantity`, `price`), not the form's inputs
 * (`widthTyped`, `quantityRadio`, `priceOther`): buildSupply turns the one into the other.
 */

/** The units a kind is sold in; null for a kind without a selling unit (Sewing Patterns). */
const unitsOf = (type: SupplyType): readonly string[] | null => SUPPLY_KINDS[type].units;

/**
 * Whether a kind holds a field under this selling unit: the kind's schema has it and the unit does
 * not omit it. Until a unit is chosen (or for a unit the kind is not sold in) only the fields every
 * unit keeps exist, so nothing that depends on the unit shows before it is chosen.
 * `sellingUnit` itself exists for every kind sold in units.
 */
export function fieldExists(type: SupplyType, unit: string | undefined, field: string): boolean {
  const units = unitsOf(type);
  if (field === 'sellingUnit') return units !== null;
  if (!Object.hasOwn(SUPPLY_KINDS[type].shape, field)) return false;
  if (units === null || (unit !== undefined && units.includes(unit))) return !omittedFields(type, unit).includes(field);
  return units.every((u) => !omittedFields(type, u).includes(field));
}

/** Whether any of the fields exists for the kind and unit (a step that asks for none of them has nothing to ask). */
export function fieldsExist(type: SupplyType, unit: string | undefined, fields: readonly string[]): boolean {
  return fields.some((f) => fieldExists(type, unit, f));
}

const cache = new WeakMap<SupplyDraft, ReadonlySet<string>>();

/** Nothing given: absent, blank, or an empty list. A value that does not read (a width of 'wide', NaN once built) is given. */
const empty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The fields the kind requires of this draft that it leaves empty: an existing field whose schema
 * refuses it empty (colours, a by-the-pack pack size), or that one of the kind's rules across fields
 * asks for (an Industrial spool's weight, a by-the-metre width). Each field is read alone, so an empty
 * later field does not hide an earlier one, as one parse of the whole product would; the rules run
 * over the values so read. A value given but wrong is not missing: the step's page and the review
 * name it, and staff may move on (spec 001 section 2, 'Price page: lists missing required fields').
 */
export function missingFields(draft: SupplyDraft): ReadonlySet<string> {
  const known = cache.get(draft);
  if (known) return known;
  const type = draft.productType;
  const spec = SUPPLY_KINDS[type];
  const built = buildSupply(draft);
  const missing = new Set<string>();
  if (unitsOf(type) !== null && empty(draft.sellingUnit)) missing.add('sellingUnit');
  const values: Record<string, unknown> = { ...built };
  for (const [field, schema] of Object.entries(spec.shape)) {
    if (!fieldExists(type, draft.sellingUnit, field)) continue;
    const parsed = z.safeParse(schema, built[field]);
    if (parsed.success) values[field] = parsed.data;
    else if (empty(built[field])) missing.add(field);
  }
  if (spec.refine) {
    try {
      const across = z
        .unknown()
        .superRefine((_v, ctx) => spec.refine?.(values, ctx))
        .safeParse(values);
      for (const issue of across.error?.issues ?? []) {
        const field = String(issue.path[0] ?? '');
        if (empty(values[field])) missing.add(field);
      }
    } catch {
      // A rule written for a valid product may trip over a field that failed its own check (text
      // where a list belongs); such a field is given, and its page names what is wrong with it.
    }
  }
  cache.set(draft, missing);
  return missing;
}

/** Whether the draft gives every field of these that the kind requires of it (a step's data exists). */
export function fieldsFilled(draft: SupplyDraft, fields: readonly string[]): boolean {
  const missing = missingFields(draft);
  return fields.every((f) => !missing.has(f));
}
