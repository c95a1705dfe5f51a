import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { isDisabled, press, reviewRow } from '../test/wizard-walk';
import { everyPageAnswered, fabricBundleDraft, fabricVariantsDraft } from '../../shared/test/product-factory';
import type { FabricDraft } from '../../shared/schemas/fabric';

/**
 * Issue 17 item 6, what the review says: the listing first (the shop's title, each price), then what
 * blocks the upload with links to where it is fixed, then the fields, with 'Is variant field?' only
 * for an item with variants (e2e/review.test.ts until issue 42; the journey in e2e/fabric.test.ts
 * keeps the layout on a phone, the decoded photo and axe).
 */

const REVIEW = '/product_entry/upload_product';

/** A cotton poplin bundle of 2 m, every page answered, its price the Price page's suggestion $18.00. */
const single = (overrides: Partial<FabricDraft> = {}) => everyPageAnswered(fabricBundleDraft(overrides));
/** The same fabric as two variants, 2 m and 3 m, each at its own suggested price. */
const twoVariants = () => everyPageAnswered(fabricVariantsDraft({ lengthM: ['2', '3'], quantity: ['1', '1'], price: ['18', '27'] }));

const open = (data: FabricDraft) => renderApp(REVIEW, { draft: { flow: 'fabric', data }, photos: 3 });
const uploadState = () => screen.getByTestId('upload-panel').getAttribute('data-upload-state');
const value = (field: string) => reviewRow(field).querySelector('[data-column="value"]')!;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the review (issue 17 item 6)', () => {
  it('shows the listing (title, suggested price) and Field and Value only without variants; a row opens its page', async () => {
    const { user } = await open(single());
    await waitFor(() => expect(uploadState()).toBe('ready'));
    const preview = screen.getByTestId('listing-preview');
    // The title the shop will show, from the server's own rule (shared productTitle).
    expect(within(preview).getByTestId('listing-title').textContent).toBe('Harbour Morning - Blue Poplin Bundle');
    expect(within(preview).getByText('This fabric has 1 variant.')).toBeTruthy();
    // The Price page is passed by once its suggestion is chosen: the review shows it as the suggestion and links to change it.
    const price = within(preview).getByTestId('listing-price');
    const priceLink = within(price).getByRole('link');
    expect(priceLink.textContent).toBe('$18.00');
    expect(priceLink.getAttribute('href')).toBe('/product_entry/price');
    expect(within(price).getByTestId('listing-suggested').textContent).toBe('Suggested price');
    expect(reviewRow('price').querySelector('a')!.getAttribute('href')).toBe('/product_entry/price');

    // No variants: Field and Value only; values as the spec shows them.
    expect(headers()).toEqual(['Field', 'Value']);
    expect(value('variantedFields').textContent).toBe('-');
    expect(value('bulky').textContent).toBe('No');
    expect(document.querySelectorAll('tr[data-error]')).toHaveLength(0);

    // A tap on a row's value opens the page that edits it.
    await user.click(value('widthCM'));
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/dimensions'));
  });

  it('lists each error first with a link to where it is fixed, and highlights its row', async () => {
    const { user } = await open(single({ name: 'Harbour Morning In The Early Light Of Spring' }));
    await waitFor(() => expect(uploadState()).toBe('invalid'));
    const errors = screen.getByTestId('review-errors');
    expect(within(errors).getByText('1 error to fix')).toBeTruthy();
    expect(reviewRow('name').getAttribute('data-error')).toBe('true');
    const link = within(errors).getByRole('link', { name: 'Name must be at most 40 characters' });
    expect(link.getAttribute('href')).toBe('/product_entry/name');
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/name'));
  });

  it('with variants: the variant column, a price per variant linking to its card, and the SKUs once uploaded', async () => {
    const { user } = await open(twoVariants());
    await waitFor(() => expect(uploadState()).toBe('ready'));
    expect(headers()).toEqual(['Field', 'Is variant field?', 'Value']);
    expect(reviewRow('lengthM').querySelectorAll('td')[1]!.textContent).toBe('Yes');
    expect(reviewRow('widthCM').querySelectorAll('td')[1]!.textContent).toBe('No');
    const prices = () => screen.getAllByTestId('listing-price');
    expect(prices().map((p) => p.textContent)).toEqual([
      expect.stringMatching(/^Variant 1 · 2 m × 148 cm.*\$18\.00$/),
      expect.stringMatching(/^Variant 2 · 3 m × 148 cm.*\$27\.00$/),
    ]);
    expect(within(prices()[1]!).getByRole('link').getAttribute('href')).toBe('/product_entry/variant_price#variant-2');

    expect(screen.queryAllByTestId('listing-sku')).toHaveLength(0);
    expect(isDisabled(screen.getByRole('button', { name: 'Upload' }))).toBe(false);
    await press(user, 'Upload');
    await waitFor(() => expect(uploadState()).toBe('success'));
    await waitFor(() =>
      expect(screen.getAllByTestId('listing-sku').map((s) => s.textContent)).toEqual([
        expect.stringMatching(/^SKU \S+$/),
        expect.stringMatching(/^SKU \S+$/),
      ]),
    );
    // Sealed: the prices no longer link anywhere.
    for (const p of prices()) expect(within(p).queryAllByRole('link')).toHaveLength(0);
  });
});
