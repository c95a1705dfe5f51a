import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { fill } from '../test/wizard-walk';
import { shopServer } from '../test/shop-server';
import { listingHandlers, listings, listProduct, resetListings, STAFF_EMAIL, type Listing } from '../test/listings-server';
import { fabricRollProduct } from '../../shared/test/product-factory';
import { RECENT_TEXT } from './recent-text';

/**
 * Recent uploads (issue 19 items 1, 2 and 4; issue 27 item 6) as staff meet it: search by part of
 * a title or a whole SKU, a scan or Enter that opens a product, a card's Open, who listed it, Mine,
 * and the address that keeps them. Which listings the server's search finds is its own test's
 * (src/server/routes/recent.routes.test.ts); the camera, sizes and axe stay with e2e/item.test.ts.
 */

let harbour: Listing;
let meadow: Listing;

beforeEach(() => {
  resetListings();
  shopServer.use(...listingHandlers);
  harbour = listProduct(fabricRollProduct({ name: 'harbour morning' }));
  meadow = listProduct(fabricRollProduct({ name: 'meadow linen' }));
});

const skuOf = (l: Listing) => l.record.variants[0]!.sku;
const cards = () => screen.queryAllByTestId('recent-product');
const cardOf = (l: Listing) => cards().find((c) => c.querySelector(`[data-sku="${skuOf(l)}"]`))!;
const searchField = () => screen.getByRole<HTMLInputElement>('searchbox', { name: RECENT_TEXT.searchLabel });
const summary = () => screen.getByTestId('search-summary').textContent;
const skusShown = () => cards().flatMap((c) => [...c.querySelectorAll('[data-sku]')].map((r) => r.getAttribute('data-sku')));
const here = () => window.location.pathname + window.location.search;

/** Recent uploads opened at `path`, both cards shown unless a search or filter narrows them. */
async function openRecent(path = '/recent') {
  const opened = await renderApp(path);
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return opened;
}

/** The item page shows this product: its title as the heading and its SKU among the variants. */
async function expectItem(l: Listing) {
  await waitFor(() => expect(here()).toBe(`/item?sku=${skuOf(l)}`));
  const item = await screen.findByTestId('item');
  expect(within(item).getByRole('heading', { name: l.record.title })).toBeTruthy();
  expect(item.querySelectorAll(`tr[data-sku="${skuOf(l)}"]`)).toHaveLength(1);
}

describe('Recent uploads: search, scan and open a product (issue 19 items 1 and 2)', () => {
  it('part of a title in another case keeps that product; part of a SKU, or nothing matching, says so and Enter stays; emptied, every card is back; a handheld scan with no field focused opens the product', async () => {
    const { user } = await openRecent();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Not focused on open: a phone's keyboard would cover the cards.
    expect(document.activeElement).not.toBe(searchField());

    await user.type(searchField(), 'HARBOUR mor');
    await waitFor(() => expect(skusShown()).toEqual([skuOf(harbour)]));
    await waitFor(() => expect(summary()).toBe(RECENT_TEXT.shown(1, 1)));
    expect(listings.recentQueries.at(-1)?.get('q')).toBe('HARBOUR mor');

    // A SKU is found whole: part of one finds nothing, and Enter on it stays here.
    const partial = skuOf(meadow).slice(0, -1);
    await fill(user, searchField(), partial);
    await waitFor(() => expect(summary()).toBe(RECENT_TEXT.noMatch(partial)));
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/recent');

    await fill(user, searchField(), 'velvet');
    await waitFor(() => expect(summary()).toBe(RECENT_TEXT.noMatch('velvet')));
    expect(cards()).toHaveLength(0);

    // Emptied, every card is back, and nothing is said.
    await fill(user, searchField(), '');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(summary()).toBe(''));
    expect(window.location.pathname).toBe('/recent');

    // A handheld scanner at the counter, focus nowhere in particular: a burst of keys and Enter.
    await user.click(screen.getByRole('heading', { name: RECENT_TEXT.title, level: 1 }));
    expect(document.activeElement).not.toBe(searchField());
    await user.keyboard(`${skuOf(meadow)}{Enter}`);
    await expectItem(meadow);
  });

  it("Enter on a product's exact SKU opens it, typed faster than the search answers; part of one did not; Back keeps the search", async () => {
    const { user } = await openRecent();
    await fill(user, searchField(), skuOf(harbour).slice(0, -1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(window.location.pathname).toBe('/recent');
    // Typed and Enter at once, as a handheld scanner does into the field: opened once the search finds it.
    await fill(user, searchField(), skuOf(harbour));
    await user.keyboard('{Enter}');
    await expectItem(harbour);
    // Back returns to Recent uploads with the search kept in its address, not to the partial SKU's page.
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/recent'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe(skuOf(harbour));
    await waitFor(() => expect(skusShown()).toEqual([skuOf(harbour)]));
    expect(searchField().value).toBe(skuOf(harbour));
  });

  it("a card says who listed it and whether its label is out of date; its Open link opens the product's item page", async () => {
    harbour.record.labelOutOfDate = true;
    const { user } = await openRecent();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cardOf(harbour)).getByTestId('listed-by').textContent).toContain(`by ${STAFF_EMAIL}`);
    expect(within(cardOf(harbour)).getByTestId('label-out-of-date').textContent).toBe(RECENT_TEXT.labelOutOfDate);
    expect(within(cardOf(meadow)).queryAllByTestId('label-out-of-date')).toHaveLength(0);
    const open = within(cardOf(harbour)).getByRole('link', { name: RECENT_TEXT.openLabel(harbour.record.title) });
    expect(open.textContent).toBe(RECENT_TEXT.open);
    await user.click(open);
    await expectItem(harbour);
  });

  it('Mine and a search by SKU narrow the list and stay in the address: a reload keeps both', async () => {
    // Listed by someone else: Mine leaves it out.
    listProduct(fabricRollProduct({ name: 'other staff roll' }), { listedBy: 'other@selvage.test' });
    const { user } = await openRecent();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: RECENT_TEXT.mine }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('mine')).toBe('1'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listings.recentQueries.at(-1)?.get('mine')).toBe('true');

    await fill(user, searchField(), skuOf(harbour));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(skuOf(harbour)));
    await waitFor(() => expect(skusShown()).toEqual([skuOf(harbour)]));
    await waitFor(() => expect(summary()).toBe(RECENT_TEXT.shown(1, 1)));

    // A reload keeps the search and the filter.
    await openRecent(here());
    await waitFor(() => expect(skusShown()).toEqual([skuOf(harbour)]));
    expect(searchField().value).toBe(skuOf(harbour));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: RECENT_TEXT.mine }).checked).toBe(true);
  });
});
