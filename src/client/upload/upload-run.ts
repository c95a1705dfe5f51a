import { PHOTO_MESSAGES, type ProductPhotosAnswer } from '../../shared/schemas/media';
import type { Product } from '../../shared/products';
import { ApiError } from '../api/client';
import { uploadPhotos, uploadProduct } from '../api/product-upload';
import { loadPhotos, type StoredPhoto } from '../wizard/photo-store';
import { resumePhotos } from '../widgets/photos/photo-intake';
import { loadProgress, saveProgress, type UploadProgress } from './upload-progress';
import { photoSend, type PhotoSend } from './photo-send';

/** The upload states of spec 000 section 4 (invalid and ready are derived from the form). */
export type UploadPhase = 'uploadingProduct' | 'uploadingMedia' | 'success' | 'partiallyFailed' | 'failed';

export interface UploadOutcome {
  phase: 'success' | 'partiallyFailed' | 'failed';
  progress: UploadProgress | null;
  /**
   * Why it failed, the error itself (undefined on success): the submission policy words it, and
   * only the error tells a lost connection (status 0: 'No connection: ...') from a refusal.
   */
  error?: unknown;
  /** A 401 signs out; the panel then shows nothing more. */
  signedOut: boolean;
}

/** A photo the product lists that this device no longer holds: the upload stops and says which. */
export class MissingPhotoError extends Error {}

/**
 * Every photo the product lists, in its order (the first is the main image), once any still being
 * processed are done. One missing is never skipped: a product once went live with 2 of its 3
 * photos that way (issue 14). An edit's save sends its photos the same way.
 */
export async function photosOf(product: Pick<Product, 'images'>, draftId: string): Promise<StoredPhoto[]> {
  // Photos a closed page left processing are processed now; loadPhotos waits for them.
  await resumePhotos(draftId);
  const stored = await loadPhotos(draftId);
  const ids = product.images;
  return ids.map((id, i) => {
    const photo = stored.find((p) => p.id === id);
    if (!photo) throw new MissingPhotoError(PHOTO_MESSAGES.missingOnDevice(i + 1, ids.length));
    return photo;
  });
}

/**
 * Sends every photo in one call, in order, telling `onPhotos` which is on its way. An edit's photos
 * name the version of the record they replace the photos of (`baseVersion`).
 */
export function sendPhotos(
  productId: string,
  photos: readonly StoredPhoto[],
  onPhotos: (send: PhotoSend) => void,
  baseVersion?: string,
): Promise<ProductPhotosAnswer> {
  const sizes = photos.map((p) => p.blob.size);
  onPhotos(photoSend(sizes, 0, 1));
  return uploadPhotos(productId, photos, (loaded, total) => onPhotos(photoSend(sizes, loaded, total)), baseVersion);
}

/**
 * Submit: check that every photo is still here, create the product (once: the saved record or the
 * idempotency key answers a repeat), then send all photos in one call that stages, attaches and
 * publishes them. A failure before the product exists is 'failed'; one after it is
 * 'partiallyFailed', and the retry starts from the saved product.
 */
export async function runUpload(
  product: Product,
  draftId: string,
  onPhase: (phase: UploadPhase) => void,
  onPhotos: (send: PhotoSend) => void = () => undefined,
): Promise<UploadOutcome> {
  let progress = loadProgress(draftId);
  const failure = (phase: 'failed' | 'partiallyFailed', error: unknown): UploadOutcome => ({
    phase,
    progress,
    error,
    signedOut: error instanceof ApiError && error.status === 401,
  });
  if (progress?.attached) return { phase: 'success', progress, signedOut: false };

  // Before the shop hears of the product: nothing is made for photos that are not all here.
  onPhase(progress ? 'uploadingMedia' : 'uploadingProduct');
  let photos: StoredPhoto[];
  try {
    photos = await photosOf(product, draftId);
  } catch (error) {
    return failure(progress ? 'partiallyFailed' : 'failed', error);
  }

  if (!progress) {
    try {
      const created = await uploadProduct(product, draftId);
      progress = { ...created, draftId, attached: false };
      saveProgress(progress);
    } catch (error) {
      return failure('failed', error);
    }
  }

  onPhase('uploadingMedia');
  try {
    await sendPhotos(progress.productId, photos, onPhotos);
    progress = { ...progress, attached: true };
    saveProgress(progress);
    return { phase: 'success', progress, signedOut: false };
  } catch (error) {
    return failure('partiallyFailed', error);
  }
}
