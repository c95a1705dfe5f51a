import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser } from './support/journey';
import { PHONE_USER_AGENT, screenshot, signIn } from './support/browser';
import { expectAxeClean } from './support/axe';
import { makeJpeg, writeFixtures } from './support/photos';
import { FABRIC_BENCH_BUNDLE, FABRIC_BENCH_DRAFT } from '../bench/fabric-draft';
import type { FabricDraft } from '../src/shared/schemas/fabric';

/**
 * Issue 17 item 6: a review staff can read on a phone. At 375 x 800: the listing first (photo,
 * the shop's title, each price), then what blocks the upload with links to where it is fixed,
 * then the fields as a compact list with 'Is variant field?' only for an item with variants.
 */
const journey = useServerAndBrowser();

/** A knit bundle with every page answered but the Price page (passed by: its suggestion is the price), one variant. */
const single: FabricDraft = { ...FABRIC_BENCH_BUNDLE, name: 'Harbour Morning' };
/** The same fabric as two variants, 2 m and 3 m, each with its own price. */
const twoVariants: FabricDraft = { ...FABRIC_BENCH_DRAFT, name: 'Harbour Morning' };

const REVIEW = '/product_entry/upload_product';
const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Number.NaN;

/** A phone of the size the issue measured, signed in, with the draft and three photos on it, on the review. */
async function phoneWith(draft: FabricDraft, name: string) {
  const context = await journey.browser.newContext({
    serviceWorkers: 'block',
    baseURL: journey.server.url,
    viewport: { width: 375, height: 800 },
    userAgent: PHONE_USER_AGENT,
  });
  const page = await context.newPage();
  await signIn(page);
  await openWithDraft(page, 'fabric', draft, '/product_entry/camera', `review-${name}-${Date.now()}`);
  const made: Record<string, Buffer> = {};
  for (const photo of ['front', 'back', 'edge']) made[`review-${name}-${photo}.jpg`] = await makeJpeg(page, 640, 480, '#2a6f97');
  await page.getByTestId('photo-input').setInputFiles(Object.values(writeFixtures(made)));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
  await page.goto(REVIEW);
  await page.getByRole('table', { name: 'Review' }).waitFor();
  return { context, page };
}

describe('the review page on a phone (issue 17 item 6)', () => {
  it('shows the listing first (photo, title, suggested price), no variant column, and fits far shorter than the 4-column table', async () => {
    const { context, page } = await phoneWith(single, 'single');
    await expect.poll(() => uploadState(page)).toBe('ready');
    const preview = page.getByTestId('listing-preview');
    // The title the shop will show, from the server's own rule (shared productTitle).
    expect(await preview.getByTestId('listing-title').textContent()).toBe('Harbour Morning - Blue Jersey Bundle');
    expect(await preview.getByText('This fabric has 1 variant.').isVisible()).toBe(true);
    await expect.poll(() => preview.getByTestId('listing-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The Price page is passed by once its suggestion is chosen: the review shows it as the suggestion and links to change it.
    const price = preview.getByTestId('listing-price');
    expect(await price.getByRole('link').textContent()).toBe('$18.00');
    expect(await price.getByRole('link').getAttribute('href')).toBe('/product_entry/price');
    expect(await price.getByTestId('listing-suggested').textContent()).toBe('Suggested price');
    expect(await page.locator('tr[data-field="price"] a').getAttribute('href')).toBe('/product_entry/price');

    // First on the page, above the upload panel and the fields.
    expect(await top(page, '[data-testid="listing-preview"]')).toBeLessThan(await top(page, '[data-testid="upload-panel"]'));
    expect(await top(page, '[data-testid="upload-panel"]')).toBeLessThan(await top(page, 'table[aria-label="Review"]'));

    // No variants: Field and Value only; values as the spec shows them.
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Field', 'Value']);
    expect(await page.locator('tr[data-field="variantedFields"] [data-column="value"]').textContent()).toBe('-');
    expect(await page.locator('tr[data-field="bulky"] [data-column="value"]').textContent()).toBe('No');
    expect(await page.locator('tr[data-error]').count()).toBe(0);

    // One column, no sideways scroll; the 4-column table of before was 2,215 px tall on this draft.
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(size.width).toBe(375);
    // 1,842 px with Upload and Print Label's row (D103); 1,993 px with the price before upload and its choices (issue 26 item 2).
    expect(size.height).toBeLessThan(2050);
    await expectAxeClean(page, 'review, one variant');
    await screenshot(page, 'review-phone-single');

    // A tap on a row's value opens the page that edits it.
    await page.locator('tr[data-field="widthCM"] [data-column="value"]').click();
    await page.waitForURL('**/product_entry/dimensions');
    await context.close();
  });

  it('lists each error first with a link to where it is fixed, and highlights its row', async () => {
    const { context, page } = await phoneWith({ ...single, name: 'Harbour Morning In The Early Light Of Spring' }, 'error');
    await expect.poll(() => uploadState(page)).toBe('invalid');
    const errors = page.getByTestId('review-errors');
    expect(await errors.getByText('1 error to fix').isVisible()).toBe(true);
    expect(await top(page, '[data-testid="review-errors"]')).toBeLessThan(await top(page, 'table[aria-label="Review"]'));
    expect(await page.locator('tr[data-field="name"]').getAttribute('data-error')).toBe('true');
    await expectAxeClean(page, 'review, with an error');
    await screenshot(page, 'review-phone-error');
    const link = errors.getByRole('link', { name: 'Name must be at most 40 characters' });
    expect(await link.getAttribute('href')).toBe('/product_entry/name');
    await link.click();
    await page.waitForURL('**/product_entry/name');
    await context.close();
  });

  it('with variants: the variant column, a price per variant linking to its card, and the SKUs once uploaded', async () => {
    const { context, page } = await phoneWith(twoVariants, 'variants');
    await expect.poll(() => uploadState(page)).toBe('ready');
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Field', 'Is variant field?', 'Value']);
    expect(await page.locator('tr[data-field="lengthM"] td').nth(1).textContent()).toBe('Yes');
    expect(await page.locator('tr[data-field="widthCM"] td').nth(1).textContent()).toBe('No');
    const prices = page.getByTestId('listing-price');
    expect(await prices.allInnerTexts()).toEqual([
      expect.stringMatching(/^Variant 1 · 2 m × 148 cm[\s\S]*\$18\.00$/),
      expect.stringMatching(/^Variant 2 · 3 m × 148 cm[\s\S]*\$27\.00$/),
    ]);
    expect(await prices.nth(1).getByRole('link').getAttribute('href')).toBe('/product_entry/variant_price#variant-2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2100);
    await expectAxeClean(page, 'review, two variants');
    await screenshot(page, 'review-phone-variants');

    expect(await page.getByTestId('listing-sku').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    await expect
      .poll(() => page.getByTestId('listing-sku').allTextContents())
      .toEqual([expect.stringMatching(/^SKU \S+$/), expect.stringMatching(/^SKU \S+$/)]);
    // Sealed: the prices no longer link anywhere.
    expect(await prices.getByRole('link').count()).toBe(0);
    await screenshot(page, 'review-phone-uploaded');
    await context.close();
  });
});
