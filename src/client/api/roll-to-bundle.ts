import { STEP_LABELS } from '../../shared/messages/api-errors';
import type { RollToBundleInput } from '../../shared/schemas/roll-to-bundle';
import { apiCall } from './client';

/** A roll found by SKU (the server's RollListing). */
export interface RollListing {
  productId: string;
  title: string;
  sku: string;
  name: string;
  /** Metres the roll holds now. */
  lengthM: number;
  widthCM: number;
  /** As the label prints it, e.g. '60% Cotton, 40% Polyester'. */
  content: string;
  /** The roll's price per metre, e.g. '9.00'. */
  price: string;
}

/** What the roll became: the fields its bundle label prints. */
export interface BundleResult {
  sku: string;
  name: string;
  /** Metres. */
  length: number;
  price: string;
  /** Centimetres. */
  width: number;
  content: string;
}

/** Search errors are reported under the page's own name; the spec's step labels name uploads. */
export const SEARCH_STEP_LABEL = 'Search Product';

/** GET /product/?sku={sku}&include=roll: the roll products with exactly this SKU (empty when none). */
export async function searchRolls(sku: string, signal?: AbortSignal): Promise<RollListing[]> {
  const query = new URLSearchParams({ sku, include: 'roll' });
  const answer = await apiCall<{ products: RollListing[] }>(SEARCH_STEP_LABEL, 'GET', `/product/?${query.toString()}`, signal ? { signal } : {});
  return answer.products;
}

/** POST /product/roll_to_bundle {sku, length}: 404/400/409 carry a message naming the problem. */
export function convertRollToBundle(input: RollToBundleInput): Promise<BundleResult> {
  return apiCall(STEP_LABELS.rollToBundle, 'POST', '/product/roll_to_bundle', { body: input });
}
