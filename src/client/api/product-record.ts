import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import type { ProductRecord } from '../../shared/schemas/shop-answers';
import { apiCall } from './client';

export type { ProductRecord };

/** The shop's record of one product, as it holds it now (GET /product/record). */
export async function productRecord(productId: string, signal?: AbortSignal): Promise<ProductRecord> {
  const { product } = await apiCall<{ product: ProductRecord }>(
    PRODUCT_RECORD_MESSAGES.step,
    'GET',
    `/product/record?productId=${encodeURIComponent(productId)}`,
    signal ? { signal } : {},
  );
  return product;
}

/** The product a scanned (or typed) label SKU belongs to (GET /product/record?sku=...); 404 names the SKU. */
export async function productRecordBySku(sku: string, signal?: AbortSignal): Promise<ProductRecord> {
  const { product } = await apiCall<{ product: ProductRecord }>(
    PRODUCT_RECORD_MESSAGES.step,
    'GET',
    `/product/record?sku=${encodeURIComponent(sku)}`,
    signal ? { signal } : {},
  );
  return product;
}
