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
  return crypto.randomUUID();
}

/**
 * The stored form, unless it belongs to another kind of flow: 'discarded if the stored type
 * differs from the current one when fabric is involved'.
 */
export function loadForm<D extends { productType?: string }>(accepts: (productType: string | undefined) => boolean): StoredForm<D> | null {
  try {
    const raw = localStorage.getItem(FORM_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredForm<D>;
    if (!stored || typeof stored.draftId !== 'string' || typeof stored.data !== 'object') return null;
    return accepts(stored.data.productType) ? stored : null;
  } catch {
    return null;
  }
}

export function saveForm<D>(form: StoredForm<D>): void {
  localStorage.setItem(FORM_KEY, JSON.stringify(form));
}

export function clearForm(): void {
  localStorage.removeItem(FORM_KEY);
}
