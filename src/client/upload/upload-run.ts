import { MEDIA_FILENAME } from '../../shared/schemas/media';
import { ApiError } from '../api/client';
import { attachMedia, uploadMedia, uploadProduct } from '../api/product-upload';
import { loadPhotos, type StoredPhoto } from '../wizard/photo-store';
import { loadProgress, saveProgress, type UploadProgress } from './upload-progress';

/** The upload states of spec 000 section 4 (invalid and ready are derived from the form). */
export type UploadPhase = 'uploadingProduct' | 'uploadingMedia' | 'success' | 'partiallyFailed' | 'failed';

export interface UploadOutcome {
  phase: 'success' | 'partiallyFailed' | 'failed';
  progress: UploadProgress | null;
  /** Why it failed, as the error catalogue words it (empty on success). */
  reason: string;
  /** A 401 signs out; the panel then shows nothing more. */
  signedOut: boolean;
}

const EXTENSIONS: Record<StoredPhoto['mimeType'], string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read a photo.'));
    reader.readAsDataURL(blob);
  });
}

/** Photos named `{sku}_{index}.{ext}` after what their bytes are (the old tool called all of them PNG). */
async function mediaPayload(sku: string, photos: readonly StoredPhoto[]) {
  const medias = photos.map((p, i) => ({ filename: `${sku}_${i + 1}.${EXTENSIONS[p.mimeType]}`, resource: 'IMAGE' as const, mimeType: p.mimeType, httpMethod: 'PUT' as const }));
  if (!medias.every((m) => MEDIA_FILENAME.test(m.filename))) throw new Error(`SKU ${sku} cannot name photos.`);
  return { medias, images: await Promise.all(photos.map((p) => dataUrlOf(p.blob))) };
}

/**
 * Submit: create the product (once: the saved record or the idempotency key answers a repeat),
 * then send the photos, then attach them. A failure creating the product is 'failed'; one after
 * it is 'partiallyFailed', and the retry starts from the saved product.
 */
export async function runUpload(
  product: Record<string, unknown>,
  draftId: string,
  onPhase: (phase: UploadPhase) => void,
): Promise<UploadOutcome> {
  let progress = loadProgress(draftId);
  const failure = (phase: 'failed' | 'partiallyFailed', error: unknown): UploadOutcome => ({
    phase,
    progress,
    reason: error instanceof Error ? error.message : '',
    signedOut: error instanceof ApiError && error.status === 401,
  });

  if (!progress) {
    onPhase('uploadingProduct');
    try {
      const created = await uploadProduct(product, draftId);
      progress = { ...created, draftId, attached: false };
      saveProgress(progress);
    } catch (error) {
      return failure('failed', error);
    }
  }
  if (progress.attached) return { phase: 'success', progress, reason: '', signedOut: false };

  onPhase('uploadingMedia');
  try {
    const photos = await loadPhotos(draftId);
    const ids = Array.isArray(product.images) ? (product.images as string[]) : [];
    // The draft's order is the photos' order; the first is the main image.
    const ordered = ids.map((id) => photos.find((p) => p.id === id)).filter((p): p is StoredPhoto => Boolean(p));
    if (ordered.length === 0) throw new Error('The photos of this product are no longer on this device.');
    const staged = await uploadMedia(await mediaPayload(progress.skus[0]!, ordered));
    await attachMedia({ id: progress.productId, medias: staged.map((s) => ({ originalSource: s.resourceUrl, alt: progress!.title, mediaContentType: 'IMAGE' as const })) });
    progress = { ...progress, attached: true };
    saveProgress(progress);
    return { phase: 'success', progress, reason: '', signedOut: false };
  } catch (error) {
    return failure('partiallyFailed', error);
  }
}
