import type { ProductRecord, RollListing } from '../schemas/shop-answers';

/**
 * JSON with object keys sorted, so the same value always reads the same: a record whichever shop
 * built it, a request however its keys were ordered (the idempotency hash).
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** cyrb53: a fast 53-bit string hash, enough to tell two states of one product apart (no IO here for a digest). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The version of a product as a shop holds it: a digest of everything staff or customers see of it
 * (title, status, each variant's SKU, price and stock, the photos in order, the details). Any change
 * made anywhere (another edit, a roll cut to a bundle, a sale at the till on Shopify) gives another
 * version, whichever shop holds it, so an edit that started from an older one is refused (issue 27).
 */
export function recordVersion(record: Pick<ProductRecord, 'title' | 'status' | 'variants' | 'media' | 'details'>): string {
  const { title, status, variants, media, details } = record;
  return hash53(
    canonical({ title, status, variants: variants.map(({ sku, price, quantity }) => ({ sku, price, quantity })), media, details }),
  );
}

/** A record with the version an edit of it must name. */
export const withVersion = <R extends ProductRecord>(record: R): R & { version: string } => ({ ...record, version: recordVersion(record) });

/**
 * The version of a roll as the roll search answers it: a digest of what a conversion reads off it
 * (its title, name, length, width, content and price per metre; the price compared as a number, so
 * '9' and '9.00' are one price). The page sends the version it showed with the conversion, and the
 * server converts only that roll, so a roll edited or cut by someone else since is never converted
 * at figures staff never saw (issue 42).
 */
export function rollVersion(roll: Pick<RollListing, 'title' | 'name' | 'lengthM' | 'widthCM' | 'content' | 'price'>): string {
  const { title, name, lengthM, widthCM, content, price } = roll;
  return hash53(canonical({ title, name, lengthM, widthCM, content, price: Number(price) }));
}
