import { z } from 'zod';
import {
  BOX_SIZES,
  BOX_SUPPLY_TYPES,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  EVERYTHING_ELSE_SUBCATEGORIES,
  SUBCATEGORY_FIELD,
  type BoxSize,
  type BoxSupplyType,
  type BoxTrimType,
  type EverythingElseCategory,
} from '../catalogue/boxes';
import type { YesNo } from '../catalogue/common';
import { BASE_BOX_CODE, baseBoxCode } from '../boxes/box-code';
import { maxChars, required } from './messages';
import { selectOne } from './fields';
import { ownValue } from '../own-key';

/** The inventory draft (spec 001 section 3); isNewBox starts as 'no'. */
export interface BoxDraft {
  isNewBox: 'yes' | 'no';
  boxID?: string;
  supplyType?: BoxSupplyType;
  boxSize?: BoxSize;
  trimType?: BoxTrimType;
  everythingElseCategory?: EverythingElseCategory;
  sewingCategory?: string;
  craftCategory?: string;
  otherCategory?: string;
}

/** The longest Box ID: a base code ('9B10'), a dash and a count of up to six digits, with room to spare. */
export const BOX_ID_MAX = 16;

export const NEW_BOX_REQUIRED = 'New Box? must be yes to submit a new box';

/** Red hints on selectors that wait for a parent choice (wording ours: docs/decisions.md). */
export const BOX_HINTS = {
  chooseSupplyTypeFirst: 'Choose a supply type first.',
  chooseCategoryFirst: 'Choose a category first.',
  untickNewBoxFirst: 'Untick New Box to enter a Box ID.',
  clearBoxIdFirst: 'Clear the Box ID to start a new box.',
} as const;

export const emptyBoxDraft = (): BoxDraft => ({ isNewBox: 'no' });

/** Box IDs are forced to upper case as typed. */
export const normaliseBoxId = (id: string) => id.trim().toUpperCase();

/** The subcategory chosen for the draft's category, if any. */
export function subcategoryOf(d: BoxDraft): string | undefined {
  const field = ownValue(SUBCATEGORY_FIELD, d.everythingElseCategory);
  return field ? d[field] : undefined;
}

/** A new box's base code from the draft ('6C'): the Box ID's start, shown before the server numbers it. */
export function boxBaseCodeOf(d: BoxDraft): string | null {
  if (!d.supplyType) return null;
  return baseBoxCode({ supplyType: d.supplyType, trimType: d.trimType, category: d.everythingElseCategory, subcategory: subcategoryOf(d) });
}

/** What a new box submits; every choice the sidebar asked for is required. */
export const newBoxSchema = z
  .object({
    isNewBox: z.literal('yes', { error: NEW_BOX_REQUIRED }),
    supplyType: selectOne('Supply type', BOX_SUPPLY_TYPES),
    boxSize: selectOne('Box size', BOX_SIZES),
    trimType: z.enum(BOX_TRIM_TYPES).optional(),
    everythingElseCategory: z.enum(EVERYTHING_ELSE_CATEGORIES).optional(),
    sewingCategory: z.enum(EVERYTHING_ELSE_SUBCATEGORIES.Sewing).optional(),
    craftCategory: z.enum(EVERYTHING_ELSE_SUBCATEGORIES.Craft).optional(),
    otherCategory: z.enum(EVERYTHING_ELSE_SUBCATEGORIES.Other).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.supplyType === 'Trim' && !d.trimType) ctx.addIssue({ code: 'custom', path: ['trimType'], message: required('Trim type') });
    if (d.supplyType === 'Everything Else') {
      if (!d.everythingElseCategory) ctx.addIssue({ code: 'custom', path: ['everythingElseCategory'], message: required('Category') });
      else {
        const field = SUBCATEGORY_FIELD[d.everythingElseCategory];
        if (!d[field]) ctx.addIssue({ code: 'custom', path: [field], message: required(`${d.everythingElseCategory} category`) });
      }
    }
  });

/** POST /product/box_count: the base code to count. */
export const boxCountSchema = z.strictObject({
  boxID: z
    .string({ error: required('Box ID') })
    .trim()
    .min(1, required('Box ID'))
    .max(12)
    .regex(BASE_BOX_CODE, 'Box ID is not a box code'),
});

/**
 * An existing box's status update. Any existing box's ID is used as is (spec 001: "An existing Box ID
 * typed by the user is used as is"), including IDs no code of ours makes, such as the old tool's
 * '9C-4' for Costume Jewelry: only bounded and upper-cased, and an ID no box has is a 404 naming it.
 */
export const boxUpdateSchema = z.strictObject({
  // Bounded like a new box's ID: it also names the box's lock in the database, whose index takes no 3,000-character key.
  boxID: z
    .string({ error: required('Box ID') })
    .trim()
    .min(1, required('Box ID'))
    .max(BOX_ID_MAX, maxChars('Box ID', BOX_ID_MAX))
    .transform(normaliseBoxId),
  notes: z.string().max(1000, 'Notes must be at most 1000 characters').default(''),
  photos: z.array(z.string().min(1)).max(7, 'Maximum of 7 images can be uploaded').default([]),
});

export type BoxStep =
  | 'start_or_update'
  | 'update_box_status'
  | 'supply_type_box_size'
  | 'trim_type'
  | 'everything_else_category'
  | 'sewing_category'
  | 'craft_category'
  | 'other_category'
  | 'summary_page';

const CATEGORY_STEP: Record<EverythingElseCategory, BoxStep> = {
  Sewing: 'sewing_category',
  Craft: 'craft_category',
  Other: 'other_category',
};

/** The sidebar per state (spec 001 'Inventory supplies'). */
export function visibleBoxSteps(d: BoxDraft): BoxStep[] {
  if (d.isNewBox !== 'yes') return ['start_or_update', 'update_box_status'];
  const steps: BoxStep[] = ['start_or_update', 'supply_type_box_size'];
  if (d.supplyType === 'Trim') steps.push('trim_type');
  if (d.supplyType === 'Everything Else') {
    steps.push('everything_else_category');
    const step = ownValue(CATEGORY_STEP, d.everythingElseCategory);
    if (step) steps.push(step);
  }
  steps.push('summary_page');
  return steps;
}

/** The New Box checkbox and the Box ID field disable each other. */
export const newBoxCheckboxDisabled = (d: BoxDraft) => Boolean(d.boxID?.trim());
export const boxIdDisabled = (d: BoxDraft) => d.isNewBox === 'yes';

/** Changing a parent choice clears the choices below it. */
export function chooseSupplyType(d: BoxDraft, supplyType: BoxSupplyType): BoxDraft {
  return { isNewBox: d.isNewBox, boxSize: d.boxSize, supplyType };
}

export function chooseCategory(d: BoxDraft, category: EverythingElseCategory): BoxDraft {
  return { ...d, everythingElseCategory: category, sewingCategory: undefined, craftCategory: undefined, otherCategory: undefined };
}

export type { YesNo };
