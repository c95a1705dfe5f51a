import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { newPage, screenshot, signIn } from './support/browser';

/** Issue 16, fabric items 1, 2, 3, 4, 5, 7, 10 and 13: variants, their prices and the review's links. */
const journey = useServerAndBrowser();

/** Every step up to Common Uses done: a cotton poplin bundle with two variants, 2 m ($18.00) and 3 m ($27.00). */
const bundle = {
  productType: 'Fabric',
  bundleOrRoll: 'Bundle',
  hasVariants: 'Yes',
  variantedFields: ['lengthM', 'imperfections', 'price', 'quantity'],
  lengthM: ['2', '3'],
  widthCM: ['148', '148'],
  quantity: ['1', '1'],
  price: ['', ''],
  imperfections: [[], []],
  imperfectionExists: 'No',
  knitOrWoven: 'Woven',
  contentType: 'Known',
  knownContent: [{ content: 'Cotton', amount: '100' }],
  knitWeaveType: 'Poplin',
  qualityExists: 'No',
  stretch: 'None',
  opacity: 'Opaque',
  weight: 'Medium',
  drape: 'Crisp',
  feel: ['Smooth.'],
  colour: ['Blue'],
  pattern: 'None',
  uses: ['Quilting'],
};
/** The same fabric as a 30 m roll with a 2 m bundle of it. */
const roll = { ...bundle, bundleOrRoll: 'Roll', lengthM: ['30', '2'] };

const openWith = (page: Page, data: Record<string, unknown>, path: string) => openWithDraft(page, 'fabric', data, path);

const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
/** A review error's link: the errors box at the top holds them, each naming its field. */
const errorLink = (page: Page, text: string) => page.getByTestId('review-errors').getByRole('link', { name: text });
const hrefOf = (page: Page, text: string) => errorLink(page, text).first().getAttribute('href');

describe('fabric variants and their prices (issue 16)', () => {
  it('item 1: a new length reprices its variant, and a typed price it replaces is named and can be put back', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);
    await openWith(page, bundle, '/product_entry/variant_price');
    await expect.poll(() => box(page, /^Variant 2/).inputValue()).toBe('27.00');
    await box(page, /^Variant 2/).fill('30');

    await viaSidebar(page, '/product_entry/variant_dimensions');
    await box(page, 'Length (m) 2').fill('6');
    await viaSidebar(page, '/product_entry/variant_price');
    await expect.poll(() => box(page, /^Variant 2/).inputValue()).toBe('54.00');
    const note = page.getByTestId('price-replaced-2');
    await expect
      .poll(() => note.textContent())
      .toContain('Variant 2: the suggested price changed, so your price $30 was replaced by the new suggestion $54.00.');
    expect(await box(page, /^Variant 1/).inputValue()).toBe('18.00');
    await screenshot(page, 'fabric-conformance-variant-price-after-length-change');

    await page.getByRole('button', { name: 'Put back $30' }).click();
    await expect.poll(() => box(page, /^Variant 2/).inputValue()).toBe('30');
    expect(await note.count()).toBe(0);

    // An untyped price simply follows its suggestion.
    await viaSidebar(page, '/product_entry/variant_dimensions');
    await box(page, 'Length (m) 1').fill('4');
    await viaSidebar(page, '/product_entry/variant_price');
    await expect.poll(() => box(page, /^Variant 1/).inputValue()).toBe('36.00');
    expect(await page.getByTestId('price-replaced-1').count()).toBe(0);

    // Straight from the variant table to Upload Product: the typed $30 is still not uploaded stale.
    await viaSidebar(page, '/product_entry/variant_dimensions');
    await box(page, 'Length (m) 2').fill('5');
    await viaSidebar(page, '/product_entry/upload_product');
    await expect
      .poll(() => page.getByTestId('review-price-replaced-2').textContent())
      .toContain('your price $30 was replaced by the new suggestion $45.00.');
    expect(await page.locator('tr[data-field="price"] [data-column="value"]').textContent()).toBe('$36.00, $45.00');
    await context.close();
  });

  it('items 2, 4, 10 and 13: a roll with a bundle variant, its roll price, its caps and its rows', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);
    await openWith(page, { ...roll, lengthM: ['30', '50'] }, '/product_entry/variant_dimensions');
    // The roll's row is the roll itself: asked on Dimensions, shown here, never removed.
    await expect.poll(() => page.getByTestId('roll-row').textContent()).toContain('30 m x 148 cm');
    expect(await box(page, 'Length (m) 1').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove variant 1' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove variant 2' }).count()).toBe(1);
    await box(page, 'Length (m) 2').focus();
    await box(page, 'Length (m) 2').blur();
    await expect.poll(() => page.getByText('Max length of a bundle is 9.99.').count()).toBe(1);

    await viaSidebar(page, '/product_entry/variant_price');
    await expect.poll(() => page.getByText("Can't calculate variant prices.").isVisible()).toBe(true);

    await viaSidebar(page, '/product_entry/variant_dimensions');
    await box(page, 'Length (m) 2').fill('2.125');
    await viaSidebar(page, '/product_entry/variant_price');
    await expect.poll(() => page.getByText("Can't calculate variant prices.").isVisible()).toBe(true);

    await viaSidebar(page, '/product_entry/variant_dimensions');
    await box(page, 'Length (m) 2').fill('2');
    await viaSidebar(page, '/product_entry/variant_price');
    await expect.poll(() => box(page, /^Roll price per metre/).inputValue()).toMatch(/^\d+\.\d\d$/);
    expect(await box(page, /^Variant 2/).inputValue()).toBe('18.00');

    // The roll's own Dimensions offers roll lengths; a bundle's offers none over 9.99 m.
    await viaSidebar(page, '/product_entry/dimensions');
    await expect.poll(() => page.getByRole('button', { name: '30', exact: true }).count()).toBe(1);
    await openWith(
      page,
      { ...bundle, hasVariants: 'No', variantedFields: [], lengthM: ['2'], widthCM: [''], quantity: ['1'], price: [] },
      '/product_entry/dimensions',
    );
    await expect.poll(() => page.getByRole('button', { name: '4', exact: true }).count()).toBe(1);
    for (const m of ['20', '25', '30']) expect(await page.getByRole('button', { name: m, exact: true }).count()).toBe(0);
    // '10' stays once: the quantity preset, not a length.
    expect(await page.getByRole('button', { name: '10', exact: true }).count()).toBe(1);

    // Item 5: a blank width is required, not 'not a number'.
    await box(page, 'Width (cm)').focus();
    await box(page, 'Width (cm)').blur();
    await expect.poll(() => page.getByText('Width (cm) is required').count()).toBe(1);
    expect(await page.getByText('Width (cm) must be a number').count()).toBe(0);
    await context.close();
  });

  it('items 3 and 7: each review error links to its page and variant; "Is variant field?" tells the truth', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);
    await openWith(
      page,
      { ...roll, lengthM: ['30', '50'], price: ['9', '90'], imperfections: [[], ['<b>']], imperfectionExists: 'Yes' },
      '/product_entry/upload_product',
    );
    const lengthRow = page.locator('tr[data-field="lengthM"]');
    await expect.poll(() => lengthRow.getAttribute('data-error')).toBe('true');
    expect(await hrefOf(page, 'Variant 2: Max length of a bundle is 9.99.')).toBe('/product_entry/variant_dimensions#variant-2');
    expect(await page.locator('[data-review-error="imperfections.1.0"] a').getAttribute('href')).toBe(
      '/product_entry/variant_dimensions#variant-2',
    );
    // Width is 'same for all' by default: one value, not a variant field; quantity is per variant.
    expect(await page.locator('tr[data-field="widthCM"] td').nth(1).textContent()).toBe('No');
    expect(await page.locator('tr[data-field="quantity"] td').nth(1).textContent()).toBe('Yes');
    expect(await page.locator('tr[data-field="lengthM"] td').nth(1).textContent()).toBe('Yes');
    await screenshot(page, 'fabric-conformance-review-error-row');
    await errorLink(page, 'Variant 2: Max length of a bundle is 9.99.').click();
    await page.waitForURL('**/product_entry/variant_dimensions#variant-2');

    await openWith(page, { ...bundle, lengthM: ['2', '2'], price: ['18', '18'] }, '/product_entry/upload_product');
    await expect.poll(() => hrefOf(page, 'There cannot be duplicate variants.')).toBe('/product_entry/variant_dimensions');
    await errorLink(page, 'There cannot be duplicate variants.').click();
    await page.waitForURL('**/product_entry/variant_dimensions');
    // Turning 'Same width for all' off makes width a variant field.
    // The switches sit at the top of the page, above the variant the link scrolled to: staff scroll
    // up to it (a forced click where the link left the page landed on the header above the switch).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('switch', { name: 'Same width for all' }).uncheck();
    await expect.poll(() => page.getByRole('switch', { name: 'Same width for all' }).isChecked()).toBe(false);
    await viaSidebar(page, '/product_entry/upload_product');
    await expect.poll(() => page.locator('tr[data-field="widthCM"] td').nth(1).textContent()).toBe('Yes');
    await context.close();
  });
});
