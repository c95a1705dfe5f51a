import { formatPrice } from '../pricing/price-choices';

/** A price staff chose that a moved suggestion did not replace, until they settle it (prices as '40.00'). */
export interface KeptPrice {
  kept: string;
  suggested: string;
}

/** Price fields every kind's form shares (spec 000 section 3: priceRadio, priceOther, priceBase). */
export interface PriceFields {
  priceRadio?: string | undefined;
  priceOther?: string | undefined;
  priceBase?: number | null | undefined;
  /** Set when the suggestion moved away from a price staff typed or picked: the page says so until settled. */
  priceKept?: KeptPrice | undefined;
}

/** The fields of PriceFields, which the wizard writes into a draft from its answers alone (applySuggestedPrice). */
export const PRICE_FIELDS = ['priceRadio', 'priceOther', 'priceBase', 'priceKept'] as const satisfies readonly (keyof PriceFields)[];

const typedOf = (d: PriceFields) => d.priceOther?.trim() ?? '';

/**
 * Whether the price is still only what a suggestion gave: nothing typed, and no button or the
 * suggestion's own chosen. A button with no suggestion recorded is from a draft kept before
 * suggestions were recorded (staff pick buttons only beside a suggestion, and a pick the
 * suggestion left is kept as typed), so it follows too.
 */
export function followsSuggestion(d: PriceFields): boolean {
  if (typedOf(d)) return false;
  const previous = d.priceBase ?? null;
  return !d.priceRadio || previous === null || d.priceRadio === formatPrice(previous);
}

/** '40' -> '40.00', for the note; text that is no number is shown as typed. */
const asMoney = (price: string) => (Number.isFinite(Number(price)) ? Number(price).toFixed(2) : price);

/**
 * Keeps the price on the suggestion as answers change it (spec 000 and 001 section 4, 'Suggested
 * price overwrites the price when it changes from the previous suggestion'), but never over a
 * price staff typed or picked (issue 26 item 2: '$40 typed became $36' without a word): that price
 * stays, and `priceKept` records the new suggestion so the Price page and the review offer it.
 * With no suggestion any more, a price that was only the old suggestion goes: it priced answers
 * since changed.
 */
export function applySuggestedPrice<D extends PriceFields>(d: D, suggestion: number | null): D {
  if (suggestion === (d.priceBase ?? null)) return d;
  if (followsSuggestion(d)) {
    return suggestion === null
      ? { ...d, priceBase: null, priceRadio: '', priceOther: '', priceKept: undefined }
      : { ...d, priceBase: suggestion, priceRadio: formatPrice(suggestion), priceOther: '', priceKept: undefined };
  }
  const own = chosenPrice(d.priceRadio, d.priceOther) ?? '';
  // A picked button is kept as a typed price: the next choices may not hold it.
  const asTyped = typedOf(d) ? {} : { priceOther: own };
  if (suggestion === null) return { ...d, ...asTyped, priceBase: null, priceKept: undefined };
  if (Number(own) === suggestion) {
    // Staff price is the new suggestion: a picked one is that suggestion's button, a typed one stays typed.
    const radio = typedOf(d) ? {} : { priceRadio: formatPrice(suggestion) };
    return { ...d, ...radio, priceBase: suggestion, priceKept: undefined };
  }
  return { ...d, ...asTyped, priceBase: suggestion, priceKept: { kept: asMoney(own), suggested: suggestion.toFixed(2) } };
}

/** What the Price page and the review say about a kept price (our wording; the example). */
export const keptPriceText = (note: KeptPrice) => `Suggested price is now $${note.suggested}; you chose $${note.kept}.`;

/** A tap on a price choice: the price, with any typed one cleared (the review offers choices beside it). */
export const choosePrice = <D extends PriceFields>(d: D, choice: string): D => ({
  ...d,
  priceRadio: choice,
  priceOther: '',
  priceKept: undefined,
});

/** A typed price: staff's own, so a note about a moved suggestion is settled. */
export const typePrice = <D extends PriceFields>(d: D, text: string): D => ({ ...d, priceOther: text, priceKept: undefined });

/** The note's 'take' tap: the new suggestion becomes the price. */
export const takeSuggestedPrice = <D extends PriceFields>(d: D): D =>
  typeof d.priceBase === 'number' ? choosePrice(d, formatPrice(d.priceBase)) : { ...d, priceKept: undefined };

/** The note's 'keep' tap: staff price stays, the note goes. */
export const keepChosenPrice = <D extends PriceFields>(d: D): D => ({ ...d, priceKept: undefined });

/**
 * Whether the price is the suggestion, as a page holding it is passed by (nothing typed, the
 * suggestion's button chosen, no note waiting). `suggestion` is the current one: pass the draft
 * as applySuggestedPrice leaves it.
 */
export function isSuggestionChosen(d: PriceFields, suggestion: number | null): boolean {
  return suggestion !== null && !typedOf(d) && !d.priceKept && d.priceRadio === formatPrice(suggestion);
}

/** The price a form ends up with: a typed price wins over the chosen suggestion button. */
export function chosenPrice(priceRadio: string | undefined, priceOther: string | undefined): string | undefined {
  const typed = priceOther?.trim();
  if (typed) return typed;
  const chosen = priceRadio?.replace(/^\$/, '').trim();
  return chosen ? chosen : undefined;
}
