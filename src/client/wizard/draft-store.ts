import { randomId } from '../random-id';

/**
 * The form in progress lives in localStorage under 'productForm' (spec 000 section 2), written on
 * every change, so a closed tab, a reload or a crash loses nothing. Photos are too big for it and
 * live in IndexedDB under the same draft id (photo-store.ts).
 */
export const FORM_KEY = 'productForm';

export interface StoredForm<D> {
  draftId: string;
  data: D;
}

export function newDraftId(): string {
  return randomId();
}

/**
 * The stored form, unless it belongs to another kind of flow: 'discarded if the stored type
 * differs from the current one when fabric is involved'. Flows whose draft is not a product
 * (inventory boxes) keep theirs under a key of their own, so neither clobbers the other.
 */
export function loadForm<D extends object>(accepts: (productType: string | undefined) => boolean, key: string = FORM_KEY): StoredForm<D> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredForm<D>;
    if (!stored || typeof stored.draftId !== 'string' || typeof stored.data !== 'object' || stored.data === null) return null;
    const { productType } = stored.data as { productType?: unknown };
    return accepts(typeof productType === 'string' ? productType : undefined) ? stored : null;
  } catch {
    return null;
  }
}

export function saveForm<D>(form: StoredForm<D>, key: string = FORM_KEY): void {
  localStorage.setItem(key, JSON.stringify(form));
}

export function clearForm(key: string = FORM_KEY): void {
  localStorage.removeItem(key);
}
