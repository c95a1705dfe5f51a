import { useEffect, type ComponentType } from 'react';
import { suggestPrice } from '../../../../shared/products';
import { applySuggestedPrice } from '../../../../shared/rules/suggested-price';
import { withPassedByLinks, type PassedBySummary } from '../../../wizard/passed-by-links';
import { supplyOf, type KindStep, type P, type SupplyForm } from '../supply-form';

/**
 * Keeps the draft's price on the current suggestion on every supply page, not only on the Price
 * page: 'Suggested price overwrites the price when it changes from the previous suggestion' (spec
 * 001 section 4) then holds wherever the change is made, so a Price page Next passes by still has
 * its suggestion selected, and the review shows it (issue 17 item 2).
 */
export function useSuggestedPrice({ draft, update, sealed }: P): void {
  const base = draft.productType ? suggestPrice(supplyOf(draft)).base : null;
  const stale = draft.productType !== undefined && base !== (draft.priceBase ?? null);
  useEffect(() => {
    if (stale && !sealed) update((x) => applySuggestedPrice(x, base));
  }, [base, stale, sealed, update]);
}

function withSuggestedPrice(Page: ComponentType<P>): ComponentType<P> {
  function SupplyPage(p: P) {
    useSuggestedPrice(p);
    return <Page {...p} />;
  }
  SupplyPage.displayName = `${Page.displayName ?? Page.name}WithSuggestedPrice`;
  return SupplyPage;
}

/**
 * A kind's steps as pages: each keeps the suggested price current and is followed by links to the
 * pages Next passes by after it, each with what it holds ('Quantity: 1', 'Price: $4.50 suggested').
 */
export function kindPages(steps: readonly KindStep[]): KindStep[] {
  const summaries: Record<string, PassedBySummary<SupplyForm>> = {};
  for (const s of steps) if (s.passBySummary) summaries[s.id] = s.passBySummary;
  const pages: KindStep[] = steps.map((step) => ({
    ...step,
    Component: withPassedByLinks(step.id, withSuggestedPrice(step.Component), () => pages, summaries),
  }));
  return pages;
}
