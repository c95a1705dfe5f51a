import { describe, expect, it } from 'vitest';
import type { RecentProduct } from '../api/recent';
import { matchesSearch, scanAction, searchRecent, searchStatus, skuToOpen } from './recent-search';

const product = (productId: string, title: string, skus: string[]): RecentProduct => ({
  productId,
  title,
  productType: 'Fabric',
  status: 'ACTIVE',
  createdAt: '',
  variants: skus.map((sku) => ({ sku, price: '9.00', quantity: 1 })),
  media: [],
  details: {},
});

const harbour = product('harbour', 'Harbour Morning Cotton Poplin', ['100231']);
const meadow = product('meadow', 'Meadow Linen Bundle', ['100232', '100233']);
const zip = product('zip', 'Nylon Zipper 20cm', ['200017']);
const list = [harbour, meadow, zip];

describe('Search on Recent uploads: which cards stay', () => {
  it.each([
    // Empty keeps everything: the page before anyone types.
    ['', ['harbour', 'meadow', 'zip']],
    ['   ', ['harbour', 'meadow', 'zip']],
    // Part of a title, in any case, with a stray space from a scanner or a thumb.
    ['harbour', ['harbour']],
    ['LINEN', ['meadow']],
    [' poplin ', ['harbour']],
    ['morning  cotton', ['harbour']],
    // Part of any variant's SKU, the second variant too.
    ['10023', ['harbour', 'meadow']],
    ['100233', ['meadow']],
    ['0017', ['zip']],
    // A word in two titles keeps both; no match keeps none.
    ['n', ['harbour', 'meadow', 'zip']],
    ['velvet', []],
    // Words are matched as typed, not as separate words in any order.
    ['cotton harbour', []],
  ])('%j keeps %j', (text, ids) => {
    expect(searchRecent(list, text).map((p) => p.productId)).toEqual(ids);
  });

  it('looks at the title and SKUs only, not the type or the ID', () => {
    expect(matchesSearch(harbour, 'fabric')).toBe(false);
    expect(matchesSearch(product('gid://shop/Product/7', 'Felt', ['1']), 'gid')).toBe(false);
  });
});

describe('Enter in Search: opens a product only on an exact SKU of one listed product', () => {
  it.each([
    ['100231', '100231'],
    // A handheld scanner's code with the field focused may carry spaces or a tab.
    [' 100233\t', '100233'],
    // Part of a SKU or a title only filters.
    ['10023', null],
    ['Harbour', null],
    ['', null],
    // A SKU of a product not on this page: Enter does not guess.
    ['999999', null],
  ])('%j -> %j', (text, sku) => {
    expect(skuToOpen(list, text)).toBe(sku);
  });

  it('does not open when two listed products claim the same SKU', () => {
    expect(skuToOpen([harbour, product('copy', 'Copy', ['100231'])], '100231')).toBeNull();
  });
});

describe('a scan (handheld scanner or camera) on Recent uploads', () => {
  it.each([
    ['100231', { open: '100231' }],
    // Not listed here: the item page asks the shop and says if it has no such product.
    ['999999', { open: '999999' }],
    [' 100233\r', { open: '100233' }],
    // A box label or another shop's code is no SKU: it goes into Search, where staff see it.
    ['3-12', { search: '3-12' }],
    ['ABC-123 ', { search: 'ABC-123' }],
  ])('%j -> %j', (code, action) => {
    expect(scanAction(code)).toEqual(action);
  });
});

describe('what the page says under Search', () => {
  it.each([
    ['', 3, 3, ''],
    ['  ', 3, 3, ''],
    ['linen', 1, 3, '1 of 3 shown'],
    [' velvet ', 0, 3, 'No recent upload matches “velvet”.'],
  ])('%j, %i of %i -> %j', (text, shown, total, said) => {
    expect(searchStatus(text, shown, total)).toBe(said);
  });
});
