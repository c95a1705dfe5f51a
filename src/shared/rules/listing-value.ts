/**
 * What a listing is worth as it goes up (issue 28 item 4): each variant's price times the stock the
 * shop is given, in whole cents. Prices are the shop's decimal text ('18.00'); one that is not a
 * number counts nothing rather than spoiling the sum.
 */
export function listingValueCents(variants: readonly { price: string; quantity: number }[]): number {
  let cents = 0;
  for (const { price, quantity } of variants) {
    const each = Math.round(Number(price) * 100);
    if (Number.isFinite(each) && Number.isFinite(quantity)) cents += each * quantity;
  }
  return Math.round(cents);
}
