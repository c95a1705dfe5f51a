import { z } from 'zod';
import { hasAtMostDecimals } from './fields';
import { TOO_MANY_DECIMALS } from './messages';
import { FABRIC_LIMITS } from '../catalogue/fabric';

/** Roll to bundle wording (spec 001 sections 5 and 8). */
export const ROLL_TO_BUNDLE_MESSAGES = {
  skuRequired: 'SKU must be defined.',
  skuWhole: 'Must be a whole number.',
  skuTooLong: 'SKU must be at most 20 digits.',
  lengthNotNumber: 'Length is not a number.',
  lengthPositive: 'Length must be more than 0.',
  noRolls: 'No roll products found with that SKU.',
  lengthOverRoll: (available: number) => `Length is more than the roll holds (${available} m).`,
  /** The converted listing is a bundle, so the fabric bundle limit applies (same words as the fabric form). */
  lengthOverBundleMax: `Max length of a bundle is ${FABRIC_LIMITS.bundleMaxLengthM}.`,
} as const;
const M = ROLL_TO_BUNDLE_MESSAGES;

/** The SKU search field: required, a whole number. */
export const skuSchema = z
  .string({ error: M.skuRequired })
  .trim()
  .min(1, M.skuRequired)
  // An empty SKU gets only the 'must be defined' message.
  .regex(/^(\d+)?$/, M.skuWhole)
  // SKUs come from a bigint sequence; a longer one is no SKU, and it would become part of an
  // idempotency key too long for the database's index.
  .max(20, M.skuTooLong);

/** The length in metres; `available` is what the roll holds, when known. */
export function bundleLengthSchema(available?: number) {
  return z
    .union([z.string(), z.number()], { error: M.lengthNotNumber })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ error: M.lengthNotNumber })
        .refine(Number.isFinite, M.lengthNotNumber)
        .refine((n) => n > 0, M.lengthPositive)
        .refine((n) => hasAtMostDecimals(n, 2), TOO_MANY_DECIMALS)
        .refine((n) => available === undefined || n <= available, M.lengthOverRoll(available ?? 0))
        .refine((n) => n <= FABRIC_LIMITS.bundleMaxLengthM, M.lengthOverBundleMax),
    );
}

/** POST /product/roll_to_bundle {sku, length}. */
export const rollToBundleSchema = z.strictObject({ sku: skuSchema, length: bundleLengthSchema() });
export type RollToBundleInput = z.output<typeof rollToBundleSchema>;
