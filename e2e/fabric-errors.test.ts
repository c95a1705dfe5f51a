import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnStep, openWithDraft, useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn } from './support/browser';
import type { FabricDraft } from '../src/shared/schemas/fabric';
import { DUPLICATE_VARIANTS } from '../src/shared/schemas/messages';
import { fabricUpToStretchDraft } from '../src/shared/test/product-factory';

/**
 * Issue 26 item 4 on a phone: the rules across fields show on the page where the mistake is made,
 * while the later pages are still unanswered, and Next does not pass them silently.
 */
const journey = useServerAndBrowser();

const FOUR_WAY = 'Both width and length stretch must be entered with 4-way stretch';

/** A knit bundle answered up to Stretch: nothing after it (no opacity, feel, colour, uses, price). */
const upToStretch: FabricDraft = fabricUpToStretchDraft();

const openWith = (page: Page, data: FabricDraft, path: string) => openWithDraft(page, 'fabric', data, path);

const step = (page: Page, id: string) => drawnStep(page, '/product_entry', id);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();

describe('errors where the mistake is made (issue 26 item 4)', () => {
  it('4-way stretch: Next stays on Stretch Percentage and says why, until both stretches are entered', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);
    await openWith(page, upToStretch, '/product_entry/stretch');
    // 4-way waits on its page for the slight-stretch box: Next.
    await page.getByRole('radio', { name: '4-way', exact: true }).click();
    await next(page);
    await step(page, 'stretch_percentage');
    // Untouched, the page is quiet; Next is the touch that shows the rule, and it stays.
    expect(await shown(page, FOUR_WAY)).toBe(false);
    await next(page);
    await expect.poll(() => shown(page, FOUR_WAY)).toBe(true);
    expect(page.url()).toMatch(/\/stretch_percentage$/);
    await screenshot(page, 'fabric-errors-four-way-phone');

    // Width alone is not enough for 4-way; with length too the message goes and Next goes on.
    await page.getByRole('slider', { name: 'width stretch' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await next(page);
    expect(page.url()).toMatch(/\/stretch_percentage$/);
    expect(await shown(page, FOUR_WAY)).toBe(true);
    await page.getByRole('slider', { name: 'length stretch' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page, FOUR_WAY)).toBe(false);
    await next(page);
    await step(page, 'opacity_weight_drape');
    await context.close();
  });

  it('duplicate variants: said on Variant Dimensions as the row is typed, before any later page is answered', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);
    await openWith(
      page,
      {
        productType: 'Fabric',
        bundleOrRoll: 'Bundle',
        hasVariants: 'Yes',
        variantedFields: ['lengthM', 'imperfections', 'price', 'quantity'],
        sameForAll: { widthCM: true },
        lengthM: ['2', ''],
        widthCM: ['148', '148'],
        quantity: ['1', '1'],
        price: ['', ''],
        imperfections: [[], []],
        imperfectionExists: 'No',
      },
      '/product_entry/variant_dimensions',
    );
    const length2 = page.getByRole('textbox', { name: 'Length (m) 2' });
    await length2.fill('2');
    await length2.blur();
    await expect.poll(() => shown(page, DUPLICATE_VARIANTS)).toBe(true);
    await screenshot(page, 'fabric-errors-duplicate-variants-phone');
    await next(page);
    expect(page.url()).toMatch(/\/variant_dimensions$/);

    await length2.fill('3.5');
    await length2.blur();
    await expect.poll(() => shown(page, DUPLICATE_VARIANTS)).toBe(false);
    await next(page);
    await step(page, 'knit_or_woven');
    await context.close();
  });
});
