import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import type { ProductRecord } from '../../shared/schemas/shop-answers';
import type { ItemRecord } from './product-edit';
import { itemRecordAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { ProductRecord };

/** GET /product/record with one query: the product's id, or a label's SKU. Answers its version and its label's state too. */
async function recordBy(query: { productId: string } | { sku: string }, signal?: AbortSignal): Promise<ItemRecord> {
  const { product } = await apiCall(
    PRODUCT_RECORD_MESSAGES.step,
    'GET',
    `/product/record?${new URLSearchParams(query).toString()}`,
    itemRecordAnswer,
    signal ? { signal } : {},
  );
  return product;
}

/** The shop's record of one product, as it holds it now. */
export const productRecord = (productId: string, signal?: AbortSignal) => recordBy({ productId }, signal);

/** The product a scanned (or typed) label SKU belongs to; 404 names the SKU. */
export const productRecordBySku = (sku: string, signal?: AbortSignal) => recordBy({ sku }, signal);
