/**
 * Which fabric pages Next and Back pass by (issue 17 item 2: optional pages out of the way, a
 * default already given). A passed-by page stays in the sidebar and is reached by link from the
 * page before and from the review; these predicates only say that its answer is already there.
 * The rule for every page: it is passed by once nothing on it is required or unfinished.
 */
import { suggestFabricPrice } from '../pricing/fabric-price';
import { missingFabricForPrice, type FabricDraft } from '../schemas/fabric';
import type { FieldErrors } from '../schemas/validate';
import { mergeMulti } from './multi-value';
import { applySuggestedPrice, chosenPrice, isSuggestionChosen } from './suggested-price';
import { applyVariantSuggestions, fabricPriceInput, fabricVariantPrices } from './fabric';

/** The draft with the Price page's suggestion applied, as the page (or the review) would store it. */
export function withSuggestedPrice(d: FabricDraft): FabricDraft {
  return applySuggestedPrice(d, suggestFabricPrice(fabricPriceInput(d)).base);
}

/** The price a fabric without variants will have, counting a suggestion not stored yet. */
export const priceOf = (d: FabricDraft): string | undefined => {
  const applied = withSuggestedPrice(d);
  return chosenPrice(applied.priceRadio, applied.priceOther);
};

/**
 * Price: passed by while the suggested price is the chosen one (nothing typed, no other button
 * chosen). Staff see and confirm it on the review; choosing another price or typing one makes the
 * page a stop again, so it never hides a decision staff made, nor does a price of theirs that a
 * moved suggestion left in place (issue 26 item 2).
 */
export function priceIsSuggested(d: FabricDraft): boolean {
  // Until everything the price needs is there, the suggestion is not the fabric's and the page says what is missing.
  if (missingFabricForPrice(d).length > 0) return false;
  const applied = withSuggestedPrice(d);
  return isSuggestionChosen(applied, applied.priceBase ?? null);
}

/**
 * Variant Price: passed by while every price (a roll's own included) is its suggestion and no
 * replaced price waits to be settled. 'Can't calculate variant prices.', a variant without a
 * suggestion, or a price staff typed keeps the page a stop.
 */
export function variantPricesAreSuggested(d: FabricDraft, errors: FieldErrors): boolean {
  const result = fabricVariantPrices(d, errors);
  if (!result.ok || missingFabricForPrice(d).length > 0) return false;
  const applied = applyVariantSuggestions(d, errors);
  if ((applied.priceReplaced ?? []).length > 0) return false;
  const rows = result.roll ? [result.roll, ...result.prices] : result.prices;
  return rows.every((r) => r.suggested !== null && Number(applied.price?.[r.index]) === r.suggested);
}

/**
 * Quality ('an optional question', spec 000 section 4): passed by once answered, No (the default of
 * a new draft) or Yes with qualities chosen. Yes with none chosen is unfinished and stays a stop.
 */
export function qualityAnswered(d: FabricDraft): boolean {
  if (d.qualityExists === 'No') return true;
  return d.qualityExists === 'Yes' && mergeMulti(d.quality, d.qualityOther).length > 0;
}

/** Unboxing: passed by once answered, No (a new draft's default) or Yes with its date (kept from the last item). */
export const unboxingAnswered = (d: FabricDraft): boolean =>
  d.unboxingDateExists === 'No' || (d.unboxingDateExists === 'Yes' && Boolean(d.unboxingDate));
