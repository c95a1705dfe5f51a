/**
 * 'Any flaws?' (issue 26 item 1): a second-hand item's condition is what the customer reads as the
 * shop's promise, so it is asked of every item whose kind has imperfections and never given by a
 * default. An item is answered by No flaws (one tap), or by the flaws themselves, chosen or typed.
 * Taking every flaw away again leaves the question open rather than turning into a silent No.
 */
import type { YesNo } from '../catalogue/common';
import type { ProductType } from '../catalogue/product-types';
import type { FabricDraft } from '../schemas/fabric';
import type { SupplyDraft } from '../schemas/supply-draft';
import { mergeMulti } from './multi-value';

/** What staff read: the question, its one-tap answer, and the answer of a fabric whose flaws are named per variant. */
export const FLAWS_TEXT = {
  question: 'Any flaws?',
  none: 'No flaws',
  some: 'Some have flaws',
  choices: 'Flaws',
} as const;

/** The kinds spec 001 gives no imperfections: nothing to ask, so nothing is said of their condition. */
export const FLAWS_NOT_ASKED: readonly ProductType[] = ['Buttons', 'Sewing Patterns'];

/** Whether the kind is asked 'Any flaws?' (its product then requires the answer). */
export const asksFlaws = (type: ProductType): boolean => !FLAWS_NOT_ASKED.includes(type);

/**
 * An answered condition as people read it on the review and in the shop's description: 'No flaws'
 * where the kind was asked and none was named; null where there is nothing to say that way.
 */
export function flawsShown(type: ProductType | undefined, value: unknown): string | null {
  if (!type || !asksFlaws(type) || !Array.isArray(value)) return null;
  return value.flat().length === 0 ? FLAWS_TEXT.none : null;
}

/** The answer the flaws now chosen and typed give: Yes with any; with none the question is open again. */
export const existsFromFlaws = (chosen: readonly string[] | undefined, typed: string | undefined): YesNo | undefined =>
  mergeMulti(chosen, typed).length > 0 ? 'Yes' : undefined;

/** A fabric without variants with these flaws chosen and typed, and the answer they give. */
export const withFabricFlaws = (d: FabricDraft, chosen: readonly string[] | undefined, typed: string | undefined): FabricDraft => ({
  ...d,
  imperfections: [[...(chosen ?? [])]],
  imperfectionOther: [typed ?? ''],
  imperfectionExists: existsFromFlaws(chosen, typed),
});

/** A supply with these flaws chosen and typed, and the answer they give. */
export const withSupplyFlaws = (d: SupplyDraft, chosen: readonly string[] | undefined, typed: string | undefined): SupplyDraft => ({
  ...d,
  imperfections: [...(chosen ?? [])],
  imperfectionsOther: typed ?? '',
  imperfectionExists: existsFromFlaws(chosen, typed),
});

/** Answered: No flaws, or Yes with at least one flaw named. */
export const flawsAnswered = (exists: YesNo | undefined, named: readonly string[]): boolean =>
  exists === 'No' || (exists === 'Yes' && named.length > 0);

/** The flaws a fabric names, over all its variants (the first row alone without variants). */
export const fabricFlawsNamed = (d: FabricDraft): string[] =>
  (d.imperfections ?? []).flatMap((list, i) => mergeMulti(list, d.imperfectionOther?.[i]));

/** A fabric's 'Any flaws?' is answered: No flaws, or Yes with a flaw on at least one variant. */
export const fabricFlawsAnswered = (d: FabricDraft): boolean => flawsAnswered(d.imperfectionExists, fabricFlawsNamed(d));

/** The fabric's pattern is answered; None is an answer (one tap), nothing chosen is not. */
export const fabricPatternAnswered = (d: FabricDraft): boolean => Boolean(d.pattern?.trim() || d.patternOther?.trim());
