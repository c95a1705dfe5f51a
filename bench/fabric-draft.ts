import type { FabricDraft } from '../src/shared/schemas/fabric';

/** A complete fabric draft with variants, so every step of the flow is reachable in the bench. */
export const FABRIC_BENCH_DRAFT: FabricDraft = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  hasVariants: 'Yes',
  variantedFields: ['lengthM', 'widthCM', 'imperfections', 'price', 'quantity'],
  lengthM: ['2', '3'],
  widthCM: ['148', '148'],
  quantity: ['1', '1'],
  price: ['18', '27'],
  imperfections: [[], []],
  // 'Any flaws?' has no default (issue 26 item 1): a complete draft answers it.
  imperfectionExists: 'No',
  knitOrWoven: 'Knit',
  contentType: 'Known',
  knownContent: [{ content: 'Cotton', amount: 100 }],
  knitWeaveType: 'Jersey',
  qualityExists: 'No',
  stretch: '2-way',
  widthStretch: 20,
  opacity: 'Opaque',
  weight: 'Medium',
  drape: 'Fluid',
  feel: ['Soft.'],
  colour: ['Blue'],
  pattern: 'None',
  uses: ['Dresses'],
  name: 'Bench',
  unboxingDateExists: 'No',
  images: [],
};

/** The same fabric as one 2 m bundle without variants (its price left to the Price page's suggestion). */
export const FABRIC_BENCH_BUNDLE: FabricDraft = {
  ...FABRIC_BENCH_DRAFT,
  hasVariants: 'No',
  variantedFields: [],
  lengthM: ['2'],
  widthCM: ['148'],
  quantity: ['1'],
  price: [],
  imperfections: [[]],
};
