import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { newPage, screenshot, signIn } from './support/browser';
import { FABRIC_BENCH_BUNDLE } from '../bench/fabric-draft';
import type { FabricDraft } from '../src/shared/schemas/fabric';
import type { SupplyDraft } from '../src/shared/schemas/supply-draft';
import { supplyDraft } from '../src/shared/test/product-factory';

/**
 * Issue 26 item 2, 'Every answer moves the price, and staff see it', on a 320 px phone: the review
 * shows the price that will be listed and the suggestion's choices (one tap picks another), and a
 * price staff typed stays when a changed answer moves the suggestion, with a note saying so on the
 * Price page and on the review.
 */
const journey = useServerAndBrowser();

/** A cotton jersey bundle of 2 m (suggested $18.00) with every page answered; the price left to its suggestion. */
const bundle: FabricDraft = { ...FABRIC_BENCH_BUNDLE, name: 'Harbour Morning' };

async function phoneWith(draft: FabricDraft | SupplyDraft, name: string, path: string) {
  const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
  await signIn(page);
  await openWithDraft(page, draft.productType === 'Fabric' ? 'fabric' : 'supplies', draft, path, `price-${name}-${Date.now()}`);
  return { context, page };
}

const listed = (page: Page) => page.getByTestId('review-price-listed').textContent();
const kind = (page: Page) => page.getByTestId('review-price-kind').textContent();

describe('the price before upload (issue 26 item 2)', () => {
  it('shows the price to be listed and its choices on the review; another is one tap', async () => {
    const { context, page } = await phoneWith(bundle, 'pick', '/product_entry/upload_product');
    const block = page.getByTestId('review-price');
    await block.waitFor();
    await expect.poll(() => listed(page)).toBe('Price: $18.00');
    expect(await kind(page)).toBe('Suggested');
    const choices = block.getByRole('radiogroup', { name: 'Suggested prices' }).getByRole('radio');
    expect(await choices.allTextContents()).toEqual(['$14.00', '$16.00', '$18.00', '$20.00', '$22.00']);
    for (const box of await Promise.all((await choices.all()).map((c) => c.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);

    await block.getByRole('radio', { name: '$20.00' }).click();
    await expect.poll(() => listed(page)).toBe('Price: $20.00');
    expect(await kind(page)).toBe('Your price');
    expect(await block.getByRole('radio', { name: '$20.00' }).getAttribute('aria-checked')).toBe('true');
    // The listing and the upload read the same price.
    await expect.poll(() => page.getByTestId('listing-price').getByRole('link').textContent()).toBe('$20.00');
    await screenshot(page, 'price-before-upload-review');
    await context.close();
  });

  it('keeps a typed $40 when a longer length moves the suggestion to $36, says so, and takes the new one in one tap', async () => {
    const { context, page } = await phoneWith(bundle, 'kept', '/product_entry/price');
    const input = page.getByRole('textbox', { name: 'Price', exact: true });
    await input.fill('40');
    await input.blur();

    await viaSidebar(page, '/product_entry/dimensions');
    const length = page.getByRole('textbox', { name: 'Length (m)', exact: true });
    await length.fill('4');
    await length.blur();

    await viaSidebar(page, '/product_entry/price');
    const note = page.getByTestId('price-kept');
    await note.waitFor();
    expect(await note.getByText('Suggested price is now $36.00; you chose $40.00.').isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('40');
    await screenshot(page, 'price-before-upload-kept');

    await viaSidebar(page, '/product_entry/upload_product');
    await expect.poll(() => listed(page)).toBe('Price: $40.00');
    const reviewNote = page.getByTestId('review-price').getByTestId('price-kept');
    expect(await reviewNote.getByText('Suggested price is now $36.00; you chose $40.00.').isVisible()).toBe(true);
    await reviewNote.getByRole('button', { name: 'Take $36.00' }).click();
    await expect.poll(() => listed(page)).toBe('Price: $36.00');
    expect(await kind(page)).toBe('Suggested');
    expect(await page.getByTestId('price-kept').count()).toBe(0);
    await context.close();
  });

  it('a Thread pack with no pack size has no suggestion: the review names Pack Size, then shows the pack price', async () => {
    const pack = supplyDraft('Thread', { sellingUnit: 'Pack', priceRadio: undefined });
    const { context, page } = await phoneWith(pack, 'thread', '/supplies/upload_product');
    const block = page.getByTestId('review-price');
    await block.waitFor();
    expect(await listed(page)).toBe('Price per pack: none yet');
    expect(await block.getByTestId('review-price-missing').getByRole('link').allTextContents()).toEqual(['Pack Size']);
    expect(await page.getByTestId('listing-suggested').count()).toBe(0);

    await block.getByRole('link', { name: 'Pack Size' }).click();
    await page.getByRole('textbox', { name: 'Pack size', exact: true }).fill('4');
    await page.goto('/supplies/upload_product');
    await expect.poll(() => listed(page)).toBe('Price per pack: $3.20');
    expect(await page.getByTestId('review-price-kind').textContent()).toBe('Suggested');
    await context.close();
  });
});
