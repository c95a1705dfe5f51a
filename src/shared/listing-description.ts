/**
 * The description a listing carries in the shop: what the customer reads under the title. One
 * builder for every shop (issue 42 item 2): Shopify is sent it, the embedded shop answers it from
 * the details it keeps, so what the customer reads is the same and is tested on both.
 *
 * It lists the entered fields with their review-table labels, as the review reads them, with two
 * differences a customer needs: sizes in inches read as the title reads them ('3/8', never
 * '0.375'; listing-title.ts), and a fabric whose variants differ in condition says which variant
 * has which flaw ('2 m: Discoloration; 3.5 m: no flaws'), never the review's '- | Discoloration'.
 */
import { displayValue } from './display-value';
import { isBundleRow } from './rules/fabric';
import { FLAWS_TEXT } from './rules/flaws';
import { entryAt } from './rules/roll-listing';
import { formatFraction } from './rules/units';
import { fieldLabelsFor, fabricVariantCount, type Product, type RecordedProduct } from './products';

/** Fields that are not attributes of the item: photos, bookkeeping, or the shop's own product fields. */
export const NOT_DESCRIBED = new Set(['images', 'productType', 'variantedFields', 'mediaTag', 'price', 'quantity', 'unboxingDate']);

/** Inch sizes, which the title writes as fractions a sewist reads. */
const INCH_FIELDS = new Set(['widthIn', 'lengthIn']);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A product as entered or as a shop keeps it (the description is read off either). */
type Described = Product | RecordedProduct;
type Fabric = Extract<Described, { productType: 'Fabric' }>;

/**
 * How each variant of a fabric is named where the description speaks of one: by its length when the
 * lengths tell them apart ('2 m'; a roll's own row '25 m roll'), else by length and width, else by
 * its place.
 */
export function fabricVariantNames(p: Fabric): string[] {
  const count = fabricVariantCount(p);
  const rows = Array.from({ length: count }, (_, i) => i);
  const roll = (i: number) => (isBundleRow(p.bundleOrRoll, i) ? '' : ' roll');
  const byLength = rows.map((i) => `${entryAt(p.lengthM, i) ?? '?'} m${roll(i)}`);
  if (new Set(byLength).size === count) return byLength;
  const bySize = rows.map((i) => `${entryAt(p.lengthM, i) ?? '?'} m x ${entryAt(p.widthCM, i) ?? '?'} cm${roll(i)}`);
  if (new Set(bySize).size === count) return bySize;
  return rows.map((i) => `Variant ${i + 1}`);
}

/**
 * A fabric's flaws as the customer reads them: one list when every variant shares it (or there is
 * one variant), else each variant by name with its own flaws or 'no flaws'. Null when the review's
 * reading says it already (nothing answered, or 'No flaws' for all).
 */
function fabricFlaws(p: Fabric): string | null {
  const rows = p.imperfections ?? [];
  const count = fabricVariantCount(p);
  if (rows.length <= 1 || count <= 1 || rows.every((r) => r.length === 0)) return null;
  const names = fabricVariantNames(p);
  const none = FLAWS_TEXT.none.toLowerCase();
  return names.map((name, i) => `${name}: ${(entryAt(rows, i) ?? []).join(', ') || none}`).join('; ');
}

/** One field's value as the description reads it ('-' when there is nothing to say). */
export function describedValue(product: Described, field: string, value: unknown): string {
  if (INCH_FIELDS.has(field) && typeof value === 'number' && Number.isFinite(value) && value > 0) return formatFraction(value);
  if (field === 'imperfections' && product.productType === 'Fabric') {
    const perVariant = fabricFlaws(product);
    if (perVariant) return perVariant;
  }
  return displayValue(field, value, {}, product.productType);
}

/** The description's lines: each entered field's review label and its value, in the review's order. */
export function listingDescriptionItems(product: Described): { label: string; text: string }[] {
  if (product.productType === undefined) return [];
  const fields = new Map<string, unknown>(Object.entries(product));
  return Object.entries(fieldLabelsFor(product.productType))
    .filter(([field]) => !NOT_DESCRIBED.has(field))
    .map(([field, label]) => ({ label, text: describedValue(product, field, fields.get(field)) }))
    .filter(({ text }) => text !== '-');
}

/** The description as HTML: a list of 'Label: value' lines, or nothing when no field was entered. */
export function listingDescriptionHtml(product: Described): string {
  const items = listingDescriptionItems(product).map(
    ({ label, text }) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}</li>`,
  );
  return items.length ? `<ul>${items.join('')}</ul>` : '';
}
