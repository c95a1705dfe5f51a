import { z } from 'zod';
import type { SupplyType } from '../catalogue/product-types';
import {
  ZIPPER_HARDWARE_MATERIALS,
  ZIPPER_HARDWARE_TYPES,
  ZIPPER_HARDWARE_UNITS,
  ZIPPER_MATERIALS,
  ZIPPER_SELLING_UNITS,
  ZIPPER_SLIDER_SIZE,
} from '../catalogue/zipper';
import { BUTTON_OPAQUENESS, BUTTON_SELLING_UNITS } from '../catalogue/button';
import { ELASTIC_SELLING_UNITS } from '../catalogue/elastic';
import { PATTERN_CONDITIONS, PATTERN_TYPES } from '../catalogue/sewing-pattern';
import { INDUSTRIAL_WEIGHTS, THREAD_ON_SPOOL, THREAD_SELLING_UNITS } from '../catalogue/thread';
import { LENGTH_TYPES, TRIM_SELLING_UNITS } from '../catalogue/trim';
import { RIBBING_SELLING_UNITS, RIBBING_SIZES } from '../catalogue/ribbing';
import { BIAS_TAPE_MATERIALS, BIAS_TAPE_VALID_UNITS } from '../catalogue/bias-tape';
import { DIMENSION_DESCRIPTIONS, OTHER_SUPPLY_SELLING_UNITS, OTHER_SUPPLY_SIZES, OTHER_SUPPLY_TYPES } from '../catalogue/other-supply';
import { MEDIA_TAGS } from '../catalogue/common';
import {
  colours,
  condition,
  imperfections,
  images,
  largeTitle,
  measure,
  packSize,
  price,
  qualities,
  quantity,
  QUANTITY_MAX,
  selectOne,
  sentence,
  uses,
  wholeNumberIn,
} from './fields';
import { maxChars, maxItems, NO_UNBOXING_DATE, required } from './messages';
import { ownValue } from '../own-key';
import { asksIndustrialWeight, supplyCompatibilityIssues } from '../rules/compatibility';

/**
 * Supply schemas (spec 001 section 5). Each kind declares its fields once, and for each selling
 * unit the fields that unit omits; the built product may not carry an omitted field.
 */
// The array's own error names the field: an empty field is missing, and reads '{Field} is required'
// like any other rather than zod's 'Invalid input: expected array, received undefined'.
const list = <T extends z.ZodType>(label: string, item: T, max: number, min = 0) =>
  z
    .array(item, { error: required(label) })
    .min(min, min === 1 ? required(label) : `${label} must have at least ${min} items`)
    .max(max, maxItems(label, max));

const optional = <T extends z.ZodType>(schema: T) => schema.optional();
const width = (label: string, max: number, decimals = 2) => measure(label, { max, decimals });

const common = {
  colour: colours('Colours'),
  quantity: quantity('Quantity'),
  price: price('Price'),
  images: images(),
  imperfections: condition('Imperfections'),
  bulky: z.boolean().default(false),
  mediaTag: z.enum(MEDIA_TAGS).default('None'),
  unboxingDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Unboxing date must be a date')
    .optional(),
};

type Units = readonly [string, ...string[]] | null;
type UnitOf<U extends Units> = U extends readonly (infer T)[] ? T : never;
type OmitMap<S, U extends Units> = { readonly [unit in UnitOf<U>]?: readonly (keyof S & string)[] };
type OmittedOf<O> = { [unit in keyof O]: O[unit] extends readonly (infer F)[] | undefined ? F : never }[keyof O] & string;
type Flat<T> = { [k in keyof T]: T[k] } & {};

/**
 * A kind's fields as its built product holds them: a field some selling unit omits may be absent,
 * and a kind with selling units names one.
 */
type KindFields<S extends z.ZodRawShape, U extends Units, O> = Omit<z.output<z.ZodObject<S>>, OmittedOf<O>> &
  Partial<Pick<z.output<z.ZodObject<S>>, OmittedOf<O> & keyof z.output<z.ZodObject<S>>>> &
  (U extends null ? unknown : { sellingUnit: UnitOf<U> });

/** A kind's declaration: its selling units, its fields, and per unit the fields that unit omits. */
interface KindSpec<S extends z.ZodRawShape, U extends Units, O extends OmitMap<S, U>> {
  units: U;
  shape: S;
  omit: O;
  /** Rules across fields, run on the built product of the kind. */
  refine?: (p: KindFields<S, U, O>, ctx: z.RefinementCtx) => void;
}

/** Declares a kind with its static types kept, so its product type follows from its fields. */
const kind = <S extends z.ZodRawShape, const U extends Units, const O extends OmitMap<S, U>>(spec: KindSpec<S, U, O>) => spec;

/**
 * Units sold by length: their quantity is the metres in stock, a length like any other (spec 001
 * section 5: 'Width and length: positive, at most 2 decimals'), so 2.5 m of trim can be listed
 * (issue 16, item 23). Every other unit counts whole items (quantity 1 to 999).
 */
export const METRE_UNITS: readonly string[] = ['By Meter', 'Tape By The Meter'];
/**
 * At least a whole metre: customers buy by the metre and the shop counts whole ones (shopStock);
 * less than a metre is sold as a bundle or a pack (D89).
 */
const metreQuantity = measure('Quantity', { max: QUANTITY_MAX, min: 1 });

/**
 * What the shop's stock counts for a quantity: whole items, or for a by-the-metre unit the whole
 * metres a customer can buy (2.5 m in stock is 2 to sell; the product's details keep 2.5).
 */
export function shopStock(quantity: number, sellingUnit: string | undefined): number {
  return sellingUnit !== undefined && METRE_UNITS.includes(sellingUnit) ? Math.floor(quantity) : quantity;
}
/** The unit's shape: a by-the-metre unit's quantity is metres. */
const unitShape = (shape: z.ZodRawShape, unit: string): z.ZodRawShape =>
  METRE_UNITS.includes(unit) && 'quantity' in shape ? { ...shape, quantity: metreQuantity } : shape;

const ZIPPER_HARDWARE = ['zipperHardwareType', 'zipperHardwareSU', 'zipperHardwareMaterial'] as const;

/** Every supply kind's fields and selling units (spec 001 section 5), with their static types. */
const KINDS = {
  Zippers: kind({
    units: ZIPPER_SELLING_UNITS,
    shape: {
      // Typed 'other' values are kept as typed (title-cased), as Buttons keep a typed button type.
      zipperType: largeTitle('Zipper type'),
      closure: largeTitle('Closure'),
      zipperHardwareType: selectOne('Hardware type', ZIPPER_HARDWARE_TYPES),
      zipperHardwareSU: selectOne('Hardware unit', ZIPPER_HARDWARE_UNITS),
      zipperHardwareMaterial: selectOne('Hardware material', ZIPPER_HARDWARE_MATERIALS),
      material: selectOne('Material', ZIPPER_MATERIALS),
      widthMM: optional(wholeNumberIn('Width (mm)', 1, 10)),
      lengthIn: measure('Length (in)', { max: 200, min: 3 }),
      sliderSize: optional(wholeNumberIn('Slider size', ZIPPER_SLIDER_SIZE.min, ZIPPER_SLIDER_SIZE.max)),
      quality: qualities('Quality'),
      brand: optional(largeTitle('Brand')),
      uses: uses('Uses', 3),
      packSize: packSize('Pack size'),
      additionalInfo: optional(sentence('Additional information')),
      ...common,
    },
    omit: {
      Individual: ['material', 'packSize', ...ZIPPER_HARDWARE],
      Pack: ['material', ...ZIPPER_HARDWARE],
      'Tape By The Meter': ['closure', 'lengthIn', 'brand', 'uses', 'packSize', ...ZIPPER_HARDWARE],
      Hardware: ['zipperType', 'closure', 'lengthIn', 'uses', 'material'],
    },
  }),
  Buttons: kind({
    units: BUTTON_SELLING_UNITS,
    shape: {
      buttonType: largeTitle('Button type'),
      materials: list('Materials', largeTitle('Materials'), 2, 1),
      buttonOpaqueness: optional(selectOne('Opaqueness', BUTTON_OPAQUENESS)),
      design: optional(largeTitle('Design')),
      widthMM: measure('Width (mm)', { max: 200 }),
      uses: list('Uses', largeTitle('Uses'), 1, 1),
      packSize: packSize('Pack size', 500),
      uniqueShape: z.boolean().default(false),
      mixedWidth: z.boolean().default(false),
      ...common,
      // Buttons have no imperfections in spec 001: nothing to ask, so none is required.
      imperfections: imperfections('Imperfections'),
    },
    omit: { Individual: ['packSize'], Pack: [] },
  }),
  Elastic: kind({
    units: ELASTIC_SELLING_UNITS,
    shape: {
      widthIn: width('Width (in)', 20, 6),
      lengthM: measure('Length (m)', { max: 200 }),
      elasticLengthType: selectOne('Length type', LENGTH_TYPES),
      elasticType: largeTitle('Elastic type'),
      preSewnType: list('Type of Pre-Sewn Elastic', largeTitle('Type of Pre-Sewn Elastic'), 3).default([]),
      qualities: qualities('Qualities'),
      packSize: packSize('Pack size'),
      ...common,
    },
    omit: {
      'By Meter': ['lengthM', 'packSize', 'elasticLengthType'],
      Bundle: ['packSize', 'elasticLengthType'],
      Pack: ['elasticLengthType'],
      Roll: ['packSize'],
    },
  }),
  'Sewing Patterns': kind({
    units: null,
    shape: {
      patternType: selectOne('Sewing pattern type', PATTERN_TYPES),
      qualities: qualities('Qualities', 2),
      condition: selectOne('Condition', PATTERN_CONDITIONS),
      brand: largeTitle('Brand'),
      // Pattern numbers carry letters too (McCall's 'M7445'): digits and capitals, at most 10.
      patternNumber: optional(
        z
          .string()
          .trim()
          .toUpperCase()
          .max(10, maxChars('Pattern number', 10))
          .regex(/^[A-Z0-9]*$/, 'Pattern number should only contain numbers and letters'),
      ),
      quantity: optional(quantity('Quantity')),
      price: price('Price'),
      images: images(),
      imperfections: imperfections('Imperfections'),
      bulky: z.boolean().default(false),
      mediaTag: common.mediaTag,
      unboxingDate: common.unboxingDate,
    },
    omit: {},
  }),
  Thread: kind({
    units: THREAD_SELLING_UNITS,
    shape: {
      spoolSize: largeTitle('Spool size'),
      indusWeight: optional(selectOne('Industrial weight', INDUSTRIAL_WEIGHTS)),
      threadOnSpool: selectOne('Thread on spool', THREAD_ON_SPOOL),
      threadType: largeTitle('Thread type'),
      material: largeTitle('Thread material'),
      uses: list('Uses', largeTitle('Uses'), 1, 1),
      brand: optional(largeTitle('Brand')),
      packSize: packSize('Pack size', 20),
      ...common,
    },
    omit: { Individual: ['packSize'], Pack: [] },
    // Required of an Industrial spool, so the Thread Size page is not done without it; what may go
    // with which spool is in rules/compatibility.ts, run below for every kind.
    refine: (p, ctx) => {
      if (asksIndustrialWeight(p.spoolSize) && !p.indusWeight)
        ctx.addIssue({ code: 'custom', path: ['indusWeight'], message: required('Industrial weight') });
    },
  }),
  Trim: kind({
    units: TRIM_SELLING_UNITS,
    shape: {
      widthIn: width('Width (in)', 100, 6),
      lengthM: measure('Length (m)', { max: 200 }),
      trimLengthType: selectOne('Length type', LENGTH_TYPES),
      trimType: largeTitle('Trim type'),
      weaveType: list('Weave type', largeTitle('Weave type'), 1).default([]),
      qualities: qualities('Qualities'),
      shape: optional(largeTitle('Shape')),
      trimContent: list('Trim content', largeTitle('Trim content'), 2, 1),
      design: optional(largeTitle('Design')),
      uses: uses('Uses', 3),
      packSize: packSize('Pack size'),
      ...common,
    },
    omit: {
      'By Meter': ['lengthM', 'trimLengthType', 'packSize'],
      Bundle: ['trimLengthType', 'packSize'],
      Roll: ['packSize'],
      Pack: ['trimLengthType'],
    },
  }),
  Ribbing: kind({
    units: RIBBING_SELLING_UNITS,
    shape: {
      material: largeTitle('Material'),
      stretch: largeTitle('Stretch'),
      widthCM: measure('Width (cm)', { max: 999 }),
      lengthCM: measure('Length (cm)', { max: 250, min: 1 }),
      size: selectOne('Size', RIBBING_SIZES),
      uses: uses('Uses', 4),
      pattern: optional(largeTitle('Pattern')),
      packSize: packSize('Pack size'),
      ...common,
    },
    omit: { Individual: ['packSize'], Pack: [], 'By Meter': ['packSize', 'lengthCM', 'size'] },
  }),
  'Bias Tape': kind({
    units: BIAS_TAPE_VALID_UNITS,
    shape: {
      widthIn: width('Width (in)', 100, 6),
      lengthM: measure('Length (m)', { max: 200 }),
      biasTapeLengthType: selectOne('Length type', LENGTH_TYPES),
      material: selectOne('Material', BIAS_TAPE_MATERIALS),
      biasTapeType: largeTitle('Bias tape type'),
      qualities: qualities('Qualities'),
      brand: optional(largeTitle('Brand')),
      additionalInfo: optional(sentence('Additional information')),
      ...common,
    },
    omit: {
      Package: ['biasTapeLengthType'],
      'By Meter': ['lengthM', 'brand', 'additionalInfo', 'biasTapeLengthType'],
      Roll: ['brand', 'additionalInfo'],
      Bundle: ['brand', 'additionalInfo', 'biasTapeLengthType'],
    },
  }),
  'Other Supply': kind({
    units: OTHER_SUPPLY_SELLING_UNITS,
    shape: {
      otherSupplyType: selectOne('Supply type', OTHER_SUPPLY_TYPES),
      name: optional(largeTitle('Name')),
      widthCM: optional(measure('Width (cm)', { max: 999 })),
      lengthCM: optional(measure('Length (cm)', { max: 250, min: 1 })),
      lengthM: measure('Length (m)', { max: 200 }),
      heightCM: optional(measure('Height (cm)', { max: 999 })),
      weightG: optional(measure('Weight (g)', { max: 100_000 })),
      weightLB: measure('Weight (lb)', { max: 1000 }),
      osSize: optional(selectOne('Size', OTHER_SUPPLY_SIZES)),
      dimensionDescription: optional(selectOne('Dimensions describe', DIMENSION_DESCRIPTIONS)),
      packSize: wholeNumberIn('Pack size', 1, 1000),
      additionalInfo: optional(sentence('Additional information')),
      ...common,
    },
    // The spec leaves the per-unit sets open; these follow the steps each unit shows (docs/decisions.md).
    omit: {
      'By Meter': ['lengthCM', 'heightCM', 'weightG', 'weightLB', 'osSize', 'packSize', 'dimensionDescription', 'quantity'],
      'By Weight': ['lengthM', 'osSize', 'packSize'],
      Individual: ['lengthM', 'weightLB', 'packSize'],
      Pack: ['lengthM', 'weightLB'],
    },
    refine: (p, ctx) => {
      if (p.sellingUnit === 'By Meter' && p.widthCM === undefined)
        ctx.addIssue({ code: 'custom', path: ['widthCM'], message: 'Width (cm) is required for by meter selling unit' });
    },
  }),
} satisfies Record<SupplyType, unknown>;

type Kinds = typeof KINDS;

/** A kind's declaration read by field name at run time (the wizard's steps, the draft builder). */
export interface SupplyKind {
  units: readonly [string, ...string[]] | null;
  shape: z.ZodRawShape;
  omit: Readonly<Record<string, readonly string[] | undefined>>;
  /** The kind's rules across fields, over values each parsed by its own field's schema. */
  refine?(p: Record<string, unknown>, ctx: z.RefinementCtx): void;
}

/**
 * Every supply kind's declaration, looked up by field name. The types of a kind's product follow
 * from the same declarations (SupplyProduct); this view is for code that walks the fields.
 */
export const SUPPLY_KINDS: Readonly<Record<SupplyType, SupplyKind>> = KINDS;

/** The built product of one supply kind, as its schema outputs it. */
export type SupplyProduct<K extends SupplyType = SupplyType> = K extends SupplyType
  ? Kinds[K] extends KindSpec<infer S, infer U, infer O>
    ? Flat<{ productType: K } & KindFields<S, U, O>>
    : never
  : never;

/** The selling units of a kind (none for sewing patterns). */
export type SellingUnitOf<K extends SupplyType> = UnitOf<Kinds[K]['units']>;

function unboxingRule(p: object, ctx: z.RefinementCtx): void {
  const date = 'unboxingDate' in p ? p.unboxingDate : undefined;
  if ('mediaTag' in p && p.mediaTag === 'Unboxing' && !date)
    ctx.addIssue({ code: 'custom', path: ['unboxingDate'], message: NO_UNBOXING_DATE });
}

const omittedBy = (omit: Readonly<Record<string, readonly string[] | undefined>>, unit: unknown): readonly string[] =>
  ownValue(omit, unit) ?? [];

/** The shape without the fields a unit omits. */
const keptShape = (shape: z.ZodRawShape, omitted: readonly string[]): z.ZodRawShape =>
  Object.fromEntries(Object.entries(shape).filter(([k]) => !omitted.includes(k)));

/** One kind's schema: one strict object schema per selling unit, chosen by the unit given. */
function kindSchema<K extends SupplyType, S extends z.ZodRawShape, U extends Units, O extends OmitMap<S, U>>(
  type: K,
  spec: KindSpec<S, U, O>,
): z.ZodType<{ productType: K } & KindFields<S, U, O>> {
  type Out = { productType: K } & KindFields<S, U, O>;
  const productType = z.literal(type, { error: `Product type must be ${type}` });
  const refine = (p: Out, ctx: z.RefinementCtx) => {
    unboxingRule(p, ctx);
    spec.refine?.(p, ctx);
    // What goes with what (issue 42): the same rules the pages offer their choices by.
    for (const issue of supplyCompatibilityIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
  };
  // The per-unit shapes are assembled at run time, which zod cannot type: the product type is the
  // kind's declared fields with every field a unit may omit optional (KindFields), and the strict
  // per-unit schema below is what holds the output to it.
  const typed = (schema: z.ZodType) => schema as z.ZodType<Out>;
  if (!spec.units) return typed(z.strictObject({ productType, ...spec.shape })).superRefine(refine);
  const units: readonly [string, ...string[]] = spec.units;
  const byUnit = new Map(
    units.map((unit) => [
      unit,
      typed(
        z.strictObject({
          productType,
          sellingUnit: z.literal(unit),
          ...unitShape(keptShape(spec.shape, omittedBy(spec.omit, unit)), unit),
        }),
      ),
    ]),
  );
  return z
    .object({ sellingUnit: selectOne('Selling unit', units) }, { error: required('Selling unit') })
    .passthrough()
    .transform((v, ctx) => {
      const parsed = byUnit.get(v.sellingUnit)!.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: issue.path });
      return z.NEVER;
    })
    .superRefine(refine);
}

/** Built once per kind, on first use. */
const SCHEMAS: { [K in SupplyType]: () => z.ZodType<SupplyProduct<K>> } = {
  Zippers: () => kindSchema('Zippers', KINDS.Zippers),
  Buttons: () => kindSchema('Buttons', KINDS.Buttons),
  Elastic: () => kindSchema('Elastic', KINDS.Elastic),
  'Sewing Patterns': () => kindSchema('Sewing Patterns', KINDS['Sewing Patterns']),
  Thread: () => kindSchema('Thread', KINDS.Thread),
  Trim: () => kindSchema('Trim', KINDS.Trim),
  Ribbing: () => kindSchema('Ribbing', KINDS.Ribbing),
  'Bias Tape': () => kindSchema('Bias Tape', KINDS['Bias Tape']),
  'Other Supply': () => kindSchema('Other Supply', KINDS['Other Supply']),
};

/**
 * One kind's product as a shop's record holds it: the fields the kind declares, each present only
 * when it still reads as the schema says (see recordedProduct in products.ts).
 */
function recordedKindSchema<K extends SupplyType, S extends z.ZodRawShape, U extends Units>(type: K, spec: { units: U; shape: S }) {
  // A record of a by-the-metre unit holds metres (2.5) where other units hold whole items; a record
  // is read leniently, so any kind's quantity reads as a number.
  const fields = z
    .object(spec.shape)
    .partial()
    .extend({ productType: z.literal(type), quantity: metreQuantity.optional() });
  return spec.units ? fields.extend({ sellingUnit: z.enum(spec.units).optional() }) : fields;
}

/** A product as a shop's record holds it: its kind is sure, any other field may be missing. */
export type Recorded<P extends { productType: string }> = P extends unknown
  ? Flat<Pick<P, 'productType'> & Partial<Omit<P, 'productType'>>>
  : never;

const RECORDED: { [K in SupplyType]: () => z.ZodType<Recorded<SupplyProduct<K>>> } = {
  Zippers: () => recordedKindSchema('Zippers', KINDS.Zippers),
  Buttons: () => recordedKindSchema('Buttons', KINDS.Buttons),
  Elastic: () => recordedKindSchema('Elastic', KINDS.Elastic),
  'Sewing Patterns': () => recordedKindSchema('Sewing Patterns', KINDS['Sewing Patterns']),
  Thread: () => recordedKindSchema('Thread', KINDS.Thread),
  Trim: () => recordedKindSchema('Trim', KINDS.Trim),
  Ribbing: () => recordedKindSchema('Ribbing', KINDS.Ribbing),
  'Bias Tape': () => recordedKindSchema('Bias Tape', KINDS['Bias Tape']),
  'Other Supply': () => recordedKindSchema('Other Supply', KINDS['Other Supply']),
};

const recordedCache = new Map<SupplyType, z.ZodType<Recorded<SupplyProduct>>>();

/** The lenient schema of a supply of this kind as a shop's record holds it (every field optional). */
export function recordedSupplySchemaFor(type: SupplyType): z.ZodType<Recorded<SupplyProduct>> {
  const cached = recordedCache.get(type);
  if (cached) return cached;
  const schema: z.ZodType<Recorded<SupplyProduct>> = RECORDED[type]();
  recordedCache.set(type, schema);
  return schema;
}

const cache = new Map<SupplyType, z.ZodType<SupplyProduct>>();

/** The schema of a built supply of this kind; one object schema per selling unit. */
export function supplySchemaFor(type: SupplyType): z.ZodType<SupplyProduct> {
  const cached = cache.get(type);
  if (cached) return cached;
  const schema: z.ZodType<SupplyProduct> = SCHEMAS[type]();
  cache.set(type, schema);
  return schema;
}

/** The fields a unit leaves out of the product (and whose steps it hides). */
export function omittedFields(type: SupplyType, unit: string | undefined): readonly string[] {
  return omittedBy(SUPPLY_KINDS[type].omit, unit);
}
