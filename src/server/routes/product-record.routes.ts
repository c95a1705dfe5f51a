import type { FastifyInstance } from 'fastify';
import type { ShopPort } from '../ports/shop.port';
import { parseOr400 } from '../http/validation';
import { NotFoundError } from '../errors';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { productRecordQuery } from '../../shared/schemas/product-record';

/**
 * GET /product/record?productId=...: the shop's record of one product, as it holds it now. The
 * upload panel prints labels and shows the uploaded item from this, never from the draft in the
 * browser, which may have changed since. The id rides in the query: Shopify's ids hold slashes.
 */
export function productRecordRoutes(app: FastifyInstance, shop: ShopPort): void {
  app.get('/product/record', async (request) => {
    const { productId } = parseOr400(productRecordQuery, request.query);
    const product = await shop.getProduct(productId);
    if (!product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
    return { product };
  });
}
