/** Price fields every kind's form shares (spec 000 section 3: priceRadio, priceOther, priceBase). */
export interface PriceFields {
  priceRadio?: string | undefined;
  priceOther?: string | undefined;
  priceBase?: number | null | undefined;
}

/**
 * 'Suggested price overwrites the price when it changes from the previous suggestion' (spec 000
 * section 4, spec 001 section 4): a new suggestion selects its own button and clears a typed
 * price; an unchanged suggestion leaves the staff member's choice alone.
 */
export function applySuggestedPrice<D extends PriceFields>(d: D, suggestion: number | null): D {
  if (suggestion === (d.priceBase ?? null)) return d;
  if (suggestion === null) return { ...d, priceBase: null };
  return { ...d, priceBase: suggestion, priceRadio: `$${suggestion.toFixed(2)}`, priceOther: '' };
}

/** The price a form ends up with: a typed price wins over the chosen suggestion button. */
export function chosenPrice(priceRadio: string | undefined, priceOther: string | undefined): string | undefined {
  const typed = priceOther?.trim();
  if (typed) return typed;
  const chosen = priceRadio?.replace(/^\$/, '').trim();
  return chosen ? chosen : undefined;
}
