/**
 * Valid products and drafts of every kind, for tests: each call returns a fresh copy, and a test
 * overrides only the fields it is about, so a change to the schema is made here once rather than
 * in every file that needs a fabric (docs/ARCHITECTURE.md, 'Fixtures from one factory').
 */
import type { SupplyType } from '../catalogue/product-types';
import { validateDraft, validateProduct, type Product, type ProductDraft } from '../products';
import type { FabricDraft, FabricProduct } from '../schemas/fabric';
import type { SupplyProduct } from '../schemas/supplies';
import type { SupplyDraft } from '../schemas/supply-draft';

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
