import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import type { Product } from '../../shared/products';
import type { HistoryEntry, ProductChangeAnswer } from '../../shared/schemas/product-edit';
import {
  labelPrintedAnswer,
  productChangeAnswer,
  productHistoryAnswer,
  type ItemRecordAnswer,
  type LabelPrintedAnswer,
} from '../../shared/schemas/answers';
import { apiCall } from './client';

/** A record as the item page reads it (GET /product/record): with its version and its label's state. */
export type ItemRecord = ItemRecordAnswer['product'];

/**
 * POST /product/edit. `key` must be the same for every try of one save (a double tap, a retry after a
 * lost answer) and new for the next save: the edit's id and the version it starts from do both.
 * A 409 is an ApiError whose body holds `current` (EditConflictAnswer).
 */
export function saveEdit(request: { productId: string; baseVersion: string; product: Product }, key: string): Promise<ProductChangeAnswer> {
  return apiCall(PRODUCT_EDIT_MESSAGES.step, 'POST', '/product/edit', productChangeAnswer, {
    body: request,
    headers: { 'Idempotency-Key': key },
  });
}

/** POST /product/listing: off sale (false) or back on sale (true). */
export const setListed = (productId: string, listed: boolean): Promise<ProductChangeAnswer> =>
  apiCall(PRODUCT_EDIT_MESSAGES.listingStep, 'POST', '/product/listing', productChangeAnswer, { body: { productId, listed } });

/** GET /product/history: newest first. */
export async function productHistory(productId: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const { entries } = await apiCall(
    PRODUCT_EDIT_MESSAGES.historyStep,
    'GET',
    `/product/history?${new URLSearchParams({ productId }).toString()}`,
    productHistoryAnswer,
    signal ? { signal } : {},
  );
  return entries;
}

/**
 * POST /product/label_printed: the labels were just printed from this record. A 409 means the shop
 * holds a newer one (a colleague's edit): the label printed is out of date too.
 */
export const labelPrinted = (record: { productId: string; version: string }): Promise<LabelPrintedAnswer> =>
  apiCall(PRODUCT_RECORD_MESSAGES.step, 'POST', '/product/label_printed', labelPrintedAnswer, {
    body: { productId: record.productId, version: record.version },
  });
