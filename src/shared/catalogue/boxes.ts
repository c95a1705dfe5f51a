/** Inventory box lists (spec 001 section 3 'Enumerations for inventory'). */
export const BOX_SUPPLY_TYPES = [
  'Zippers',
  'Buttons',
  'Elastic',
  'Sewing Patterns',
  'Thread',
  'Trim',
  'Ribbing',
  'Bias Tape',
  'Everything Else',
] as const;
export type BoxSupplyType = (typeof BOX_SUPPLY_TYPES)[number];

export const BOX_SIZES = ['Banker Box', 'Large Bin', 'Box-small', 'Small Bin', 'Blue Bin'] as const;
export type BoxSize = (typeof BOX_SIZES)[number];

export const BOX_TRIM_TYPES = [
  'Fringe',
  'Ribbon',
  'Lace',
  'Tape',
  'Cording',
  'Webbing',
  'Piping',
  'Faux Fur',
  'Braided',
  'Ricrac',
] as const;
export type BoxTrimType = (typeof BOX_TRIM_TYPES)[number];

export const EVERYTHING_ELSE_CATEGORIES = ['Sewing', 'Craft', 'Other'] as const;
export type EverythingElseCategory = (typeof EVERYTHING_ELSE_CATEGORIES)[number];

export const EVERYTHING_ELSE_SUBCATEGORIES = {
  Sewing: ['Velcro', 'Sewing Tool', 'Storage', 'Interfacing', 'Other'],
  Craft: ['Feathers', 'Sequins', 'Beads', 'Felt', 'Yarn and Yarn Tools', 'Other'],
  Other: ['Tools', 'Books', 'Bridal Wear', 'Notions', 'Costume Jewelry', 'Clothing', 'Applique', 'Accessories', 'Other'],
} as const satisfies Record<EverythingElseCategory, readonly string[]>;

/** The draft field that holds each category's subcategory. */
export const SUBCATEGORY_FIELD = { Sewing: 'sewingCategory', Craft: 'craftCategory', Other: 'otherCategory' } as const satisfies Record<
  EverythingElseCategory,
  string
>;

export const BOX_STATUSES = ['New Box', 'General Sort', 'Measured', 'Input'] as const;
export type BoxStatus = (typeof BOX_STATUSES)[number];

/** Field names of the hosted table 'Supplies - General' (view 'Full List'). */
export const BOX_TABLE = {
  table: 'Supplies - General',
  view: 'Full List',
  fields: {
    boxId: 'Box ID',
    productType: 'Product Type',
    subA: 'Sub A',
    subB: 'Sub B',
    size: 'Size of Box',
    status: 'Status',
    generalSortPhoto: 'General Sort Photo',
    generalSortNotes: 'General Sort Notes',
    measuredPhoto: 'Measured Photo',
    measuredNotes: 'Measured Notes',
  },
} as const;
