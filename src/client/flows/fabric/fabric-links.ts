import { isSameForAll } from '../../../shared/rules/fabric';
import type { FabricDraft } from '../../../shared/schemas/fabric';

/** The element id of one variant's card on Variant Dimensions and its price on Variant Price. */
export const variantAnchor = (index: number) => `variant-${index + 1}`;

const PER_VARIANT_STEPS = new Set(['variant_dimensions', 'variant_price']);
const SHAREABLE = new Set(['widthCM', 'quantity', 'imperfections']);

/**
 * Where an error path of a fabric draft is fixed: the step that holds it (the engine's
 * `stepOfField`) and, on a per-variant page, the variant's card ('lengthM.2' -> Variant 3).
 * 'variantedFields' errors (duplicate variants) are fixed on the variant table when there are
 * variants, else on Has Variants.
 */
export function fabricLinkFor(
  draft: FabricDraft,
  path: string,
  stepOfField: (field: string) => string | null,
): { step: string; hash: string } | null {
  const [root = path, index] = path.split('.');
  const step = stepOfField(path) ?? (root === 'variantedFields' ? stepOfField('hasVariants') : null);
  if (!step) return null;
  const row = Number(index);
  const perVariant = index !== undefined && Number.isInteger(row) && PER_VARIANT_STEPS.has(step);
  // A column shared by every variant is one value: its error belongs to no single card.
  const shared = SHAREABLE.has(root) && isSameForAll(draft, root as 'widthCM' | 'quantity' | 'imperfections');
  return { step, hash: perVariant && !shared ? `#${variantAnchor(row)}` : '' };
}

/** How a review row names the variant an error is about: 'The roll' or 'Variant 3'; null for the whole field. */
export function variantOfPath(draft: FabricDraft, path: string): string | null {
  if (draft.hasVariants !== 'Yes') return null;
  const [root = path, index] = path.split('.');
  const row = Number(index);
  if (index === undefined || !Number.isInteger(row)) return null;
  if (SHAREABLE.has(root) && isSameForAll(draft, root as 'widthCM' | 'quantity' | 'imperfections')) return null;
  return draft.bundleOrRoll === 'Roll' && row === 0 ? 'The roll' : `Variant ${row + 1}`;
}
