import { draftOfRecorded } from '../../shared/edit/draft-of-product';
import type { ProductDraft } from '../../shared/products';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import { newDraftId, type StoredForm } from '../wizard/draft-store';
import { changeAnswerOf, editChanges, versionedRecordOf } from './edit-changes';
import { shopPhotoIds } from './edit-photos';

/**
 * Where the edit in progress is kept (issue 27): its draft, which the wizard engine reads and saves
 * on every change like any flow's, and beside it what the edit started from. Never the new items'
 * `productForm.*` keys: an edit and an item half entered never replace each other. One edit at a
 * time: opening another item's edit starts that one.
 */
export const EDIT_KEYS = {
  draft: 'productEdit',
  base: 'productEdit.base',
  /** The edit whose photos were read from the shop into the photo store (by its id): they are not read again over staff's changes. */
  photos: 'productEdit.photos',
  /** Answers a save already sent while its photos were not (AnsweredSave): a retry sends the photos only. */
  answered: 'productEdit.answered',
} as const;

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

/**
 * The held answers as the wizard's draft, its photos listed as the photo store keeps the shop's
 * (shopPhotoIds); null for a product Selvage did not list.
 */
export function heldDraftOf(record: Pick<VersionedRecord, 'details' | 'media'>): ProductDraft | null {
  const draft = draftOfRecorded(record.details);
  return draft && { ...draft, images: shopPhotoIds(record) };
}

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
  storage.removeItem(EDIT_KEYS.photos);
  storage.removeItem(EDIT_KEYS.answered);
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
  for (const key of Object.values(EDIT_KEYS)) storage.removeItem(key);
}

/** Whether this edit's photos were read from the shop into the photo store (staff may have changed them since). */
export const photosRead = (base: Pick<EditBase, 'editId'>, storage: Storage = localStorage): boolean =>
  storage.getItem(EDIT_KEYS.photos) === base.editId;

export const markPhotosRead = (base: Pick<EditBase, 'editId'>, storage: Storage = localStorage): void =>
  storage.setItem(EDIT_KEYS.photos, base.editId);

/**
 * A save whose answers went through while its photos did not: the answer (the record at the
 * version the photos must name) and the product it sent, as JSON, so a retry with the same answers
 * sends the photos only.
 */
export interface AnsweredSave {
  editId: string;
  sent: string;
  answer: ProductChangeAnswer;
}

export function keepAnswered(answered: AnsweredSave, storage: Storage = localStorage): void {
  storage.setItem(EDIT_KEYS.answered, JSON.stringify(answered));
}

/** The answers this edit already saved without their photos, or null. */
export function answeredOf(base: Pick<EditBase, 'editId' | 'productId'>, storage: Storage = localStorage): AnsweredSave | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(EDIT_KEYS.answered) ?? 'null');
    if (!isObject(stored) || stored.editId !== base.editId || !isText(stored.sent)) return null;
    const answer = changeAnswerOf(stored.answer);
    return answer && answer.product.productId === base.productId ? { editId: base.editId, sent: stored.sent, answer } : null;
  } catch {
    return null;
  }
}
