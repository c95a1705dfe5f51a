import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { shopServer } from '../test/shop-server';
import { listingHandlers, listings, listProduct, resetListings, STAFF_EMAIL, type Listing } from '../test/listings-server';
import { fabricRollProduct } from '../../shared/test/product-factory';
import { HISTORY_ACTION_TEXT } from '../../shared/schemas/product-edit';
import { LISTING_STATUS_TEXT, PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { UNDO_MS } from './undo-window';
import { ITEM_TEXT } from './item-text';

/**
 * The item page's actions (issue 27 items 3 to 5) as staff meet them: off sale with a few seconds
 * of Undo, back on sale, Edit, the history, and the note that the printed label is out of date.
 * What the shop then holds, the history the real server keeps, and the printed label stay with
 * e2e/item-actions.test.ts.
 */

let listing: Listing;

beforeEach(() => {
  resetListings();
  shopServer.use(...listingHandlers);
  listing = listProduct(fabricRollProduct({ name: 'quay evening' }));
});

const sku = () => listing.record.variants[0]!.sku;
const status = () => screen.getByTestId('listing-status').textContent;
const undoBar = () => screen.queryByTestId('undo-bar');
const historyShown = () => screen.queryAllByTestId('history-entry').map((e) => e.textContent);

describe('the item page: off sale with Undo, Edit and the history (issue 27 items 3 to 5)', () => {
  it('Take off sale offers Undo, which puts it back; left alone, the Undo goes and it stays off sale; the history lists each change newest first, with who', async () => {
    const { user } = await renderApp(`/item?sku=${sku()}`);
    await waitFor(() => expect(status()).toBe(LISTING_STATUS_TEXT.ACTIVE));
    const edit = within(screen.getByTestId('item')).getByRole('link', { name: ITEM_TEXT.editLabel(listing.record.title) });
    expect(edit.getAttribute('href')).toBe(`/edit?productId=${encodeURIComponent(listing.record.productId)}`);

    // Off sale, then Undo within its seconds: on sale again.
    await user.click(screen.getByRole('button', { name: ITEM_TEXT.takeOffSale }));
    await waitFor(() => expect(undoBar()?.textContent).toContain(PRODUCT_EDIT_MESSAGES.unlisted));
    await waitFor(() => expect(status()).toBe(LISTING_STATUS_TEXT.DRAFT));
    await user.click(within(undoBar()!).getByRole('button', { name: ITEM_TEXT.undo }));
    await waitFor(() => expect(status()).toBe(LISTING_STATUS_TEXT.ACTIVE));
    expect(undoBar()).toBeNull();
    expect(listings.listingCalls).toEqual([
      { productId: listing.record.productId, listed: false },
      { productId: listing.record.productId, listed: true },
    ]);

    // Off sale again, and the Undo left to pass: the bar goes by itself and the item stays off sale.
    await user.click(screen.getByRole('button', { name: ITEM_TEXT.takeOffSale }));
    await waitFor(() => expect(undoBar()).not.toBeNull());
    await waitFor(() => expect(undoBar()).toBeNull(), { timeout: UNDO_MS + 5_000 });
    expect(status()).toBe(LISTING_STATUS_TEXT.DRAFT);
    expect(screen.getAllByRole('button', { name: ITEM_TEXT.putBackOnSale })).toHaveLength(1);
    expect(listings.listingCalls).toHaveLength(3);

    // The history, newest first: both times off sale, the Undo's return, and the upload; who each time.
    await waitFor(() => expect(historyShown()).toHaveLength(4));
    const shown = historyShown();
    const { unlisted, relisted, listed } = HISTORY_ACTION_TEXT;
    expect(shown.map((line) => Object.values(HISTORY_ACTION_TEXT).find((what) => line?.startsWith(what)))).toEqual([
      unlisted,
      relisted,
      unlisted,
      listed,
    ]);
    expect(shown[0]).toContain(STAFF_EMAIL);
    expect(shown[0]).toContain(ITEM_TEXT.change('Listing', LISTING_STATUS_TEXT.ACTIVE, LISTING_STATUS_TEXT.DRAFT));
    expect(shown[1]).toContain(ITEM_TEXT.change('Listing', LISTING_STATUS_TEXT.DRAFT, LISTING_STATUS_TEXT.ACTIVE));
  }, 30_000);

  it('an edit that changed the price: the label is marked out of date, and the history names the price before and after', async () => {
    listing.record.labelOutOfDate = true;
    listing.history.unshift({
      at: listing.record.listedAt + 60_000,
      by: STAFF_EMAIL,
      action: 'edited',
      changes: [{ field: 'variants.0.price', label: 'Price', before: '$9.00', after: '$11.00' }],
    });
    await renderApp(`/item?sku=${sku()}`);
    await waitFor(() => expect(screen.getByTestId('label-out-of-date').textContent).toBe(PRODUCT_EDIT_MESSAGES.labelOutOfDate));
    await waitFor(() => expect(historyShown()[0]).toContain(ITEM_TEXT.change('Price', '$9.00', '$11.00')));
    expect(historyShown()[0]).toContain(HISTORY_ACTION_TEXT.edited);
  });
});
