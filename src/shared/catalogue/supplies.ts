/** Selling units per supply kind (spec 001 section 4), read by the Selling Unit page and the schemas. */
import type { SupplyType } from './product-types';
import { ZIPPER_SELLING_UNITS } from './zipper';
import { BUTTON_SELLING_UNITS } from './button';
import { ELASTIC_SELLING_UNITS } from './elastic';
import { THREAD_SELLING_UNITS } from './thread';
import { TRIM_SELLING_UNITS } from './trim';
import { RIBBING_SELLING_UNITS } from './ribbing';
import { BIAS_TAPE_SELLING_UNITS } from './bias-tape';
import { OTHER_SUPPLY_SELLING_UNITS } from './other-supply';

export const SELLING_UNITS: Record<SupplyType, readonly string[]> = {
  Zippers: ZIPPER_SELLING_UNITS,
  Buttons: BUTTON_SELLING_UNITS,
  Elastic: ELASTIC_SELLING_UNITS,
  'Sewing Patterns': [],
  Thread: THREAD_SELLING_UNITS,
  Trim: TRIM_SELLING_UNITS,
  Ribbing: RIBBING_SELLING_UNITS,
  'Bias Tape': BIAS_TAPE_SELLING_UNITS,
  'Other Supply': OTHER_SUPPLY_SELLING_UNITS,
};

/** Standard widths, 1/4 to 5 inches, with millimetres (spec 001 section 9: values not shown). */
export const STANDARD_WIDTHS_IN = [0.25, 0.375, 0.5, 0.625, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5] as const;
