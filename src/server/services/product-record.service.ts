import { NotFoundError } from '../errors';
import type { ShopCatalogPort } from '../ports/shop.port';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { withVersion } from '../../shared/edit/record-version';
import type { VersionedRecord } from '../../shared/schemas/product-edit';
import type { ProductListings } from './product-listings';

/** A record as the item page shows it: with the version an edit names, and whether its printed label still tells the truth. */
export type ItemRecord = VersionedRecord & { labelOutOfDate: boolean };

export interface ProductRecordService {
  /**
   * The shop's record of one product as it holds it now (labels and the uploaded item are shown
   * from it, never from a draft); NotFound when the shop has no product with this id.
   */
  record(productId: string): Promise<ItemRecord>;
  /** The product a scanned label's SKU belongs to; NotFound when no variant has it. */
  recordBySku(sku: string): Promise<ItemRecord>;
}

export function createProductRecordService(
  shop: Pick<ShopCatalogPort, 'getProduct' | 'findProductBySku'>,
  listings: Pick<ProductListings, 'labelOutOfDate' | 'productIdBySku'>,
): ProductRecordService {
  const item = async (record: Parameters<typeof withVersion>[0]): Promise<ItemRecord> => ({
    ...withVersion(record),
    labelOutOfDate: await listings.labelOutOfDate(record.productId),
  });
  /** The product Selvage listed with this SKU, as the shop holds it, while its search has not caught up. */
  const listedWith = async (sku: string) => {
    const productId = await listings.productIdBySku(sku);
    const product = productId ? await shop.getProduct(productId) : null;
    return product?.variants.some((v) => v.sku === sku) ? product : null;
  };
  return {
    async record(productId) {
      const product = await shop.getProduct(productId);
      if (!product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
      return item(product);
    },
    async recordBySku(sku) {
      const product = (await shop.findProductBySku(sku)) ?? (await listedWith(sku));
      if (!product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.noSku(sku));
      return item(product);
    },
  };
}
