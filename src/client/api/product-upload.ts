import { STEP_LABELS } from '../../shared/messages/api-errors';
import { PHOTOS_FIELD, productPhotosAnswer, type ProductPhotosAnswer } from '../../shared/schemas/media';
import type { Product } from '../../shared/products';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';
import { uploadedProductAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { UploadedProduct };

/**
 * POST /product/product_upload. The key (the draft's id) makes a repeat return the first answer,
 * so a retry, a reload or a second tab never creates the product twice.
 */
export function uploadProduct(product: Product, idempotencyKey: string, signal?: AbortSignal): Promise<UploadedProduct> {
  return apiCall(STEP_LABELS.uploadProduct, 'POST', '/product/product_upload', uploadedProductAnswer, {
    body: product,
    headers: { 'Idempotency-Key': idempotencyKey },
    ...(signal ? { signal } : {}),
  });
}

/**
 * POST /product/:id/photos: every photo of the product in one call, in order (the first is the
 * main image), as bytes in multipart/form-data. The server names, stages, attaches and publishes
 * them, and answers what the shop holds; it refuses fewer photos than the product was uploaded with.
 * An edit's new photos name the version they replace the photos of (`baseVersion`): a change made
 * since is a 409 whose body holds `current`, and the listing state is left as it is.
 */
export function uploadPhotos(
  productId: string,
  photos: readonly { blob: Blob; name: string }[],
  onProgress?: (loaded: number, total: number) => void,
  baseVersion?: string,
  /** Ends the call (the device outbox's time-out): it fails as one that got no answer. */
  signal?: AbortSignal,
): Promise<ProductPhotosAnswer> {
  const form = new FormData();
  for (const photo of photos) form.append(PHOTOS_FIELD, photo.blob, photo.name);
  const query = baseVersion === undefined ? '' : `?${new URLSearchParams({ baseVersion }).toString()}`;
  return apiCall(STEP_LABELS.uploadMedia, 'POST', `/product/${encodeURIComponent(productId)}/photos${query}`, productPhotosAnswer, {
    body: form,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
