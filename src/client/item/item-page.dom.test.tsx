import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { shopServer } from '../test/shop-server';
import { listingHandlers, listProduct, resetListings, type Listing } from '../test/listings-server';
import { fabricVariantsProduct } from '../../shared/test/product-factory';
import { formatPrice } from '../../shared/pricing/price-choices';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { ITEM_TEXT } from './item-text';

/**
 * Find an item (issue 19 item 2) as the counter meets it: a handheld scanner types a label's SKU
 * and Enter into the field, which is focused on open; the product shows as the shop holds it; an
 * unknown SKU is named; a lost connection gets a Retry. The camera, photos decoded, the offline
 * notice's place and the printed labels stay with e2e/item.test.ts.
 */

let listing: Listing;

beforeEach(() => {
  resetListings();
  shopServer.use(...listingHandlers);
  // Two variants: the one asked for is marked, the other not.
  listing = listProduct(fabricVariantsProduct({ name: 'quay evening' }));
});

const skuField = () => screen.getByRole<HTMLInputElement>('textbox', { name: ITEM_TEXT.field });
const item = () => screen.getByTestId('item');

/** The product as the shop holds it: its title, every SKU with its price, the SKU asked for marked, its three photos. */
async function expectProductShown(sku: string) {
  await waitFor(() => expect(within(item()).getByRole('heading', { name: listing.record.title })).toBeTruthy());
  for (const v of listing.record.variants) {
    const row = item().querySelector(`tr[data-sku="${v.sku}"]`)!;
    expect(row.textContent).toContain(formatPrice(Number(v.price)));
    expect(row.getAttribute('aria-current')).toBe(v.sku === sku ? 'true' : null);
    // Typed or scanned alike, the SKU asked for is the one looked up.
    expect(within(row as HTMLElement).queryAllByText(ITEM_TEXT.lookedUp, { exact: true })).toHaveLength(v.sku === sku ? 1 : 0);
  }
  expect(
    within(item())
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual([1, 2, 3].map((n) => ITEM_TEXT.photoAlt(listing.record.title, n, 3)));
}

describe('Find an item (issue 19 item 2)', () => {
  it('a handheld scanner types the SKU and Enter into the field focused on open; the product shows, and the field is empty and focused for the next label', async () => {
    const { user } = await renderApp('/item');
    // Focused on open: a handheld scanner can type into it without a tap.
    await waitFor(() => expect(document.activeElement).toBe(skuField()));
    expect(skuField().getAttribute('inputmode')).toBe('numeric');
    const sku = listing.record.variants[1]!.sku;
    await user.keyboard(`${sku}{Enter}`);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/item?sku=${sku}`));
    await expectProductShown(sku);
    expect(skuField().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(skuField()));
  });

  it('names a SKU no product has, with no product and no Retry', async () => {
    const { user } = await renderApp('/item');
    await waitFor(() => expect(document.activeElement).toBe(skuField()));
    await user.keyboard('99999999{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PRODUCT_RECORD_MESSAGES.noSku('99999999')));
    expect(screen.queryAllByTestId('item')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: ITEM_TEXT.retry })).toHaveLength(0);
  });

  it('a lost connection gets a Retry, which shows the product once the connection is back', async () => {
    let down = true;
    shopServer.use(http.get('*/product/record', () => (down ? HttpResponse.error() : undefined)));
    const sku = listing.record.variants[0]!.sku;
    const { user } = await renderApp('/item');
    await waitFor(() => expect(document.activeElement).toBe(skuField()));
    await user.keyboard(`${sku}{Enter}`);
    const retry = await screen.findByRole('button', { name: ITEM_TEXT.retry });
    expect(screen.queryAllByTestId('item')).toHaveLength(0);
    down = false;
    await user.click(retry);
    await expectProductShown(sku);
  });
});
