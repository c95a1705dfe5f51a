import { describe, expect, it } from 'vitest';
import { renderApp, screen, viaSidebar, waitFor, within } from '../../test/render-app';
import { fill, isDisabled, reviewRow, type User } from '../../test/wizard-walk';
import { everyPageAnswered, fabricBundleDraft, fabricRollWithBundleDraft, fabricVariantsDraft } from '../../../shared/test/product-factory';

/**
 * Issue 16, fabric items 1, 2, 3, 4, 5, 7, 10 and 13: variants, their prices and the review's
 * links (browser journeys until D152).
 */

/** A cotton poplin bundle with two variants, 2 m and 3 m, priced by their suggestions ($18.00, $27.00). */
const bundle = () => everyPageAnswered(fabricVariantsDraft({ lengthM: ['2', '3'], price: ['', ''] }));

const openWith = (data: object, path: string) => renderApp(path, { draft: { flow: 'fabric', data } });

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** A review error's link: the errors box at the top holds them, each naming its field ('Length (m): Variant 2: ...'). */
const errorLinks = (text: string) =>
  within(screen.getByTestId('review-errors')).getAllByRole('link', { name: (name) => name.includes(text) });
const hrefOf = (text: string) => errorLinks(text)[0]!.getAttribute('href');
const valueColumn = (field: string) => reviewRow(field).querySelector('[data-column="value"]')!.textContent;
const variantColumn = (field: string) => reviewRow(field).querySelectorAll('td')[1]!.textContent;

/** A length typed and left on Variant Dimensions. */
async function setLength(user: User, n: number, value: string): Promise<void> {
  await fill(user, box(`Length (m) ${n}`), value);
  await user.tab();
}

describe('fabric variants and their prices (issue 16)', () => {
  it('item 1: a new length reprices its variant, and a typed price it replaces is named and can be put back', async () => {
    const { user } = await openWith(bundle(), '/product_entry/variant_price');
    await waitFor(() => expect(box(/^Variant 2/).value).toBe('27.00'));
    await fill(user, box(/^Variant 2/), '30');

    await viaSidebar(user, '/product_entry/variant_dimensions');
    await setLength(user, 2, '6');
    await viaSidebar(user, '/product_entry/variant_price');
    await waitFor(() => expect(box(/^Variant 2/).value).toBe('54.00'));
    expect(screen.getByTestId('price-replaced-2').textContent).toContain(
      'Variant 2: the suggested price changed, so your price $30 was replaced by the new suggestion $54.00.',
    );
    expect(box(/^Variant 1/).value).toBe('18.00');

    await user.click(screen.getByRole('button', { name: 'Put back $30' }));
    await waitFor(() => expect(box(/^Variant 2/).value).toBe('30'));
    expect(screen.queryAllByTestId('price-replaced-2')).toHaveLength(0);

    // An untyped price simply follows its suggestion.
    await viaSidebar(user, '/product_entry/variant_dimensions');
    await setLength(user, 1, '4');
    await viaSidebar(user, '/product_entry/variant_price');
    await waitFor(() => expect(box(/^Variant 1/).value).toBe('36.00'));
    expect(screen.queryAllByTestId('price-replaced-1')).toHaveLength(0);

    // Straight from the variant table to Upload Product: the typed $30 is still not uploaded stale.
    await viaSidebar(user, '/product_entry/variant_dimensions');
    await setLength(user, 2, '5');
    await viaSidebar(user, '/product_entry/upload_product');
    await waitFor(() =>
      expect(screen.getByTestId('review-price-replaced-2').textContent).toContain(
        'your price $30 was replaced by the new suggestion $45.00.',
      ),
    );
    expect(valueColumn('price')).toBe('$36.00, $45.00');
  });

  it('items 2, 4, 10 and 13: a roll with a bundle variant, its roll price, its caps and its rows', async () => {
    let { user } = await openWith(
      everyPageAnswered(fabricRollWithBundleDraft({ lengthM: ['30', '50'], price: ['', ''] })),
      '/product_entry/variant_dimensions',
    );
    // The roll's row is the roll itself: asked on Dimensions, shown here, never removed.
    await waitFor(() => expect(screen.getByTestId('roll-row').textContent).toContain('30 m x 148 cm'));
    expect(screen.queryAllByRole('textbox', { name: 'Length (m) 1' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Remove variant 1' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Remove variant 2' })).toHaveLength(1);
    await user.click(box('Length (m) 2'));
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Max length of a bundle is 9.99.')).toHaveLength(1));

    await viaSidebar(user, '/product_entry/variant_price');
    await waitFor(() => expect(screen.getByText("Can't calculate variant prices.")).toBeTruthy());

    await viaSidebar(user, '/product_entry/variant_dimensions');
    await setLength(user, 2, '2.125');
    await viaSidebar(user, '/product_entry/variant_price');
    await waitFor(() => expect(screen.getByText("Can't calculate variant prices.")).toBeTruthy());

    await viaSidebar(user, '/product_entry/variant_dimensions');
    await setLength(user, 2, '2');
    await viaSidebar(user, '/product_entry/variant_price');
    await waitFor(() => expect(box(/^Roll price per metre/).value).toMatch(/^\d+\.\d\d$/));
    expect(box(/^Variant 2/).value).toBe('18.00');

    // The roll's own Dimensions offers roll lengths; a bundle's offers none over 9.99 m.
    await viaSidebar(user, '/product_entry/dimensions');
    expect(screen.getAllByRole('button', { name: '30' })).toHaveLength(1);
    ({ user } = await openWith(fabricBundleDraft({ widthCM: [''] }), '/product_entry/dimensions'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '4' })).toHaveLength(1));
    for (const m of ['20', '25', '30']) expect(screen.queryAllByRole('button', { name: m })).toHaveLength(0);
    // '10' stays once: the quantity preset, not a length.
    expect(screen.getAllByRole('button', { name: '10' })).toHaveLength(1);

    // Item 5: a blank width is required, not 'not a number'.
    await user.click(box('Width (cm)'));
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Width (cm) is required')).toHaveLength(1));
    expect(screen.queryAllByText('Width (cm) must be a number')).toHaveLength(0);
  });

  it('items 3 and 7: each review error links to its page and variant; "Is variant field?" tells the truth', async () => {
    let { user } = await openWith(
      everyPageAnswered(
        fabricRollWithBundleDraft({ lengthM: ['30', '50'], price: ['9', '90'], imperfections: [[], ['<b>']], imperfectionExists: 'Yes' }),
      ),
      '/product_entry/upload_product',
    );
    await waitFor(() => expect(reviewRow('lengthM').getAttribute('data-error')).toBe('true'));
    expect(hrefOf('Variant 2: Max length of a bundle is 9.99.')).toBe('/product_entry/variant_dimensions#variant-2');
    expect(document.querySelector('[data-review-error="imperfections.1.0"] a')!.getAttribute('href')).toBe(
      '/product_entry/variant_dimensions#variant-2',
    );
    // Width is 'same for all' by default: one value, not a variant field; quantity is per variant.
    expect(variantColumn('widthCM')).toBe('No');
    expect(variantColumn('quantity')).toBe('Yes');
    expect(variantColumn('lengthM')).toBe('Yes');
    await user.click(errorLinks('Variant 2: Max length of a bundle is 9.99.')[0]!);
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/product_entry/variant_dimensions#variant-2'));

    ({ user } = await openWith(
      everyPageAnswered(fabricVariantsDraft({ lengthM: ['2', '2'], price: ['18', '18'] })),
      '/product_entry/upload_product',
    ));
    await waitFor(() => expect(hrefOf('There cannot be duplicate variants.')).toBe('/product_entry/variant_dimensions'));
    await user.click(errorLinks('There cannot be duplicate variants.')[0]!);
    await waitFor(() => expect(window.location.pathname).toBe('/product_entry/variant_dimensions'));
    // Turning 'Same width for all' off makes width a variant field.
    const sameWidth = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Same width for all' });
    expect(isDisabled(sameWidth())).toBe(false);
    await user.click(sameWidth());
    await waitFor(() => expect(sameWidth().checked).toBe(false));
    await viaSidebar(user, '/product_entry/upload_product');
    await waitFor(() => expect(variantColumn('widthCM')).toBe('Yes'));
  });
});
