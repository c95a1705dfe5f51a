import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnStep, openWithDraft, recentProducts, useServerAndBrowser, viaSidebar } from './support/journey';
import { screenshot } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { expectAxeClean } from './support/axe';
import { makeJpeg, photoColours, withExif, writeFixtures, dragThumb } from './support/photos';
import { everyPageAnswered, fabricBundleDraft, fabricVariantsDraft } from '../src/shared/test/product-factory';
import type { FabricDraft } from '../src/shared/schemas/fabric';

/**
 * Fabric entry in a phone's browser: what only a browser shows. What each page asks, which answer
 * ends it, what Next, Back and the links do and what the review says are component tests
 * (src/client/flows/fabric/fabric-entry.dom.test.tsx, fabric-errors.dom.test.tsx,
 * src/client/wizard/review.dom.test.tsx, review-price.dom.test.tsx).
 */
const journey = useServerAndBrowser();
/** The journeys take the file's phone tab in turn, as a new tab of a signed-in phone. */
const phoneTab = newPageTabs(journey, 'phone');

const step = (page: Page, id: string) => drawnStep(page, '/product_entry', id);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');

async function photos(page: Page) {
  return writeFixtures({
    'upright.jpg': withExif(await makeJpeg(page, 1600, 1200, '#c62828'), 6),
    'second.jpg': await makeJpeg(page, 800, 600, '#1e88e5'),
    'third.jpg': await makeJpeg(page, 600, 800, '#2e7d32'),
  });
}

async function addPhotos(page: Page, files: Record<string, string>) {
  await page.getByTestId('photo-input').setInputFiles(Object.values(files));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
}

const thumbNames = (page: Page) => page.getByTestId('photo-thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

/** The top of the first element `selector` finds, on the page as laid out. */
const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Number.NaN;

/** The stored draft changed by `data`, its photos kept, then the page loaded again. */
async function redraft(page: Page, data: Partial<FabricDraft>) {
  await page.evaluate((data) => {
    const stored = JSON.parse(localStorage.getItem('productForm.fabric') ?? '{}') as { draftId: string; data: Record<string, unknown> };
    localStorage.setItem('productForm.fabric', JSON.stringify({ ...stored, data: { ...stored.data, ...data } }));
  }, data);
  await page.reload();
  await page.getByRole('table', { name: 'Review' }).waitFor();
}

/** The page's whole size: no sideways scroll at the viewport's width. */
const pageSize = (page: Page) =>
  page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));

describe('fabric entry', () => {
  it('enters a bundle with variants from its first page to the shop: photos kept over a reload, reordered, and read back in order', async () => {
    const { page } = await phoneTab();
    const files = await photos(page);
    await page.goto('/product_entry');
    await step(page, 'bundle_or_roll');
    await radio(page, 'Bundle');
    await step(page, 'has_variants');
    await radio(page, 'Yes');
    await step(page, 'camera');
    await addPhotos(page, files);
    await next(page);

    await step(page, 'variant_dimensions');
    await page.getByRole('textbox', { name: 'Length (m) 1' }).fill('2');
    await page.getByRole('textbox', { name: 'Width (cm) 1' }).fill('148');
    await page.getByRole('button', { name: 'Add variant' }).click();
    await page.getByRole('textbox', { name: 'Length (m) 2' }).fill('3');
    await page.getByRole('group', { name: 'Any flaws?' }).getByRole('button', { name: 'Some have flaws', exact: true }).click();
    await page.getByLabel('Imperfections 2', { exact: true }).first().fill('Snag');
    await page.keyboard.press('Enter');
    await screenshot(page, 'fabric-variants-phone');

    // A reload (or a crash) loses neither fields nor photos.
    await page.reload();
    await step(page, 'variant_dimensions');
    expect(await page.getByRole('textbox', { name: 'Length (m) 2' }).inputValue()).toBe('3');
    expect(await page.getByRole('textbox', { name: 'Width (cm) 2' }).inputValue()).toBe('148');
    await page.getByRole('button', { name: 'Back' }).click();
    await step(page, 'camera');
    await expect.poll(() => page.getByTestId('photo-thumb').count()).toBe(3);
    expect(await thumbNames(page)).toEqual(['upright.jpg', 'second.jpg', 'third.jpg']);
    await dragThumb(page, 2, 0);
    await expect.poll(() => thumbNames(page)).toEqual(['third.jpg', 'upright.jpg', 'second.jpg']);
    // A photo deleted and taken again goes to the end.
    await page.getByRole('button', { name: 'Delete upright.jpg', exact: true }).click();
    await expect.poll(() => thumbNames(page)).toEqual(['third.jpg', 'second.jpg']);
    await page.getByTestId('photo-input').setInputFiles(files['upright.jpg']!);
    await expect.poll(() => thumbNames(page)).toEqual(['third.jpg', 'second.jpg', 'upright.jpg']);
    await next(page);
    await step(page, 'variant_dimensions');
    await next(page);

    await step(page, 'knit_or_woven');
    await radio(page, 'Woven');
    await step(page, 'fiber_content');
    await radio(page, 'Estimated: Natural');
    await step(page, 'knit_or_weave_type');
    await radio(page, 'Poplin');
    await step(page, 'stretch');
    await radio(page, 'None');
    await step(page, 'opacity_weight_drape');
    await next(page);
    await step(page, 'feel');
    await toggle(page, 'Crisp and cool.');
    await step(page, 'colours');
    await toggle(page, 'Blue');
    await step(page, 'pattern');
    await radio(page, 'Floral');
    await step(page, 'common_uses');
    await toggle(page, 'Quilting');
    // Variant Price (each at its suggestion), Name and Unboxing are passed by; the name is given by its step's link.
    await step(page, 'upload_product');
    await viaSidebar(page, '/product_entry/name');
    await page.getByRole('textbox', { name: 'Name' }).fill('harbour morning');
    await page.keyboard.press('Enter');

    await step(page, 'upload_product');
    await expect.poll(() => uploadState(page)).toBe('ready');
    expect(await page.getByTestId('listing-sku').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');

    // The shop holds it as entered: both variants, live with the photos in the order staff left them.
    const [product] = await recentProducts(page);
    expect(product?.title).toContain('Harbour Morning');
    expect(product?.status).toBe('ACTIVE');
    expect(await photoColours(page, product!.media)).toEqual(['green', 'blue', 'red']);
    // The review shows the SKUs the shop gave, one per variant; sealed, the prices no longer link anywhere.
    await expect.poll(() => page.getByTestId('listing-sku').allTextContents()).toEqual(product!.variants.map(({ sku }) => `SKU ${sku}`));
    expect(product!.variants).toHaveLength(2);
    expect(await page.getByTestId('listing-price').getByRole('link').count()).toBe(0);
    await screenshot(page, 'review-phone-uploaded');
  });

  it('lays the review out for a 375 px phone: the listing first, errors above the fields, one column, far shorter than the 4-column table', async () => {
    const { page } = await phoneTab();
    // The size issue 17 item 6 measured.
    await page.setViewportSize({ width: 375, height: 800 });
    const made: Record<string, Buffer> = {};
    for (const photo of ['front', 'back', 'edge']) made[`review-${photo}.jpg`] = await makeJpeg(page, 640, 480, '#2a6f97');
    // A bundle without variants, every page answered, its price left to the Price page's suggestion; a
    // name of its own, as a title the shop already lists (the other journey's) adds a warning.
    const draft = everyPageAnswered(fabricBundleDraft({ name: 'quiet harbour', priceRadio: undefined, images: [] }));
    await openWithDraft(page, 'fabric', draft, '/product_entry/camera');
    await page.getByTestId('photo-input').setInputFiles(Object.values(writeFixtures(made)));
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    await page.goto('/product_entry/upload_product');
    await page.getByRole('table', { name: 'Review' }).waitFor();
    await expect.poll(() => uploadState(page)).toBe('ready');

    const preview = page.getByTestId('listing-preview');
    await expect.poll(() => preview.getByTestId('listing-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // First on the page, above the upload panel and the fields.
    expect(await top(page, '[data-testid="listing-preview"]')).toBeLessThan(await top(page, '[data-testid="upload-panel"]'));
    expect(await top(page, '[data-testid="upload-panel"]')).toBeLessThan(await top(page, 'table[aria-label="Review"]'));
    // The suggestion's choices are thumb-sized (issue 26 item 2).
    const choices = page.getByTestId('review-price').getByRole('radiogroup', { name: 'Suggested prices' }).getByRole('radio');
    expect(await choices.count()).toBe(5);
    for (const box of await Promise.all((await choices.all()).map((c) => c.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);
    // One column, no sideways scroll; the 4-column table of before was 2,215 px tall on this draft.
    let size = await pageSize(page);
    expect(size.width).toBe(375);
    // 1,842 px with Upload and Print Label's row (D103); 1,993 px with the price before upload and its choices (issue 26 item 2).
    expect(size.height).toBeLessThan(2050);
    await expectAxeClean(page, 'review, one variant');
    await screenshot(page, 'review-phone-single');

    // An error: listed first, above the fields.
    await redraft(page, { name: 'Harbour Morning In The Early Light Of Spring' });
    await expect.poll(() => uploadState(page)).toBe('invalid');
    expect(await page.getByTestId('review-errors').getByText('1 error to fix').isVisible()).toBe(true);
    expect(await top(page, '[data-testid="review-errors"]')).toBeLessThan(await top(page, 'table[aria-label="Review"]'));
    await expectAxeClean(page, 'review, with an error');
    await screenshot(page, 'review-phone-error');

    // Two variants, each with its price: still one column, and short.
    const {
      name: _name,
      images: _images,
      ...variants
    } = everyPageAnswered(fabricVariantsDraft({ lengthM: ['2', '3'], quantity: ['1', '1'], price: ['18', '27'] }));
    await redraft(page, { ...variants, name: draft.name });
    await expect.poll(() => uploadState(page)).toBe('ready');
    await expect.poll(() => page.getByTestId('listing-price').count()).toBe(2);
    size = await pageSize(page);
    expect(size.width).toBe(375);
    expect(size.height).toBeLessThan(2100);
    await expectAxeClean(page, 'review, two variants');
    await screenshot(page, 'review-phone-variants');
  });
});
