import { z } from 'zod';
import { parseOr400 } from '../http/validation';
import { ShopRefusedError, type BundleResult, type RollListing, type ShopCatalogPort } from '../ports/shop.port';
import { bundlePriceText } from '../../shared/pricing/bundle-price';
import { bundleLengthSchema, ROLL_TO_BUNDLE_MESSAGES, type RollToBundleInput } from '../../shared/schemas/roll-to-bundle';

/** A refusal with its HTTP status; the app's error handler answers `{message}` with it. */
export class RollToBundleError extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'RollToBundleError';
  }
}

export const ROLL_CONVERSION_MESSAGES = {
  notFound: ROLL_TO_BUNDLE_MESSAGES.noRolls,
  /** The loser of two staff converting one roll at once (answered as a 409). */
  alreadyConverted: (sku: string) => `SKU ${sku} was just converted to a bundle by someone else, so it was not converted again. Search for it to see the bundle.`,
} as const;

export interface RollToBundleService {
  /** Roll listings with exactly this SKU (empty when none). */
  findRolls(sku: string): Promise<RollListing[]>;
  /**
   * Converts the roll to a bundle of `length` metres priced by `bundlePriceFromRoll`. 404 when no
   * roll has the SKU, 400 when the length is more than the roll holds, 409 when someone else
   * converted it first; never twice.
   */
  convert(input: RollToBundleInput): Promise<BundleResult>;
}

export function createRollToBundleService(shop: ShopCatalogPort): RollToBundleService {
  return {
    findRolls: (sku) => shop.findRollsBySku(sku),

    async convert({ sku, length }) {
      const [roll] = await shop.findRollsBySku(sku);
      if (!roll) throw new RollToBundleError(404, ROLL_CONVERSION_MESSAGES.notFound);
      // Checked again against what the roll holds now, whatever the browser saw when it searched.
      const { length: lengthM } = parseOr400(z.object({ length: bundleLengthSchema(roll.lengthM) }), { length });
      const price = bundlePriceText(Number(roll.price), lengthM);
      try {
        return await shop.convertRollToBundle({ sku, lengthM, price });
      } catch (error) {
        // The shop refused because the roll stopped being one between our read and our write:
        // a colleague's conversion won the race.
        if (error instanceof ShopRefusedError && (await shop.findRollsBySku(sku)).length === 0) {
          throw new RollToBundleError(409, ROLL_CONVERSION_MESSAGES.alreadyConverted(sku));
        }
        throw error;
      }
    },
  };
}
