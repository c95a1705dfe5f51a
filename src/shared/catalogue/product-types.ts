/**
 * The product kinds Selvage lists. One list, read by every flow, schema, price rule and label.
 * `OTHER_SUPPLY` is shown to staff as 'Everything Else' (spec 000 section 1).
 */
export const PRODUCT_TYPES = [
  'Fabric',
  'Zippers',
  'Buttons',
  'Elastic',
  'Sewing Patterns',
  'Thread',
  'Trim',
  'Ribbing',
  'Bias Tape',
  'Other Supply',
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Every kind entered through the supplies wizard, in the order of the picture cards. */
export const SUPPLY_TYPES = PRODUCT_TYPES.filter((t): t is Exclude<ProductType, 'Fabric'> => t !== 'Fabric');
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** What staff see for a product type; only Other Supply reads differently. */
export const PRODUCT_TYPE_DISPLAY: Record<ProductType, string> = {
  Fabric: 'Fabric',
  Zippers: 'Zippers',
  Buttons: 'Buttons',
  Elastic: 'Elastic',
  'Sewing Patterns': 'Sewing Patterns',
  Thread: 'Thread',
  Trim: 'Trim',
  Ribbing: 'Ribbing',
  'Bias Tape': 'Bias Tape',
  'Other Supply': 'Everything Else',
};

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}
