import { z } from 'zod';
import { bundleLengthSchema, skuSchema } from '../../../shared/schemas/roll-to-bundle';
import { validate, type FieldErrors } from '../../../shared/schemas/validate';
import type { BundleResult, RollListing } from '../../api/roll-to-bundle';

/** What staff have entered so far; kept in localStorage so a reload loses nothing. */
export interface RollToBundleDraft {
  /** As typed in the search box. */
  sku?: string;
  /** The roll picked from the search results. */
  roll?: RollListing;
  /** Metres, as typed. */
  length?: string;
  /** The converted bundle, once the server said so (success survives a reload; the label needs it). */
  result?: BundleResult;
}

export const ROLL_TO_BUNDLE_TEXTS = {
  topBar: 'Roll to Bundle',
  pickRoll: 'Pick the roll from the search results.',
} as const;

/** The roll picked is the one the SKU box names (typing another SKU un-picks it). */
export const pickedRoll = (d: RollToBundleDraft): RollListing | undefined => (d.roll && d.roll.sku === d.sku?.trim() ? d.roll : undefined);

/**
 * The roll a search answer opens without a tap: the only roll with the SKU typed, unless it is
 * already the picked one (coming Back to the search must not bounce staff forward again). With
 * several rolls staff pick.
 */
export function rollToOpen(d: RollToBundleDraft, rolls: readonly RollListing[]): RollListing | undefined {
  const [only] = rolls;
  if (rolls.length !== 1 || !only || only.sku !== d.sku?.trim()) return undefined;
  return pickedRoll(d)?.productId === only.productId ? undefined : only;
}

/** Errors by field: the SKU, the pick, and the length against what the picked roll holds. */
export function rollToBundleErrors(d: RollToBundleDraft): FieldErrors {
  const roll = pickedRoll(d);
  const checked = validate(z.object({ sku: skuSchema, length: bundleLengthSchema(roll?.lengthM) }), {
    sku: d.sku ?? '',
    length: d.length ?? '',
  });
  const errors: FieldErrors = checked.success ? {} : { ...checked.errors };
  if (!roll && !errors.sku) errors.roll = [ROLL_TO_BUNDLE_TEXTS.pickRoll];
  return errors;
}

/** Any change to what is converted starts over from 'ready': the old result no longer applies. */
export const edit = (d: RollToBundleDraft, change: Partial<RollToBundleDraft>): RollToBundleDraft => {
  const { result: _dropped, ...rest } = d;
  return { ...rest, ...change };
};
