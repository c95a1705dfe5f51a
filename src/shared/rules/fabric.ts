/**
 * Fabric rules of state (spec 000 section 4) as pure functions (draft, answer) -> draft, plus the
 * page texts and visibility predicates that need no screen.
 */
import { asksStretchPercentage, primaryFibre, slightDisabled as isSlightDisabled, stretchOptions } from './compatibility';
import {
  FABRIC_LIMITS,
  VARIANTED_FIELDS,
  knitWeaveTypesFor,
  type KnitOrWoven,
  type Stretch,
  type VariantedField,
} from '../catalogue/fabric';
import { LENGTH_PRESETS_M, type MediaTag, type YesNo } from '../catalogue/common';
import type { FabricDraft } from '../schemas/fabric';
import type { FieldErrors } from '../schemas/validate';
import { choiceLimit, mergeMulti } from './multi-value';
import { suggestFabricBase, type FabricPriceInput } from '../pricing/fabric-price';

export interface KnownContentEntry {
  content: string;
  amount: number | string;
}

/**
 * Known content as stored: amounts parsed as numbers, zero or blank entries dropped, sorted by
 * amount, largest first (spec 000 section 5). An amount over 100 is kept as typed, so the schema
 * refuses it ('at most 100') instead of a page showing 'Total 150%' over a stored 100.
 */
export function normaliseKnownContent(entries: readonly KnownContentEntry[]): { content: string; amount: number }[] {
  return entries
    .map((e) => ({ content: e.content.trim(), amount: Number(e.amount) }))
    .filter((e) => e.content && Number.isFinite(e.amount) && e.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}

/** The fibre that decides the price group and the knit or weave names offered (compatibility.ts primaryFibre). */
export function primaryFibreOf(d: FabricDraft): string | undefined {
  return primaryFibre({
    contentType: d.contentType,
    known: [...(d.knownContent ?? []), ...(d.customContent ?? [])],
    estimatedPrimary: d.estimatedPrimary,
  });
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
  const next: FabricDraft = { ...d, hasVariants: answer };
  return padVariants({ ...next, variantedFields: variantedFieldsOf(next) }, answer === 'Yes' ? Math.max(variantCount(next), 1) : 1);
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
const SHARED_COLUMNS: readonly VariantedField[] = ['widthCM', 'quantity', 'imperfections'] satisfies SharedColumn[];
const isSharedColumn = (f: VariantedField): f is SharedColumn => SHARED_COLUMNS.includes(f);

/**
 * The per-variant fields of a draft: with variants, every varianted field except the columns whose
 * 'same for all' toggle is on (spec 000 section 2: the toggle 'makes the column apply to all
 * variants or be per variant'); without variants, none.
 */
export function variantedFieldsOf(d: FabricDraft): VariantedField[] {
  if (d.hasVariants !== 'Yes') return [];
  return VARIANTED_FIELDS.filter((f) => !(isSharedColumn(f) && isSameForAll(d, f)));
}

/** Whether a variant-table column applies to every variant: width on, quantity and imperfections off by default. */
export function isSameForAll(d: FabricDraft, column: SharedColumn): boolean {
  return d.sameForAll?.[column] ?? column === 'widthCM';
}

/** Turns 'same for all' on (copying the first row to every row) or off (rows become their own). */
export function setSameForAll(d: FabricDraft, column: SharedColumn, on: boolean): FabricDraft {
  const n = variantCount(d);
  const toggled: FabricDraft = { ...d, sameForAll: { ...d.sameForAll, [column]: on } };
  const next: FabricDraft = { ...toggled, variantedFields: variantedFieldsOf(toggled) };
  if (!on) return next;
  if (column === 'imperfections')
    return {
      ...next,
      imperfections: Array.from({ length: n }, () => d.imperfections?.[0] ?? []),
      imperfectionOther: Array.from({ length: n }, () => d.imperfectionOther?.[0] ?? ''),
    };
  const first = d[column]?.[0] ?? (column === 'quantity' ? '1' : '');
  return { ...next, [column]: Array.from({ length: n }, () => first) };
}

/** Sets one cell of the variant table; a shared column takes the value in every row. */
export function setVariantCell<F extends 'lengthM' | 'widthCM' | 'quantity' | 'imperfections'>(
  d: FabricDraft,
  field: F,
  row: number,
  value: NonNullable<FabricDraft[F]>[number],
): FabricDraft {
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
  // A roll's first row is the roll itself: only its bundles can be removed.
  if (d.bundleOrRoll === 'Roll' && index === 0) return d;
  const drop = <T>(list: readonly T[] | undefined) => (list ?? []).filter((_, i) => i !== index);
  const n = Math.max(1, variantCount(d) - 1);
  const replaced = (d.priceReplaced ?? [])
    .filter((r) => r.index !== index)
    .map((r) => (r.index > index ? { ...r, index: r.index - 1 } : r));
  return padVariants(
    {
      ...d,
      lengthM: drop(d.lengthM),
      widthCM: drop(d.widthCM),
      quantity: drop(d.quantity),
      price: drop(d.price),
      imperfections: drop(d.imperfections),
      imperfectionOther: drop(d.imperfectionOther),
      priceBases: drop(d.priceBases),
      priceReplaced: replaced,
    },
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

// Which stretch goes with which construction lives in compatibility.ts, which the fabric schema runs too (issue 42).
export { stretchOptions };

/** Choosing knit or woven drops a stretch the new choice does not offer (woven has no 4-way). */
export function chooseKnitOrWoven(d: FabricDraft, knitOrWoven: KnitOrWoven): FabricDraft {
  const kept = d.stretch !== undefined && stretchOptions(knitOrWoven).includes(d.stretch);
  return { ...d, knitOrWoven, stretch: kept ? d.stretch : undefined };
}

export const slightDisabled = (d: FabricDraft) => isSlightDisabled(d.stretch);

/** For 2-way stretch a slider is disabled once the other is 10 or more (spec 000 section 2). */
export function stretchSliderDisabled(d: FabricDraft, slider: 'width' | 'length'): boolean {
  if (d.stretch !== '2-way') return false;
  const other = slider === 'width' ? (d.lengthStretch ?? 0) : (d.widthStretch ?? 0);
  return other >= FABRIC_LIMITS.stretchThreshold;
}

/** Stretch Percentage is asked only for 2-way or 4-way stretch that is not slight. */
export const showsStretchPercentage = (d: FabricDraft) => asksStretchPercentage(d.stretch, d.slightStretch);
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
  // The names offered follow the fibre that decides the price group (largest share, or the estimate's primary).
  const fibre = primaryFibreOf(d);
  const options = knitWeaveTypesFor(d.knitOrWoven, fibre);
  return { missing, options, empty: options.length === 0 ? noTypesMessage(d.knitOrWoven, fibre ?? 'this fibre') : null };
}

/**
 * The chosen knit or weave name if it is made of the fabric's fibre; one chosen before the fibre
 * changed counts as not chosen (the page shows it unpicked, the upload and the price leave it out),
 * and comes back if the fibre does. A typed name (the 'other' twin) is never checked.
 */
export function offeredKnitWeaveType(d: FabricDraft): string | undefined {
  if (!d.knitWeaveType || !d.knitOrWoven) return d.knitWeaveType;
  return knitWeaveTypesFor(d.knitOrWoven, primaryFibreOf(d)).includes(d.knitWeaveType) ? d.knitWeaveType : undefined;
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
  return answer === 'No'
    ? { ...d, imperfectionExists: 'No', imperfections: [], imperfectionOther: [] }
    : { ...d, imperfectionExists: 'Yes' };
}

/** Quantity stepper: never below 0; a non-numeric start counts as 0. */
export function stepQuantity(current: string | undefined, delta: number): string {
  const start = Number(current);
  return String(Math.max(0, (Number.isFinite(start) ? Math.trunc(start) : 0) + delta));
}

/**
 * A fresh fabric draft: default quantity 1 (spec 000 section 4), and No to two optional questions
 * whose No is what the upload holds anyway when they are never opened (no qualities; the media tag
 * 'None'), so their pages are passed by (fabric-pass-by.ts) instead of costing a tap on every item.
 * The imperfections question has no default: with variants the imperfections are per variant, and
 * a stored No would drop them (buildFabric); unanswered it already passes by.
 */
export function newFabricDraft(keep: Pick<FabricDraft, 'unboxingDate' | 'unboxingDateExists' | 'mediaTag'> = {}): FabricDraft {
  const kept = Object.fromEntries(Object.entries(keep).filter(([, v]) => v !== undefined));
  return { productType: 'Fabric', quantity: ['1'], qualityExists: 'No', unboxingDateExists: 'No', ...kept };
}

/** The fabric price inputs a draft provides, for one variant. */
export function fabricPriceInput(d: FabricDraft, variant = 0): FabricPriceInput {
  return {
    bundleOrRoll: d.bundleOrRoll,
    knitOrWoven: d.knitOrWoven,
    knitWeaveType: d.knitWeaveTypeOther?.trim() || offeredKnitWeaveType(d),
    weight: d.weight,
    contentType: d.contentType,
    primaryFibre: primaryFibreOf(d),
    estimatedGeneral: d.estimatedGeneral,
    pattern: d.patternOther?.trim() || d.pattern,
    // Typed values count like chosen ones (the 'other' twins, spec 000 section 3): a typed flaw
    // not in the list still cuts by the default factor, and a typed listed name by its own.
    qualities: d.qualityExists === 'No' ? [] : mergeMulti(d.quality, d.qualityOther),
    imperfections: d.imperfectionExists === 'No' ? [] : mergeMulti(d.imperfections?.[variant], d.imperfectionOther?.[variant]),
    lengthM: Number(d.lengthM?.[variant]) || undefined,
  };
}

/** Whether a row of the variant table is a bundle: every row of a bundle, and a roll's rows after the roll itself. */
export const isBundleRow = (bundleOrRoll: FabricDraft['bundleOrRoll'], row: number) => bundleOrRoll === 'Bundle' || row > 0;

/** Length presets that can be valid for a row: a bundle is at most 9.99 m, so 10 m and up are only offered for a roll. */
export function lengthPresetsFor(d: FabricDraft, row = 0): readonly number[] {
  const max = isBundleRow(d.bundleOrRoll, row) ? FABRIC_LIMITS.bundleMaxLengthM : FABRIC_LIMITS.rollMaxLengthM;
  return LENGTH_PRESETS_M.filter((m) => m <= max);
}

/** The suggested price per metre of a roll itself (its first row), as its Price step would suggest it. */
export const rollPrice = (d: FabricDraft): number | null => suggestFabricBase({ ...fabricPriceInput(d, 0), bundleOrRoll: 'Roll' });

export const ROLL_PRICE_LABEL = 'Roll price per metre';

export interface VariantPrice {
  index: number;
  label: string;
  suggested: number | null;
}

const DIMENSION_FIELDS = ['lengthM', 'widthCM'];
const isDimensionError = (path: string) => DIMENSION_FIELDS.includes(path.split('.')[0] ?? path);

/**
 * The Variant Price page: each variant's calculated price, labelled by variant. For a roll the
 * first entry is the roll itself, priced per metre: it is not among the calculated variant prices
 * (spec 000 section 2, 'the first price is skipped') but gets its own suggestion, `roll`.
 * Nothing is calculated while any dimension field has an error (`errors`: the draft's validation
 * errors by path), as the spec says: 'If dimension fields have errors it shows 'Can't calculate
 * variant prices.''
 */
export function fabricVariantPrices(
  d: FabricDraft,
  errors: FieldErrors = {},
): { ok: true; prices: VariantPrice[]; roll: VariantPrice | null } | { ok: false; message: string } {
  const n = variantCount(d);
  const lengths = (d.lengthM ?? []).slice(0, n).map(Number);
  const widths = (d.widthCM ?? []).slice(0, n).map(Number);
  const bad = (v: number) => !Number.isFinite(v) || v <= 0;
  const fail = { ok: false as const, message: FABRIC_TEXTS.cannotCalculateVariantPrices };
  if (lengths.length < n || lengths.some(bad) || widths.some(bad) || (d.lengthM ?? []).slice(0, n).some((l) => l.trim() === ''))
    return fail;
  // The length caps are checked here too: the schema states them only once every field parses.
  const overCap = lengths.some(
    (l, i) => l > (isBundleRow(d.bundleOrRoll, i) ? FABRIC_LIMITS.bundleMaxLengthM : FABRIC_LIMITS.rollMaxLengthM),
  );
  if (overCap || Object.keys(errors).some(isDimensionError)) return fail;
  const roll = d.bundleOrRoll === 'Roll';
  const prices: VariantPrice[] = [];
  for (let i = roll ? 1 : 0; i < n; i += 1) {
    const bundle = roll ? { ...fabricPriceInput(d, i), bundleOrRoll: 'Bundle' as const } : fabricPriceInput(d, i);
    prices.push({ index: i, label: `Variant ${i + 1}: ${lengths[i]} m x ${widths[i]} cm`, suggested: suggestFabricBase(bundle) });
  }
  return { ok: true, prices, roll: roll ? { index: 0, label: ROLL_PRICE_LABEL, suggested: rollPrice(d) } : null };
}

/** A price staff typed that a new suggestion replaced, kept so the page can say so and put it back. */
export interface ReplacedPrice {
  index: number;
  typed: string;
  suggested: string;
}

/**
 * 'Suggested price overwrites the price when it changes from the previous suggestion' (spec 000
 * section 4), per variant: each price (and a roll's own price per metre) keeps the suggestion it
 * was last given in `priceBases`; when a variant's suggestion changes, its price becomes the new
 * suggestion. When the price being replaced is one staff typed (not the previous suggestion), the
 * replacement is recorded in `priceReplaced`, so the page says so and offers it back.
 */
export function applyVariantSuggestions(d: FabricDraft, errors: FieldErrors = {}): FabricDraft {
  const result = fabricVariantPrices(d, errors);
  if (!result.ok) return d;
  const n = variantCount(d);
  const prices = resize(d.price, n, '');
  const bases = resize<number | null>(d.priceBases, n, null);
  let replaced = (d.priceReplaced ?? []).filter((r) => r.index < n);
  let changed = false;
  for (const { index, suggested } of result.roll ? [result.roll, ...result.prices] : result.prices) {
    const previous = bases[index] ?? null;
    if (suggested === previous) continue;
    changed = true;
    bases[index] = suggested;
    if (suggested === null) continue;
    const current = (prices[index] ?? '').trim();
    // A price whose suggestion was never recorded (typed before there was one, or kept by a draft
    // from before prices followed their suggestion) is kept: only a change of a suggestion already
    // given replaces a price, so no typed price is ever lost to a first suggestion.
    if (previous === null && current !== '') continue;
    const typed = current !== '' && Number(current) !== previous && Number(current) !== suggested;
    prices[index] = suggested.toFixed(2);
    replaced = replaced.filter((r) => r.index !== index);
    if (typed) replaced.push({ index, typed: current, suggested: suggested.toFixed(2) });
  }
  return changed ? { ...d, price: prices, priceBases: bases, priceReplaced: replaced } : d;
}

/** What the page says when a new suggestion replaced a typed price (our wording; the spec asks only that it happens). */
export const replacedPriceText = (name: string, note: ReplacedPrice) =>
  `${name}: the suggested price changed, so your price $${note.typed} was replaced by the new suggestion $${note.suggested}.`;

/** Staff set one variant's price: their own price, so any note about a replaced price goes. */
export function setVariantPrice(d: FabricDraft, index: number, value: string): FabricDraft {
  const prices = resize(d.price, Math.max(variantCount(d), index + 1), '');
  prices[index] = value;
  return { ...d, price: prices, priceReplaced: (d.priceReplaced ?? []).filter((r) => r.index !== index) };
}

/** The note about a replaced price: 'Put back' restores what staff typed, 'Keep' keeps the suggestion. */
export function settleReplacedPrice(d: FabricDraft, index: number, putBack: boolean): FabricDraft {
  const note = (d.priceReplaced ?? []).find((r) => r.index === index);
  if (!note) return d;
  const settled = { ...d, priceReplaced: (d.priceReplaced ?? []).filter((r) => r.index !== index) };
  return putBack ? setVariantPrice(settled, index, note.typed) : settled;
}
