/**
 * Fabric rules of state (spec 000 section 4) as pure functions (draft, answer) -> draft, plus the
 * page texts and visibility predicates that need no screen.
 */
import { FABRIC_LIMITS, VARIANTED_FIELDS, knitWeaveTypesFor, type KnitOrWoven, type Stretch } from '../catalogue/fabric';
import type { MediaTag, YesNo } from '../catalogue/common';
import type { FabricDraft } from '../schemas/fabric';
import { choiceLimit } from './multi-value';
import { suggestFabricBase, type FabricPriceInput } from '../pricing/fabric-price';
import { chosenPrice } from './suggested-price';

export interface KnownContentEntry {
  content: string;
  amount: number | string;
}

/**
 * Known content as stored: amounts parsed as numbers and capped at 100, zero or blank entries
 * dropped, sorted by amount, largest first (spec 000 section 5).
 */
export function normaliseKnownContent(entries: readonly KnownContentEntry[]): { content: string; amount: number }[] {
  return entries
    .map((e) => ({ content: e.content.trim(), amount: Math.min(100, Number(e.amount)) }))
    .filter((e) => e.content && Number.isFinite(e.amount) && e.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}

/** The fibre that decides the price group: largest known share, or the estimate's primary. */
export function primaryFibreOf(d: FabricDraft): string | undefined {
  if (d.contentType === 'Known') return normaliseKnownContent([...(d.knownContent ?? []), ...(d.customContent ?? [])])[0]?.content;
  if (d.contentType === 'EstimatedSpecific') return d.estimatedPrimary?.trim() || undefined;
  return undefined;
}

/** How many variants a draft has: the longest per-variant array, at least 1. */
export function variantCount(d: FabricDraft): number {
  if (d.hasVariants !== 'Yes') return 1;
  return Math.max(1, ...VARIANTED_FIELDS.map((f) => (d[f] ?? []).length));
}

function resize<T>(list: readonly T[] | undefined, n: number, fill: T): T[] {
  const out = (list ?? []).slice(0, n);
  while (out.length < n) out.push(fill);
  return out;
}

/**
 * Has Variants: Yes lists every varianted field, No empties the list; per-variant arrays are padded
 * to the variant count, or cut to one item when not varianted. New rows get quantity '1'.
 */
export function setHasVariants(d: FabricDraft, answer: YesNo): FabricDraft {
  const next: FabricDraft = { ...d, hasVariants: answer, variantedFields: answer === 'Yes' ? [...VARIANTED_FIELDS] : [] };
  return padVariants(next, answer === 'Yes' ? Math.max(variantCount(next), 1) : 1);
}

/** Pads or cuts every per-variant array to `n` entries. */
export function padVariants(d: FabricDraft, n: number): FabricDraft {
  return {
    ...d,
    lengthM: resize(d.lengthM, n, ''),
    widthCM: resize(d.widthCM, n, isSameForAll(d, 'widthCM') ? (d.widthCM?.[0] ?? '') : ''),
    quantity: resize(d.quantity, n, isSameForAll(d, 'quantity') ? (d.quantity?.[0] ?? '1') : '1'),
    price: resize(d.price, n, ''),
    imperfections: resize(d.imperfections, n, isSameForAll(d, 'imperfections') ? (d.imperfections?.[0] ?? []) : []),
    imperfectionOther: resize(d.imperfectionOther, n, ''),
  };
}

export type SharedColumn = 'widthCM' | 'quantity' | 'imperfections';

/** Whether a variant-table column applies to every variant: width on, quantity and imperfections off by default. */
export function isSameForAll(d: FabricDraft, column: SharedColumn): boolean {
  return d.sameForAll?.[column] ?? column === 'widthCM';
}

/** Turns 'same for all' on (copying the first row to every row) or off (rows become their own). */
export function setSameForAll(d: FabricDraft, column: SharedColumn, on: boolean): FabricDraft {
  const n = variantCount(d);
  const next: FabricDraft = { ...d, sameForAll: { ...d.sameForAll, [column]: on } };
  if (!on) return next;
  if (column === 'imperfections') return { ...next, imperfections: Array.from({ length: n }, () => d.imperfections?.[0] ?? []) };
  const first = d[column]?.[0] ?? (column === 'quantity' ? '1' : '');
  return { ...next, [column]: Array.from({ length: n }, () => first) };
}

/** Sets one cell of the variant table; a shared column takes the value in every row. */
export function setVariantCell<F extends 'lengthM' | 'widthCM' | 'quantity' | 'imperfections'>(d: FabricDraft, field: F, row: number, value: NonNullable<FabricDraft[F]>[number]): FabricDraft {
  const n = variantCount(d);
  const shared = field !== 'lengthM' && isSameForAll(d, field);
  const list: readonly unknown[] | undefined = d[field];
  const current = Array.from({ length: n }, (_, i) => list?.[i] ?? (field === 'imperfections' ? [] : ''));
  return { ...d, [field]: current.map((v, i) => (shared || i === row ? value : v)) };
}

/** Adds a variant row; a fabric without variants has exactly one row. */
export const addVariant = (d: FabricDraft) => (d.hasVariants === 'Yes' ? padVariants(d, variantCount(d) + 1) : d);

export function removeVariant(d: FabricDraft, index: number): FabricDraft {
  if (d.hasVariants !== 'Yes') return d;
  const drop = <T>(list: readonly T[] | undefined) => (list ?? []).filter((_, i) => i !== index);
  const n = Math.max(1, variantCount(d) - 1);
  return padVariants(
    { ...d, lengthM: drop(d.lengthM), widthCM: drop(d.widthCM), quantity: drop(d.quantity), price: drop(d.price), imperfections: drop(d.imperfections), imperfectionOther: drop(d.imperfectionOther) },
    n,
  );
}

/** Media tags are exclusive: Unboxing asks for a date, the others clear it (spec 000 section 4). */
export function setMediaTag(d: FabricDraft, tag: MediaTag): FabricDraft {
  if (tag === 'Unboxing') return { ...d, mediaTag: tag, unboxingDateExists: 'Yes' };
  return { ...d, mediaTag: tag, unboxingDateExists: 'No', unboxingDate: undefined };
}

/** 'Is the fabric for the Unboxing Collection?' No clears the date. */
export function setUnboxing(d: FabricDraft, answer: YesNo): FabricDraft {
  return answer === 'Yes'
    ? { ...d, unboxingDateExists: 'Yes', mediaTag: 'Unboxing' }
    : { ...d, unboxingDateExists: 'No', unboxingDate: undefined, mediaTag: d.mediaTag === 'Unboxing' ? 'None' : d.mediaTag };
}

/** Stretch: None disables slight; slight or none clears the percentages; woven has no 4-way. */
export function setStretch(d: FabricDraft, stretch: Stretch): FabricDraft {
  const none = stretch === 'None';
  return { ...d, stretch, slightStretch: none ? false : d.slightStretch, ...(none ? { widthStretch: 0, lengthStretch: 0 } : {}) };
}

export function setSlightStretch(d: FabricDraft, slight: boolean): FabricDraft {
  return slight ? { ...d, slightStretch: true, widthStretch: 0, lengthStretch: 0 } : { ...d, slightStretch: false };
}

export function stretchOptions(knitOrWoven: KnitOrWoven | undefined): Stretch[] {
  return knitOrWoven === 'Woven' ? ['None', '2-way'] : ['None', '2-way', '4-way'];
}

export const slightDisabled = (d: FabricDraft) => d.stretch === 'None';

/** For 2-way stretch a slider is disabled once the other is 10 or more (spec 000 section 2). */
export function stretchSliderDisabled(d: FabricDraft, slider: 'width' | 'length'): boolean {
  if (d.stretch !== '2-way') return false;
  const other = slider === 'width' ? (d.lengthStretch ?? 0) : (d.widthStretch ?? 0);
  return other >= FABRIC_LIMITS.stretchThreshold;
}

/** Stretch Percentage is asked only for 2-way or 4-way stretch that is not slight. */
export const showsStretchPercentage = (d: FabricDraft) => (d.stretch === '2-way' || d.stretch === '4-way') && !d.slightStretch;
export const showsDimensions = (d: FabricDraft) => d.bundleOrRoll === 'Roll' || d.hasVariants === 'No';
export const showsVariantDimensions = (d: FabricDraft) => d.hasVariants === 'Yes';
export const showsPatternOnly = (d: FabricDraft) => d.hasVariants === 'Yes';
export const showsPatternAndImperfections = (d: FabricDraft) => d.hasVariants !== 'Yes';
export const showsPrice = (d: FabricDraft) => d.hasVariants !== 'Yes';
export const showsVariantPrice = (d: FabricDraft) => d.hasVariants === 'Yes';

export const HAS_VARIANTS_QUESTION = { Bundle: 'Does this bundle have variants?', Roll: 'Are there bundles of the same fabric?' } as const;
export const hasVariantsQuestion = (d: FabricDraft) => HAS_VARIANTS_QUESTION[d.bundleOrRoll ?? 'Bundle'];

/** Page texts of spec 000 section 2. */
export const FABRIC_TEXTS = {
  needContentType: 'Please select a fabric content type',
  needKnitOrWoven: 'Please select if the fabric is Knit or Woven',
  cannotCalculateVariantPrices: "Can't calculate variant prices.",
  nameTitle: 'Name this fabric something fun!',
  namePlaceholder: 'Enter a name',
  unboxingQuestion: 'Is the fabric for the Unboxing Collection?',
  selectDate: 'Select a date.',
} as const;

/** 'No {knit or woven} types exists for {fibre}' (spec wording). */
export const noTypesMessage = (knitOrWoven: KnitOrWoven, fibre: string) => `No ${knitOrWoven.toLowerCase()} types exists for ${fibre}`;

/** What the Knit or Weave Type page shows: the prerequisites missing, or the types to pick from. */
export function knitWeaveTypeOptions(d: FabricDraft): { missing: string[]; options: readonly string[]; empty: string | null } {
  const missing: string[] = [];
  if (!d.contentType) missing.push(FABRIC_TEXTS.needContentType);
  if (!d.knitOrWoven) missing.push(FABRIC_TEXTS.needKnitOrWoven);
  if (missing.length > 0 || !d.knitOrWoven) return { missing, options: [], empty: null };
  const options = knitWeaveTypesFor(d.knitOrWoven);
  return { missing, options, empty: options.length === 0 ? noTypesMessage(d.knitOrWoven, primaryFibreOf(d) ?? 'this fibre') : null };
}

/** Multi-select limits: qualities 3 (2 with free text), colours 2 (1 with free text), feel 3. */
export const qualityLimit = (d: FabricDraft) => choiceLimit(FABRIC_LIMITS.qualities, d.qualityOther);
export const colourLimit = (d: FabricDraft) => choiceLimit(FABRIC_LIMITS.colours, d.colourOther);
export const qualityFreeTextDisabled = (d: FabricDraft) => (d.quality ?? []).length >= FABRIC_LIMITS.qualities;

/** 'No' to an optional question clears its dependent values (spec 000 section 4). */
export function answerQualityExists(d: FabricDraft, answer: YesNo): FabricDraft {
  return answer === 'No' ? { ...d, qualityExists: 'No', quality: [], qualityOther: '' } : { ...d, qualityExists: 'Yes' };
}

export function answerImperfectionExists(d: FabricDraft, answer: YesNo): FabricDraft {
  return answer === 'No' ? { ...d, imperfectionExists: 'No', imperfections: [], imperfectionOther: [] } : { ...d, imperfectionExists: 'Yes' };
}

/** Quantity stepper: never below 0; a non-numeric start counts as 0. */
export function stepQuantity(current: string | undefined, delta: number): string {
  const start = Number(current);
  return String(Math.max(0, (Number.isFinite(start) ? Math.trunc(start) : 0) + delta));
}

/** A fresh fabric draft: default quantity 1 (spec 000 section 4). */
export function newFabricDraft(keep: Pick<FabricDraft, 'unboxingDate' | 'unboxingDateExists' | 'mediaTag'> = {}): FabricDraft {
  return { productType: 'Fabric', quantity: ['1'], ...keep };
}

/** The fabric price inputs a draft provides, for one variant. */
export function fabricPriceInput(d: FabricDraft, variant = 0): FabricPriceInput {
  return {
    bundleOrRoll: d.bundleOrRoll,
    knitOrWoven: d.knitOrWoven,
    knitWeaveType: d.knitWeaveTypeOther?.trim() || d.knitWeaveType,
    weight: d.weight,
    contentType: d.contentType,
    primaryFibre: primaryFibreOf(d),
    estimatedGeneral: d.estimatedGeneral,
    pattern: d.patternOther?.trim() || d.pattern,
    qualities: d.qualityExists === 'No' ? [] : d.quality,
    imperfections: d.imperfectionExists === 'No' ? [] : d.imperfections?.[variant],
    lengthM: Number(d.lengthM?.[variant]) || undefined,
  };
}

/**
 * The Variant Price page: each variant's calculated price, labelled by variant. For a roll the
 * first entry is the roll itself, priced on the Price step, so it is skipped (spec 000 section 2).
 */
export function fabricVariantPrices(d: FabricDraft): { ok: true; prices: { index: number; label: string; suggested: number | null }[] } | { ok: false; message: string } {
  const n = variantCount(d);
  const lengths = (d.lengthM ?? []).slice(0, n).map(Number);
  const widths = (d.widthCM ?? []).slice(0, n).map(Number);
  const bad = (v: number) => !Number.isFinite(v) || v <= 0;
  if (lengths.length < n || lengths.some(bad) || widths.some(bad)) return { ok: false, message: FABRIC_TEXTS.cannotCalculateVariantPrices };
  const start = d.bundleOrRoll === 'Roll' ? 1 : 0;
  const prices = [];
  for (let i = start; i < n; i += 1) {
    const bundle = d.bundleOrRoll === 'Roll' ? { ...fabricPriceInput(d, i), bundleOrRoll: 'Bundle' as const } : fabricPriceInput(d, i);
    prices.push({ index: i, label: `Variant ${i + 1}: ${lengths[i]} m x ${widths[i]} cm`, suggested: suggestFabricBase(bundle) });
  }
  return { ok: true, prices };
}

/** The roll's own price on a roll with variants: what the Price step chose. */
export const rollPrice = (d: FabricDraft) => chosenPrice(d.priceRadio, d.priceOther);
