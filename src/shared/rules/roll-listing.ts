import { VARIANTED_FIELDS, type VariantedField } from '../catalogue/fabric';
import { contentText } from '../labels/label-data';
import { fabricVariantCount, productTitle, type RecordedProduct } from '../products';
import type { FabricProduct } from '../schemas/fabric';
import { ROLL_TO_BUNDLE_MESSAGES } from '../schemas/roll-to-bundle';
import type { Recorded } from '../schemas/supplies';
import { isBundleRow } from './fabric';

/*
 * Which row of a fabric listing is the roll, and what turning it into a bundle changes. The shop
 * adapters only find the row and store what these answer: when each decided for itself, Shopify
 * took every variant of a roll listing for a roll, so a bundle's SKU converted and the real roll
 * stopped being one (issue 25, D109).
 */

type RecordedFabric = Recorded<FabricProduct>;

/**
 * What a per-variant number the shop's record lacks reads as (D109). 0 rather than NaN: these
 * numbers go to the browser as JSON, where NaN arrives as null, and a roll of 0 m can be converted
 * into no bundle at all, so an unknown length never lets a conversion through unchecked.
 */
export const MISSING_NUMBER = 0;

/** A bundle made from a roll is one piece. */
export const BUNDLE_QUANTITY = 1;

/** Entry `row` of a fabric's per-variant list: a single entry stands for every variant (a 'same for all' column). */
export function entryAt<T>(list: readonly T[] | undefined, row: number): T | undefined {
  return list?.[row] ?? list?.[0];
}

/** Entry `row` of a per-variant list of numbers, MISSING_NUMBER when the list has none (or not a number). */
export function numberAt(list: readonly number[] | undefined, row: number): number {
  const n = entryAt(list, row);
  return typeof n === 'number' && Number.isFinite(n) ? n : MISSING_NUMBER;
}

/**
 * The roll when row `row` (0-based, in variant order) of this product is a fabric roll, else null.
 * A roll listed with variants holds the roll itself first and bundles of the same fabric after it
 * ('Are there bundles of the same fabric?', spec 000 section 2), so only its first row is a roll.
 */
export function rollAt(details: RecordedProduct, row: number): RecordedFabric | null {
  if (details.productType !== 'Fabric' || details.bundleOrRoll !== 'Roll') return null;
  return isBundleRow(details.bundleOrRoll, row) ? null : details;
}

/** What a roll row says about the fabric, as the roll search and the bundle's label show it. */
export interface RollFacts {
  /** The fabric's name as entered; '' when it has none, as its product labels print it. */
  name: string;
  lengthM: number;
  widthCM: number;
  content: string;
}

export function rollFacts(roll: RecordedFabric, row: number): RollFacts {
  return {
    name: roll.name?.trim() ?? '',
    lengthM: numberAt(roll.lengthM, row),
    widthCM: numberAt(roll.widthCM, row),
    content: contentText(roll.content),
  };
}

export type RollConversion =
  | {
      ok: true;
      /** The product's details to store: a bundle now, with the converted row's length, price and quantity. */
      details: RecordedFabric;
      /** The listing's title for those details: a roll's listing says Bundle once it is one. */
      title: string;
      /** What the converted row's variant holds: its price and stock. */
      variant: { price: string; quantity: number };
      /** The bundle as answered to the browser and printed on its label. */
      bundle: RollFacts;
    }
  | { ok: false; message: string };

/**
 * Row `row` of this product turned into a bundle of `lengthM` metres at `price`, or why not: it is
 * not a roll (any more), or the bundle is longer than the roll holds.
 */
export function convertRoll(details: RecordedProduct, row: number, bundle: { lengthM: number; price: string }): RollConversion {
  const roll = rollAt(details, row);
  if (!roll) return { ok: false, message: ROLL_TO_BUNDLE_MESSAGES.noRolls };
  const facts = rollFacts(roll, row);
  if (bundle.lengthM > facts.lengthM) return { ok: false, message: ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(facts.lengthM) };

  const count = fabricVariantCount(roll);
  const spelt = new Set<VariantedField>();
  /**
   * The list with entry `row` replaced. A single entry that stood for every variant is first
   * written out for each, or the new value would stand for the bundles too.
   */
  const withRow = (field: 'lengthM' | 'price' | 'quantity', value: number): number[] => {
    const list = roll[field];
    const next = Array.from({ length: Math.max(count, row + 1) }, (_, i) => numberAt(list, i));
    next[row] = value;
    if (next.length > 1 && (list?.length ?? 0) < next.length) spelt.add(field);
    return next;
  };
  const lengthM = withRow('lengthM', bundle.lengthM);
  const price = withRow('price', Number(bundle.price));
  const quantity = withRow('quantity', BUNDLE_QUANTITY);
  const varianted = new Set([...(roll.variantedFields ?? []), ...spelt]);
  const bundleDetails: RecordedFabric = {
    ...roll,
    bundleOrRoll: 'Bundle',
    lengthM,
    price,
    quantity,
    ...(spelt.size > 0 ? { variantedFields: VARIANTED_FIELDS.filter((f) => varianted.has(f)) } : {}),
  };
  return {
    ok: true,
    details: bundleDetails,
    title: productTitle(bundleDetails),
    variant: { price: bundle.price, quantity: BUNDLE_QUANTITY },
    bundle: { ...facts, lengthM: bundle.lengthM },
  };
}
