import { captureLabel } from './support/labels';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { launchBrowser, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { fakeCameraArgs, labelVideo } from './support/fake-camera';
import { ROLL, uploadRoll } from './support/rolls';
import { PRODUCT_RECORD_MESSAGES } from '../src/shared/messages/product-record';
import { formatPrice } from '../src/shared/pricing/price-choices';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';
import { ITEM_TEXT } from '../src/client/item/item-text';
import { TAP_TARGET_PX } from '../src/client/app/theme';
import { STAFF } from './support/server';
import { layoutFaults } from './support/layout';
import { OFFLINE_MESSAGE } from '../src/client/pwa/pwa-notices';
import { newPageTabs } from './support/shared-tabs';

const journey = useServerAndBrowser();
/** The counter's journeys take the file's desktop tab in turn, as a new tab of a signed-in computer, on Find An Item. */
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

describe('a scanned product label opens the product (issue 19 item 2)', () => {
  it('on a phone: Home, Find An Item, Scan, and the product whose label the camera reads shows', async () => {
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(sku)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page, STAFF, '/');
      await page.getByRole('link', { name: ITEM_TEXT.homeEntry }).click();
      await page.waitForURL('**/item');
      // Focused on open: a handheld scanner can type into it without a tap.
      await expect.poll(() => skuField(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await skuField(page).getAttribute('inputmode')).toBe('numeric');
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
    } finally {
      await phone.close();
    }
  });

  it('at the counter: a handheld scanner types the code and Enter; an unknown SKU is named; a lost connection gets a Retry', async () => {
    const { page, context } = await counterTab();
    await expect.poll(() => skuField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(sku, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/item?sku=${sku}`);
    await expectProductShown(page);
    // Ready for the next label: empty and focused.
    expect(await skuField(page).inputValue()).toBe('');
    await expect.poll(() => skuField(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'item-desktop-scanned');

    // A label from another shop's roll: no product has its SKU, and the page says which.
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 404 (Not Found)', '/product/record?sku=99999999'));
    await page.keyboard.type('99999999', { delay: 5 });
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: PRODUCT_RECORD_MESSAGES.noSku('99999999') })
      .waitFor();
    expect(await item(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: ITEM_TEXT.retry }).count()).toBe(0);
    await screenshot(page, 'item-desktop-unknown');

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
  });

  it("reprints the product's labels from the page a label opened (desktop: the printed labels read back)", async () => {
    const { page } = await counterTab();
    await page.goto(`/item?sku=${sku}`);
    await expectProductShown(page);
    const label = await captureLabel(page, () => page.getByRole('button', { name: ITEM_TEXT.printLabels(record.variants.length) }).click());
    expect(label.pages).toBe(record.variants.length);
    expect(label.pageSize).toBe('144 x 144 pts');
    for (const v of record.variants) expect(label.text).toContain(v.sku);
  });
});
