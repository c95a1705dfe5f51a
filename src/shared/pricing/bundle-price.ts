import { FABRIC_PRICE_RULES } from './pricing-tables';
import { roundUpTo } from './price-choices';

/**
 * The price of a bundle cut from a roll (roll to bundle, docs/decisions.md): the roll's own price
 * per metre times the bundle's length, rounded up to the nearest 0.5 like every fabric price.
 *
 * The roll's price is what staff chose on its Price step ('Roll price per metre'), so a roll they
 * priced above or below the suggestion keeps that judgement; it is the same arithmetic as the
 * suggested bundle price (spec 000 section 9: 'Bundles multiply by length ... rounded up to the
 * nearest 0.5'), only starting from the price actually on the listing. Never less than 0.5.
 */
export function bundlePriceFromRoll(rollPricePerMetre: number, lengthM: number): number {
  if (!Number.isFinite(rollPricePerMetre) || rollPricePerMetre <= 0)
    throw new RangeError(`Roll price must be more than 0, got ${rollPricePerMetre}`);
  if (!Number.isFinite(lengthM) || lengthM <= 0) throw new RangeError(`Length must be more than 0, got ${lengthM}`);
  const step = FABRIC_PRICE_RULES.roundTo;
  return Math.max(step, roundUpTo(rollPricePerMetre * lengthM, step));
}

/** The same price as the shop stores it: decimal text with two places, e.g. '22.50'. */
export const bundlePriceText = (rollPricePerMetre: number, lengthM: number): string =>
  bundlePriceFromRoll(rollPricePerMetre, lengthM).toFixed(2);
