import { z } from 'zod';
import { bundleLengthSchema, skuSchema } from '../../../shared/schemas/roll-to-bundle';
import { validate, type FieldErrors } from '../../../shared/schemas/validate';
import { formatPrice } from '../../../shared/pricing/price-choices';
import { rollVersion } from '../../../shared/edit/record-version';
import type { BundleResult, RollListing } from '../../api/roll-to-bundle';
import type { SubmissionState } from '../../submission/submission-machine';

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
  /**
   * The server's refusal of this SKU and length (no such roll, converted by someone else, longer
   * than it holds): kept so the page still says why after a reload (issue 42 item 5).
   */
  refused?: string;
  /** What changed in the picked roll since it was picked (someone else edited or cut it), as the page says it. */
  rollChanged?: string;
}

export const ROLL_TO_BUNDLE_TEXTS = {
  topBar: 'Roll to Bundle',
  pickRoll: 'Pick the roll from the search results.',
  /** The roll as it is now, when someone else changed it since it was picked: the price below is reckoned from this. */
  rollChanged: (roll: RollListing) =>
    `This roll changed since you picked it: it now holds ${roll.lengthM} m at ${formatPrice(Number(roll.price))} per metre. Check the bundle price, then Upload.`,
  /** The tap found the roll changed while the page stood open: nothing was converted. */
  notConvertedChanged: 'Not converted: someone changed this roll since you picked it. Check its length and the bundle price, then Retry.',
} as const;

/**
 * The picked roll as the shop holds it now, among a search's answers for its SKU, when it differs
 * from the one picked (someone else edited or cut it since): its version (`rollVersion`, what a
 * conversion reads off it) is the one the server compares too. Undefined when it is unchanged or
 * is not a roll any more (the conversion's own answer says so then).
 */
export function changedRoll(picked: RollListing, now: readonly RollListing[]): RollListing | undefined {
  const current = now.find((r) => r.productId === picked.productId && r.sku === picked.sku);
  if (!current) return undefined;
  return rollVersion(current) !== rollVersion(picked) ? current : undefined;
}

/** The draft with the roll as it is now, saying what changed; a converted draft keeps what it converted. */
export const withCurrentRoll = (d: RollToBundleDraft, current: RollListing): RollToBundleDraft =>
  d.result || d.roll?.productId !== current.productId ? d : { ...d, roll: current, rollChanged: ROLL_TO_BUNDLE_TEXTS.rollChanged(current) };

/** What already happened to this draft's conversion, for the page after a reload: done, refused, or nothing yet. */
export function savedConversion(d: RollToBundleDraft): SubmissionState<'uploading'> | null {
  if (d.result) return { status: 'success' };
  if (d.refused) return { status: 'failed', reason: d.refused, retryable: false };
  return null;
}

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

/** Any change to what is converted starts over from 'ready': the old result, refusal and notice no longer apply. */
export const edit = (d: RollToBundleDraft, change: Partial<RollToBundleDraft>): RollToBundleDraft => {
  const { result: _result, refused: _refused, rollChanged: _changed, ...rest } = d;
  return { ...rest, ...change };
};
