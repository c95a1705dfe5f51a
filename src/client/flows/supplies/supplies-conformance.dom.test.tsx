import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { atStep, renderApp, screen, waitFor, within } from '../../test/render-app';
import { flawsAsked, isDisabled, next, pick, press, radioIn, reviewRow, textbox, type, type User } from '../../test/wizard-walk';
import { sent } from '../../test/shop-server';

/**
 * Issue 16, supplies items 14-23, as staff meet them (browser journeys until D152): a typed zipper type on the Price page, a Yes answer with
 * nothing chosen, the unboxing tag, typed elastic types and metres with decimals. The Camera
 * step's three photos are kept in the photo store before the walk (render-app.tsx seedPhotos).
 */

const at = (id: string) => atStep('/supplies', id);

/** Opens Supplies on a new draft with three photos kept, chooses `kind` and waits for its first step. */
async function begin(kind: string, firstStep: string): Promise<User> {
  const { user } = await renderApp('/supplies', { draft: { flow: 'supplies', data: {} }, photos: 3 });
  await at('supply_type');
  await pick(user, 'Supply type', kind);
  await at(firstStep);
  return user;
}

/** The Camera step with its three photos shown, then Next (supplies-walk.ts addPhotos). */
async function photosThenNext(user: User): Promise<void> {
  await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3));
  await next(user);
}

/** Opens the page of the review row of `field` from Upload Product (supplies-walk.ts fromReview). */
async function fromReview(user: User, field: string, id: string): Promise<void> {
  await at('upload_product');
  const body = reviewRow(field).closest('tbody')!;
  await user.click(within(body).getAllByRole('link')[0]!);
  await at(id);
}

describe('supplies conformance (issue 16)', () => {
  it('zipper: a typed type is kept and the Price page says why it has no suggestion; a Yes brand needs one; the unboxing tag needs a date', async () => {
    const user = await begin('Zippers', 'zipper_selling_unit');
    await pick(user, 'Selling unit', 'Individual');
    await photosThenNext(user);
    await at('zipper_type_closure');
    // Item 16: zipper type and closure have their 'other' box; typing disables the buttons.
    await type(user, 'Zipper type (other)', 'Horn');
    await waitFor(() => expect(isDisabled(radioIn('Zipper type', 'Coil'))).toBe(true));
    expect(screen.getAllByRole('textbox', { name: 'Closure (other)' })).toHaveLength(1);
    // Type and closure both set end the page.
    await pick(user, 'Closure', 'Separating');
    await at('zipper_dimensions');
    await type(user, 'Length (in)', '9');
    // The optional slider size is passed by Next.
    await next(user);
    await at('zipper_colours');
    // The first colour ends the page. Brand and quality start at No, but 'Any flaws?' has no default: Next stops at it.
    await press(user, 'Black');
    await flawsAsked('/supplies', 'zipper_brand_imperfections_quality', 'zipper_common_uses');
    // Item 22: Yes with nothing chosen is an error.
    await pick(user, 'Is the zipper brand known?', 'Yes');
    await waitFor(() => expect(screen.getAllByText('Brand is required')).toHaveLength(1));
    await type(user, 'Brand (other)', 'Riri');
    await waitFor(() => expect(screen.queryAllByText('Brand is required')).toHaveLength(0));
    await pick(user, 'Does the zipper have any qualities?', 'No');
    // The last answer ends the page.
    await press(user, 'No flaws');
    await at('zipper_common_uses');
    // The first use ends the page. Quantity 1 is passed by; a typed zipper type has no suggested price, so its page is a stop.
    await press(user, 'Apparel');
    await at('zipper_price');
    // Item 14: nothing is missing, no rule prices a 'Horn' zipper, and the page says so.
    expect(screen.getByTestId('no-suggestion').textContent).toBe("No price rule for the zipper type 'Horn': type the price.");
    expect(screen.queryAllByTestId('missing-for-price')).toHaveLength(0);
    await type(user, 'Price per piece', '4.5');
    // Item 19: the unboxing tag, then its date.
    await pick(user, 'Is this supply for the Unboxing Collection?', 'Yes');
    const date = screen.getByLabelText('Select a date.');
    await user.type(date, '2026-12-05');
    await user.tab();
    // No additional information (the default) is passed by Next.
    await next(user);
    await at('upload_product');
    await waitFor(() => expect(reviewRow('zipperType').textContent).toContain('Horn'));
    expect(reviewRow('unboxingDate').textContent).toContain('December 5');
    // Upload: the review has no errors, the panel is ready, and the upload succeeds.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Review' })).toBeTruthy());
    expect([...document.querySelectorAll('tr[data-error]')].map((r) => r.textContent)).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready'));
    await press(user, 'Upload');
    await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('success'), { timeout: 10_000 });
    // What reached the server: the typed type and the date, with the three photos.
    const [product] = [...sent.products.values()].slice(-1);
    expect(product).toMatchObject({ productType: 'Zippers', zipperType: 'Horn', unboxingDate: '2026-12-05' });
  });

  it('elastic by the metre: typed type disables the pictures and survives a tap; 2.5 m can be listed', async () => {
    const user = await begin('Elastic', 'elastic_selling_unit');
    await pick(user, 'Selling unit', 'By Meter');
    await photosThenNext(user);
    await at('elastic_dimensions');
    // Item 17: a decimal inch width is shown as the fraction it is read as.
    await type(user, 'Width', '1.5');
    await waitFor(() => expect(screen.getByTestId('width-note').textContent).toContain('1.5 in = 1 1/2 in'));
    await next(user);
    await at('elastic_quantity');
    // Item 23: metres with a decimal.
    await type(user, 'Metres', '2.5');
    await next(user);
    await at('elastic_type');
    // Item 16: typed text disables the pictures; a tap does not erase it.
    await type(user, 'Elastic type (other)', 'Picot edge');
    const knitted = () => radioIn('Elastic type', 'Knitted');
    await waitFor(() => expect(isDisabled(knitted())).toBe(true));
    // A forced tap, as the journey's: a click dispatched at the disabled picture itself.
    fireEvent.click(knitted());
    expect((textbox('Elastic type (other)') as HTMLInputElement).value).toBe('Picot edge');
    // No qualities (the default), but 'Any flaws?' has none: Next stops at it.
    await next(user);
    await flawsAsked('/supplies', 'elastic_qualities_imperfections', 'elastic_colours');
    await press(user, 'No flaws');
    await at('elastic_colours');
    // The first colour ends the page; the suggested price is passed by, so the review follows.
    await press(user, 'White');
    await fromReview(user, 'price', 'elastic_price');
    expect(within(screen.getByRole('radiogroup', { name: 'Suggested prices' })).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await next(user);
    await at('upload_product');
    await waitFor(() => expect(reviewRow('quantity').textContent).toContain('2.5'));
    expect(reviewRow('elasticType').textContent).toContain('Picot Edge');
    // The review accepts it; the upload itself is the real server's (the shop's whole-number stock): a journey's.
    expect([...document.querySelectorAll('tr[data-error]')].map((r) => r.textContent)).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready'));
  });

  it('sewing patterns: the type is picked from pictures', async () => {
    const user = await begin('Sewing Patterns', 'pattern_camera');
    await next(user);
    await at('pattern_type');
    const types = screen.getByRole('radiogroup', { name: 'Sewing pattern type' });
    expect(types.querySelectorAll('svg[data-picture]')).toHaveLength(7);
    await pick(user, 'Sewing pattern type', 'Menswear');
    await waitFor(() => expect(within(types).getAllByRole('radio', { name: 'Menswear', checked: true })).toHaveLength(1));
  });

  it('everything else: Notions and Applique are listed under Other, as in the inventory', async () => {
    await begin('Everything Else', 'other_supply_type');
    const other = screen.getByRole('radiogroup', { name: 'Other' });
    expect(
      within(other)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Tools', 'Books', 'Bridal Wear', 'Notions', 'Costume Jewelry', 'Clothing', 'Applique', 'Accessories']);
  });
});
