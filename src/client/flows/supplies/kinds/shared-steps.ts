import { suggestPrice } from '../../../../shared/products';
import { applySuggestedPrice, isSuggestionChosen } from '../../../../shared/rules/suggested-price';
import { noneAnsweredYes, quantityAtStart } from '../../../../shared/rules/supplies';
import { FLAWS_TEXT } from '../../../../shared/rules/flaws';
import type { EXISTS_QUESTIONS } from '../../../../shared/schemas/supply-draft';
import { AdditionalInfoPage, CameraPage, PricePage } from '../pages/common-pages';
import { keeps, supplyOf, type KindStep, type SupplyForm } from '../supply-form';

/**
 * The Camera step of a kind. Its one exception to the schema: the product needs 3 to 7 photos, but
 * Camera never blocks the steps after it, since photos are taken and processed while the rest is
 * entered; the review page names too few and the upload waits for them.
 */
export const cameraStep = (id: string): KindStep => ({
  id,
  label: 'Camera',
  title: 'Photos',
  Component: CameraPage,
  fields: ['images'],
  done: () => true,
});

/**
 * The suggested price is the chosen one and nothing on the Price page waits for staff: no typed
 * price, no other choice, no Unboxing date still to pick. Next passes the page by; the price shows
 * on the review and on the page before (issue 17 item 2). A price staff chose or typed, or a kind
 * with no suggestion (Everything Else), keeps the page a stop, so it never hides a decision; so
 * does a price of theirs that a moved suggestion left in place (issue 26 item 2).
 */
export function suggestionSelected(d: SupplyForm): boolean {
  // The suggestion as useSuggestedPrice stores it on the next render, so Next decides on the price staff will see.
  const applied = applySuggestedPrice(d, suggestPrice(supplyOf(d)).base);
  const unboxingOpen = d.unboxingDateExists === 'Yes' && !d.unboxingDate;
  return isSuggestionChosen(applied, applied.priceBase ?? null) && !unboxingOpen;
}

export const priceStep = (id: string): KindStep => ({
  id,
  label: 'Price',
  title: 'Price',
  Component: PricePage,
  fields: ['price', 'mediaTag', 'unboxingDate'],
  passBy: suggestionSelected,
  passBySummary: (d) => {
    const price = applySuggestedPrice(d, suggestPrice(supplyOf(d)).base).priceRadio;
    return price ? `${price} suggested${d.mediaTag === 'Unboxing' ? ', Unboxing' : ''}` : null;
  },
});

/** 'Is there any additional information?' (optional, spec 001 section 5): passed by until it is answered Yes. */
export const additionalInfoStep = (id: string, label: string): KindStep => ({
  id,
  label,
  title: 'Additional Information',
  Component: AdditionalInfoPage,
  fields: ['additionalInfo'],
  ...questionsOnly(['additionalInfoExists']),
});

/**
 * A page of only yes/no questions guarding optional fields (brand, qualities, additional
 * information): they start at No (KIND_QUESTIONS), so until one is answered Yes the page adds
 * nothing and Next passes it by; the page before links to it ('Imperfections: No flaws'). A page
 * that also asks 'Any flaws?' is a stop until that is answered (issue 26): it has no default.
 */
export function questionsOnly(questions: readonly (keyof typeof EXISTS_QUESTIONS)[]): Pick<KindStep, 'passBy' | 'passBySummary'> {
  const asksFlaws = questions.includes('imperfectionExists');
  return {
    passBy: (d) => noneAnsweredYes(supplyOf(d), questions) && (!asksFlaws || d.imperfectionExists === 'No'),
    passBySummary: () => (asksFlaws ? FLAWS_TEXT.none : 'No'),
  };
}

/**
 * A Quantity page that asks only how many whole pieces (no pack size, or one the unit forces):
 * passed by while the quantity is the 1 every draft starts with; the page before links to it with
 * the count shown.
 */
export const onePieceOnly = (d: SupplyForm, packSizeForced = false) =>
  quantityAtStart(supplyOf(d)) && (packSizeForced || !keeps(d, 'packSize'));

export const quantitySummary = (d: SupplyForm) => d.quantityRadio ?? null;
