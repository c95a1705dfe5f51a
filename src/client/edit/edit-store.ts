import { draftOfRecorded } from '../../shared/edit/draft-of-product';
import type { ProductDraft } from '../../shared/products';
import type { VersionedRecord } from '../../shared/schemas/product-edit';
import { newDraftId, type StoredForm } from '../wizard/draft-store';
import { editChanges, versionedRecordOf } from './edit-changes';

/**
 * Where the edit in progress is kept (issue 27): its draft, which the wizard engine reads and saves
 * on every change like any flow's, and beside it what the edit started from. Never the new items'
 * `productForm.*` keys: an edit and an item half entered never replace each other. One edit at a
 * time: opening another item's edit starts that one.
 */
export const EDIT_KEYS = { draft: 'productEdit', base: 'productEdit.base' } as const;

/** What an edit started from: the product, the version of its record a save names, and the record itself (what changes are counted from). */
export interface EditBase {
  /** The edit's own id; also the draft's id. */
  editId: string;
  productId: string;
  version: string;
  record: VersionedRecord;
}

/** Which wizard an edit opens: the fabric pages or the supplies pages. */
export type EditKind = 'fabric' | 'supplies';

export const kindOfEdit = (base: EditBase): EditKind => (base.record.details.productType === 'Fabric' ? 'fabric' : 'supplies');

/**
 * The Idempotency-Key of a save: the same for every try of one save (a double tap, a retry after a
 * lost answer), another for the next edit or for an edit started again from a newer record.
 */
export const saveKeyOf = (base: Pick<EditBase, 'editId' | 'version'>): string => `${base.editId}-${base.version}`;

/** The held answers as the wizard's draft; null for a product Selvage did not list. */
export const heldDraftOf = (record: Pick<VersionedRecord, 'details'>): ProductDraft | null => draftOfRecorded(record.details);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function parseBase(raw: string | null): EditBase | null {
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (!isObject(stored) || !isText(stored.editId) || !isText(stored.productId) || !isText(stored.version)) return null;
    const record = versionedRecordOf(stored.record);
    if (!record || record.productId !== stored.productId || record.version !== stored.version) return null;
    return { editId: stored.editId, productId: stored.productId, version: stored.version, record };
  } catch {
    return null;
  }
}

function storedDraft(base: EditBase, storage: Storage): ProductDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(EDIT_KEYS.draft) ?? 'null') as Partial<StoredForm<ProductDraft>> | null;
    return stored?.draftId === base.editId && isObject(stored.data) ? stored.data : null;
  } catch {
    return null;
  }
}

function keepDraft(editId: string, data: ProductDraft, storage: Storage): void {
  const form: StoredForm<ProductDraft> = { draftId: editId, data };
  storage.setItem(EDIT_KEYS.draft, JSON.stringify(form));
}

/**
 * Starts an edit of `record` from the answers it holds, replacing any edit kept before. Null (and
 * nothing kept) for a product Selvage did not list: there are no answers to open.
 */
export function startEdit(record: VersionedRecord, storage: Storage = localStorage): EditBase | null {
  const draft = heldDraftOf(record);
  if (!draft) return null;
  const base: EditBase = { editId: newDraftId(), productId: record.productId, version: record.version, record };
  storage.setItem(EDIT_KEYS.base, JSON.stringify(base));
  keepDraft(base.editId, draft, storage);
  return base;
}

/**
 * The edit in progress, or null. A base whose draft went missing (another tab's edit, storage
 * cleared by hand) gets its held answers back, so the wizard always opens the draft of this base.
 */
export function loadEdit(storage: Storage = localStorage): EditBase | null {
  const base = parseBase(storage.getItem(EDIT_KEYS.base));
  const held = base && heldDraftOf(base.record);
  if (!base || !held) return null;
  if (storedDraft(base, storage) === null) keepDraft(base.editId, held, storage);
  return base;
}

/** The kept draft of the edit in progress (what the wizard shows), or null. */
export const draftOfEdit = (base: EditBase, storage: Storage = localStorage): ProductDraft | null => storedDraft(base, storage);

/**
 * The edit kept for `productId` that staff already changed something in, to carry on with when the
 * item's Edit is tapped again; null when there is none, or it changes nothing (the next opening
 * reads the shop's record again rather than an older copy of it).
 */
export function editToResume(productId: string, storage: Storage = localStorage): EditBase | null {
  const base = loadEdit(storage);
  const draft = base && base.productId === productId ? storedDraft(base, storage) : null;
  if (!base || !draft) return null;
  const changes = editChanges(base.record, draft);
  // A draft that does not make a product yet (a field cleared mid-way) is staff's work too, unless
  // it is the held answers as they were (a record the schema no longer takes whole).
  const changed = changes === null ? JSON.stringify(draft) !== JSON.stringify(heldDraftOf(base.record)) : changes.length > 0;
  return changed ? base : null;
}

/** Ends the edit: saved (or given up), so opening the item's edit again starts from the shop's record. */
export function finishEdit(storage: Storage = localStorage): void {
  storage.removeItem(EDIT_KEYS.draft);
  storage.removeItem(EDIT_KEYS.base);
}
