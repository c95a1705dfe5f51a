import { editedRecord } from '../../shared/edit/edited-record';
import { recordChanges, type FieldChange } from '../../shared/edit/record-changes';
import { validateDraft, type Product, type ProductDraft } from '../../shared/products';
import { productChangeAnswer, versionedRecordAnswer } from '../../shared/schemas/answers';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import { ApiError } from '../api/client';
import { isTransient } from '../submission/submission-machine';
import { editedMedia } from './edit-photos';

/**
 * A product record with its version, as GET /product/record, an edit's answer and a 409's `current`
 * hold it, read from JSON off the network or out of storage (never cast) with the answer's schema:
 * null when it is none. Its details are read leniently, each field kept only if it passes its schema
 * (recordedProduct).
 */
export function versionedRecordOf(value: unknown): VersionedRecord | null {
  const read = versionedRecordAnswer.safeParse(value);
  return read.success ? read.data : null;
}

/** The product a save sends: the draft as validateDraft makes it, or null while it makes none. */
export function productOfDraft(draft: ProductDraft): Product | null {
  const checked = validateDraft(draft);
  return checked.success ? checked.data : null;
}

/**
 * What saving `product` would change in the shop's record it started from, as the history and a
 * 409 word it: its answers, and its photos when their ids or order differ from those the edit
 * started with ('Photos: 3 photos -> 4 photos').
 */
export function productChanges(held: VersionedRecord, product: Product): FieldChange[] {
  return recordChanges(held, { ...editedRecord(held, product), media: editedMedia(held, product.images) });
}

/** What saving this draft would change (productChanges); null while the draft makes no product yet (the review names what is missing). */
export function editChanges(held: VersionedRecord, draft: ProductDraft): FieldChange[] | null {
  const product = productOfDraft(draft);
  return product ? productChanges(held, product) : null;
}

/** A save's answer read from JSON (out of storage) with the answer's schema: null when it is none. */
export function changeAnswerOf(value: unknown): ProductChangeAnswer | null {
  const read = productChangeAnswer.safeParse(value);
  return read.success ? read.data : null;
}

/**
 * The record as the shop holds it now, when a save was refused because the item changed after the
 * edit started (409 with `current`); null for any other failure, a 409 of a save still under way
 * or of an item busy with another change included.
 */
export function conflictOf(error: unknown): VersionedRecord | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'current' in body ? versionedRecordOf(body.current) : null;
}

/**
 * Whether the same save may go otherwise next time: no answer, a server failure, or a 409 that says
 * the item is busy (this save still being handled, another change of the item under way). A save
 * refused for an item that changed since, or for its answers, would be refused again.
 */
export const saveRetryable = (error: unknown): boolean =>
  isTransient(error) || (error instanceof ApiError && error.status === 409 && conflictOf(error) === null);
