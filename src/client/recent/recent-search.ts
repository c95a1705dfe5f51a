/**
 * Search on Recent uploads (issue 19 items 1 and 2; issue 27 item 6: the server searches every
 * listing), apart from React so it is tested on its own: when Enter or a scan opens a product
 * instead, and what the page says of what it found.
 */
import type { RecentEntry } from '../api/recent';
import { readSku } from '../item/item-lookup';
import { RECENT_TEXT } from './recent-text';

/**
 * The SKU Enter in Search opens: the text read as a SKU (a scanner's stray spaces dropped) when it is
 * exactly a variant's SKU of one product found. Anything else (a title, a SKU no product holds)
 * stays a search, so Enter never leaves the page on a guess.
 */
export function skuToOpen(found: readonly RecentEntry[], text: string): string | null {
  const read = readSku(text);
  if (!read || 'error' in read) return null;
  const owners = found.filter((p) => p.held && p.variants.some((v) => v.sku === read.sku));
  return owners.length === 1 ? read.sku : null;
}

/**
 * What a scan (handheld scanner with no field focused, or the camera) does: a code that reads as a
 * SKU opens that product's page, listed here or not (the item page asks the shop and names a SKU it
 * does not know); any other code goes into Search, so staff see what was read.
 */
export function scanAction(code: string): { open: string } | { search: string } {
  const read = readSku(code);
  return read && 'sku' in read ? { open: read.sku } : { search: code.trim() };
}

/**
 * What the page says under Search, to a screen reader too: nothing while everything shows at once;
 * how many of how many are shown while search or a filter narrows the list or more pages wait;
 * that nothing matched, naming the search.
 */
export function searchStatus(narrowed: { q: string } | null, shown: number, total: number): string {
  const typed = narrowed?.q.trim() ?? '';
  if (narrowed && total === 0) return typed ? RECENT_TEXT.noMatch(typed) : RECENT_TEXT.noneFiltered;
  return narrowed || shown < total ? RECENT_TEXT.shown(shown, total) : '';
}
