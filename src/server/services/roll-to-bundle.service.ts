import { z } from 'zod';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { ShopRefusedError, type BundleResult, type RollListing, type ShopCatalogPort } from '../ports/shop.port';
import { bundlePriceText } from '../../shared/pricing/bundle-price';
import { bundleLengthSchema, ROLL_TO_BUNDLE_MESSAGES, type RollToBundleInput } from '../../shared/schemas/roll-to-bundle';
import type { Idempotency } from './idempotency';

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
   * someone else converted it first; never twice.
   *
   * With a `key` (the page's draft id) the conversion is made once per key: a retry after a lost
   * answer gets the conversion that happened, not 'No roll products found'; the same key with
   * another SKU or length is KeyReused, and one still under way is Conflict.
   */
  convert(input: RollToBundleInput, key: string | null): Promise<BundleResult>;
}

export function createRollToBundleService(shop: ShopCatalogPort, idempotency: Idempotency): RollToBundleService {
  async function convertNow({ sku, length }: RollToBundleInput): Promise<BundleResult> {
    const [roll] = await shop.findRollsBySku(sku);
    if (!roll) throw new NotFoundError(ROLL_CONVERSION_MESSAGES.notFound);
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

    async convert(input, key) {
      if (key === null) return convertNow(input);
      // Claimed by the key alone, with the request (SKU and length) hashed beside it: the same key
      // with another request is refused, never taken for a new conversion.
      return idempotency.once(
        `roll-to-bundle:${key}`,
        { sku: input.sku, length: input.length },
        () => convertNow(input),
        () => ROLL_CONVERSION_MESSAGES.keyReused,
      );
    },
  };
}
