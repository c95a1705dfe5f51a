import { captureLabel } from './support/labels';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { launchBrowser, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { expectAxeClean } from './support/axe';
import { fakeCameraArgs, labelVideo } from './support/fake-camera';
import { ROLL, uploadRoll } from './support/rolls';
import { formatPrice } from '../src/shared/pricing/price-choices';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';
import { ITEM_TEXT } from '../src/client/item/item-text';
import { RECENT_TEXT } from '../src/client/recent/recent-text';
import { SCAN_MESSAGES } from '../src/shared/messages/scan';
import { TAP_TARGET_PX } from '../src/client/app/theme';
import { STAFF } from './support/server';
import { layoutFaults } from './support/layout';
import { OFFLINE_MESSAGE } from '../src/client/pwa/pwa-notices';
import { newPageTabs } from './support/shared-tabs';

const journey = useServerAndBrowser();
/** The counter's journey takes the file's desktop tab in turn, as a new tab of a signed-in computer, on Find An Item. */
const counterTab = newPageTabs(journey, 'desktop', '/item');

/** The roll every journey here scans, and the shop's record of it (what the page must show). */
let sku = '';
let record: ProductRecord;

beforeAll(async () => {
  const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
  await signIn(seeding.page);
  sku = await uploadRoll(seeding.page, ROLL);
  record = await seeding.page.evaluate(
    async (s) => ((await (await fetch(`/product/record?sku=${s}`)).json()) as { product: ProductRecord }).product,
    sku,
  );
  await seeding.context.close();
});

const item = (page: Page) => page.getByTestId('item');
const skuField = (page: Page) => page.getByRole('textbox', { name: ITEM_TEXT.field });

/** The product shows with its title, every SKU and price, the scanned SKU marked, and every photo loaded. */
async function expectProductShown(page: Page) {
  await item(page).waitFor({ timeout: 20_000 });
  expect(await item(page).getByRole('heading', { name: record.title }).count()).toBe(1);
  for (const v of record.variants) {
    const row = item(page).locator(`tr[data-sku="${v.sku}"]`);
    expect(await row.innerText()).toContain(formatPrice(Number(v.price)));
    expect(await row.getAttribute('aria-current')).toBe(v.sku === sku ? 'true' : null);
    // Typed or scanned alike, the SKU asked for is the one looked up (a typed SKU was badged 'Scanned').
    expect(await row.getByText(ITEM_TEXT.lookedUp, { exact: true }).count()).toBe(v.sku === sku ? 1 : 0);
  }
  expect(record.media.length).toBe(3);
  const photos = item(page).getByRole('img');
  await expect.poll(() => photos.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(3);
}

describe('a scanned product label opens the product (issue 19 items 1 and 2)', () => {
  // What the pages show and do without a camera or a layout (the field focused on open, an unknown
  // SKU named, Recent uploads' search, Enter, a handheld scan, Open and Back) is in
  // src/client/item/item-page.dom.test.tsx and src/client/recent/recent-page.dom.test.tsx.
  it('on a phone: Find An Item and Recent uploads each scan a label with the camera and open its product; Recent uploads finds it by part of its title', async () => {
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(sku)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page, STAFF, '/');
      await page.getByRole('link', { name: ITEM_TEXT.homeEntry }).click();
      await page.waitForURL('**/item');
      await skuField(page).waitFor();
      await screenshot(page, 'item-phone-empty');

      const scan = page.getByRole('button', { name: 'Scan', exact: true });
      for (const button of [scan, page.getByRole('button', { name: ITEM_TEXT.find })])
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      await scan.click();
      // Headless Chromium on Linux has no BarcodeDetector: zxing-wasm reads the camera's frames.
      await page.waitForURL(`**/item?sku=${sku}`, { timeout: 30_000 });
      await expectProductShown(page);
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(page, 'item-phone-scanned');

      // Recent uploads: every control a thumb's target; the server finds the roll by part of its title, in another case.
      await page.goto('/recent');
      const card = page.getByTestId('recent-product').filter({ has: page.locator(`[data-sku="${sku}"]`) });
      await card.waitFor({ timeout: 20_000 });
      const search = page.getByRole('searchbox', { name: RECENT_TEXT.searchLabel });
      const open = card.getByRole('link', { name: RECENT_TEXT.openLabel(record.title) });
      const recentScan = page.getByRole('button', { name: SCAN_MESSAGES.button, exact: true });
      for (const control of [search, open, recentScan]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      expect((await open.boundingBox())!.width).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      await screenshot(page, 'recent-search-phone');
      const titleWord = ROLL.name!.split(' ')[0]!;
      await search.pressSequentially(titleWord.toUpperCase(), { delay: 30 });
      await expect.poll(() => page.getByTestId('search-summary').textContent()).toBe(RECENT_TEXT.shown(1, 1));
      await card.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(page, 'recent-search-phone-filtered');
      await search.fill('velvet');
      await expect.poll(() => page.getByTestId('search-summary').textContent()).toBe(RECENT_TEXT.noMatch('velvet'));
      expect(await page.getByTestId('recent-product').count()).toBe(0);
      await expectAxeClean(page, 'recent uploads, nothing matches');
      await screenshot(page, 'recent-search-phone-no-match');

      // The camera's Scan on Recent uploads opens the product whose label it reads.
      await recentScan.click();
      await page.waitForURL(`**/item?sku=${sku}`, { timeout: 30_000 });
      await item(page).getByRole('heading', { name: record.title }).waitFor({ timeout: 20_000 });
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
      await screenshot(page, 'recent-search-phone-scanned');
    } finally {
      await phone.close();
    }
  });

  it("at the counter: a handheld scanner types the code and Enter; a lost connection gets a Retry; the product's labels reprint (read back)", async () => {
    const { page, context } = await counterTab();
    await skuField(page).waitFor();
    await skuField(page).pressSequentially(sku, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/item?sku=${sku}`);
    await expectProductShown(page);
    await screenshot(page, 'item-desktop-scanned');

    // The shop's Wi-Fi drops while a label is scanned: Retry once it is back.
    allowConsoleErrors(context, failedToLoad('net::ERR_INTERNET_DISCONNECTED', `/product/record?sku=${sku}`));
    await page.route('**/product/record?*', (r) => r.abort('internetdisconnected'));
    await skuField(page).fill(sku);
    await page.keyboard.press('Enter');
    const retry = page.getByRole('button', { name: ITEM_TEXT.retry });
    await retry.waitFor({ timeout: 20_000 });
    // The offline notice is fixed at the foot: the menu's Sign Out stays clear of it (CI found it covered).
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    expect(await layoutFaults(page)).toEqual([]);
    await page.unroute('**/product/record?*');
    await retry.click();
    await expectProductShown(page);

    const label = await captureLabel(page, () => page.getByRole('button', { name: ITEM_TEXT.printLabels(record.variants.length) }).click());
    expect(label.pages).toBe(record.variants.length);
    expect(label.pageSize).toBe('144 x 144 pts');
    for (const v of record.variants) expect(label.text).toContain(v.sku);
  });
});
