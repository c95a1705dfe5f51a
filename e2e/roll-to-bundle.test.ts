import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLL_TO_BUNDLE_MESSAGES } from '../src/shared/schemas/roll-to-bundle';
import { UPLOAD_MESSAGES } from '../src/shared/messages/upload';
import { useServerAndBrowser } from './support/journey';
import { screenshot } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { captureLabel } from './support/labels';
import { ROLL, uploadRoll } from './support/rolls';

/**
 * Roll to bundle from the shop's roll to its bundle's label and listing: what only a browser and
 * the real server show. What the pages show and send (the search's messages and picks, bad
 * lengths, the summary, each conversion state, a lost session, a roll repriced by a colleague) is
 * src/client/flows/roll-to-bundle/roll-to-bundle.dom.test.tsx; what the server decides about a
 * roll converted or changed meanwhile is src/server/routes/roll-to-bundle.routes.test.ts.
 */
const journey = useServerAndBrowser();

/** One phone tab, taken by the journey as a new signed-in tab (fresh-tab.ts). */
const phoneTab = newPageTabs(journey, 'phone');

interface Listing {
  title: string;
  variants: { sku: string; price: string; quantity: number }[];
  details: { bundleOrRoll: string; lengthM: number[]; price: number[] };
}
const listing = (page: Page, sku: string) =>
  page.evaluate(
    async (s) =>
      ((await (await fetch('/product/recent')).json()) as { products: Listing[] }).products.find((p) =>
        p.variants.some((v) => v.sku === s),
      ),
    sku,
  );

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
const skuBox = (page: Page) => page.getByRole('textbox', { name: 'SKU' });
const lengthBox = (page: Page) => page.getByRole('textbox', { name: 'Length in metres' });
const uploadState = (page: Page) => page.getByTestId('roll-upload').getAttribute('data-upload-state');
/** Two frames: whatever a render that showed the results set off (an auto-open) has happened by then. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('roll to bundle', () => {
  it('finds a roll by SKU, converts part of it with Upload and Print Label through a failed try, prints its label again and lists the new length and price', async () => {
    const { context, page } = await phoneTab();
    const sku = await uploadRoll(page, ROLL);

    await page.goto('/roll_to_bundle');
    await page.waitForURL('**/roll_to_bundle/search');

    // Several rolls under one SKU (a shop with a repeated SKU): the list scrolls within 30% of the screen.
    const twin = (productId: string, colour: string) => ({
      productId,
      title: `Harbour Morning - ${colour} Poplin Roll`,
      sku: '4242',
      name: 'Harbour Morning',
      lengthM: 8,
      widthCM: 148,
      content: '60% Cotton, 40% Polyester',
      price: '9.00',
    });
    const twinSearch = (url: URL) => url.pathname === '/product/' && url.searchParams.get('sku') === '4242';
    await page.route(twinSearch, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ products: [twin('local:901', 'Red'), twin('local:902', 'Green')] }),
      }),
    );
    await skuBox(page).fill('4242');
    const twins = page.getByRole('listitem').filter({ hasText: 'SKU 4242' });
    await expect.poll(() => twins.count(), { timeout: 15_000 }).toBe(2);
    await settled(page);
    expect(page.url()).toMatch(/\/roll_to_bundle\/search$/);
    const list = page.getByLabel('Roll products');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${Math.round(740 * 0.3)}px`);
    await screenshot(page, 'roll-search-phone');
    await page.unroute(twinSearch);

    // The one roll with this SKU opens as soon as the SKU is typed: no tap.
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');
    await visible(page, `Harbour Morning - Blue Poplin Roll (SKU ${sku}) holds 8 m.`);
    await lengthBox(page).fill('2.35');
    // 9.00 x 2.35 = 21.15, rounded up to 21.50.
    await expect.poll(() => page.getByTestId('bundle-price').innerText(), { timeout: 15_000 }).toContain('Bundle price $21.50');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('ready');
    await screenshot(page, 'roll-length-phone');

    // Upload and Print Label: the first try meets a server failure and prints nothing; the Retry converts and prints.
    let failures = 1;
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 503 (Service Unavailable)', '/product/roll_to_bundle'));
    await page.route('**/product/roll_to_bundle', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      else await route.continue();
    });
    const label = await captureLabel(page, async () => {
      await page.getByRole('button', { name: UPLOAD_MESSAGES.uploadAndPrint, exact: true }).click();
      await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('failed');
      // No label for a conversion that did not happen.
      expect(await page.getByTestId('print-view').count()).toBe(0);
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
    });
    await page.unroute('**/product/roll_to_bundle');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    expect(page.url()).toMatch(/\/roll_to_bundle\/length$/);
    await visible(page, `SKU ${sku} is now a bundle of 2.35 m at $21.50.`);
    expect(label.name).toBe('fabric-label-harbour-morning.pdf');
    expect(label.pages).toBe(1);
    const text = label.text.replace(/\s+/g, ' ');
    for (const part of [sku, '$21.50', 'Harbour Morning', '60% Cotton, 40% Polyester', '148 CM', '2.35 m']) expect(text).toContain(part);
    await screenshot(page, 'roll-upload-success-phone');

    // The reload keeps the success and its label: Print label prints it again.
    await page.reload();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    const again = await captureLabel(page, () => page.getByRole('button', { name: 'Print label', exact: true }).click());
    fs.mkdirSync(path.resolve('.tmp/screenshots'), { recursive: true });
    fs.writeFileSync(path.resolve('.tmp/screenshots/roll-bundle-label.pdf'), again.bytes);
    const againText = again.text.replace(/\s+/g, ' ');
    for (const part of [sku, '$21.50', 'Harbour Morning', '2.35 m']) expect(againText).toContain(part);

    // The shop's listing is now the bundle, in Recent uploads too.
    expect(await listing(page, sku)).toMatchObject({
      title: 'Harbour Morning - Blue Poplin Bundle',
      variants: [{ sku, price: '21.50', quantity: 1 }],
      details: { bundleOrRoll: 'Bundle', lengthM: [2.35], price: [21.5] },
    });
    await page.goto('/recent');
    await visible(page, 'Harbour Morning - Blue Poplin Bundle');
    await visible(page, `SKU ${sku} · $21.50 · qty 1`);

    // Start new: the converted SKU is no roll any more.
    await page.goto('/roll_to_bundle/upload');
    await page.getByRole('button', { name: 'Start new', exact: true }).click();
    await page.waitForURL('**/roll_to_bundle/search');
    expect(await skuBox(page).inputValue()).toBe('');
    await skuBox(page).fill(sku);
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
  });
});
