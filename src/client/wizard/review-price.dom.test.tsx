import { describe, expect, it } from 'vitest';
import { renderApp, screen, viaSidebar, waitFor, within } from '../test/render-app';
import { fill, type User } from '../test/wizard-walk';
import { everyPageAnswered, fabricBundleDraft, supplyDraft } from '../../shared/test/product-factory';

/**
 * Issue 26 item 2, 'Every answer moves the price, and staff see it': the review shows the price that
 * will be listed and the suggestion's choices (one tap picks another), and a price staff typed stays
 * when a changed answer moves the suggestion, with a note saying so on the Price page and on the
 * review (e2e/price-before-upload.test.ts until issue 42; the choices' tap size stays with the
 * journey in e2e/fabric.test.ts).
 */

/** A cotton poplin bundle of 2 m (suggested $18.00) with every page answered; the price left to its suggestion. */
const bundle = () => everyPageAnswered(fabricBundleDraft({ priceRadio: undefined }));

const listed = () => screen.getByTestId('review-price-listed').textContent;
const kind = () => screen.getByTestId('review-price-kind').textContent;
const KEPT = 'Suggested price is now $36.00; you chose $40.00.';

async function typeInto(user: User, box: HTMLElement, value: string): Promise<void> {
  await fill(user, box, value);
  await user.tab();
}

describe('the price before upload (issue 26 item 2)', () => {
  it('shows the price to be listed and its choices on the review; another is one tap', async () => {
    const { user } = await renderApp('/product_entry/upload_product', { draft: { flow: 'fabric', data: bundle() } });
    const block = await screen.findByTestId('review-price');
    await waitFor(() => expect(listed()).toBe('Price: $18.00'));
    expect(kind()).toBe('Suggested');
    const choices = () => within(within(block).getByRole('radiogroup', { name: 'Suggested prices' })).getAllByRole('radio');
    expect(choices().map((c) => c.textContent)).toEqual(['$14.00', '$16.00', '$18.00', '$20.00', '$22.00']);

    await user.click(within(block).getByRole('radio', { name: '$20.00' }));
    await waitFor(() => expect(listed()).toBe('Price: $20.00'));
    expect(kind()).toBe('Your price');
    expect(within(block).getByRole('radio', { name: '$20.00' }).getAttribute('aria-checked')).toBe('true');
    // The listing and the upload read the same price.
    await waitFor(() => expect(within(screen.getByTestId('listing-price')).getByRole('link').textContent).toBe('$20.00'));
  });

  it('keeps a typed $40 when a longer length moves the suggestion to $36, says so, and takes the new one in one tap', async () => {
    const { user } = await renderApp('/product_entry/price', { draft: { flow: 'fabric', data: bundle() } });
    const price = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Price' });
    await typeInto(user, await waitFor(price), '40');

    await viaSidebar(user, '/product_entry/dimensions');
    await typeInto(user, screen.getByRole('textbox', { name: 'Length (m)' }), '4');

    await viaSidebar(user, '/product_entry/price');
    const note = await screen.findByTestId('price-kept');
    expect(within(note).getByText(KEPT)).toBeTruthy();
    expect(price().value).toBe('40');

    await viaSidebar(user, '/product_entry/upload_product');
    await waitFor(() => expect(listed()).toBe('Price: $40.00'));
    const reviewNote = within(screen.getByTestId('review-price')).getByTestId('price-kept');
    expect(within(reviewNote).getByText(KEPT)).toBeTruthy();
    await user.click(within(reviewNote).getByRole('button', { name: 'Take $36.00' }));
    await waitFor(() => expect(listed()).toBe('Price: $36.00'));
    expect(kind()).toBe('Suggested');
    expect(screen.queryAllByTestId('price-kept')).toHaveLength(0);
  });

  it('a Thread pack with no pack size has no suggestion: the review names Pack Size, then shows the pack price', async () => {
    const pack = supplyDraft('Thread', { sellingUnit: 'Pack', priceRadio: undefined });
    const { user } = await renderApp('/supplies/upload_product', { draft: { flow: 'supplies', data: pack } });
    const block = await screen.findByTestId('review-price');
    await waitFor(() => expect(listed()).toBe('Price per pack: none yet'));
    expect(
      within(within(block).getByTestId('review-price-missing'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pack Size']);
    expect(screen.queryAllByTestId('listing-suggested')).toHaveLength(0);

    await user.click(within(block).getByRole('link', { name: 'Pack Size' }));
    await typeInto(user, await screen.findByRole('textbox', { name: 'Pack size' }), '4');
    await renderApp('/supplies/upload_product');
    await waitFor(() => expect(listed()).toBe('Price per pack: $3.20'));
    expect(kind()).toBe('Suggested');
  });
});
