import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { launchBrowser, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { expectAxeClean } from './support/axe';
import { newPageTabs } from './support/shared-tabs';
import { fakeCameraArgs, labelVideo } from './support/fake-camera';
import { ROLL, uploadRoll } from './support/rolls';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';
import { RECENT_TEXT } from '../src/client/recent/recent-text';
import { TAP_TARGET_PX } from '../src/client/app/theme';
import { scanWithHandheld } from './support/scanner';
import { SCAN_MESSAGES } from '../src/shared/messages/scan';

const journey = useServerAndBrowser();
/** The phone journeys that need no camera take the file's phone tab in turn, as a new tab of a signed-in phone. */
const phoneTab = newPageTabs(journey, 'phone');

/** Two rolls in the shop, their SKUs and titles as the shop holds them (what the cards and item page show). */
interface Listed {
  sku: string;
  title: string;
}
let harbour: Listed;
let meadow: Listed;

beforeAll(async () => {
  const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
  await signIn(seeding.page);
  const list = async (name: string): Promise<Listed> => {
    const sku = await uploadRoll(seeding.page, { ...ROLL, name });
    const record = await seeding.page.evaluate(
      async (s) => ((await (await fetch(`/product/record?sku=${s}`)).json()) as { product: ProductRecord }).product,
      sku,
    );
    return { sku, title: record.title };
  };
  harbour = await list('harbour morning');
  meadow = await list('meadow linen');
  await seeding.context.close();
});

const cards = (page: Page) => page.getByTestId('recent-product');
const cardOf = (page: Page, sku: string) => cards(page).filter({ has: page.locator(`[data-sku="${sku}"]`) });
const searchField = (page: Page) => page.getByRole('searchbox', { name: RECENT_TEXT.searchLabel });
const summary = (page: Page) => page.getByTestId('search-summary');
/** The SKUs of the cards on screen, in order. */
const skusShown = (page: Page) =>
  cards(page)
    .locator('[data-sku]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sku')));
const fieldFocused = (page: Page) => searchField(page).evaluate((el) => el === document.activeElement);

async function openRecent(page: Page) {
  await page.goto('/recent');
  await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(2);
}

/** The item page shows this product: its title as the heading and its SKU among the variants. */
async function expectItem(page: Page, listed: Listed) {
  await page.waitForURL(`**/item?sku=${listed.sku}`, { timeout: 30_000 });
  const item = page.getByTestId('item');
  await item.waitFor({ timeout: 20_000 });
  expect(await item.getByRole('heading', { name: listed.title }).count()).toBe(1);
  expect(await item.locator(`tr[data-sku="${listed.sku}"]`).count()).toBe(1);
}

describe('Recent uploads: search, scan and open a product (issue 19 items 1 and 2)', () => {
  it('on a phone: typing part of a title filters the cards; a handheld scan with no field focused opens the product', async () => {
    const { page } = await phoneTab();
    await openRecent(page);
    expect(harbour.title.toLowerCase()).toContain('harbour morning');
    // Not focused on open: a phone's keyboard would cover the cards.
    expect(await fieldFocused(page)).toBe(false);
    expect((await searchField(page).boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);

    // Part of a title, typed in another case, finds only that product (the server searches every listing).
    await searchField(page).pressSequentially('HARBOUR mor', { delay: 30 });
    await expect.poll(() => skusShown(page)).toEqual([harbour.sku]);
    await expect.poll(() => summary(page).textContent()).toBe(RECENT_TEXT.shown(1, 1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'recent-search-phone-filtered');

    // A SKU is found whole: part of one finds nothing, and Enter on it stays here.
    const partial = meadow.sku.slice(0, -1);
    await searchField(page).fill(partial);
    await expect.poll(() => summary(page).textContent()).toBe(RECENT_TEXT.noMatch(partial));
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/recent');

    // Nothing matches: no cards, and the page says so.
    await searchField(page).fill('velvet');
    await expect.poll(() => summary(page).textContent()).toBe(RECENT_TEXT.noMatch('velvet'));
    expect(await cards(page).count()).toBe(0);
    await expectAxeClean(page, 'recent uploads, nothing matches');
    await screenshot(page, 'recent-search-phone-no-match');

    // Emptied, every card is back.
    await searchField(page).fill('');
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect.poll(() => summary(page).textContent()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/recent');

    // A handheld scanner at the counter, focus nowhere in particular: a burst of keys and Enter.
    await page.getByRole('heading', { name: RECENT_TEXT.title, level: 1 }).click();
    expect(await fieldFocused(page)).toBe(false);
    await scanWithHandheld(page, meadow.sku);
    await expectItem(page, meadow);
    await screenshot(page, 'recent-search-phone-scanned');
  });

  it("Enter in Search on a product's exact SKU opens it, typed faster than the search answers; part of one did not; Back keeps the search", async () => {
    const { page, context } = await newPage(journey.browser, journey.server.url, 'desktop');
    try {
      await signIn(page);
      await openRecent(page);
      await searchField(page).fill(harbour.sku.slice(0, -1));
      await page.keyboard.press('Enter');
      await expect.poll(() => cards(page).count()).toBe(0);
      // Typed and Enter at once, as a handheld scanner does into the field: opened once the search finds it.
      await searchField(page).fill(harbour.sku);
      await page.keyboard.press('Enter');
      await expectItem(page, harbour);
      // Back returns to Recent uploads with the search kept (in its address), not to the partial SKU's page.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/recent');
      expect(new URL(page.url()).searchParams.get('q')).toBe(harbour.sku);
      await expect.poll(() => skusShown(page)).toEqual([harbour.sku]);
      expect(await searchField(page).inputValue()).toBe(harbour.sku);
    } finally {
      await context.close();
    }
  });

  it("on a phone: a card's Open link opens its product's item page", async () => {
    const { page } = await phoneTab();
    await openRecent(page);
    const open = cardOf(page, harbour.sku).getByRole('link', { name: RECENT_TEXT.openLabel(harbour.title) });
    expect(await open.textContent()).toBe(RECENT_TEXT.open);
    const box = (await open.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    expect(box.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
    await screenshot(page, 'recent-search-phone');
    await open.click();
    await expectItem(page, harbour);
  });

  it("on a phone: the camera's Scan reads a product label and opens that product", async () => {
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(harbour.sku)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page);
      await openRecent(page);
      const scan = page.getByRole('button', { name: SCAN_MESSAGES.button, exact: true });
      expect((await scan.boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      await scan.click();
      // Headless Chromium on Linux has no BarcodeDetector: zxing-wasm reads the camera's frames.
      await expectItem(page, harbour);
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
