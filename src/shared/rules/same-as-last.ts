/**
 * 'Same as last' (issue 17 item 3): a new item prefilled from the last one uploaded of its kind, so
 * a second colourway or another box of the same zippers costs only what differs. The rule is the
 * issue's: everything but the photos, the lengths, the quantity and the name; and per kind what
 * belongs to the piece rather than to the material (its imperfections, a pattern's number, the
 * rows of a fabric's variants) or follows from what is not copied (a price that depends on a
 * length). Nothing the shop gave back (product id, SKU) is in a draft, so nothing of it is copied.
 *
 * Each table below names every field of its draft, so a field added to a kind does not compile
 * until someone decides whether it carries over; what no table names is never copied.
 */
import type { SupplyType } from '../catalogue/product-types';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import type { FabricDraft } from '../schemas/fabric';
import { EXISTS_QUESTIONS, type SupplyDraft, type SupplyField } from '../schemas/supply-draft';
import { newFabricDraft } from './fabric';
import { nextSupplyDraft } from './supplies';
import { isOwnKey, ownValue } from '../own-key';

/**
 * keep: copied as it was. drop: left to the new item's default (Start New Product's draft).
 * first: a per-variant list cut to its first entry (the fabric's own width, not its variants').
 * price: kept unless the kind's price follows a length, which is not copied.
 */
export type Carry = 'keep' | 'drop' | 'first' | 'price';

/** Fabric: the material carries over; the piece (lengths, variants, imperfections, price, photos) does not. */
export const FABRIC_CARRY: Readonly<Record<keyof FabricDraft, Carry>> = {
  productType: 'keep',
  bundleOrRoll: 'keep',
  // A roll's bundles and a bundle's variants are rows of lengths: the next piece has its own.
  hasVariants: 'drop',
  variantedFields: 'drop',
  sameForAll: 'drop',
  lengthM: 'drop',
  widthCM: 'first',
  quantity: 'drop',
  // A bundle's price is its length times the price per metre; the Price page suggests it again.
  price: 'drop',
  priceRadio: 'drop',
  priceOther: 'drop',
  priceBase: 'drop',
  priceBases: 'drop',
  priceReplaced: 'drop',
  priceKept: 'drop',
  // Holes and marks belong to the piece; asked again, so none is listed (or missed) by copy.
  imperfections: 'drop',
  imperfectionOther: 'drop',
  imperfectionExists: 'drop',
  knitOrWoven: 'keep',
  contentType: 'keep',
  knownContent: 'keep',
  customContent: 'keep',
  estimatedPrimary: 'keep',
  estimatedSecondary: 'keep',
  estimatedGeneral: 'keep',
  knitWeaveType: 'keep',
  knitWeaveTypeOther: 'keep',
  qualityExists: 'keep',
  quality: 'keep',
  qualityOther: 'keep',
  stretch: 'keep',
  stretchOther: 'keep',
  slightStretch: 'keep',
  widthStretch: 'keep',
  lengthStretch: 'keep',
  opacity: 'keep',
  weight: 'keep',
  drape: 'keep',
  feel: 'keep',
  feelOther: 'keep',
  colour: 'keep',
  colourOther: 'keep',
  colourTone: 'keep',
  pattern: 'keep',
  patternOther: 'keep',
  border: 'keep',
  bulky: 'keep',
  uses: 'keep',
  usesOther: 'keep',
  name: 'drop',
  mediaTag: 'keep',
  unboxingDateExists: 'keep',
  unboxingDate: 'keep',
  images: 'drop',
};

/** Every product field of the supply kinds. Its 'other' twin and its yes/no question follow it. */
export const SUPPLY_FIELD_CARRY: Readonly<Record<SupplyField, Carry>> = {
  sellingUnit: 'keep',
  // Lengths, and whether a length was measured or estimated: the next piece is measured anew.
  lengthIn: 'drop',
  lengthM: 'drop',
  lengthCM: 'drop',
  elasticLengthType: 'drop',
  trimLengthType: 'drop',
  biasTapeLengthType: 'drop',
  quantity: 'drop',
  // What a by-weight supply sells is its weight: an amount, as a quantity is.
  weightLB: 'drop',
  name: 'drop',
  images: 'drop',
  imperfections: 'drop',
  // A pattern's number names the one pattern, as a name does.
  patternNumber: 'drop',
  price: 'price',
  additionalInfo: 'keep',
  biasTapeType: 'keep',
  brand: 'keep',
  bulky: 'keep',
  buttonOpaqueness: 'keep',
  buttonType: 'keep',
  closure: 'keep',
  colour: 'keep',
  condition: 'keep',
  design: 'keep',
  dimensionDescription: 'keep',
  elasticType: 'keep',
  heightCM: 'keep',
  indusWeight: 'keep',
  material: 'keep',
  materials: 'keep',
  mediaTag: 'keep',
  mixedWidth: 'keep',
  osSize: 'keep',
  otherSupplyType: 'keep',
  packSize: 'keep',
  pattern: 'keep',
  patternType: 'keep',
  preSewnType: 'keep',
  qualities: 'keep',
  quality: 'keep',
  shape: 'keep',
  size: 'keep',
  sliderSize: 'keep',
  spoolSize: 'keep',
  stretch: 'keep',
  threadOnSpool: 'keep',
  threadType: 'keep',
  trimContent: 'keep',
  trimType: 'keep',
  unboxingDate: 'keep',
  uniqueShape: 'keep',
  uses: 'keep',
  weaveType: 'keep',
  weightG: 'keep',
  widthCM: 'keep',
  widthIn: 'keep',
  widthMM: 'keep',
  zipperHardwareMaterial: 'keep',
  zipperHardwareSU: 'keep',
  zipperHardwareType: 'keep',
  zipperType: 'keep',
};

/** The supplies form's own inputs (not product fields, twins or yes/no questions). */
type SupplyInput = Exclude<keyof SupplyDraft, 'productType' | SupplyField | `${SupplyField}Other` | keyof typeof EXISTS_QUESTIONS>;

export const SUPPLY_INPUT_CARRY: Readonly<Record<SupplyInput, Carry>> = {
  priceRadio: 'price',
  priceBase: 'price',
  priceKept: 'drop',
  quantityRadio: 'drop',
  widthMixedUnit: 'keep',
  widthTyped: 'keep',
  tubular: 'keep',
  unboxingDateExists: 'keep',
};

/**
 * Kinds whose suggested price is reckoned from a length that is not copied (src/shared/pricing/
 * supply-price.ts: a zipper's inches, metres of trim, elastic and bias tape; an other supply's
 * typed price stands for its size or weight): their price is asked again.
 */
export const PRICE_FOLLOWS_LENGTH: Readonly<Record<SupplyType, boolean>> = {
  Zippers: true,
  Elastic: true,
  Trim: true,
  'Bias Tape': true,
  'Other Supply': true,
  Buttons: false,
  Thread: false,
  Ribbing: false,
  'Sewing Patterns': false,
};

/** How a supply form key carries over: its own entry, its field's (for a twin or a question), or drop. */
function supplyCarry(key: string): Carry {
  const own = ownValue(SUPPLY_FIELD_CARRY, key) ?? ownValue(SUPPLY_INPUT_CARRY, key);
  if (own) return own;
  const question = ownValue(EXISTS_QUESTIONS, key);
  if (question) return SUPPLY_FIELD_CARRY[question];
  const twin = key.endsWith('Other') ? ownValue(SUPPLY_FIELD_CARRY, key.slice(0, -'Other'.length)) : undefined;
  return twin ?? 'drop';
}

/** A copy of a list-or-value as stored in a draft, so the new draft shares nothing with the last. */
const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The next fabric after `last`: Start New Product's draft plus everything `FABRIC_CARRY` keeps. */
export function sameAsLastFabric(last: FabricDraft): FabricDraft {
  const next: Record<string, unknown> = { ...newFabricDraft() };
  for (const [key, carry] of Object.entries(FABRIC_CARRY)) {
    const value: unknown = isOwnKey(last, key) ? last[key] : undefined;
    if (value === undefined) continue;
    if (carry === 'keep') next[key] = copy(value);
    else if (carry === 'first' && Array.isArray(value) && typeof value[0] === 'string' && value[0].trim() !== '') next[key] = [value[0]];
  }
  // The walk reads FabricDraft's own keys with their own values, so the result is one.
  return next as unknown as FabricDraft;
}

/** The next supply after `last`: Start New Product's draft (kind defaults) plus what the supply tables keep. */
export function sameAsLastSupply(last: SupplyDraft): SupplyDraft {
  const next: Record<string, unknown> = { ...nextSupplyDraft(last) };
  const keepsPrice = !PRICE_FOLLOWS_LENGTH[last.productType];
  for (const [key, value] of Object.entries(last)) {
    if (key === 'productType' || value === undefined) continue;
    const carry = supplyCarry(key);
    if (carry === 'keep' || (carry === 'price' && keepsPrice)) next[key] = copy(value);
  }
  // As above: only SupplyDraft's own keys are copied, each with its own value.
  return next as unknown as SupplyDraft;
}

const isSupplyType = (t: unknown): t is SupplyType => (SUPPLY_TYPES as readonly unknown[]).includes(t);

/**
 * The next item after an uploaded draft of any product flow, by its product type; null for a draft
 * that is no product yet (a supply whose kind is not chosen).
 */
export function sameAsLast(last: object): FabricDraft | SupplyDraft | null {
  const { productType } = last as { productType?: unknown };
  if (productType === 'Fabric') return sameAsLastFabric(last as FabricDraft);
  if (isSupplyType(productType)) return sameAsLastSupply(last as SupplyDraft);
  return null;
}

/**
 * A pile (issue 43 item 2): alike items listed one after the other, each next one a copy of the
 * last that asks again what differs from item to item. Same as last already asks the piece's own
 * answers (photos, lengths, flaws, a price that follows a length); a pile asks its colour too, the
 * one answer of the material that changes within a lot, and keeps the fabric's 'no variants'
 * (a pile is of single pieces) instead of asking it again.
 */
export const PILE_ASKS_AGAIN = ['colour', 'colourOther', 'colourTone'] as const;

/** The next item of a pile after `last`; null for a draft that is no product yet. */
export function pileNext(last: object): FabricDraft | SupplyDraft | null {
  const next = sameAsLast(last);
  if (!next) return null;
  const copy: Record<string, unknown> = { ...next };
  for (const key of PILE_ASKS_AGAIN) delete copy[key];
  const { hasVariants } = last as { hasVariants?: unknown };
  if ((last as { productType?: unknown }).productType === 'Fabric' && hasVariants === 'No') copy.hasVariants = 'No';
  // The same draft type as sameAsLast's, with keys only removed or set to their own values.
  return copy as unknown as FabricDraft | SupplyDraft;
}
