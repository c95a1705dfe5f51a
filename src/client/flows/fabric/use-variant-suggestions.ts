import { useEffect } from 'react';
import { fieldErrorsOf } from '../../../shared/products';
import { applyVariantSuggestions, fabricVariantPrices } from '../../../shared/rules/fabric';
import type { FabricDraft } from '../../../shared/schemas/fabric';
import type { StepProps } from '../../wizard/wizard-types';

/**
 * Keeps each variant price on its suggestion as the suggestion changes (spec 000 section 4, per
 * variant: applyVariantSuggestions). Run by Variant Price and by Upload Product, so a length
 * changed after the prices were set never uploads the old price, even when Variant Price is skipped.
 */
export function useVariantSuggestions({
  draft,
  errors,
  update,
  sealed,
}: Pick<StepProps<FabricDraft>, 'draft' | 'errors' | 'update' | 'sealed'>) {
  const result = fabricVariantPrices(draft, errors);
  const key =
    draft.hasVariants === 'Yes' && result.ok
      ? [result.roll, ...result.prices].map((p) => (p ? `${p.index}:${p.suggested}` : '')).join('|')
      : '';
  useEffect(() => {
    if (key && !sealed) update((d) => applyVariantSuggestions(d, fieldErrorsOf(d)));
  }, [key, sealed, update]);
  return result;
}
