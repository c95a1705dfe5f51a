import { displayValue } from '../display-value';
import { fieldLabelsFor } from '../products';
import { isProductType } from '../catalogue/product-types';
import { formatPrice } from '../pricing/price-choices';
import { labelsFor, labelSourceOfRecord } from '../labels/label-data';
import { ownValue } from '../own-key';
import type { ProductRecord } from '../schemas/shop-answers';
import { LISTING_STATUS_TEXT } from '../messages/product-edit';

/** One field of a product before and after a change, as people read it. */
export interface FieldChange {
  /** 'title', 'status', 'photos', 'variants.0.price', or a details field ('lengthM', 'imperfections'). */
  field: string;
  label: string;
  before: string;
  after: string;
}

type Compared = Pick<ProductRecord, 'title' | 'status' | 'variants' | 'media' | 'details'>;

/**
 * Details fields the variants already speak for (the shop's own price and stock win), and the
 * photo ids, which `photos` compares by what the shop shows.
 */
const NOT_FROM_DETAILS = new Set(['price', 'quantity', 'images', 'productType']);

const photosText = (media: readonly string[]) => `${media.length} photo${media.length === 1 ? '' : 's'}`;
const priceText = (price: string | undefined) =>
  price === undefined ? '-' : Number.isFinite(Number(price)) ? formatPrice(Number(price)) : price;

/**
 * What differs between two states of one product, in the order staff read an item: title,
 * listing, each variant's price and stock (named by SKU when there are several), photos, then the
 * product's own fields in review-table order. The history keeps these, a 409 shows them, and the
 * label check reads them.
 */
export function recordChanges(before: Compared, after: Compared): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, label: string, b: string, a: string) => {
    if (b !== a) changes.push({ field, label, before: b, after: a });
  };
  add('title', 'Title', before.title, after.title);
  add('status', 'Listing', LISTING_STATUS_TEXT[before.status], LISTING_STATUS_TEXT[after.status]);
  const rows = Math.max(before.variants.length, after.variants.length);
  for (let i = 0; i < rows; i++) {
    const b = before.variants[i];
    const a = after.variants[i];
    const named = rows > 1 ? ` (SKU ${a?.sku ?? b?.sku ?? ''})` : '';
    add(`variants.${i}.sku`, `SKU${rows > 1 ? ` ${i + 1}` : ''}`, b?.sku ?? '-', a?.sku ?? '-');
    add(`variants.${i}.price`, `Price${named}`, priceText(b?.price), priceText(a?.price));
    add(`variants.${i}.quantity`, `Quantity${named}`, b ? String(b.quantity) : '-', a ? String(a.quantity) : '-');
  }
  const samePhotos = before.media.length === after.media.length && before.media.every((url, i) => url === after.media[i]);
  if (!samePhotos) {
    const sameCount = before.media.length === after.media.length;
    const reordered = sameCount && before.media.every((url) => after.media.includes(url));
    // As many photos, not all the same ones: still a change, which the counts alone would not show.
    const how = reordered ? ', in another order' : sameCount ? ', some replaced' : '';
    add('photos', 'Photos', photosText(before.media), `${photosText(after.media)}${how}`);
  }
  const type = after.details.productType ?? before.details.productType;
  const labels = isProductType(type) ? fieldLabelsFor(type) : {};
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(before.details), ...Object.keys(after.details)])];
  for (const field of fields) {
    if (NOT_FROM_DETAILS.has(field)) continue;
    const read = (details: Compared['details']) =>
      displayValue(field, Object.getOwnPropertyDescriptor(details, field)?.value, labels, isProductType(type) ? type : undefined);
    add(field, ownValue(labels, field) ?? field, read(before.details), read(after.details));
  }
  return changes;
}

/** The labels a record prints, as text: two records whose labels read alike need no reprint. */
function labelText(record: Pick<ProductRecord, 'details' | 'variants'>): string {
  const { product, skus } = labelSourceOfRecord(record);
  if (product.productType === undefined) return '';
  return JSON.stringify(labelsFor(product, skus).labels);
}

/** Whether a printed label of `before` no longer tells the truth about `after` (price, name, length, width, content...). */
export const labelOutOfDate = (
  before: Pick<ProductRecord, 'details' | 'variants'>,
  after: Pick<ProductRecord, 'details' | 'variants'>,
): boolean => labelText(before) !== labelText(after);
