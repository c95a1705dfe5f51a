import type { FastifyInstance } from 'fastify';
import { parseOr400 } from '../http/validation';
import type { ProductRecordService } from '../services/product-record.service';
import { productRecordQuery } from '../../shared/schemas/product-record';
import type { ItemRecordAnswer } from '../../shared/schemas/answers';

/**
 * GET /product/record?productId=... (or ?sku=..., a scanned label): the shop's record of one product, as it holds it now. The
 * upload panel prints labels and shows the uploaded item from this, never from the draft in the
 * browser, which may have changed since. The id rides in the query: Shopify's ids hold slashes.
 */
export function productRecordRoutes(app: FastifyInstance, records: ProductRecordService): void {
  app.get('/product/record', async (request): Promise<ItemRecordAnswer> => {
    const { productId, sku } = parseOr400(productRecordQuery, request.query);
    return { product: productId !== undefined ? await records.record(productId) : await records.recordBySku(sku ?? '') };
  });
}
