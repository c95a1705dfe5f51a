/**
 * Everything Else (Other Supply) options (spec 001 sections 3-4), grouped Sewing / Craft / Other as
 * the inventory's subcategories group them (spec 001 section 3: Notions and Applique are under
 * Other), in the inventory's order; Quilting, which the inventory lists lack, sits with Sewing.
 */
export const OTHER_SUPPLY_TYPES_BY_GROUP = {
  Sewing: ['Velcro', 'Sewing Tool', 'Quilting'],
  Craft: ['Feathers', 'Sequins', 'Beads', 'Felt', 'Yarn'],
  Other: ['Tools', 'Books', 'Bridal Wear', 'Notions', 'Costume Jewelry', 'Clothing', 'Applique', 'Accessories'],
} as const;
export const OTHER_SUPPLY_TYPES = [
  'Velcro',
  'Sewing Tool',
  'Quilting',
  'Feathers',
  'Sequins',
  'Beads',
  'Felt',
  'Yarn',
  'Costume Jewelry',
  'Bridal Wear',
  'Clothing',
  'Books',
  'Tools',
  'Notions',
  'Applique',
  'Accessories',
] as const;
export type OtherSupplyType = (typeof OTHER_SUPPLY_TYPES)[number];
export const OTHER_SUPPLY_SELLING_UNITS = ['By Meter', 'Individual', 'Pack', 'By Weight'] as const;
export type OtherSupplyUnit = (typeof OTHER_SUPPLY_SELLING_UNITS)[number];
/** Selling units per type (spec 001 section 4); unlisted types take all four. */
export const OTHER_SUPPLY_UNITS_BY_TYPE: Partial<Record<OtherSupplyType, readonly OtherSupplyUnit[]>> = {
  Velcro: ['Individual', 'Pack', 'By Meter'],
  Quilting: ['Individual', 'Pack'],
  Feathers: ['Individual', 'Pack'],
  Beads: ['Individual', 'Pack'],
  Felt: ['Individual', 'Pack'],
  Yarn: ['Individual', 'Pack'],
  'Costume Jewelry': ['Individual', 'Pack'],
  'Bridal Wear': ['Individual', 'Pack'],
  Clothing: ['Individual', 'Pack'],
  Tools: ['Individual', 'Pack'],
  'Sewing Tool': ['Individual'],
  Books: ['Individual'],
  Sequins: ['Pack'],
};
export const OTHER_SUPPLY_SIZES = ['Small', 'Medium', 'Large'] as const;
export const DIMENSION_DESCRIPTIONS = ['The Package', 'Individual Pieces'] as const;
export const WEIGHT_UNITS = ['Grams', 'Pounds'] as const;
export const POUNDS_PER_UNIT = [1, 2, 3] as const;
export const OTHER_SUPPLY_PACK_SIZES = [5, 10, 20] as const;
export const OTHER_SUPPLY_IMPERFECTIONS = ['Discolouration', 'Scented', 'Missing Pieces', 'Damaged Packaging', 'Stain'] as const;
