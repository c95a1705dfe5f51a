import { z } from 'zod';
import { hasAtMostDecimals } from './fields';
import { TOO_MANY_DECIMALS } from './messages';
import { FABRIC_LIMITS } from '../catalogue/fabric';
import { formatPrice } from '../pricing/price-choices';

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
  /** A conversion names the roll as the page showed it (rollVersion); one that does not is refused, not converted blind. */
  rollVersionRequired: 'Roll version must be defined: search for the roll again, then Upload.',
  /** The roll changed since the page showed it (answered as a 409 with the roll as it is now): nothing was converted. */
  rollChanged: (sku: string, lengthM: number, price: string) =>
    `Not converted: SKU ${sku} changed since you picked it. It now holds ${lengthM} m at ${formatPrice(Number(price))} per metre. Check the bundle price, then Upload.`,
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

/** The roll's version as the page showed it (rollVersion of the search answer): a short digest. */
export const rollVersionSchema = z
  .string({ error: M.rollVersionRequired })
  .trim()
  .min(1, M.rollVersionRequired)
  .max(32, M.rollVersionRequired);

/**
 * POST /product/roll_to_bundle {sku, length, rollVersion}. The spec's {sku, length}, plus the version
 * of the roll the page showed: without it a roll changed by someone else would be converted at
 * figures staff never saw, so a request without it is refused (400 naming the field).
 */
export const rollToBundleSchema = z.strictObject({ sku: skuSchema, length: bundleLengthSchema(), rollVersion: rollVersionSchema });
export type RollToBundleInput = z.output<typeof rollToBundleSchema>;
