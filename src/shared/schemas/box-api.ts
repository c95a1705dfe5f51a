import { z } from 'zod';
import {
  BOX_SIZES,
  BOX_SUPPLY_TYPES,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  EVERYTHING_ELSE_SUBCATEGORIES,
  type EverythingElseCategory,
} from '../catalogue/boxes';
import { baseBoxCode, FULL_BOX_CODE } from '../boxes/box-code';
import { BOX_ID_MAX, boxBaseCodeOf, boxCountSchema, boxUpdateSchema, normaliseBoxId, subcategoryOf, type BoxDraft } from './box-draft';
import { IMAGES_MAX } from './fields';
import { MAX_IMAGES_MESSAGE, maxChars, notAllowed, required } from './messages';

/**
 * The inventory box calls (spec 001 section 7) as the server answers them. The browser and the
 * server both import this file, so a body the page sends is checked by the same rules twice.
 */

/** A photo in the box table: its link, and the table's own id for it where it has one (Airtable). */
export interface BoxPhoto {
  url: string;
  id?: string;
}

/**
 * One record of the box table ('Supplies - General'), with the spec's fields under our names. The
 * photos and notes fields hold every update's, in order: notes one line per update as
 * '2026-11-23 staff@x: ...' (boxNoteLine in src/shared/boxes/box-status.ts).
 */
export interface BoxRecord {
  id: string;
  boxID: string;
  productType: string;
  subA: string;
  subB: string;
  boxSize: string;
  status: string;
  generalSortPhoto: BoxPhoto[];
  generalSortNotes: string;
  measuredPhoto: BoxPhoto[];
  measuredNotes: string;
  /**
   * Set while a create or update of this box is kept in Selvage over Airtable's monthly limit, not
   * yet in Airtable (kept-over-limit.ts); its id is then `kept:<n>` until the create is sent.
   */
  kept?: true;
  /** Why a kept write waits for staff instead of being sent (a Box ID typed in Airtable meanwhile). */
  keptProblem?: string;
}

/** One entry of a box's history: its creation (fromStatus null) or a status update. */
export interface BoxHistoryEntry {
  /** ISO 8601, UTC. */
  at: string;
  /** The signed-in staff member's email at the time. */
  by: string;
  fromStatus: string | null;
  toStatus: string;
  notes: string;
  photos: { url: string }[];
}

/** GET /product/box_history?boxID=: newest first; empty for a box nothing was recorded for. */
export interface BoxHistoryResponse {
  boxID: string;
  history: BoxHistoryEntry[];
}

/** GET /product/boxes */
export interface BoxListResponse {
  boxes: BoxRecord[];
}

/**
 * POST /product/box_count: the number the next box with this base code would get now. A preview
 * only: nothing is reserved, the number is reserved when the box is created.
 */
export interface BoxCountResponse {
  count: number;
}

/** POST /product/box_photos */
export interface BoxPhotosResponse {
  photos: { url: string }[];
}

/** POST /product/inventory_supply_label_email */
export interface LabelEmailResponse {
  message: string;
}

export { boxCountSchema };

export { FULL_BOX_CODE };

const boxIdField = z
  .string({ error: required('Box ID') })
  .transform(normaliseBoxId)
  .pipe(z.string().min(1, required('Box ID')).max(BOX_ID_MAX, maxChars('Box ID', BOX_ID_MAX)));

const SUB_A_OPTIONS: readonly string[] = [...BOX_TRIM_TYPES, ...EVERYTHING_ELSE_CATEGORIES];

/**
 * POST /product/boxes (with an Idempotency-Key): a new box from its parts. subA is the trim type or
 * the category; subB the subcategory. The server makes the Box ID from them (baseBoxCode) and the
 * number it reserves, so no page can send a code that disagrees with what the box holds.
 */
export const boxCreateSchema = z
  .strictObject({
    productType: z.enum(BOX_SUPPLY_TYPES, { error: notAllowed('Product type', BOX_SUPPLY_TYPES) }),
    subA: z.string().trim().max(40).default(''),
    subB: z.string().trim().max(40).default(''),
    boxSize: z.enum(BOX_SIZES, { error: notAllowed('Size of box', BOX_SIZES) }),
  })
  .superRefine((b, ctx) => {
    if (b.subA && !SUB_A_OPTIONS.includes(b.subA))
      ctx.addIssue({ code: 'custom', path: ['subA'], message: notAllowed('Sub A', SUB_A_OPTIONS) });
    if (b.productType === 'Trim' && !(BOX_TRIM_TYPES as readonly string[]).includes(b.subA)) {
      ctx.addIssue({ code: 'custom', path: ['subA'], message: required('Trim type') });
      return;
    }
    if (b.productType === 'Everything Else') {
      if (!(EVERYTHING_ELSE_CATEGORIES as readonly string[]).includes(b.subA)) {
        ctx.addIssue({ code: 'custom', path: ['subA'], message: required('Category') });
        return;
      }
      const subs = EVERYTHING_ELSE_SUBCATEGORIES[b.subA as EverythingElseCategory] as readonly string[];
      if (!subs.includes(b.subB)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subB'],
          message: b.subB ? notAllowed(`${b.subA} category`, subs) : required(`${b.subA} category`),
        });
        return;
      }
    }
    // A sub-choice the type does not have would print on the label without being in the code.
    if (b.productType !== 'Trim' && b.productType !== 'Everything Else' && b.subA) {
      ctx.addIssue({ code: 'custom', path: ['subA'], message: `${b.productType} boxes have no Sub A` });
    }
    if (b.productType !== 'Everything Else' && b.subB) {
      ctx.addIssue({ code: 'custom', path: ['subB'], message: `${b.productType} boxes have no Sub B` });
    }
  });

export type BoxCreateInput = z.input<typeof boxCreateSchema>;
export type BoxCreate = z.output<typeof boxCreateSchema>;

/** The base code of a valid new box: '6C' for Trim > Lace, '9B10' for Craft > Yarn and Yarn Tools. */
export function baseCodeOfBox(b: BoxCreate): string {
  return baseBoxCode({
    supplyType: b.productType,
    trimType: b.productType === 'Trim' ? (b.subA as (typeof BOX_TRIM_TYPES)[number]) : undefined,
    category: b.productType === 'Everything Else' ? (b.subA as EverythingElseCategory) : undefined,
    subcategory: b.productType === 'Everything Else' ? b.subB : undefined,
  });
}

/**
 * GET /product/box_history?boxID=: any existing box's ID as typed (an older tool's '9C-4' too),
 * bounded and upper-cased like a status update's.
 */
export const boxHistoryQuery = z.strictObject({ boxID: boxIdField });

/** Links the image host gives back: absolute http(s) URLs, or our own /box-photos/ path. */
export const BOX_PHOTO_URL = /^(https?:\/\/\S+|\/box-photos\/[\w.-]+)$/;

/** POST /product/box_photos: photos read in the browser as data URLs. */
export const boxPhotosSchema = z.strictObject({
  images: z
    .array(z.string().regex(/^data:image\/[a-z]+;base64,/, 'Images must be data URLs'), { error: 'Images are required' })
    .min(1, 'At least 1 image is required')
    .max(IMAGES_MAX, MAX_IMAGES_MESSAGE),
});

export type BoxPhotosInput = z.output<typeof boxPhotosSchema>;

/**
 * POST /product/box_status: photos are the links box_photos answered; `fromStatus` is the status
 * the page showed, so an update made meanwhile by someone else is refused instead of skipped over.
 */
export const boxStatusSchema = boxUpdateSchema.extend({
  fromStatus: z.string().max(40).optional(),
  photos: z
    .array(z.string().regex(BOX_PHOTO_URL, 'Photos must be links from the photo upload'))
    .max(IMAGES_MAX, MAX_IMAGES_MESSAGE)
    .default([]),
});

export type BoxStatusInput = z.input<typeof boxStatusSchema>;
export type BoxStatusUpdate = z.output<typeof boxStatusSchema>;

/**
 * POST /product/inventory_supply_label_email: the Box ID only. The server looks the box up and
 * labels what the table holds, so a page can neither mislabel a box nor mail a label for one that
 * does not exist.
 */
export const labelEmailSchema = z.strictObject({ boxID: boxIdField });

export type LabelEmailInput = z.output<typeof labelEmailSchema>;
export type LabelEmailBody = z.input<typeof labelEmailSchema>;

/** The body of POST /product/boxes for a finished draft (the server adds the Box ID). */
export function boxCreateBody(draft: BoxDraft): BoxCreateInput | null {
  const base = boxBaseCodeOf(draft);
  if (!base || !draft.supplyType || !draft.boxSize) return null;
  return {
    productType: draft.supplyType,
    subA:
      draft.supplyType === 'Trim'
        ? (draft.trimType ?? '')
        : draft.supplyType === 'Everything Else'
          ? (draft.everythingElseCategory ?? '')
          : '',
    subB: draft.supplyType === 'Everything Else' ? (subcategoryOf(draft) ?? '') : '',
    boxSize: draft.boxSize,
  };
}
