import { STEP_LABELS } from '../../shared/messages/api-errors';
import type { AttachMediaInput, MediaUploadInput } from '../../shared/schemas/media';
import { apiCall } from './client';

export interface UploadedProduct {
  productId: string;
  title: string;
  skus: string[];
}

/**
 * POST /product/product_upload. The key (the draft's id) makes a repeat return the first answer,
 * so a retry, a reload or a second tab never creates the product twice.
 */
export function uploadProduct(product: Record<string, unknown>, idempotencyKey: string): Promise<UploadedProduct> {
  return apiCall(STEP_LABELS.uploadProduct, 'POST', '/product/product_upload', { body: product, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /product/media_upload: one resourceUrl per photo, in order. */
export function uploadMedia(input: MediaUploadInput): Promise<{ resourceUrl: string }[]> {
  return apiCall(STEP_LABELS.uploadMedia, 'POST', '/product/media_upload', { body: input });
}

/** POST /product/attach_media: attaches in order (the first is main) and publishes. */
export function attachMedia(input: AttachMediaInput): Promise<unknown> {
  return apiCall(STEP_LABELS.attachMedia, 'POST', '/product/attach_media', { body: input });
}
