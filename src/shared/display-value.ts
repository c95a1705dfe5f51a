import { formatDisplayDate } from './dates';
import { contentText } from './labels/label-data';
import { formatPrice } from './pricing/price-choices';
import { ownValue } from './own-key';
import type { ProductType } from './catalogue/product-types';
import { flawsShown } from './rules/flaws';

/**
 * How a value of a product reads for people: a dash for empty, Yes/No, lists comma-joined, prices as
 * $ with cents (spec 000 section 2), 'No flaws' for an answered condition with none named. The
 * review table shows it; the shop's description lists it.
 */
export function displayValue(
  field: string,
  value: unknown,
  labels: Readonly<Record<string, string>> = {},
  productType?: ProductType,
): string {
  // An answered 'Any flaws?' says so, rather than a dash that reads as never asked (issue 26).
  const flaws = field === 'imperfections' ? flawsShown(productType, value) : null;
  if (flaws) return flaws;
  if (field === 'content' && value && typeof value === 'object') return contentText(value);
  if (field === 'unboxingDate' && typeof value === 'string') return formatDisplayDate(value);
  if (field === 'price' && typeof value === 'number' && Number.isFinite(value)) return formatPrice(value);
  // Photos are shown on the Camera page; here only how many will be sent.
  if (field === 'images' && Array.isArray(value)) return value.length === 0 ? '-' : `${value.length} photo${value.length === 1 ? '' : 's'}`;
  if (field === 'variantedFields' && Array.isArray(value))
    return value.length === 0 ? '-' : value.map((f: unknown) => ownValue(labels, f) ?? String(f)).join(', ');
  if (value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))) return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const parts = value.map((v) => (Array.isArray(v) ? v.join(', ') || '-' : displayValue(field, v)));
    return parts.length === 0 ? '-' : parts.join(value.some(Array.isArray) ? ' | ' : ', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '-';
}
