import type { FastifyInstance } from 'fastify';
import { validateProduct } from '../../shared/products';
import {
  listingBody,
  productEditBody,
  productHistoryQuery,
  labelPrintedBody,
  type ProductChangeAnswer,
} from '../../shared/schemas/product-edit';
import type { LabelPrintedAnswer, ProductHistoryAnswer } from '../../shared/schemas/answers';
import { badRequest, parseOr400 } from '../http/validation';
import { idempotencyKeyOf } from '../http/idempotency-key';
import type { ProductEditService } from '../services/product-edit.service';

/**
 * Changing an uploaded product (issue 27). Ids ride in bodies and queries: Shopify's hold slashes.
 *
 *   POST /product/edit           {productId, baseVersion, product, skus?} + Idempotency-Key: the same product, the same
 *                                SKUs; a change of what an edit may not change (fixedChanges) is a 400 naming it
 *   POST /product/listing        {productId, listed}: off sale and back
 *   GET  /product/history        ?productId=: who changed what, newest first
 *   POST /product/label_printed  {productId, version}: its labels were printed from the record at that version
 */
export function productEditRoutes(
  app: FastifyInstance,
  edits: ProductEditService,
  staffEmail: (userId: number | null) => Promise<string>,
): void {
  app.post('/product/edit', async (request): Promise<ProductChangeAnswer> => {
    const key = idempotencyKeyOf(request, true)!;
    const { productId, baseVersion, product, skus } = parseOr400(productEditBody, request.body);
    const checked = validateProduct(product);
    // Field paths as the review names them, under the product.
    if (!checked.success) throw badRequest(checked.errors);
    return edits.edit(key, await staffEmail(request.userId), { productId, baseVersion, product: checked.data, skus });
  });

  app.post('/product/listing', async (request): Promise<ProductChangeAnswer> => {
    const { productId, listed } = parseOr400(listingBody, request.body);
    return edits.setListed(await staffEmail(request.userId), productId, listed);
  });

  app.get('/product/history', async (request): Promise<ProductHistoryAnswer> => {
    const { productId } = parseOr400(productHistoryQuery, request.query);
    return { entries: await edits.history(productId) };
  });

  app.post('/product/label_printed', async (request): Promise<LabelPrintedAnswer> => {
    const { productId, version } = parseOr400(labelPrintedBody, request.body);
    await edits.labelPrinted(productId, version);
    return { ok: true };
  });
}
