/**
 * An uploaded product back as the wizard's draft (issue 27): staff edit an item in the same pages
 * they entered it with, so each page must find its answer where the page itself would have left
 * it. A listed option goes back as chosen and anything else into the page's typed box; every
 * yes/no question is answered as the product says; the price comes back as the Price page left it:
 * the suggestion chosen where it is the suggestion, else typed.
 * buildProduct of the draft gives the product again (draft-of-product.test.ts holds every kind to that).
 */
import { ALL_FIBRES, FABRIC_IMPERFECTIONS, FABRIC_QUALITIES, FABRIC_USES, PATTERNS, knitWeaveTypesFor } from '../catalogue/fabric';
import { COLOURS, type YesNo } from '../catalogue/common';
import type { SupplyType } from '../catalogue/product-types';
import { BUTTON_DESIGNS, BUTTON_TYPES, BUTTON_USES } from '../catalogue/button';
import { ELASTIC_QUALITIES } from '../catalogue/elastic';
import { PATTERN_BRANDS } from '../catalogue/sewing-pattern';
import { SPOOL_SIZES, THREAD_BRANDS, THREAD_TYPES, THREAD_USES } from '../catalogue/thread';
import { TRIM_CONTENTS, TRIM_DESIGNS, TRIM_QUALITIES, TRIM_SHAPES, TRIM_TYPES, TRIM_USES, TRIM_WEAVE_TYPES } from '../catalogue/trim';
import { RIBBING_MATERIALS, RIBBING_PATTERNS, RIBBING_STRETCHES, RIBBING_USES } from '../catalogue/ribbing';
import { BIAS_TAPE_TYPES } from '../catalogue/bias-tape';
import { ZIPPER_BRANDS, ZIPPER_CLOSURES, ZIPPER_QUALITIES, ZIPPER_TYPES, ZIPPER_USES } from '../catalogue/zipper';
import {
  fabricVariantCount,
  fieldErrorsOf,
  missingForPrice,
  suggestPrice,
  validateProduct,
  type FabricProduct,
  type Product,
  type ProductDraft,
  type RecordedProduct,
  type SupplyProduct,
} from '../products';
import { applyVariantSuggestions, normaliseKnownContent, primaryFibreOf, type KnownContentEntry, type SharedColumn } from '../rules/fabric';
import { asksFlaws } from '../rules/flaws';
import {
  KIND_QUESTIONS,
  biasTapeQualitiesFor,
  buttonMaterialsFor,
  elasticTypesFor,
  imperfectionsFor,
  threadMaterialsFor,
} from '../rules/supplies';
import { formatFraction, inchesToMm, mmToInches, parseFraction } from '../rules/units';
import { toTitleCase } from '../rules/text';
import type { FabricDraft } from '../schemas/fabric';
import type { Recorded } from '../schemas/supplies';
import { EXISTS_QUESTIONS, type SupplyDraft, type SupplyField } from '../schemas/supply-draft';
import { ownValue } from '../own-key';
import { formatPrice } from '../pricing/price-choices';

/**
 * The draft staff would have left on the wizard's pages had they entered this product: what they
 * see when they open it to edit, and what uploads the same product again if nothing is changed.
 */
export function draftOfProduct(product: Product): ProductDraft {
  return product.productType === 'Fabric' ? fabricDraftOf(product) : supplyDraftOf(product);
}

/**
 * The draft of what a shop's record holds: null for a product Selvage did not upload. A record that
 * still validates goes through draftOfProduct; one that does not (a field someone changed in the
 * shop, a roll conversion's rewrite) gives each field it still holds to its page, and leaves the
 * rest for staff to answer, so the pages ask only what is missing.
 */
export function draftOfRecorded(recorded: RecordedProduct): ProductDraft | null {
  if (recorded.productType === undefined) return null;
  const valid = validateProduct(recorded);
  if (valid.success) return draftOfProduct(valid.data);
  return recorded.productType === 'Fabric' ? fabricDraftOf(recorded) : supplyDraftOf(recorded);
}

// ---- How a value sits on its page ----

/** The option a page offers for a stored value: the same text, or the text the field's title case turned it into. */
const listed = (value: unknown, options: readonly string[]): string | undefined =>
  typeof value === 'string' ? options.find((o) => o === value || toTitleCase(o) === value) : undefined;

/** One answer: a listed option is chosen; anything else was typed in the page's box. */
function oneOf(value: string, options: readonly string[]): { chosen?: string; typed?: string } {
  const option = listed(value, options);
  // A typed answer holding a comma would be read back as a list (buildSupply): it stays where it was.
  return option !== undefined || value.includes(',') ? { chosen: option ?? value } : { typed: value };
}

/**
 * Several answers: the form lists what was chosen before what was typed (mergeMulti), so the listed
 * values up to the first unlisted one are chosen and the rest typed, comma-separated, which gives
 * back the product's order. A typed value holding a comma would come back as two: then every value
 * stays chosen, and the product is kept whole.
 */
function someOf(values: readonly string[], options: readonly string[]): { chosen: string[]; typed: string } {
  const firstTyped = values.findIndex((v) => listed(v, options) === undefined);
  const cut = firstTyped < 0 ? values.length : firstTyped;
  const typed = values.slice(cut);
  if (typed.some((v) => v.includes(','))) return { chosen: [...values], typed: '' };
  return { chosen: values.slice(0, cut).map((v) => listed(v, options) ?? v), typed: typed.join(', ') };
}

/** A number as a form box holds it. */
const typedNumber = (n: number): string => String(n);

/** A price as staff type it: '18.00', or every decimal it has when it has more. */
const money = (n: number): string => (Number(n.toFixed(2)) === n ? n.toFixed(2) : String(n));

const answered = (v: unknown): boolean =>
  v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);
const yesNo = (v: unknown): YesNo => (answered(v) ? 'Yes' : 'No');

/** Every key of a draft, each decided (undefined: left as a new draft leaves it), so a field added to a draft does not compile until it is. */
type Complete<T> = { [K in keyof Required<T>]: T[K] | undefined };
const stripped = <T extends object>(draft: Complete<T>): T =>
  Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as T;

// ---- Fabric ----

const FABRIC_USE_OPTIONS: readonly string[] = Object.values(FABRIC_USES).flat();

/**
 * Known content as its page holds it: fibres of the list in the fibre boxes, any other fibre as an
 * 'other fibre'. The page lists its own fibres first, so where that would reorder two fibres of the
 * same share, both stay in the fibre boxes and the product keeps its order.
 */
function knownContentOf(entries: readonly KnownContentEntry[]): Pick<FabricDraft, 'knownContent' | 'customContent'> {
  const known = entries.filter((e) => listed(e.content, ALL_FIBRES) !== undefined);
  const custom = entries.filter((e) => listed(e.content, ALL_FIBRES) === undefined);
  const same = normaliseKnownContent([...known, ...custom]).every((e, i) => e.content === entries[i]?.content);
  const copy = (list: readonly KnownContentEntry[]) => list.map((e) => ({ ...e }));
  if (custom.length === 0 || !same) return { knownContent: copy(entries) };
  return { knownContent: copy(known), customContent: copy(custom) };
}

type ContentAnswers = Pick<
  FabricDraft,
  'contentType' | 'knownContent' | 'customContent' | 'estimatedPrimary' | 'estimatedSecondary' | 'estimatedGeneral'
>;

function contentOf(content: FabricProduct['content'] | undefined): ContentAnswers {
  switch (content?.contentType) {
    case undefined:
      return {};
    case 'Known':
      return { contentType: 'Known', ...knownContentOf(content.knownContent) };
    case 'EstimatedSpecific':
      return {
        contentType: 'EstimatedSpecific',
        estimatedPrimary: content.estimatedSpecificContent.primary,
        ...(content.estimatedSpecificContent.secondary ? { estimatedSecondary: content.estimatedSpecificContent.secondary } : {}),
      };
    case 'EstimatedGeneral':
      return { contentType: 'EstimatedGeneral', estimatedGeneral: content.estimatedGeneralContent };
  }
}

/**
 * A fabric's draft. With variants every per-variant column holds a row per variant, a column that
 * applies to all ('same for all') the shared value in each, as the variant table leaves it.
 */
function fabricDraftOf(p: Recorded<FabricProduct>): FabricDraft {
  const varianted = p.variantedFields ?? [];
  const n = Math.max(fabricVariantCount(p), p.imperfections?.length ?? 0);
  const variants = varianted.length > 0 || n > 1;
  // A record that lost its list of variant fields still says which columns it shares: those of one entry.
  const shared = (column: SharedColumn) => variants && (p.variantedFields ? !varianted.includes(column) : (p[column]?.length ?? 0) <= 1);
  const rows = <T>(list: readonly T[] | undefined, copy: (v: T) => T, column?: SharedColumn): T[] | undefined => {
    if (list === undefined) return undefined;
    const first = list[0];
    return column && shared(column) && first !== undefined ? Array.from({ length: n }, () => copy(first)) : list.map(copy);
  };
  const boxes = (list: readonly number[] | undefined, column?: SharedColumn) => rows(list?.map(typedNumber), (v) => v, column);

  const flaws = p.imperfections;
  const flawsAnswer: YesNo | undefined = flaws === undefined ? undefined : flaws.length === 0 ? 'No' : 'Yes';
  // Without variants the flaws are chosen and typed on Pattern + Imperfections; with them each row's are tags in the variant table.
  const single = !variants && flaws?.[0] ? someOf(flaws[0], Object.keys(FABRIC_IMPERFECTIONS)) : undefined;
  const flawRows =
    flawsAnswer !== 'Yes'
      ? { imperfections: flawsAnswer === 'No' ? [] : undefined, imperfectionOther: flawsAnswer === 'No' ? [] : undefined }
      : single
        ? { imperfections: [single.chosen], imperfectionOther: [single.typed] }
        : { imperfections: rows(flaws, (row) => [...row], 'imperfections'), imperfectionOther: Array.from({ length: n }, () => '') };

  const content = contentOf(p.content);
  const weaveTypes = p.knitOrWoven ? knitWeaveTypesFor(p.knitOrWoven, primaryFibreOf({ productType: 'Fabric', ...content })) : null;
  const knitWeave = p.knitWeaveType === undefined ? {} : weaveTypes ? oneOf(p.knitWeaveType, weaveTypes) : { chosen: p.knitWeaveType };
  const quality = p.quality && p.quality.length > 0 ? someOf(p.quality, Object.keys(FABRIC_QUALITIES)) : undefined;
  const colour = p.colour && someOf(p.colour, COLOURS);
  const pattern = p.pattern === undefined ? {} : oneOf(p.pattern, PATTERNS);
  const uses = p.uses && someOf(p.uses, FABRIC_USE_OPTIONS);
  const unboxing = p.mediaTag === 'Unboxing';

  const draft: FabricDraft = stripped<FabricDraft>({
    productType: 'Fabric',
    bundleOrRoll: p.bundleOrRoll,
    hasVariants: variants ? 'Yes' : 'No',
    variantedFields: variants ? [...varianted] : undefined,
    sameForAll: variants ? { widthCM: shared('widthCM'), quantity: shared('quantity'), imperfections: shared('imperfections') } : undefined,
    lengthM: boxes(p.lengthM),
    widthCM: boxes(p.widthCM, 'widthCM'),
    quantity: boxes(p.quantity, 'quantity'),
    // Set below, once the draft can be priced.
    price: undefined,
    ...flawRows,
    imperfectionExists: flawsAnswer,
    knitOrWoven: p.knitOrWoven,
    contentType: undefined,
    knownContent: undefined,
    customContent: undefined,
    estimatedPrimary: undefined,
    estimatedSecondary: undefined,
    estimatedGeneral: undefined,
    ...content,
    knitWeaveType: knitWeave.chosen,
    knitWeaveTypeOther: knitWeave.typed,
    qualityExists: quality ? 'Yes' : 'No',
    quality: quality?.chosen,
    qualityOther: quality?.typed || undefined,
    stretch: p.stretch,
    stretchOther: undefined,
    slightStretch: p.slightStretch,
    widthStretch: p.widthStretch,
    lengthStretch: p.lengthStretch,
    opacity: p.opacity,
    weight: p.weight,
    drape: p.drape,
    feel: p.feel && [...p.feel],
    feelOther: undefined,
    colour: colour?.chosen,
    colourOther: colour?.typed || undefined,
    colourTone: p.colourTone,
    pattern: pattern.chosen,
    patternOther: pattern.typed,
    border: p.border,
    bulky: p.bulky,
    uses: uses?.chosen,
    usesOther: uses?.typed || undefined,
    priceRadio: undefined,
    priceOther: undefined,
    priceBase: undefined,
    priceBases: undefined,
    priceReplaced: undefined,
    priceKept: undefined,
    name: p.name,
    mediaTag: p.mediaTag,
    unboxingDateExists: unboxing ? 'Yes' : 'No',
    unboxingDate: unboxing ? p.unboxingDate : undefined,
    images: p.images && [...p.images],
  });
  return pricedFabric(draft, p.price);
}

/**
 * The price as the Price page would have left it, with the suggestion these answers give recorded
 * beside it (issue 42 item 3). A price that is that suggestion comes back as the suggestion chosen,
 * so it follows the answers as a new entry's does ('Suggested price overwrites the price when it
 * changes from the previous suggestion', spec 000 and 001 section 4): a length measured again
 * moves it. Any other price is staff's own and comes back typed: a suggestion that moves later is
 * offered beside it (Take or Keep), never over it (applySuggestedPrice).
 */
function pricedAsLeft<D extends ProductDraft>(d: D, price: number): D {
  const base = suggestPrice(d).base;
  // A record missing an answer the suggestion needs has no suggestion of its own yet: its price stays staff's.
  return base !== null && price === base && missingForPrice(d).length === 0
    ? { ...d, priceRadio: formatPrice(base), priceOther: undefined, priceBase: base }
    : { ...d, priceOther: money(price), priceBase: base };
}

/**
 * A fabric's price (pricedAsLeft). Variant prices are each the row's own, with the row's suggestion
 * recorded as Variant Price records it: a row's suggestion that moves replaces its price, as on a
 * new entry (applyVariantSuggestions keeps every price it has no suggestion for yet).
 */
function pricedFabric(d: FabricDraft, prices: readonly number[] | undefined): FabricDraft {
  if (prices === undefined || prices.length === 0) return d;
  if (d.hasVariants === 'Yes') {
    const typed: FabricDraft = { ...d, price: prices.map(money) };
    return applyVariantSuggestions(typed, fieldErrorsOf(typed));
  }
  return pricedAsLeft(d, prices[0] ?? 0);
}

// ---- Supplies ----

/** How a supply field goes back into the form. */
type Back =
  /** As stored (a choice with no typed box on its page, a flag, a date, free text). */
  | 'as is'
  /** A number typed in a box. */
  | 'number'
  /** A choice whose page has a typed box beside its options (CHOICES): listed ones chosen, the rest typed. */
  | 'choice'
  | 'width'
  | 'quantity'
  | 'price'
  | 'flaws'
  | 'photos';

/** Every supply field of every kind, so a field added to a kind does not compile until its way back is decided. */
const SUPPLY_FORM: Readonly<Record<SupplyField, Back>> = {
  sellingUnit: 'as is',
  additionalInfo: 'as is',
  bulky: 'as is',
  buttonOpaqueness: 'as is',
  condition: 'as is',
  dimensionDescription: 'as is',
  elasticLengthType: 'as is',
  trimLengthType: 'as is',
  biasTapeLengthType: 'as is',
  indusWeight: 'as is',
  mediaTag: 'as is',
  mixedWidth: 'as is',
  name: 'as is',
  osSize: 'as is',
  otherSupplyType: 'as is',
  patternNumber: 'as is',
  patternType: 'as is',
  preSewnType: 'as is',
  size: 'as is',
  threadOnSpool: 'as is',
  unboxingDate: 'as is',
  uniqueShape: 'as is',
  zipperHardwareMaterial: 'as is',
  zipperHardwareSU: 'as is',
  zipperHardwareType: 'as is',
  heightCM: 'number',
  lengthCM: 'number',
  lengthIn: 'number',
  lengthM: 'number',
  packSize: 'number',
  sliderSize: 'number',
  weightG: 'number',
  weightLB: 'number',
  widthCM: 'number',
  widthMM: 'number',
  biasTapeType: 'choice',
  brand: 'choice',
  buttonType: 'choice',
  closure: 'choice',
  colour: 'choice',
  design: 'choice',
  elasticType: 'choice',
  material: 'choice',
  materials: 'choice',
  pattern: 'choice',
  qualities: 'choice',
  quality: 'choice',
  shape: 'choice',
  spoolSize: 'choice',
  stretch: 'choice',
  threadType: 'choice',
  trimContent: 'choice',
  trimType: 'choice',
  uses: 'choice',
  weaveType: 'choice',
  zipperType: 'choice',
  widthIn: 'width',
  quantity: 'quantity',
  price: 'price',
  imperfections: 'flaws',
  images: 'photos',
};

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

type Stored = ReadonlyMap<string, unknown>;
type Options = (p: Stored) => readonly string[];
const always =
  (options: readonly string[]): Options =>
  () =>
    options;

/**
 * The options each kind's page offers beside a typed box (src/client/flows/supplies/pages). A field
 * a kind's page asks with no typed box (a zipper's material, a pattern's qualities) is not here: its
 * value goes back as it is.
 */
const CHOICES: { readonly [K in SupplyType]: Partial<Record<SupplyField, Options>> } = {
  Zippers: {
    zipperType: always(ZIPPER_TYPES),
    closure: always(ZIPPER_CLOSURES),
    brand: always(ZIPPER_BRANDS),
    quality: always(ZIPPER_QUALITIES),
    uses: always(ZIPPER_USES),
  },
  Buttons: {
    buttonType: always(BUTTON_TYPES),
    // A typed button type offers every material (ButtonMaterialPage).
    materials: (p) => buttonMaterialsFor(listed(p.get('buttonType'), BUTTON_TYPES)),
    design: always(BUTTON_DESIGNS),
    uses: always(BUTTON_USES),
  },
  Elastic: {
    elasticType: (p) => elasticTypesFor(text(p.get('sellingUnit'))),
    qualities: always(ELASTIC_QUALITIES),
  },
  'Sewing Patterns': { brand: always(PATTERN_BRANDS) },
  Thread: {
    threadType: always(THREAD_TYPES),
    material: (p) => threadMaterialsFor(listed(p.get('threadType'), THREAD_TYPES)),
    spoolSize: always(SPOOL_SIZES),
    brand: always(THREAD_BRANDS),
    uses: always(THREAD_USES),
  },
  Trim: {
    trimType: always(TRIM_TYPES),
    weaveType: always(TRIM_WEAVE_TYPES),
    design: always(TRIM_DESIGNS),
    shape: always(TRIM_SHAPES),
    qualities: always(TRIM_QUALITIES),
    trimContent: always(TRIM_CONTENTS),
    uses: always(TRIM_USES),
  },
  Ribbing: {
    material: always(RIBBING_MATERIALS),
    stretch: always(RIBBING_STRETCHES),
    pattern: always(RIBBING_PATTERNS),
    uses: always(RIBBING_USES),
  },
  // The bias tape's brand is only ever typed: its page lists no brands.
  'Bias Tape': {
    biasTapeType: always(BIAS_TAPE_TYPES),
    brand: always([]),
    qualities: (p) => biasTapeQualitiesFor(text(p.get('sellingUnit'))),
  },
  'Other Supply': {},
};

/** Options every kind's page offers the same way. */
const COMMON_CHOICES: Partial<Record<SupplyField, Options>> = { colour: always(COLOURS) };

/**
 * A width in inches as the width box takes it: the fraction a tape measure shows when it reads
 * back exactly, else the millimetres it was typed in when those do, else the inches as a decimal.
 */
function widthAsTyped(inches: number): Pick<SupplyDraft, 'widthMixedUnit' | 'widthTyped'> {
  const fraction = formatFraction(inches);
  if (parseFraction(fraction) === inches) return { widthMixedUnit: 'Imperial', widthTyped: fraction };
  const mm = inchesToMm(inches);
  if (mmToInches(mm) === inches) return { widthMixedUnit: 'Metric', widthTyped: String(mm) };
  return { widthMixedUnit: 'Imperial', widthTyped: String(inches) };
}

/**
 * A supply's draft. Its fields are walked by name, as buildSupply walks them, so the form is put
 * together by name too: SUPPLY_FORM decides each field, and the result is the SupplyDraft it reads.
 */
function supplyDraftOf(p: Recorded<SupplyProduct>): SupplyDraft {
  const kind = p.productType;
  const stored: Stored = new Map(Object.entries(p));
  const form = new Map<string, unknown>();
  const choices = CHOICES[kind];
  for (const [field, back] of Object.entries(SUPPLY_FORM)) {
    const value = stored.get(field);
    if (value === undefined) continue;
    switch (back) {
      case 'as is':
        form.set(field, Array.isArray(value) ? [...strings(value)] : value);
        break;
      case 'number':
        form.set(field, typeof value === 'number' ? typedNumber(value) : value);
        break;
      case 'choice': {
        const options = (ownValue(choices, field) ?? ownValue(COMMON_CHOICES, field))?.(stored);
        if (options === undefined) form.set(field, Array.isArray(value) ? [...strings(value)] : value);
        else if (Array.isArray(value)) {
          const { chosen, typed } = someOf(strings(value), options);
          form.set(field, chosen);
          if (typed) form.set(`${field}Other`, typed);
        } else if (typeof value === 'string') {
          const { chosen, typed } = oneOf(value, options);
          if (chosen !== undefined) form.set(field, chosen);
          if (typed !== undefined) form.set(`${field}Other`, typed);
        }
        break;
      }
      case 'width':
        if (typeof value === 'number') for (const [k, v] of Object.entries(widthAsTyped(value))) form.set(k, v);
        break;
      case 'quantity':
        if (typeof value === 'number') form.set('quantityRadio', typedNumber(value));
        break;
      case 'price':
        // Set at the end (pricedAsLeft), once the draft can be priced.
        break;
      case 'flaws': {
        if (!asksFlaws(kind)) {
          form.set(field, strings(value));
          break;
        }
        // 'Any flaws?': none is the answer No flaws; named ones the answer Yes, chosen or typed.
        const { chosen, typed } = someOf(
          strings(value),
          imperfectionsFor({ productType: kind, sellingUnit: text(stored.get('sellingUnit')) }),
        );
        form.set('imperfectionExists', chosen.length + (typed ? 1 : 0) > 0 ? 'Yes' : 'No');
        form.set(field, chosen);
        if (typed) form.set('imperfectionsOther', typed);
        break;
      }
      case 'photos':
        form.set(field, strings(value));
        break;
    }
  }
  // The questions this kind's pages ask: each answered as the product holds its field (a field the unit leaves out, No).
  for (const question of KIND_QUESTIONS[kind]) form.set(question, yesNo(stored.get(EXISTS_QUESTIONS[question])));
  form.set('unboxingDateExists', stored.get('mediaTag') === 'Unboxing' ? 'Yes' : 'No');
  const draft = { ...Object.fromEntries(form), productType: kind } as SupplyDraft;
  // As for fabric: the suggestion chosen when the price is it, else staff's price typed beside it.
  const price = stored.get('price');
  return typeof price === 'number' ? pricedAsLeft(draft, price) : draft;
}
