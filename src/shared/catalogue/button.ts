/** Button options (spec 001 sections 3-4). */
export const BUTTON_SELLING_UNITS = ['Individual', 'Pack'] as const;
export const BUTTON_TYPES = ['Sew-on Snap', 'Spring Snap', 'Grommet', '2 Hole', '4 Hole', 'Toggle', 'Shank'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
/** The spec names materials only through the restrictions and price steps; the rest are ours. */
export const BUTTON_MATERIALS = [
  'Plastic',
  'Metal',
  'Brass',
  'Wood',
  'Shell',
  'Glass',
  'Leather Covered',
  'Fabric Covered',
  'Paper',
  'Resin',
] as const;
export type ButtonMaterial = (typeof BUTTON_MATERIALS)[number];
/** Materials a button type can be made of (spec 001 section 4); types not listed take any. */
export const BUTTON_MATERIALS_BY_TYPE: Partial<Record<ButtonType, readonly ButtonMaterial[]>> = {
  'Sew-on Snap': ['Metal', 'Brass'],
  Grommet: ['Metal', 'Brass'],
  'Spring Snap': ['Metal', 'Leather Covered', 'Fabric Covered', 'Brass'],
  Toggle: ['Metal', 'Plastic', 'Wood', 'Shell', 'Brass'],
};
export const BUTTON_OPAQUENESS = ['Translucent', 'Transparent'] as const;
export const BUTTON_DESIGNS = [
  'Engraved',
  'Polka Dots',
  'Stripes',
  'Floral',
  'Abstract',
  'Paisley',
  'Sparkles',
  'Marbled',
  'Embossed',
] as const;
export const BUTTON_USES = ['Apparel', 'Outerwear', 'Childrenswear', 'Accessories', 'Home Decor', 'Crafts'] as const;
export const BUTTON_WIDTH_PRESETS_MM = [5, 10, 15, 20, 30, 50] as const;
export const BUTTON_PACK_SIZES = [2, 4, 25, 50] as const;
/** Unique-shape buttons come only in packs of two (spec 001 section 4). */
export const UNIQUE_SHAPE_PACK_SIZE = 2;
