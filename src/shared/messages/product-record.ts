/**
 * Wording around the shop's record of one uploaded product (GET /product/record) and the sealed
 * success view built from it. Ours: the spec does not word these (docs/decisions.md).
 */
export const PRODUCT_RECORD_MESSAGES = {
  /** The step label a failed read reports under ('{step} failed. ...' for a 500). */
  step: 'Reading the uploaded product',
  idRequired: 'Product id is required',
  idTooLong: (max: number) => `Product id must be at most ${max} characters`,
  idOrSku: 'Give either a product id or a SKU',
  notFound: (productId: string) => `The shop has no product ${productId}.`,
  /** A scanned label whose SKU the shop does not hold (any more). */
  noSku: (sku: string) => `The shop has no product with SKU ${sku}.`,
  /** Above the table of an uploaded item: why nothing on it links back to a step any more. */
  sealed: 'Uploaded. This is the item as the shop holds it; Edit changes it in the shop.',
  edit: 'Edit',
  loading: 'Reading the uploaded product from the shop',
} as const;
