import { describe, expect, it } from 'vitest';
import type { RecentEntry } from '../api/recent';
import { scanAction, searchStatus, skuToOpen } from './recent-search';

const held = (productId: string, title: string, skus: string[]): RecentEntry => ({
  productId,
  title,
  productType: 'Fabric',
  status: 'ACTIVE',
  createdAt: '',
  variants: skus.map((sku) => ({ sku, price: '9.00', quantity: 1 })),
  media: [],
  details: {},
  listedAt: 0,
  listedBy: '',
  labelOutOfDate: false,
  held: true,
});

const harbour = held('harbour', 'Harbour Morning Cotton Poplin', ['100231']);
const meadow = held('meadow', 'Meadow Linen Bundle', ['100232', '100233']);
const gone: RecentEntry = {
  productId: 'gone',
  title: 'Gone',
  productType: 'Buttons',
  skus: ['100240'],
  listedAt: 0,
  listedBy: '',
  labelOutOfDate: false,
  held: false,
};
const found = [harbour, meadow, gone];

describe('Enter in Search: opens a product only on an exact SKU of one product found', () => {
  it.each([
    ['100231', '100231'],
    // A handheld scanner's code with the field focused may carry spaces or a tab.
    [' 100233\t', '100233'],
    // Part of a SKU or a title stays a search.
    ['10023', null],
    ['Harbour', null],
    ['', null],
    // A SKU of a product not found: Enter does not guess.
    ['999999', null],
    // The shop no longer holds it: its item page would only say so.
    ['100240', null],
  ])('%j -> %j', (text, sku) => {
    expect(skuToOpen(found, text)).toBe(sku);
  });

  it('does not open when two products found claim the same SKU', () => {
    expect(skuToOpen([harbour, held('copy', 'Copy', ['100231'])], '100231')).toBeNull();
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
    // Everything, all on screen: nothing to say.
    [null, 3, 3, ''],
    // Everything, more pages waiting.
    [null, 20, 57, '20 of 57 shown'],
    [{ q: 'linen' }, 1, 1, '1 of 1 shown'],
    [{ q: '' }, 2, 2, '2 of 2 shown'],
    [{ q: ' velvet ' }, 0, 0, 'No listing matches “velvet”.'],
    [{ q: '' }, 0, 0, 'No listing matches these filters.'],
  ])('%j, %i of %i -> %j', (narrowed, shown, total, said) => {
    expect(searchStatus(narrowed, shown, total)).toBe(said);
  });
});
