import { z } from 'zod';
import { COLOUR_TONES, MEDIA_TAGS, type MediaTag, type YesNo } from '../catalogue/common';
import {
  BUNDLE_OR_ROLL,
  DRAPES,
  ESTIMATED_GENERAL,
  FABRIC_LIMITS,
  KNIT_OR_WOVEN,
  OPACITIES,
  STRETCHES,
  VARIANTED_FIELDS,
  WEIGHTS,
  type BundleOrRoll,
  type ContentType,
  type EstimatedGeneral,
  type KnitOrWoven,
  type VariantedField,
} from '../catalogue/fabric';
import { mergeMulti, otherWins } from '../rules/multi-value';
import {
  isBundleRow,
  isSameForAll,
  normaliseKnownContent,
  offeredKnitWeaveType,
  variantedFieldsOf,
  type KnownContentEntry,
} from '../rules/fabric';
import { chosenPrice, type KeptPrice } from '../rules/suggested-price';
import { fabricCompatibilityIssues } from '../rules/compatibility';
import { colours, images, largeTitle, measure, price, quantity, selectOne, sentence, uses } from './fields';
import {
  DUPLICATE_VARIANTS,
  KNOWN_CONTENT_TOTAL,
  NO_UNBOXING_DATE,
  maxChars,
  maxItems,
  notAVariantField,
  required,
  variantCountMismatch,
} from './messages';

/** Labels used in messages and in the review table, in review order (spec 000 'Fabric step order'). */
export const fabricFieldLabels = {
  bundleOrRoll: 'Bundle or Roll',
  variantedFields: 'Variant fields',
  images: 'Images',
  lengthM: 'Length (m)',
  widthCM: 'Width (cm)',
  quantity: 'Quantity',
  knitOrWoven: 'Knit or Woven',
  content: 'Content',
  knitWeaveType: 'Knit or Weave Type',
  quality: 'Quality',
  stretch: 'Stretch',
  slightStretch: 'Slight stretch',
  widthStretch: 'Width stretch',
  lengthStretch: 'Length stretch',
  opacity: 'Opacity',
  weight: 'Weight',
  bulky: 'Bulky',
  drape: 'Drape',
  feel: 'Feel',
  colour: 'Colours',
  colourTone: 'Colour tone',
  pattern: 'Pattern',
  border: 'Border',
  imperfections: 'Imperfections',
  uses: 'Uses',
  price: 'Price',
  name: 'Name',
  mediaTag: 'Media tag',
  unboxingDate: 'Unboxing date',
} as const;
export type FabricField = keyof typeof fabricFieldLabels;
const L = fabricFieldLabels;

/** Fields the price page needs before it can suggest a price (spec 000 section 5). */
export const fabricRequiredForPrice = [
  'bundleOrRoll',
  'knitOrWoven',
  'weight',
  'content',
  'lengthM',
  'uses',
] as const satisfies readonly FabricField[];

const contentSchema = z.discriminatedUnion(
  'contentType',
  [
    z.object({
      contentType: z.literal('Known'),
      knownContent: z
        .array(
          z.object({
            content: largeTitle('Fibre'),
            amount: z.number().int('Amount must be a whole number').positive().max(100, 'Amount must be at most 100'),
          }),
        )
        .min(1, required('Known content'))
        .refine((list) => list.reduce((s, c) => s + c.amount, 0) === 100, KNOWN_CONTENT_TOTAL),
    }),
    z.object({
      contentType: z.literal('EstimatedSpecific'),
      estimatedSpecificContent: z.object(
        { primary: largeTitle('Primary fibre'), secondary: largeTitle('Secondary fibre').optional() },
        { error: required('Primary fibre') },
      ),
    }),
    z.object({ contentType: z.literal('EstimatedGeneral'), estimatedGeneralContent: selectOne('Estimated content', ESTIMATED_GENERAL) }),
  ],
  { error: required('Content type') },
);

const stretchPercent = (label: string) =>
  z
    .number({ error: required(label) })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(100, `${label} must be at most 100`);

/** The built fabric product that is uploaded (spec 000 sections 3 and 5). */
export const fabricSchema = z
  .strictObject({
    productType: z.literal('Fabric', { error: 'Product type must be Fabric' }),
    bundleOrRoll: selectOne(L.bundleOrRoll, BUNDLE_OR_ROLL),
    variantedFields: z.array(z.enum(VARIANTED_FIELDS)).default([]),
    lengthM: z.array(measure(L.lengthM, { max: FABRIC_LIMITS.rollMaxLengthM })).min(1, required(L.lengthM)),
    widthCM: z.array(measure(L.widthCM, { max: FABRIC_LIMITS.widthMaxCM })).min(1, required(L.widthCM)),
    quantity: z.array(quantity(L.quantity)).min(1, required(L.quantity)),
    price: z.array(price(L.price)).min(1, required(L.price)),
    // 'Any flaws?' is answered for every fabric (issue 26): empty lists say No flaws; left out, nobody asked.
    imperfections: z.array(z.array(sentence(L.imperfections)).max(3, maxItems(L.imperfections, 3)), { error: required(L.imperfections) }),
    knitOrWoven: selectOne(L.knitOrWoven, KNIT_OR_WOVEN),
    content: contentSchema,
    knitWeaveType: largeTitle(L.knitWeaveType).optional(),
    quality: z
      .array(largeTitle(L.quality).pipe(z.string().max(FABRIC_LIMITS.qualityChars, maxChars(L.quality, FABRIC_LIMITS.qualityChars))))
      .max(FABRIC_LIMITS.qualities, maxItems(L.quality, FABRIC_LIMITS.qualities))
      .default([]),
    stretch: selectOne(L.stretch, STRETCHES),
    slightStretch: z.boolean().default(false),
    widthStretch: stretchPercent(L.widthStretch).default(0),
    lengthStretch: stretchPercent(L.lengthStretch).default(0),
    opacity: selectOne(L.opacity, OPACITIES),
    weight: selectOne(L.weight, WEIGHTS),
    drape: selectOne(L.drape, DRAPES),
    feel: z
      .array(sentence(L.feel))
      .min(FABRIC_LIMITS.feel.min, required(L.feel))
      .max(FABRIC_LIMITS.feel.max, maxItems(L.feel, FABRIC_LIMITS.feel.max)),
    colour: colours(L.colour),
    colourTone: z.enum(COLOUR_TONES, { error: `Colour tone must be one of: ${COLOUR_TONES.join(', ')}` }).optional(),
    // Asked of every fabric (issue 26): None is an answer, nothing chosen is not.
    pattern: largeTitle(L.pattern),
    border: z.boolean().default(false),
    bulky: z.boolean().default(false),
    uses: uses(L.uses),
    name: largeTitle(L.name).optional(),
    mediaTag: z.enum(MEDIA_TAGS).default('None'),
    unboxingDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Unboxing date must be a date')
      .optional(),
    images: images(),
  })
  .superRefine((p, ctx) => {
    const variants = p.variantedFields.length > 0 ? Math.max(...VARIANTED_FIELDS.map((f) => p[f].length)) : 1;
    for (const field of VARIANTED_FIELDS) {
      const n = p[field].length;
      if (field === 'imperfections' && n === 0) continue;
      if (p.variantedFields.includes(field)) {
        if (n !== variants) ctx.addIssue({ code: 'custom', path: [field], message: variantCountMismatch(L[field], n, variants) });
      } else if (n > 1) {
        ctx.addIssue({ code: 'custom', path: [field], message: notAVariantField(L[field], n) });
      }
    }
    if (p.mediaTag === 'Unboxing' && !p.unboxingDate) {
      ctx.addIssue({ code: 'custom', path: ['unboxingDate'], message: NO_UNBOXING_DATE });
    }
  })
  // The rules across fields run even while other fields are still wrong or unanswered (an empty
  // price, no colour yet), so the page where the mistake is made shows it (issue 26 item 4).
  .check(
    z.superRefine(
      (p: Record<string, unknown>, ctx) => {
        for (const issue of fabricCrossFieldIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
      },
      { when: () => true },
    ),
  );

/** A value of a product that may be partly invalid, read as a number only when it is one. */
const numberOrNothing = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const listOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/**
 * The fabric rules across fields (spec 000 section 5): the length caps of bundles and rolls,
 * duplicate variants and the three stretch rules. They read a built product that may still be
 * partly invalid or unanswered, and each rule applies once the fields it reads hold values, so the
 * page holding those fields can show it at once; the upload's validation runs the same function.
 */
export function fabricCrossFieldIssues(p: Record<string, unknown>): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const kind = p.bundleOrRoll === 'Roll' || p.bundleOrRoll === 'Bundle' ? p.bundleOrRoll : undefined;
  const lengths = listOf(p.lengthM);
  const widths = listOf(p.widthCM);
  // A roll's rows after its own first row are bundles of the same fabric, so they are capped like
  // bundles: the variant table says 'Max length of a bundle is 9.99.' as the length is typed.
  lengths.forEach((len, i) => {
    const bundle = isBundleRow(kind, i);
    const n = numberOrNothing(len);
    if (n !== undefined && n > (bundle ? FABRIC_LIMITS.bundleMaxLengthM : FABRIC_LIMITS.rollMaxLengthM)) {
      issues.push({ path: ['lengthM', i], message: bundle ? 'Max length of a bundle is 9.99.' : 'Max length of a roll is 999.' });
    }
  });

  if (listOf(p.variantedFields).length > 0) {
    const variants = Math.max(...VARIANTED_FIELDS.map((f) => listOf(p[f]).length));
    const keys = new Set<string>();
    for (let i = 0; i < variants; i += 1) {
      const length = numberOrNothing(lengths[i] ?? lengths[0]);
      const width = numberOrNothing(widths[i] ?? widths[0]);
      // A row not typed yet is like no other: it only says what it still needs.
      if (length === undefined || width === undefined) continue;
      const key = `${length}x${width}`;
      if (keys.has(key)) {
        issues.push({ path: ['variantedFields'], message: DUPLICATE_VARIANTS });
        break;
      }
      keys.add(key);
    }
  }

  const t = FABRIC_LIMITS.stretchThreshold;
  const stretchy = (p.stretch === '2-way' || p.stretch === '4-way') && p.slightStretch !== true;
  // An unanswered percentage is the form's default of 0 (spec 000 section 3).
  const width = numberOrNothing(p.widthStretch) ?? 0;
  const length = numberOrNothing(p.lengthStretch) ?? 0;
  if (stretchy && kind === 'Roll' && width < t && length < t) {
    issues.push({ path: ['widthStretch'], message: 'width or length stretch must be entered for rolls' });
  }
  if (stretchy && p.stretch === '4-way' && (width < t || length < t)) {
    issues.push({ path: ['widthStretch'], message: 'Both width and length stretch must be entered with 4-way stretch' });
  }
  const manyBundles = listOf(p.quantity).some((q) => (numberOrNothing(q) ?? 0) >= FABRIC_LIMITS.bundleQuantityNeedingStretch);
  if (stretchy && kind === 'Bundle' && manyBundles && width < t && length < t) {
    issues.push({ path: ['widthStretch'], message: 'Bundles with Quantity 10 or more must have stretch percentage' });
  }
  // What goes with what (issue 42): the rules the stretch pages offer their choices by.
  issues.push(...fabricCompatibilityIssues(p));
  return issues;
}

/** The validated fabric product: what is uploaded and what the shop keeps (spec 000 section 5). */
export type FabricProduct = z.output<typeof fabricSchema>;

/** A fabric as a shop's record holds it: its kind is sure, any other field may be missing (see recordedProduct). */
export const recordedFabricSchema = z.object(fabricSchema.shape).partial().extend({ productType: fabricSchema.shape.productType });

/** The browser's fabric form: inputs as typed, plus the helper fields of spec 000 section 3. */
export interface FabricDraft {
  productType: 'Fabric';
  bundleOrRoll?: BundleOrRoll;
  hasVariants?: YesNo;
  variantedFields?: VariantedField[];
  /** Variant table columns that apply to every variant (spec 000 section 2): width on, quantity off unless toggled. */
  sameForAll?: Partial<Record<'widthCM' | 'quantity' | 'imperfections', boolean>>;
  lengthM?: string[];
  widthCM?: string[];
  quantity?: string[];
  price?: string[];
  imperfections?: string[][];
  imperfectionOther?: string[];
  imperfectionExists?: YesNo;
  knitOrWoven?: KnitOrWoven;
  contentType?: ContentType;
  knownContent?: KnownContentEntry[];
  customContent?: KnownContentEntry[];
  estimatedPrimary?: string;
  estimatedSecondary?: string;
  estimatedGeneral?: EstimatedGeneral;
  knitWeaveType?: string;
  knitWeaveTypeOther?: string;
  qualityExists?: YesNo;
  quality?: string[];
  qualityOther?: string;
  stretch?: (typeof STRETCHES)[number];
  stretchOther?: string;
  slightStretch?: boolean;
  widthStretch?: number;
  lengthStretch?: number;
  opacity?: (typeof OPACITIES)[number];
  weight?: (typeof WEIGHTS)[number];
  drape?: (typeof DRAPES)[number];
  feel?: string[];
  feelOther?: string;
  colour?: string[];
  colourOther?: string;
  colourTone?: (typeof COLOUR_TONES)[number];
  pattern?: string;
  patternOther?: string;
  border?: boolean;
  bulky?: boolean;
  uses?: string[];
  usesOther?: string;
  priceRadio?: string;
  priceOther?: string;
  priceBase?: number | null;
  /** Variant Price: the suggestion each variant's price was last given (index as `price`). */
  priceBases?: (number | null)[];
  /** Variant Price: typed prices a new suggestion replaced, shown on the page until settled. */
  priceReplaced?: { index: number; typed: string; suggested: string }[];
  /** Price: a price staff chose that a moved suggestion left in place, until settled (applySuggestedPrice). */
  priceKept?: KeptPrice;
  name?: string;
  mediaTag?: MediaTag;
  unboxingDateExists?: YesNo;
  unboxingDate?: string;
  images?: string[];
}

const blankToUndefined = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
// A blank box stays undefined, so it reads '{Field} is required' rather than 'must be a number'.
const numbers = (list: readonly string[] | undefined) => (list ?? []).map((v) => (v.trim() === '' ? undefined : Number(v)));

function buildContent(d: FabricDraft): unknown {
  switch (d.contentType) {
    case 'Known':
      return { contentType: 'Known', knownContent: normaliseKnownContent([...(d.knownContent ?? []), ...(d.customContent ?? [])]) };
    case 'EstimatedSpecific':
      return {
        contentType: 'EstimatedSpecific',
        estimatedSpecificContent: d.estimatedPrimary?.trim()
          ? { primary: d.estimatedPrimary, ...(blankToUndefined(d.estimatedSecondary) ? { secondary: d.estimatedSecondary } : {}) }
          : undefined,
      };
    case 'EstimatedGeneral':
      return { contentType: 'EstimatedGeneral', estimatedGeneralContent: d.estimatedGeneral };
    case undefined:
      return undefined;
  }
}

/**
 * Builds the uploaded product from the form: 'other' twins win, multi-valued fields merge typed
 * values, answers of No drop their dependents, numbers are parsed (spec 000 sections 3-4).
 */
export function buildFabric(d: FabricDraft) {
  // A column set 'same for all' is not a variant field: it holds one entry for every variant.
  const varianted = variantedFieldsOf(d);
  const shared = (field: 'widthCM' | 'quantity' | 'imperfections') => d.hasVariants === 'Yes' && isSameForAll(d, field);
  const one = <T>(list: T[], field: 'widthCM' | 'quantity' | 'imperfections') => (shared(field) ? list.slice(0, 1) : list);
  const prices =
    d.hasVariants === 'Yes' ? numbers(d.price) : [chosenPrice(d.priceRadio, d.priceOther)].filter((p) => p !== undefined).map(Number);
  // A row's typed flaws count with no chosen list beside them (a draft stored before the list existed).
  const rows = Math.max(d.imperfections?.length ?? 0, d.imperfectionOther?.length ?? 0);
  const merged =
    d.imperfectionExists === 'No' ? [] : Array.from({ length: rows }, (_, i) => mergeMulti(d.imperfections?.[i], d.imperfectionOther?.[i]));
  const imperfections = one(merged, 'imperfections');
  return {
    productType: 'Fabric',
    bundleOrRoll: d.bundleOrRoll,
    variantedFields: varianted,
    lengthM: numbers(d.lengthM),
    widthCM: one(numbers(d.widthCM), 'widthCM'),
    quantity: one(numbers(d.quantity), 'quantity'),
    price: prices,
    imperfections: d.imperfectionExists === 'No' ? [] : imperfections.some((l) => l.length > 0) ? imperfections : undefined,
    knitOrWoven: d.knitOrWoven,
    content: buildContent(d),
    knitWeaveType: blankToUndefined(otherWins(offeredKnitWeaveType(d), d.knitWeaveTypeOther)),
    quality: d.qualityExists === 'No' ? [] : mergeMulti(d.quality, d.qualityOther),
    stretch: otherWins(d.stretch, d.stretchOther),
    slightStretch: d.slightStretch ?? false,
    widthStretch: d.widthStretch ?? 0,
    lengthStretch: d.lengthStretch ?? 0,
    opacity: d.opacity,
    weight: d.weight,
    drape: d.drape,
    feel: mergeMulti(d.feel, d.feelOther),
    colour: mergeMulti(d.colour, d.colourOther),
    colourTone: d.colourTone,
    pattern: blankToUndefined(otherWins(d.pattern, d.patternOther)),
    border: d.border ?? false,
    bulky: d.bulky ?? false,
    uses: mergeMulti(d.uses, d.usesOther),
    name: blankToUndefined(d.name),
    mediaTag: d.mediaTag ?? 'None',
    unboxingDate: d.mediaTag === 'Unboxing' ? blankToUndefined(d.unboxingDate) : undefined,
    images: d.images ?? [],
  };
}

/** Required-for-price fields still missing, in order; the price page shows the first in red. */
export function missingFabricForPrice(d: FabricDraft): { field: FabricField; label: string }[] {
  const present: Record<(typeof fabricRequiredForPrice)[number], boolean> = {
    bundleOrRoll: Boolean(d.bundleOrRoll),
    knitOrWoven: Boolean(d.knitOrWoven),
    weight: Boolean(d.weight),
    content: Boolean(d.contentType),
    lengthM: numbers(d.lengthM).some((n) => n !== undefined && n > 0),
    uses: mergeMulti(d.uses, d.usesOther).length > 0,
  };
  return fabricRequiredForPrice.filter((f) => !present[f]).map((field) => ({ field, label: L[field] }));
}
