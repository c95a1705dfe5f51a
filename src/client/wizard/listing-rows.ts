import { formatPrice } from '../../shared/pricing/price-choices';
import { fabricVariantCount, type RecordedProduct } from '../../shared/products';
import type { PriceFields } from '../../shared/rules/suggested-price';

/** One variant of the listing as the shop will sell it, for the review page's preview. */
export interface ListingRow {
  /** 'Variant 2', or 'The roll' for a roll's own row; null when the listing sells one variant. */
  name: string | null;
  /** What the variant is: '2 m × 148 cm' for a fabric; empty for a supply, whose title says it. */
  size: string;
  /** '$18.00', or '-' while there is none. */
  price: string;
  /** A roll's own price is per metre (its Price page asks 'Price per metre'). */
  perMetre: boolean;
  /** The error path of this price, so its link opens the exact field (and variant card). */
  pricePath: string;
  /** Known once the shop made the product; null before. */
  sku: string | null;
}

/** Entry i of a fabric's per-variant list; a single entry stands for every variant (as the server's variantsOf reads it). */
const at = <T>(list: readonly T[] | undefined, i: number): T | undefined => list?.[i] ?? list?.[0];

const money = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? formatPrice(value) : '-');

/**
 * The listing's variants in the shop's order: one per fabric variant (as many as its longest
 * per-variant list: fabricVariantCount, as the upload counts them), one for a supply. SKUs are the upload's answer, in
 * the same order.
 */
export function listingRows(product: RecordedProduct, skus: readonly string[] = []): ListingRow[] {
  if (product.productType !== 'Fabric') {
    const price = product.productType === undefined ? undefined : product.price;
    return [{ name: null, size: '', price: money(price), perMetre: false, pricePath: 'price', sku: skus[0] ?? null }];
  }
  const { lengthM, widthCM, price, bundleOrRoll } = product;
  const count = fabricVariantCount(product);
  return Array.from({ length: count }, (_, i) => {
    const length = at(lengthM, i);
    const width = at(widthCM, i);
    const roll = bundleOrRoll === 'Roll' && i === 0;
    return {
      name: count === 1 ? null : roll ? 'The roll' : `Variant ${i + 1}`,
      size: [length === undefined ? '' : `${length} m`, width === undefined ? '' : `${width} cm`].filter(Boolean).join(' × '),
      price: money(at(price, i)),
      perMetre: roll,
      pricePath: `price.${i}`,
      sku: skus[i] ?? null,
    };
  });
}

/** A draft's price fields as the Price and Variant Price pages keep them. */
export interface DraftPrices extends PriceFields {
  hasVariants?: string | undefined;
  price?: readonly string[] | undefined;
  priceBases?: readonly (number | null)[] | undefined;
}

/**
 * Whether price i is the suggestion as the Price page gave it (its button still chosen, nothing
 * typed; on Variant Price the variant's box still holds its suggestion). The review says so, since
 * staff may never have opened the Price page.
 */
export function isSuggestedPrice(d: DraftPrices, i: number): boolean {
  if (d.hasVariants === 'Yes') {
    const base = d.priceBases?.[i];
    const typed = d.price?.[i]?.trim();
    return base !== undefined && base !== null && Boolean(typed) && Number(typed) === base;
  }
  if (d.priceBase === undefined || d.priceBase === null || d.priceOther?.trim()) return false;
  return d.priceRadio === formatPrice(d.priceBase);
}
