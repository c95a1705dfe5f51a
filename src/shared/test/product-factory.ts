/**
 * Valid products and drafts of every kind, for tests: each call returns a fresh copy, and a test
 * overrides only the fields it is about, so a change to the schema is made here once rather than
 * in every file that needs a fabric (docs/ARCHITECTURE.md, 'Fixtures from one factory').
 */
import { SUPPLY_TYPES, type SupplyType } from '../catalogue/product-types';
import { validateDraft, validateProduct, type Product, type ProductDraft } from '../products';
import type { FabricDraft, FabricProduct } from '../schemas/fabric';
import type { SupplyProduct } from '../schemas/supplies';
import type { SupplyDraft } from '../schemas/supply-draft';
import { imperfectionsFor } from '../rules/supplies';

const photos = (): string[] => ['p1', 'p2', 'p3'];

/** The material every fabric draft shares: a 100% cotton poplin, priced from the spec's table (2 m suggests $18.00). */
const cottonPoplin = (): FabricDraft => ({
  productType: 'Fabric',
  knitOrWoven: 'Woven',
  contentType: 'Known',
  knownContent: [{ content: 'Cotton', amount: 100 }],
  knitWeaveType: 'Poplin',
  stretch: 'None',
  opacity: 'Opaque',
  weight: 'Medium',
  drape: 'Crisp',
  feel: ['Smooth and cool.'],
  colour: ['Blue'],
  uses: ['Quilting'],
  pattern: 'None',
  imperfectionExists: 'No',
  name: 'harbour morning',
  images: photos(),
});

/** A fabric bundle of 2 m without variants, at its suggested $18.00, as the wizard leaves it. */
export const fabricBundleDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => ({
  ...cottonPoplin(),
  bundleOrRoll: 'Bundle',
  hasVariants: 'No',
  lengthM: ['2'],
  widthCM: ['148'],
  quantity: ['1'],
  priceRadio: '$18.00',
  ...overrides,
});

/** A fabric roll of 30 m without variants, at $9 a metre typed in. */
export const fabricRollDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => ({
  ...cottonPoplin(),
  bundleOrRoll: 'Roll',
  hasVariants: 'No',
  lengthM: ['30'],
  widthCM: ['150'],
  quantity: ['1'],
  priceOther: '9',
  ...overrides,
});

/** A fabric bundle with two variants (2 m and 3.5 m, one width for both), each at its suggested price. */
export const fabricVariantsDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => ({
  ...cottonPoplin(),
  bundleOrRoll: 'Bundle',
  hasVariants: 'Yes',
  variantedFields: ['lengthM', 'widthCM', 'imperfections', 'price', 'quantity'],
  lengthM: ['2', '3.5'],
  widthCM: ['148', '148'],
  quantity: ['1', '2'],
  price: ['18', '31.50'],
  ...overrides,
});

/**
 * A cotton jersey bundle of 2 m answered only as far as the Stretch page (the condition given,
 * nothing after stretch: no looks, feel, colours, uses or price), for the rules that must speak
 * before the later pages are answered.
 */
export const fabricUpToStretchDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => ({
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  hasVariants: 'No',
  lengthM: ['2'],
  widthCM: ['148'],
  quantity: ['1'],
  imperfections: [[]],
  imperfectionExists: 'No',
  knitOrWoven: 'Knit',
  contentType: 'Known',
  knownContent: [{ content: 'Cotton', amount: 100 }],
  knitWeaveType: 'Jersey',
  qualityExists: 'No',
  ...overrides,
});

/**
 * A fabric draft with the wizard's two optional questions answered No (qualities, Unboxing), as
 * staff who walked every page leave it: any step of it opens directly (D22).
 */
export const everyPageAnswered = (draft: FabricDraft): FabricDraft => ({ qualityExists: 'No', unboxingDateExists: 'No', ...draft });

/** A 30 m roll sold with a 2 m bundle of it (the roll's row first, one width for both), at $9 a metre and $18.00. */
export const fabricRollWithBundleDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft =>
  fabricVariantsDraft({ bundleOrRoll: 'Roll', lengthM: ['30', '2'], price: ['9', '18'], ...overrides });

/**
 * A woven cotton bundle of 2 m answered as far as Stretch (None), with nothing from Opacity on and
 * no weave type or flaws, for the pages a test opens part-way through the wizard.
 */
export const fabricUpToOpacityDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => ({
  ...fabricUpToStretchDraft({ knitOrWoven: 'Woven', stretch: 'None' }),
  knitWeaveType: undefined,
  imperfections: undefined,
  imperfectionExists: undefined,
  ...overrides,
});

/** The same bundle answered on through Colours (the poplin's looks, feel and colour): Pattern + Imperfections is next. */
export const fabricUpToPatternDraft = (overrides: Partial<FabricDraft> = {}): FabricDraft => {
  const { opacity, weight, drape, feel, colour } = cottonPoplin();
  return fabricUpToOpacityDraft({ opacity, weight, drape, feel, colour, ...overrides });
};

/** One realistic item per supply kind, as staff would leave the supplies wizard. */
const supplyDrafts = (): Record<SupplyType, SupplyDraft> => ({
  Zippers: {
    productType: 'Zippers',
    imperfectionExists: 'No',
    sellingUnit: 'Individual',
    zipperType: 'Metal',
    closure: 'Separating',
    lengthIn: '22',
    colour: ['Black'],
    quality: ['Heavy Duty'],
    uses: ['Apparel'],
    quantityRadio: '1',
    priceRadio: '$3.50',
    images: photos(),
  },
  Buttons: {
    productType: 'Buttons',
    sellingUnit: 'Pack',
    packSize: '4',
    buttonType: '4 Hole',
    materials: ['Shell'],
    widthMM: '15',
    colour: ['Cream'],
    uses: ['Apparel'],
    quantityRadio: '1',
    priceOther: '2.25',
    images: photos(),
  },
  Elastic: {
    productType: 'Elastic',
    imperfectionExists: 'No',
    sellingUnit: 'Bundle',
    widthMixedUnit: 'Imperial',
    widthTyped: '1 1/2',
    lengthM: '3',
    elasticType: 'Knitted',
    colour: ['White'],
    quantityRadio: '1',
    priceRadio: '$2.00',
    images: photos(),
  },
  'Sewing Patterns': {
    productType: 'Sewing Patterns',
    patternType: 'Womenswear',
    condition: 'Sealed',
    brand: 'Simplicity',
    patternNumber: 's9142',
    qualities: ['Vintage'],
    quantityRadio: '1',
    priceRadio: '$3.50',
    images: photos(),
  },
  Thread: {
    productType: 'Thread',
    imperfectionExists: 'No',
    sellingUnit: 'Individual',
    spoolSize: 'Home Sewing',
    threadOnSpool: 'Full',
    threadType: 'All Purpose',
    material: 'Polyester',
    uses: ['Garment Sewing'],
    colour: ['Navy'],
    quantityRadio: '1',
    priceRadio: '$1.00',
    images: photos(),
  },
  Trim: {
    productType: 'Trim',
    imperfectionExists: 'No',
    sellingUnit: 'Roll',
    widthMixedUnit: 'Imperial',
    widthTyped: '3/4',
    lengthM: '20',
    trimLengthType: 'Known',
    trimType: 'Lace',
    trimContent: ['Cotton'],
    uses: ['Bridal'],
    colour: ['White'],
    quantityRadio: '1',
    priceRadio: '$8.00',
    images: photos(),
  },
  Ribbing: {
    productType: 'Ribbing',
    imperfectionExists: 'No',
    sellingUnit: 'Individual',
    material: 'Cotton Spandex',
    stretch: '2-way',
    widthCM: '10',
    lengthCM: '60',
    size: 'Single Width',
    uses: ['Cuffs'],
    colour: ['Grey'],
    quantityRadio: '1',
    priceRadio: '$0.40',
    images: photos(),
  },
  'Bias Tape': {
    productType: 'Bias Tape',
    imperfectionExists: 'No',
    sellingUnit: 'Package',
    widthMixedUnit: 'Imperial',
    widthTyped: '1/2',
    lengthM: '3',
    biasTapeLengthType: 'Known',
    material: 'Woven',
    biasTapeType: 'Double Fold',
    brand: 'Wrights',
    colour: ['Red'],
    quantityRadio: '1',
    priceRadio: '$1.50',
    images: photos(),
  },
  'Other Supply': {
    productType: 'Other Supply',
    imperfectionExists: 'No',
    otherSupplyType: 'Velcro',
    sellingUnit: 'By Meter',
    widthCM: '2',
    lengthM: '5',
    colour: ['Black'],
    priceOther: '4',
    images: photos(),
  },
});

/** A valid draft of this supply kind, as staff would leave the supplies wizard. */
export const supplyDraft = (kind: SupplyType, overrides: Partial<Omit<SupplyDraft, 'productType'>> = {}): SupplyDraft => ({
  ...supplyDrafts()[kind],
  ...overrides,
});

/**
 * One valid draft of every supply kind. Kept for the tests that walk all kinds; a test that
 * changes a draft takes its own copy with supplyDraft.
 */
export const SUPPLY_DRAFTS: Readonly<Record<SupplyType, SupplyDraft>> = supplyDrafts();

/** The product a draft uploads; a fixture that stopped being valid fails here, naming its errors. */
export function productOf(draft: FabricDraft): FabricProduct;
export function productOf(draft: SupplyDraft): SupplyProduct;
export function productOf(draft: ProductDraft): Product;
export function productOf(draft: ProductDraft): Product {
  const result = validateDraft(draft);
  if (!result.success) throw new Error(`test fixture is not a valid ${draft.productType}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A product with some fields replaced, checked again as the server checks it, so the result is still valid. */
function revalidated<P extends Product>(product: P, overrides: Partial<P>): P {
  const merged = { ...product, ...overrides };
  const result = validateProduct(merged);
  if (!result.success) throw new Error(`test fixture is not a valid ${product.productType}: ${JSON.stringify(result.errors)}`);
  return result.data as P;
}

/** A validated fabric bundle without variants (see fabricBundleDraft). */
export const fabricBundleProduct = (overrides: Partial<FabricProduct> = {}): FabricProduct =>
  revalidated(productOf(fabricBundleDraft()), overrides);

/** A validated fabric roll without variants (see fabricRollDraft). */
export const fabricRollProduct = (overrides: Partial<FabricProduct> = {}): FabricProduct =>
  revalidated(productOf(fabricRollDraft()), overrides);

/** A validated fabric bundle with two variants (see fabricVariantsDraft). */
export const fabricVariantsProduct = (overrides: Partial<FabricProduct> = {}): FabricProduct =>
  revalidated(productOf(fabricVariantsDraft()), overrides);

/** A validated product of this supply kind (see supplyDraft). */
export function supplyProduct<K extends SupplyType>(kind: K, overrides: Partial<SupplyProduct<K>> = {}): SupplyProduct<K> {
  return revalidated(productOf(supplyDraft(kind)) as SupplyProduct<K>, overrides);
}

// ---- Every selling unit, and the variations a round trip walks ----

/**
 * What each kind's draft changes to be sold in each of its units (its own draft's unit: no change),
 * so a test can have any kind in any unit. Fields a unit leaves out are taken away, as staff would
 * never have answered them.
 */
const UNIT_DRAFTS: { readonly [K in SupplyType]: Readonly<Record<string, Partial<SupplyDraft>>> } = {
  Zippers: {
    Individual: {},
    Pack: { sellingUnit: 'Pack', packSize: '10' },
    'Tape By The Meter': {
      sellingUnit: 'Tape By The Meter',
      material: 'Metal',
      closure: undefined,
      lengthIn: undefined,
      uses: undefined,
      quantityRadio: '3',
    },
    Hardware: {
      sellingUnit: 'Hardware',
      zipperHardwareType: 'Slider',
      zipperHardwareSU: 'Pack',
      zipperHardwareMaterial: 'Metal',
      packSize: '10',
      sliderSize: 5,
      zipperType: undefined,
      closure: undefined,
      lengthIn: undefined,
      uses: undefined,
    },
  },
  Buttons: { Pack: {}, Individual: { sellingUnit: 'Individual', packSize: undefined } },
  Elastic: {
    Bundle: {},
    'By Meter': { sellingUnit: 'By Meter', lengthM: undefined, quantityRadio: '2.5' },
    Pack: { sellingUnit: 'Pack', packSize: '4' },
    Roll: { sellingUnit: 'Roll', lengthM: '25', elasticLengthType: 'Known' },
  },
  'Sewing Patterns': {},
  Thread: { Individual: {}, Pack: { sellingUnit: 'Pack', packSize: '4', threadOnSpool: 'Various' } },
  Trim: {
    Roll: {},
    'By Meter': { sellingUnit: 'By Meter', lengthM: undefined, trimLengthType: undefined, quantityRadio: '2.5' },
    Bundle: { sellingUnit: 'Bundle', lengthM: '2', trimLengthType: undefined },
    Pack: { sellingUnit: 'Pack', lengthM: '1', trimLengthType: undefined, packSize: '4' },
  },
  Ribbing: {
    Individual: {},
    Pack: { sellingUnit: 'Pack', packSize: '4' },
    'By Meter': { sellingUnit: 'By Meter', lengthCM: undefined, size: undefined, quantityRadio: '3' },
  },
  'Bias Tape': {
    Package: { biasTapeLengthType: undefined },
    'By Meter': { sellingUnit: 'By Meter', lengthM: undefined, brand: undefined, biasTapeLengthType: undefined, quantityRadio: '4' },
    Roll: { sellingUnit: 'Roll', lengthM: '25', brand: undefined },
    Bundle: { sellingUnit: 'Bundle', lengthM: '2', brand: undefined, biasTapeLengthType: undefined },
  },
  'Other Supply': {
    'By Meter': {},
    Individual: { sellingUnit: 'Individual', lengthM: undefined, quantityRadio: '1' },
    Pack: { sellingUnit: 'Pack', lengthM: undefined, packSize: '10', quantityRadio: '1' },
    // Velcro is not sold by weight: notions are.
    'By Weight': { otherSupplyType: 'Notions', sellingUnit: 'By Weight', lengthM: undefined, weightLB: '2', quantityRadio: '1' },
  },
};

/** Every kind with every unit it is sold in (a sewing pattern has none). */
export const SUPPLY_UNITS: readonly (readonly [SupplyType, string | undefined])[] = SUPPLY_TYPES.flatMap(
  (kind): (readonly [SupplyType, string | undefined])[] => {
    const units = Object.keys(UNIT_DRAFTS[kind]);
    return units.length === 0 ? [[kind, undefined]] : units.map((unit) => [kind, unit]);
  },
);

/** A valid draft of this kind sold in this unit (any unit of SUPPLY_UNITS). */
export function supplyUnitDraft(
  kind: SupplyType,
  unit: string | undefined,
  overrides: Partial<Omit<SupplyDraft, 'productType'>> = {},
): SupplyDraft {
  const byUnit = UNIT_DRAFTS[kind];
  if (unit !== undefined && !Object.hasOwn(byUnit, unit)) throw new Error(`test factory: ${kind} is not sold by ${unit}`);
  return supplyDraft(kind, { ...(unit === undefined ? {} : byUnit[unit]), ...overrides });
}

/** A validated product of this kind sold in this unit. */
export const supplyUnitProduct = (kind: SupplyType, unit: string | undefined): SupplyProduct => productOf(supplyUnitDraft(kind, unit));

/** The ways a supply's answers vary: its condition, the optional questions and typed 'other' answers, and the Unboxing tag. */
export const SUPPLY_VARIATIONS = {
  flaws: ['none', 'listed', 'typed'],
  answers: ['plain', 'typed', 'optional'],
  unboxing: ['no', 'yes'],
} as const;
export type SupplyVariation = { [A in keyof typeof SUPPLY_VARIATIONS]: (typeof SUPPLY_VARIATIONS)[A][number] };

/** Per kind: answers typed in the pages' 'other' boxes instead of chosen. */
const TYPED_ANSWERS: { readonly [K in SupplyType]: Partial<SupplyDraft> } = {
  Zippers: {
    zipperType: undefined,
    zipperTypeOther: 'Nylon Coil',
    closure: undefined,
    closureOther: 'Open Top',
    usesOther: 'Luggage',
    colourOther: 'Mustard',
  },
  Buttons: {
    buttonType: undefined,
    buttonTypeOther: 'Frog Closure',
    materialsOther: 'Coconut',
    uses: [],
    usesOther: 'Bridal',
    designOther: 'Anchor',
  },
  Elastic: { elasticType: undefined, elasticTypeOther: 'Sport', colourOther: 'Mint' },
  'Sewing Patterns': { brand: undefined, brandOther: 'Style Arc' },
  Thread: {
    threadType: undefined,
    threadTypeOther: 'Bobbin Fill',
    material: undefined,
    materialOther: 'Linen',
    uses: [],
    usesOther: 'Hand Sewing',
  },
  Trim: { trimType: undefined, trimTypeOther: 'Sequin Band', trimContentOther: 'Linen', usesOther: 'Costumes' },
  Ribbing: {
    material: undefined,
    materialOther: 'Merino Wool',
    stretch: undefined,
    // Words of one's own: 4-way is not ribbing's, typed or not (issue 42).
    stretchOther: 'Mechanical',
    patternOther: 'Tartan',
    usesOther: 'Hats',
  },
  'Bias Tape': { brand: undefined, brandOther: 'Wrights', biasTapeType: undefined, biasTapeTypeOther: 'Quilt Binding' },
  'Other Supply': { name: 'Brass Thimble Set', colourOther: 'Mint' },
};

/** Per kind: the optional questions answered Yes, and the optional fields given. */
const OPTIONAL_ANSWERS: { readonly [K in SupplyType]: (unit: string | undefined) => Partial<SupplyDraft> } = {
  Zippers: () => ({
    brandExists: 'Yes',
    brand: 'YKK',
    qualityExists: 'Yes',
    quality: ['Heavy Duty', 'Vintage'],
    qualityOther: 'Waterproof',
    additionalInfoExists: 'Yes',
    additionalInfo: 'Pulls smoothly.',
    widthMM: '5',
    sliderSize: 5,
  }),
  Buttons: (unit) => ({
    design: 'Floral',
    buttonOpaqueness: 'Translucent',
    mixedWidth: true,
    ...(unit === 'Pack' ? { uniqueShape: true, packSize: '2' } : {}),
  }),
  Elastic: (unit) => ({
    qualitiesExists: 'Yes',
    qualities: ['Latex Grip'],
    ...(unit === 'Pack' || unit === 'Bundle' ? { elasticType: 'Pre-Sewn', preSewnType: ['Cuff', 'Waistband'] } : {}),
  }),
  'Sewing Patterns': () => ({ qualities: ['Vintage', 'Costume'], quantityRadio: '2' }),
  Thread: () => ({ brandExists: 'Yes', brand: 'Gutermann' }),
  Trim: () => ({
    qualitiesExists: 'Yes',
    qualities: ['Metallic'],
    design: 'Floral',
    shape: 'Fringe',
    trimType: 'Lace',
    weaveType: ['Chantilly'],
  }),
  Ribbing: () => ({ pattern: 'Stripes' }),
  'Bias Tape': () => ({ qualitiesExists: 'Yes', qualities: ['Patterned'], additionalInfoExists: 'Yes', additionalInfo: 'Sold as a set.' }),
  'Other Supply': (unit) => ({
    additionalInfoExists: 'Yes',
    additionalInfo: 'Hook side only.',
    bulky: true,
    ...(unit === 'By Meter' ? {} : { dimensionDescription: 'The Package', heightCM: '3' }),
  }),
};

/** A valid draft of this kind and unit, varied as `v` says. */
export function supplyVariationDraft(kind: SupplyType, unit: string | undefined, v: SupplyVariation): SupplyDraft {
  const base = supplyUnitDraft(kind, unit);
  const flaws = imperfectionsFor(base);
  const condition: Partial<SupplyDraft> =
    flaws.length === 0 || v.flaws === 'none'
      ? {}
      : v.flaws === 'listed'
        ? { imperfectionExists: 'Yes', imperfections: flaws.slice(0, 2) }
        : { imperfectionExists: 'Yes', imperfections: flaws.slice(0, 1), imperfectionsOther: 'Faint mark near one end' };
  const answers = v.answers === 'typed' ? TYPED_ANSWERS[kind] : v.answers === 'optional' ? OPTIONAL_ANSWERS[kind](unit) : {};
  const unboxing: Partial<SupplyDraft> =
    v.unboxing === 'yes' ? { mediaTag: 'Unboxing', unboxingDateExists: 'Yes', unboxingDate: '2026-12-05' } : { unboxingDateExists: 'No' };
  return { ...base, ...condition, ...answers, ...unboxing };
}

/** The ways a fabric varies: the piece (bundle, roll, variants), its material, stretch, qualities, flaws, other answers and media tag. */
export const FABRIC_VARIATIONS = {
  piece: ['bundle', 'roll', 'bundle with variants', 'roll with bundles', 'variants each their own width and quantity'],
  material: ['cotton poplin', 'known blend', 'half an unlisted fibre', 'estimated silk', 'estimated general', 'knit jersey'],
  stretch: ['none', 'slight', '2-way', '4-way'],
  quality: ['none', 'listed', 'listed and typed', 'typed'],
  flaws: ['none', 'listed', 'typed', 'same for all'],
  answers: ['plain', 'typed', 'extras'],
  unboxing: ['no', 'unboxing', 'daily finds'],
} as const;
export type FabricVariation = { [A in keyof typeof FABRIC_VARIATIONS]: (typeof FABRIC_VARIATIONS)[A][number] };

const PIECES: Readonly<Record<FabricVariation['piece'], () => FabricDraft>> = {
  bundle: () => fabricBundleDraft(),
  roll: () => fabricRollDraft(),
  'bundle with variants': () => fabricVariantsDraft(),
  'roll with bundles': () =>
    fabricRollDraft({
      hasVariants: 'Yes',
      lengthM: ['30', '2', '3'],
      widthCM: ['150', '150', '150'],
      quantity: ['1', '2', '1'],
      price: ['9', '18', '27'],
      priceOther: undefined,
    }),
  // A dozen of one variant: a bundle of 10 or more with real stretch must say how much (fabricCrossFieldIssues).
  'variants each their own width and quantity': () =>
    fabricVariantsDraft({
      sameForAll: { widthCM: false, quantity: false },
      lengthM: ['1.5', '2', '1.5'],
      widthCM: ['110', '148', '148'],
      quantity: ['1', '3', '12'],
      price: ['14', '18', '14.25'],
    }),
};

const MATERIALS: Readonly<Record<FabricVariation['material'], Partial<FabricDraft>>> = {
  'cotton poplin': {},
  'known blend': {
    knownContent: [
      { content: 'Cotton', amount: 60 },
      { content: 'Linen', amount: 25 },
    ],
    customContent: [{ content: 'Bamboo Charcoal', amount: 15 }],
  },
  'half an unlisted fibre': { knownContent: [{ content: 'Cotton', amount: 50 }], customContent: [{ content: 'Nettle', amount: 50 }] },
  'estimated silk': {
    contentType: 'EstimatedSpecific',
    knownContent: undefined,
    estimatedPrimary: 'Silk',
    estimatedSecondary: 'Blend',
    knitWeaveType: 'Charmeuse',
    opacity: 'Semi-Sheer',
    weight: 'Light',
    drape: 'Fluid',
  },
  'estimated general': {
    contentType: 'EstimatedGeneral',
    knownContent: undefined,
    estimatedGeneral: 'Synthetic Blend',
    knitWeaveType: 'Twill',
  },
  'knit jersey': {
    knitOrWoven: 'Knit',
    knownContent: [
      { content: 'Cotton', amount: 95 },
      { content: 'Spandex', amount: 5 },
    ],
    knitWeaveType: 'Jersey',
  },
};

const STRETCHES: Readonly<Record<FabricVariation['stretch'], Partial<FabricDraft>>> = {
  none: { stretch: 'None', slightStretch: false },
  slight: { stretch: '2-way', slightStretch: true },
  '2-way': { stretch: '2-way', slightStretch: false, widthStretch: 30, lengthStretch: 0 },
  // 4-way stretch is a knit's (stretchOptions): the knit keeps the material's fibres.
  '4-way': { knitOrWoven: 'Knit', knitWeaveType: 'Interlock', stretch: '4-way', slightStretch: false, widthStretch: 40, lengthStretch: 20 },
};

const QUALITIES: Readonly<Record<FabricVariation['quality'], Partial<FabricDraft>>> = {
  none: { qualityExists: 'No' },
  listed: { qualityExists: 'Yes', quality: ['Vintage', 'Deadstock'] },
  'listed and typed': { qualityExists: 'Yes', quality: ['Designer'], qualityOther: 'Hand Woven' },
  typed: { qualityExists: 'Yes', quality: [], qualityOther: 'Selvedge Marked, Hand Dyed' },
};

const ANSWERS: Readonly<Record<FabricVariation['answers'], Partial<FabricDraft>>> = {
  plain: {},
  typed: {
    knitWeaveType: undefined,
    knitWeaveTypeOther: 'Double Cloth',
    pattern: undefined,
    patternOther: 'Ikat',
    colourOther: 'Mustard',
    usesOther: 'Bag Lining, Costume Capes',
    feel: ['Smooth and cool.', 'Slightly, gently textured.'],
  },
  extras: {
    colour: ['Blue', 'White'],
    colourTone: 'Dark',
    pattern: 'Floral',
    border: true,
    bulky: true,
    uses: ['Quilting', 'Bags', 'Shirts & Blouses'],
    name: undefined,
  },
};

const UNBOXING: Readonly<Record<FabricVariation['unboxing'], Partial<FabricDraft>>> = {
  no: { unboxingDateExists: 'No' },
  unboxing: { mediaTag: 'Unboxing', unboxingDateExists: 'Yes', unboxingDate: '2026-12-05' },
  'daily finds': { mediaTag: 'Daily Finds', unboxingDateExists: 'No' },
};

/** The flaws, named on Pattern + Imperfections without variants and per row of the variant table with them. */
function fabricFlaws(d: FabricDraft, flaws: FabricVariation['flaws']): Partial<FabricDraft> {
  if (flaws === 'none') return { imperfectionExists: 'No', imperfections: [], imperfectionOther: [] };
  const rows = d.lengthM?.length ?? 1;
  if (d.hasVariants !== 'Yes') {
    const [chosen, typed] =
      flaws === 'listed' ? [['Stain'], ''] : flaws === 'typed' ? [['Snag'], 'Faint crease along the fold'] : [[], 'Pulled thread'];
    return { imperfectionExists: 'Yes', imperfections: [chosen], imperfectionOther: [typed] };
  }
  const perRow = (i: number): string[] =>
    flaws === 'same for all'
      ? ['Fading']
      : i === 0
        ? flaws === 'listed'
          ? ['Stain']
          : ['Small Holes', 'Faint crease along the fold']
        : i === 2
          ? ['Pilling']
          : [];
  return {
    imperfectionExists: 'Yes',
    sameForAll: { ...d.sameForAll, imperfections: flaws === 'same for all' },
    imperfections: Array.from({ length: rows }, (_, i) => perRow(i)),
    imperfectionOther: Array.from({ length: rows }, () => ''),
  };
}

/** A valid fabric draft varied as `v` says. */
export function fabricVariationDraft(v: FabricVariation): FabricDraft {
  const piece = PIECES[v.piece]();
  const d: FabricDraft = { ...piece, ...MATERIALS[v.material], ...STRETCHES[v.stretch], ...QUALITIES[v.quality], ...ANSWERS[v.answers] };
  return { ...d, ...fabricFlaws(d, v.flaws), ...UNBOXING[v.unboxing] };
}
