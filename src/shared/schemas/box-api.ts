import { z } from 'zod';
import {
  BOX_SIZES,
  BOX_SUPPLY_TYPES,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  EVERYTHING_ELSE_SUBCATEGORIES,
  type EverythingElseCategory,
} from '../catalogue/boxes';
import { baseBoxCode, FULL_BOX_CODE, fullBoxCode } from '../boxes/box-code';
import { BOX_ID_MAX, boxBaseCodeOf, boxCountSchema, boxUpdateSchema, normaliseBoxId, subcategoryOf, type BoxDraft } from './box-draft';
import { IMAGES_MAX } from './fields';
import { MAX_IMAGES_MESSAGE, maxChars, notAllowed, required } from './messages';

/**
 * The inventory box calls (spec 001 section 7) as the server answers them. The browser and the
 * server both import this file, so a body the page sends is checked by the same rules twice.
 */

/** One record of the box table ('Supplies - General'), with the spec's fields under our names. */
export interface BoxRecord {
  id: string;
  boxID: string;
  productType: string;
  subA: string;
  subB: string;
  boxSize: string;
  status: string;
  generalSortPhoto: { url: string }[];
  generalSortNotes: string;
  measuredPhoto: { url: string }[];
  measuredNotes: string;
}

/** GET /product/boxes */
export interface BoxListResponse {
  boxes: BoxRecord[];
}

/** POST /product/box_count: the number to append after a dash, already reserved for the caller. */
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

/** POST /product/boxes: a new box. subA is the trim type or the category; subB the subcategory. */
export const boxCreateSchema = z
  .strictObject({
    boxID: boxIdField.pipe(z.string().regex(FULL_BOX_CODE, 'Box ID must be a box code with its count, like 6C-1')),
    productType: z.enum(BOX_SUPPLY_TYPES, { error: notAllowed('Product type', BOX_SUPPLY_TYPES) }),
    subA: z.string().trim().max(40).default(''),
    subB: z.string().trim().max(40).default(''),
    boxSize: z.enum(BOX_SIZES, { error: notAllowed('Size of box', BOX_SIZES) }),
  })
  .superRefine((b, ctx) => {
    if (b.subA && !SUB_A_OPTIONS.includes(b.subA)) ctx.addIssue({ code: 'custom', path: ['subA'], message: notAllowed('Sub A', SUB_A_OPTIONS) });
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
        ctx.addIssue({ code: 'custom', path: ['subB'], message: b.subB ? notAllowed(`${b.subA} category`, subs) : required(`${b.subA} category`) });
        return;
      }
    }
    // The code must say what the box holds, or the label and the list would disagree.
    const base = baseBoxCode({
      supplyType: b.productType,
      trimType: b.productType === 'Trim' ? (b.subA as (typeof BOX_TRIM_TYPES)[number]) : undefined,
      category: b.productType === 'Everything Else' ? (b.subA as EverythingElseCategory) : undefined,
      subcategory: b.productType === 'Everything Else' ? b.subB : undefined,
    });
    if (FULL_BOX_CODE.test(b.boxID) && b.boxID.split('-')[0] !== base) {
      ctx.addIssue({ code: 'custom', path: ['boxID'], message: `Box ID must start with ${base} for this product type` });
    }
  });

export type BoxCreateInput = z.input<typeof boxCreateSchema>;
export type BoxCreate = z.output<typeof boxCreateSchema>;

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

/** POST /product/inventory_supply_label_email: what the label shows; extra draft fields are ignored. */
export const labelEmailSchema = z.strictObject({
  inventorySupplyObject: z.object(
    {
      boxID: boxIdField,
      productType: z.string({ error: required('Product type') }).trim().min(1, required('Product type')).max(40),
      subA: z.string().trim().max(40).optional(),
      subB: z.string().trim().max(40).optional(),
      boxSize: z.string().trim().max(40).optional(),
    },
    { error: required('Inventory supply') },
  ),
});

export type LabelEmailInput = z.output<typeof labelEmailSchema>;

/** The body of POST /product/boxes for a finished draft and the count box_count answered. */
export function boxCreateBody(draft: BoxDraft, count: number): BoxCreateInput | null {
  const base = boxBaseCodeOf(draft);
  if (!base || !draft.supplyType || !draft.boxSize) return null;
  return {
    boxID: fullBoxCode(base, count),
    productType: draft.supplyType,
    subA: draft.supplyType === 'Trim' ? (draft.trimType ?? '') : draft.supplyType === 'Everything Else' ? (draft.everythingElseCategory ?? '') : '',
    subB: draft.supplyType === 'Everything Else' ? (subcategoryOf(draft) ?? '') : '',
    boxSize: draft.boxSize,
  };
}
