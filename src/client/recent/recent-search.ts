/**
 * Search on Recent uploads (issue 19 items 1 and 2), apart from React so it is tested on its own:
 * which cards a typed text keeps, and when Enter in the field opens a product instead.
 */
import type { RecentProduct } from '../api/recent';
import { readSku } from '../item/item-lookup';
import { RECENT_TEXT } from './recent-text';

type Searchable = Pick<RecentProduct, 'title' | 'variants'>;

/** Case and runs of spaces do not matter: staff type "harbour  MORNING" for "Harbour Morning". */
const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether a product stays on screen for what Search holds: its title or any variant's SKU contains
 * the text, ignoring case. An empty field keeps every product.
 */
export function matchesSearch(product: Searchable, text: string): boolean {
  const wanted = fold(text);
  if (wanted === '') return true;
  return fold(product.title).includes(wanted) || product.variants.some((v) => fold(v.sku).includes(wanted));
}

/** The products Search keeps, in list order. */
export const searchRecent = <P extends Searchable>(products: readonly P[], text: string): P[] =>
  products.filter((p) => matchesSearch(p, text));

/** What the page says under Search: nothing while it is empty, else how many cards it kept, or that none matched. */
export function searchStatus(text: string, shown: number, total: number): string {
  const typed = text.trim();
  if (typed === '') return '';
  return shown === 0 ? RECENT_TEXT.noMatch(typed) : RECENT_TEXT.shown(shown, total);
}

/**
 * The SKU Enter in Search opens: the text read as a SKU (a scanner's stray spaces dropped) when it is
 * exactly a variant's SKU of one listed product. Anything else (part of a SKU, a title, a SKU of a
 * product not listed) only filters, so Enter never leaves the page on a guess.
 */
export function skuToOpen(products: readonly Pick<RecentProduct, 'variants'>[], text: string): string | null {
  const read = readSku(text);
  if (!read || 'error' in read) return null;
  const owners = products.filter((p) => p.variants.some((v) => v.sku === read.sku));
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
