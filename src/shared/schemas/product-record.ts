import { z } from 'zod';
import { PRODUCT_RECORD_MESSAGES } from '../messages/product-record';
import { skuSchema } from './roll-to-bundle';

/** Product ids as the shops answer them ('local:12', 'gid://shopify/Product/...'); D71 bounds them at 100. */
export const PRODUCT_ID_MAX = 100;

/**
 * The query of GET /product/record: the id product_upload answered, or one SKU of the product (a
 * scanned label carries only its SKU, issue 19). Exactly one of the two.
 */
export const productRecordQuery = z
  .strictObject({
    productId: z
      .string({ error: PRODUCT_RECORD_MESSAGES.idRequired })
      .min(1, PRODUCT_RECORD_MESSAGES.idRequired)
      .max(PRODUCT_ID_MAX, PRODUCT_RECORD_MESSAGES.idTooLong(PRODUCT_ID_MAX))
      .optional(),
    sku: skuSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.productId === undefined) === (q.sku === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: PRODUCT_RECORD_MESSAGES.idOrSku });
    }
  });
