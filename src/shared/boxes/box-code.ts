import type { EVERYTHING_ELSE_SUBCATEGORIES } from '../catalogue/boxes';
import {
  BOX_SUPPLY_TYPES,
  BOX_TRIM_TYPES,
  EVERYTHING_ELSE_CATEGORIES,
  type BoxSupplyType,
  type BoxTrimType,
  type EverythingElseCategory,
} from '../catalogue/boxes';
import { ownValue } from '../own-key';

/**
 * Box codes (spec 001 'Box code'): a digit for the supply type, a letter for the trim type, a
 * letter for the category, a number for the subcategory, then '-' and the server's count.
 */
export const SUPPLY_DIGIT: Record<BoxSupplyType, number> = {
  Zippers: 1,
  Buttons: 2,
  Elastic: 3,
  'Sewing Patterns': 4,
  Thread: 5,
  Trim: 6,
  Ribbing: 7,
  'Bias Tape': 8,
  'Everything Else': 9,
};

/** Fringe A through Ricrac J, in list order. */
export const TRIM_LETTER = Object.fromEntries(BOX_TRIM_TYPES.map((t, i) => [t, String.fromCharCode(65 + i)])) as Record<
  BoxTrimType,
  string
>;

export const CATEGORY_LETTER: Record<EverythingElseCategory, string> = { Sewing: 'A', Craft: 'B', Other: 'C' };

/**
 * Subcategory numbers. 'Costume Jewelry' is 12: the old tool matched the spelling 'Costume
 * Jewellery' and so gave the listed option no number (docs/decisions.md).
 */
export const SUBCATEGORY_NUMBER: { [C in EverythingElseCategory]: Record<(typeof EVERYTHING_ELSE_SUBCATEGORIES)[C][number], number> } = {
  Sewing: { Velcro: 1, 'Sewing Tool': 2, Storage: 3, Interfacing: 4, Other: 5 },
  Craft: { Feathers: 6, Sequins: 7, Beads: 8, Felt: 9, 'Yarn and Yarn Tools': 10, Other: 11 },
  Other: {
    'Costume Jewelry': 12,
    'Bridal Wear': 13,
    Clothing: 14,
    Books: 15,
    Tools: 16,
    Notions: 17,
    Applique: 18,
    Accessories: 19,
    Other: 20,
  },
};

export interface BoxCodeParts {
  supplyType: BoxSupplyType;
  trimType?: BoxTrimType;
  category?: EverythingElseCategory;
  subcategory?: string;
  count?: number;
}

/** The base code, before the count: '6C' for Trim > Lace, '9B10' for Craft > Yarn and Yarn Tools. */
export function baseBoxCode(parts: Omit<BoxCodeParts, 'count'>): string {
  // The parts come from a draft kept in the browser: a name that is not in a table adds nothing.
  let code = String(ownValue(SUPPLY_DIGIT, parts.supplyType) ?? '');
  if (parts.supplyType === 'Trim') code += ownValue(TRIM_LETTER, parts.trimType) ?? '';
  const letter = parts.supplyType === 'Everything Else' ? ownValue(CATEGORY_LETTER, parts.category) : undefined;
  if (letter && parts.category) {
    code += letter;
    const n = ownValue(SUBCATEGORY_NUMBER[parts.category] as Record<string, number>, parts.subcategory);
    if (n !== undefined) code += String(n);
  }
  return code;
}

/**
 * The largest count after the dash: six digits ('9C20-999999' is 11 of the Box ID's 16 characters,
 * and the label prints it large). The box counter stops here with a clear error rather than hand out
 * a number whose code the box form would refuse (issue 14).
 */
export const MAX_BOX_COUNT = 999_999;

// The parts of a box code, written once: the supply digit, a trim letter, an Everything Else
// category letter with its subcategory number, and the count (no leading zero, at most MAX_BOX_COUNT).
const SUPPLY_PART = '([1-9])';
const TRIM_PART = '([A-J])?';
const CATEGORY_PART = '(?:([ABC])(\\d{1,2}))?';
const COUNT_PART = `([1-9]\\d{0,${String(MAX_BOX_COUNT).length - 1}})`;
const BASE_PATTERN = `${SUPPLY_PART}${TRIM_PART}${CATEGORY_PART}`;

/** A base code, the box's kind without its count ('6C', '9B10'): what box_count counts. */
export const BASE_BOX_CODE = new RegExp(`^${BASE_PATTERN}$`);

/** A full box code: the base code, a dash, the reserved count 1 to MAX_BOX_COUNT ('6C-3', '9B10-1'). */
export const FULL_BOX_CODE = new RegExp(`^${BASE_PATTERN}-${COUNT_PART}$`);

/** A base code with or without its count, its parts captured in order. */
const BOX_CODE_PARTS = new RegExp(`^${BASE_PATTERN}(?:-${COUNT_PART})?$`);

/** 'BASE-N' */
export const fullBoxCode = (base: string, count: number) => `${base}-${count}`;

/** Reads a code back into its parts; null when it is not a code Selvage makes. */
export function parseBoxCode(code: string): BoxCodeParts | null {
  const m = BOX_CODE_PARTS.exec(code.trim().toUpperCase());
  if (!m) return null;
  const supplyType = BOX_SUPPLY_TYPES.find((t) => SUPPLY_DIGIT[t] === Number(m[1]));
  if (!supplyType) return null;
  const parts: BoxCodeParts = { supplyType };
  if (m[2]) {
    if (supplyType !== 'Trim') return null;
    parts.trimType = BOX_TRIM_TYPES.find((t) => TRIM_LETTER[t] === m[2]);
  }
  if (m[3]) {
    if (supplyType !== 'Everything Else') return null;
    const category = EVERYTHING_ELSE_CATEGORIES.find((c) => CATEGORY_LETTER[c] === m[3])!;
    const entry = Object.entries(SUBCATEGORY_NUMBER[category]).find(([, n]) => n === Number(m[4]));
    if (!entry) return null;
    parts.category = category;
    parts.subcategory = entry[0];
  }
  if (m[5]) parts.count = Number(m[5]);
  return parts;
}
