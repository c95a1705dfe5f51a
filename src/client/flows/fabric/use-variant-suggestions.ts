import { useEffect } from 'react';
import { fieldErrorsOf } from '../../../shared/products';
import { applyVariantSuggestions, fabricVariantPrices } from '../../../shared/rules/fabric';
import { withSuggestedPrice } from '../../../shared/rules/fabric-pass-by';
import type { FabricDraft } from '../../../shared/schemas/fabric';
import type { StepProps } from '../../wizard/wizard-types';

/**
 * Keeps the prices on their suggestions as the suggestions change (spec 000 section 4): each
 * variant price (applyVariantSuggestions) and, without variants, the Price page's chosen
 * suggestion. Run by Variant Price and by Upload Product, so a length changed after the prices
 * were set never uploads the old price, and a Price page passed by (its suggestion already the
 * choice, issue 17) still uploads the suggestion it would have shown.
 */
export function useVariantSuggestions({
  draft,
  errors,
  update,
  sealed,
}: Pick<StepProps<FabricDraft>, 'draft' | 'errors' | 'update' | 'sealed'>) {
  const result = fabricVariantPrices(draft, errors);
  const variants = draft.hasVariants === 'Yes';
  const key = variants && result.ok ? [result.roll, ...result.prices].map((p) => (p ? `${p.index}:${p.suggested}` : '')).join('|') : '';
  const single = variants ? undefined : withSuggestedPrice(draft).priceBase;
  useEffect(() => {
    if (key && !sealed) update((d) => applyVariantSuggestions(d, fieldErrorsOf(d)));
  }, [key, sealed, update]);
  useEffect(() => {
    if (single !== undefined && !sealed) update((d) => (d.hasVariants === 'Yes' ? d : withSuggestedPrice(d)));
  }, [single, sealed, update]);
  return result;
}
