import { z } from 'zod';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { ShopRefusedError, type BundleResult, type RollListing, type ShopCatalogPort } from '../ports/shop.port';
import { bundlePriceText } from '../../shared/pricing/bundle-price';
import { bundleLengthSchema, ROLL_TO_BUNDLE_MESSAGES, type RollToBundleInput } from '../../shared/schemas/roll-to-bundle';
import type { Idempotency } from './idempotency';
import type { ProductLock } from './product-lock';
import type { ProductHistory } from './product-history';
import type { ProductListings } from './product-listings';
import { recordChanges } from '../../shared/edit/record-changes';
import { rollVersion } from '../../shared/edit/record-version';
import { PRODUCT_EDIT_REFUSALS } from '../../shared/messages/product-edit';

export const ROLL_CONVERSION_MESSAGES = {
  notFound: ROLL_TO_BUNDLE_MESSAGES.noRolls,
  /** The loser of two staff converting one roll at once (answered as a 409). */
  alreadyConverted: (sku: string) =>
    `SKU ${sku} was just converted to a bundle by someone else, so it was not converted again. Search for it to see the bundle.`,
  /** The same Idempotency-Key sent with another SKU or length (answered as a 422). */
  keyReused:
    'This conversion was already made with another SKU or length, so it was not made again. Search for the roll to start a new conversion.',
} as const;

export interface RollToBundleService {
  /** Roll listings with exactly this SKU (empty when none). */
  findRolls(sku: string): Promise<RollListing[]>;
  /**
   * Converts the roll to a bundle of `length` metres priced by `bundlePriceFromRoll`. NotFound when
   * no roll has the SKU, InvalidInput when the length is more than the roll holds, Conflict when
   * someone else converted it first, or with `{ current }` (the roll as it is now) when it is no
   * longer at `rollVersion`, the version the page showed; never twice.
   *
   * With a `key` (the page's draft id) the conversion is made once per key: a retry after a lost
   * answer gets the conversion that happened, not 'No roll products found'; the same key with
   * another SKU or length is KeyReused, and one still under way is Conflict.
   */
  convert(input: RollToBundleInput, key: string | null, by: string): Promise<BundleResult>;
}

/** Where a conversion is kept: in the product's history, and its listing's title and SKUs (issue 27). */
export interface ConversionRecords {
  lock: ProductLock;
  history: ProductHistory;
  listings: ProductListings;
  now: () => number;
}

export function createRollToBundleService(
  shop: ShopCatalogPort,
  idempotency: Idempotency,
  records: ConversionRecords,
): RollToBundleService {
  async function convertNow(input: RollToBundleInput, by: string): Promise<BundleResult> {
    const [found] = await shop.findRollsBySku(input.sku);
    if (!found) throw new NotFoundError(ROLL_CONVERSION_MESSAGES.notFound);
    // One change of a product at a time: an edit of this roll saved meanwhile would be overwritten.
    return records.lock(found.productId, PRODUCT_EDIT_REFUSALS.busy, async () => {
      // Read again under the lock: an edit or a cut that finished while this call waited is seen.
      const roll = (await shop.findRollsBySku(input.sku)).find((r) => r.productId === found.productId);
      if (!roll) throw new ConflictError(ROLL_CONVERSION_MESSAGES.alreadyConverted(input.sku));
      // Converted only as staff saw it: the page names the version of the roll it showed (issue 42).
      if (rollVersion(roll) !== input.rollVersion)
        throw new ConflictError(ROLL_TO_BUNDLE_MESSAGES.rollChanged(roll.sku, roll.lengthM, roll.price), { current: roll });
      const before = await shop.getProduct(roll.productId);
      const bundle = await convertRoll(input, roll);
      const after = await shop.getProduct(roll.productId);
      if (before && after) {
        await records.history.record({
          productId: roll.productId,
          at: records.now(),
          by,
          action: 'converted',
          changes: recordChanges(before, after),
        });
        await records.listings.changed(roll.productId, { title: after.title, skus: after.variants.map((v) => v.sku) });
      }
      return bundle;
    });
  }

  async function convertRoll({ sku, length }: RollToBundleInput, roll: RollListing): Promise<BundleResult> {
    // Checked again against what the roll holds now, whatever the browser saw when it searched.
    const checked = z.object({ length: bundleLengthSchema(roll.lengthM) }).safeParse({ length });
    if (!checked.success) throw InvalidInputError.fromZod(checked.error);
    const lengthM = checked.data.length;
    const price = bundlePriceText(Number(roll.price), lengthM);
    try {
      return await shop.convertRollToBundle({ sku, lengthM, price });
    } catch (error) {
      // The shop refused because the roll stopped being one between our read and our write:
      // a colleague's conversion won the race.
      if (error instanceof ShopRefusedError && (await shop.findRollsBySku(sku)).length === 0) {
        throw new ConflictError(ROLL_CONVERSION_MESSAGES.alreadyConverted(sku));
      }
      throw error;
    }
  }

  return {
    findRolls: (sku) => shop.findRollsBySku(sku),

    async convert(input, key, by) {
      if (key === null) return convertNow(input, by);
      // Claimed by the key alone, with the request (SKU and length) hashed beside it: the same key
      // with another request is refused, never taken for a new conversion. The roll's version is left
      // out: a 409 releases the key, so the Retry that names the roll as it is now goes through.
      return idempotency.once(
        `roll-to-bundle:${key}`,
        { sku: input.sku, length: input.length },
        () => convertNow(input, by),
        () => ROLL_CONVERSION_MESSAGES.keyReused,
      );
    },
  };
}
