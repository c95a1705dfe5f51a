import type { UploadedProduct } from '../api/product-upload';

/**
 * How far each draft's upload got, kept in localStorage beside the drafts (key
 * `productForm.uploads`, by draft id): a retry, a reload or a second tab reuses the created product
 * and its SKUs instead of making another, and a draft whose photos are attached is sealed (D75).
 * One record per draft, because each product flow keeps a draft of its own (D74): a supply
 * uploaded meanwhile must not make a fabric forget that it was uploaded. A new draft has a new id,
 * so no record applies to it.
 */
export const UPLOAD_PROGRESS_KEY = 'productForm.uploads';
/** Before D74 there was one draft, and one record of it under this key. */
const LEGACY_PROGRESS_KEY = 'productForm.upload';

export interface UploadProgress extends UploadedProduct {
  draftId: string;
  /** The photos are attached and the product published: the draft is sealed. */
  attached: boolean;
}

type ProgressByDraft = Record<string, UploadProgress>;

const isProgress = (value: unknown): value is UploadProgress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadProgress).draftId === 'string' &&
  typeof (value as UploadProgress).productId === 'string';

function readAll(storage: Storage = localStorage): ProgressByDraft {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UPLOAD_PROGRESS_KEY) ?? '{}');
    const all: ProgressByDraft = {};
    if (typeof parsed !== 'object' || parsed === null) return all;
    for (const [draftId, progress] of Object.entries(parsed))
      if (isProgress(progress) && progress.draftId === draftId) all[draftId] = progress;
    // The single record the old code kept joins the others, so an upload made before the upgrade
    // is still known (and its draft still sealed, or its retry still reusing the product).
    const legacy: unknown = JSON.parse(storage.getItem(LEGACY_PROGRESS_KEY) ?? 'null');
    if (isProgress(legacy) && !Object.hasOwn(all, legacy.draftId)) all[legacy.draftId] = legacy;
    return all;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

function writeAll(all: ProgressByDraft, storage: Storage = localStorage): void {
  storage.setItem(UPLOAD_PROGRESS_KEY, JSON.stringify(all));
  storage.removeItem(LEGACY_PROGRESS_KEY);
  for (const listener of listeners) listener();
}

export function loadProgress(draftId: string, storage: Storage = localStorage): UploadProgress | null {
  const all = readAll(storage);
  return Object.hasOwn(all, draftId) ? all[draftId]! : null;
}

export function saveProgress(progress: UploadProgress, storage: Storage = localStorage): void {
  writeAll({ ...readAll(storage), [progress.draftId]: progress }, storage);
}

/** Forgets a draft's upload once the draft itself is gone (Start New Product, a sealed draft replaced). */
export function clearProgress(draftId: string): void {
  const all = readAll();
  if (!Object.hasOwn(all, draftId)) return;
  delete all[draftId];
  writeAll(all);
}

/**
 * Calls `listener` whenever a record changes, in this tab or another one (the storage event), so
 * the wizard seals a draft the moment its upload succeeds.
 */
export function subscribeProgress(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === UPLOAD_PROGRESS_KEY || e.key === LEGACY_PROGRESS_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
