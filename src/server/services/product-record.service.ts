import { NotFoundError } from '../errors';
import type { ProductRecord, ShopCatalogPort } from '../ports/shop.port';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';

export interface ProductRecordService {
  /**
   * The shop's record of one product as it holds it now (labels and the uploaded item are shown
   * from it, never from a draft); NotFound when the shop has no product with this id.
   */
  record(productId: string): Promise<ProductRecord>;
  /** The product a scanned label's SKU belongs to; NotFound when no variant has it. */
  recordBySku(sku: string): Promise<ProductRecord>;
}

export function createProductRecordService(shop: Pick<ShopCatalogPort, 'getProduct' | 'findProductBySku'>): ProductRecordService {
  return {
    async record(productId) {
      const product = await shop.getProduct(productId);
      if (!product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
      return product;
    },
    async recordBySku(sku) {
      const product = await shop.findProductBySku(sku);
      if (!product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.noSku(sku));
      return product;
    },
  };
}
