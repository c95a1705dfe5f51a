import { STEP_LABELS } from '../../shared/messages/api-errors';
import type { RollToBundleInput } from '../../shared/schemas/roll-to-bundle';
import type { BundleResult, RollListing } from '../../shared/schemas/shop-answers';
import { bundleResultAnswer, rollSearchAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { BundleResult, RollListing };

/** Search errors are reported under the page's own name; the spec's step labels name uploads. */
export const SEARCH_STEP_LABEL = 'Search Product';

/** GET /product/?sku={sku}&include=roll: the roll products with exactly this SKU (empty when none). */
export async function searchRolls(sku: string, signal?: AbortSignal): Promise<RollListing[]> {
  const query = new URLSearchParams({ sku, include: 'roll' });
  const answer = await apiCall(SEARCH_STEP_LABEL, 'GET', `/product/?${query.toString()}`, rollSearchAnswer, signal ? { signal } : {});
  return answer.products;
}

/**
 * POST /product/roll_to_bundle {sku, length, rollVersion}: 404/400/409 carry a message naming the
 * problem; a 409 for a roll changed since the page showed it also carries it as it is now
 * (`rollChangedAnswer`). The draft's id as Idempotency-Key lets a retry after a lost answer get the
 * conversion that happened.
 */
export function convertRollToBundle(input: RollToBundleInput, draftId: string): Promise<BundleResult> {
  return apiCall(STEP_LABELS.rollToBundle, 'POST', '/product/roll_to_bundle', bundleResultAnswer, {
    body: input,
    headers: { 'Idempotency-Key': draftId },
  });
}
