import { z } from 'zod';
import { PRODUCT_EDIT_MESSAGES } from '../messages/product-edit';
import { PRODUCT_RECORD_MESSAGES } from '../messages/product-record';
import { required } from './messages';
import { PRODUCT_ID_MAX } from './product-record';
import type { FieldChange } from '../edit/record-changes';
import type { ProductRecord } from './shop-answers';

/** More SKUs than any listing holds: a body naming more is refused before it is compared. */
const VARIANT_SKUS_MAX = 100;

const productId = z
  .string({ error: PRODUCT_RECORD_MESSAGES.idRequired })
  .min(1, PRODUCT_RECORD_MESSAGES.idRequired)
  .max(PRODUCT_ID_MAX, PRODUCT_RECORD_MESSAGES.idTooLong(PRODUCT_ID_MAX));

/** What recordVersion answers: base 36, at most 53 bits. */
/** A version as recordVersion answers it, named in edits, label prints and an edit's photo call. */
export const versionSchema = z
  .string({ error: PRODUCT_EDIT_MESSAGES.versionRequired })
  .regex(/^[0-9a-z]{1,12}$/, PRODUCT_EDIT_MESSAGES.versionInvalid);

/** A SKU as an edit names it: the shop's text, never checked for a form here (the held record's SKUs are compared). */
const editSku = z
  .string({ error: required('SKU') })
  .min(1, required('SKU'))
  .max(PRODUCT_ID_MAX);

/**
 * POST /product/edit (Idempotency-Key: the edit's own id): the product's answers as edited, the
 * version of the record the edit started from and, optionally, the SKUs of its variants as the edit
 * loaded them, in variant order (an edit may change none: fixedChanges). The product itself is
 * checked with validateProduct, then against the held record with fixedChanges.
 */
export const productEditBody = z.strictObject({
  productId,
  baseVersion: versionSchema,
  product: z.unknown(),
  skus: z.array(editSku).max(VARIANT_SKUS_MAX).optional(),
});

/** POST /product/listing: take an item off sale (listed: false) or put it back. */
export const listingBody = z.strictObject({
  productId,
  listed: z.boolean({ error: PRODUCT_EDIT_MESSAGES.listedRequired }),
});

/** POST /product/label_printed: the labels of the record at this version were printed. */
export const labelPrintedBody = z.strictObject({ productId, version: versionSchema });

/** GET /product/history?productId= */
export const productHistoryQuery = z.strictObject({ productId });

/** A product record with the version an edit of it names. */
export type VersionedRecord = ProductRecord & { version: string };

/** The answer of an edit or a listing change: the shop's record after it, and what changed. */
export interface ProductChangeAnswer {
  product: VersionedRecord;
  changes: FieldChange[];
  /** Whether a label printed before this change no longer tells the truth. */
  labelOutOfDate: boolean;
}

/** The 409 of an edit: the record as the shop holds it now (the page compares it with where the edit started). */
export interface EditConflictAnswer {
  message: string;
  current: VersionedRecord;
}

/** Why a product changed, in its history. */
export const HISTORY_ACTIONS = ['listed', 'edited', 'unlisted', 'relisted', 'converted'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ACTION_TEXT: Record<HistoryAction, string> = {
  listed: 'Listed',
  edited: 'Edited',
  unlisted: 'Taken off sale',
  relisted: 'Put back on sale',
  converted: 'Roll cut to a bundle',
};

/** One change in a product's history, newest first in GET /product/history. */
export interface HistoryEntry {
  /** Epoch ms. */
  at: number;
  by: string;
  action: HistoryAction;
  changes: FieldChange[];
}
