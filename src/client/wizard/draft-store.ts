import type { FieldErrors } from '../../shared/schemas/validate';
import { SUPPLY_TYPES } from '../../shared/catalogue/product-types';
import { randomId } from '../random-id';

/**
 * The form in progress lives in localStorage, written on every change, so a closed tab, a reload
 * or a crash loses nothing. Photos are too big for it and live in IndexedDB under the same draft
 * id (photo-store.ts).
 *
 * Spec 000 keeps 'the form' under the key productForm and discards it when another kind of
 * product is opened. Read as a namespace (D74): each product flow keeps its own draft under
 * `productForm.<flow>`, so opening Supplies never throws away a fabric half entered, nor the other
 * way round. Flows whose draft is not a product (boxes, roll to bundle) have keys of their own.
 */
export const PRODUCT_FORM_KEYS = {
  fabric: 'productForm.fabric',
  supplies: 'productForm.supplies',
} as const;

/** Where every draft lived before D74; read once on upgrade and moved to its flow's key. */
export const LEGACY_FORM_KEY = 'productForm';

export interface StoredForm<D> {
  draftId: string;
  data: D;
  /** Started from the last item uploaded ('Same as last'): Next passes the pages the copy answered. */
  prefilled?: boolean;
  /**
   * The server's words when this draft came back from the phone's outbox refused (Fix, D145): its
   * Upload page shows them until it is uploaded; a new draft starts without.
   */
  refused?: string;
  /**
   * The server's errors by field path that came back with it: each stands on its page (and in the
   * review) until staff change that field, also where this version of the page knows no such rule.
   */
  refusedErrors?: FieldErrors;
}

/**
 * The server's errors that still stand once `before` became `after`: those of fields staff left as
 * they were. A field is its path's first part ('lengthM' for 'lengthM.1').
 */
export function refusalsStanding(errors: FieldErrors, before: object, after: object): FieldErrors | undefined {
  const valueOf = (data: object, field: string) => JSON.stringify((data as Record<string, unknown>)[field]);
  const standing = Object.entries(errors).filter(([path]) => {
    const field = path.split('.')[0] ?? path;
    return valueOf(before, field) === valueOf(after, field);
  });
  return standing.length > 0 ? Object.fromEntries(standing) : undefined;
}

export function newDraftId(): string {
  return randomId();
}

/** A stored form as written by saveForm, or null for nothing or anything else. */
export function parseForm(raw: string | null): StoredForm<object> | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredForm<unknown>> | null;
    if (!stored || typeof stored.draftId !== 'string' || typeof stored.data !== 'object' || stored.data === null) return null;
    return stored as StoredForm<object>;
  } catch {
    return null;
  }
}

const productTypeOf = (form: StoredForm<object>): string | undefined => {
  const { productType } = form.data as { productType?: unknown };
  return typeof productType === 'string' ? productType : undefined;
};

/** The flow key a draft stored under the old single key belongs to, or null when it is no product draft. */
function legacyTarget(productType: string | undefined): string | null {
  if (productType === 'Fabric') return PRODUCT_FORM_KEYS.fabric;
  // A supplies draft before its kind is chosen has no type yet.
  if (productType === undefined || (SUPPLY_TYPES as readonly string[]).includes(productType)) return PRODUCT_FORM_KEYS.supplies;
  return null;
}

/**
 * Moves a draft stored under the old single key 'productForm' to its flow's key, so nobody loses a
 * draft on upgrade. It is moved only where it cannot overwrite another draft: the flow's key is
 * empty or holds the same draft (a tab still running the old code saved it again). Otherwise it
 * stays where it is, untouched; nothing is ever dropped.
 */
export function migrateLegacyForm(storage: Storage = localStorage): void {
  const raw = storage.getItem(LEGACY_FORM_KEY);
  if (raw === null) return;
  const legacy = parseForm(raw);
  const target = legacy && legacyTarget(productTypeOf(legacy));
  if (!legacy || !target) return;
  const current = parseForm(storage.getItem(target));
  if (current && current.draftId !== legacy.draftId) return;
  storage.setItem(target, raw);
  storage.removeItem(LEGACY_FORM_KEY);
}

/**
 * The draft stored under `key`, unless it is of a kind this flow does not take (a stored
 * `productType` the flow's `accepts` refuses): then the flow starts a new one.
 */
export function loadForm<D extends object>(accepts: (productType: string | undefined) => boolean, key: string): StoredForm<D> | null {
  try {
    migrateLegacyForm();
    const stored = parseForm(localStorage.getItem(key));
    if (!stored) return null;
    return accepts(productTypeOf(stored)) ? (stored as StoredForm<D>) : null;
  } catch {
    return null;
  }
}

export function saveForm<D>(form: StoredForm<D>, key: string): void {
  localStorage.setItem(key, JSON.stringify(form));
}

export function clearForm(key: string): void {
  localStorage.removeItem(key);
}

/**
 * The last draft uploaded of each product type (Fabric, Zippers, ...), under one key by type, for
 * 'Same as last' (issue 17): kept when its upload succeeds, so it outlives the next item, a reload
 * or a closed tab. Only the form is kept: photos stay with their own draft and are never copied.
 */
export const LAST_UPLOADED_KEY = 'productForm.lastUploaded';

type LastByType = Record<string, object>;

function readLast(storage: Storage): LastByType {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LAST_UPLOADED_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as LastByType) : {};
  } catch {
    return {};
  }
}

/** Keeps `data` as the last uploaded item of its product type; a draft with no type is not kept. */
export function saveLastUploaded(data: object, storage: Storage = localStorage): void {
  const { productType } = data as { productType?: unknown };
  if (typeof productType !== 'string') return;
  storage.setItem(LAST_UPLOADED_KEY, JSON.stringify({ ...readLast(storage), [productType]: data }));
}

/** The last item uploaded of this product type on this device, or null. */
export function loadLastUploaded(productType: string, storage: Storage = localStorage): object | null {
  const last = readLast(storage);
  const data = Object.hasOwn(last, productType) ? last[productType] : undefined;
  return typeof data === 'object' && data !== null ? data : null;
}
