import type { UploadedProduct } from '../api/product-upload';

/**
 * How far a draft's upload got, kept in localStorage beside the draft (key `productForm.upload`)
 * and tied to the draft's id: a retry, a reload or a second tab reuses the created product and its
 * SKUs instead of making another. A new draft has a new id, so its record no longer applies.
 */
export const UPLOAD_PROGRESS_KEY = 'productForm.upload';

export interface UploadProgress extends UploadedProduct {
  draftId: string;
  /** The photos are attached and the product published. */
  attached: boolean;
}

export function loadProgress(draftId: string): UploadProgress | null {
  try {
    const raw = localStorage.getItem(UPLOAD_PROGRESS_KEY);
    const stored = raw ? (JSON.parse(raw) as UploadProgress) : null;
    return stored?.draftId === draftId && typeof stored.productId === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function saveProgress(progress: UploadProgress): void {
  localStorage.setItem(UPLOAD_PROGRESS_KEY, JSON.stringify(progress));
}
