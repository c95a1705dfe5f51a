import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { makeJpeg, writeFixtures } from './support/photos';
import { FABRIC_BENCH_BUNDLE } from '../bench/fabric-draft';
import type { FabricDraft } from '../src/shared/schemas/fabric';

/**
 * Issue 26 item 3 on a phone: two identical fabrics without a name. The second one's review says
 * the shop has its title, offers a free name in one tap, and the shop ends up with two titles.
 */
const journey = useServerAndBrowser();

/** A 2 m blue jersey bundle, every page answered but the Name page (left empty, as staff often do). */
const unnamed: FabricDraft = { ...FABRIC_BENCH_BUNDLE, name: undefined };

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
const title = (page: Page) => page.getByTestId('listing-title').textContent();

/** The item entered again from the start (as by hand: the same answers), with its own three photos, on the review. */
async function enterOnPhone(page: Page, photoColour: string) {
  await openWithDraft(page, 'fabric', unnamed, '/product_entry/camera');
  const made: Record<string, Buffer> = {};
  for (const side of ['front', 'back', 'edge'])
    made[`titles-${photoColour.slice(1)}-${side}.jpg`] = await makeJpeg(page, 640, 480, photoColour);
  await page.getByTestId('photo-input').setInputFiles(Object.values(writeFixtures(made)));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
  await viaSidebar(page, '/product_entry/upload_product');
  await expect.poll(() => uploadState(page), { timeout: 20_000 }).toBe('ready');
}

async function upload(page: Page) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
}

describe('two identical items get two titles (issue 26 item 3)', () => {
  it('the second review warns of the duplicate, one tap names it, and Recent uploads shows both titles', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page);

    await enterOnPhone(page, '#1565c0');
    await expect.poll(() => title(page)).toBe('Blue Jersey Bundle 2 m');
    expect(await page.getByTestId('title-taken').count()).toBe(0);
    await upload(page);
    expect(await title(page)).toBe('Blue Jersey Bundle 2 m');

    await enterOnPhone(page, '#0d47a1');
    const warning = page.getByTestId('title-taken');
    await expect.poll(() => warning.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await warning.textContent()).toContain(
      "The shop already has a listing called 'Blue Jersey Bundle 2 m'. Without a name this one is listed as 'Blue Jersey Bundle 2 m #2'.",
    );
    expect(await title(page)).toBe('Blue Jersey Bundle 2 m #2');
    // Nothing runs past the phone's edge, the warning's button included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await screenshot(page, 'distinct-titles-warning-phone');

    await warning.getByRole('button', { name: "Use 'Blue Jersey 2'" }).click();
    await expect.poll(() => title(page)).toBe('Blue Jersey 2 - Blue Jersey Bundle');
    expect(await page.getByTestId('title-taken').count()).toBe(0);
    await expect.poll(() => page.locator('tr[data-field="name"] [data-column="value"]').textContent()).toBe('Blue Jersey 2');
    await screenshot(page, 'distinct-titles-named-phone');
    await upload(page);

    await page.goto('/recent');
    const cards = page.getByTestId('recent-product');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    for (const listed of ['Blue Jersey 2 - Blue Jersey Bundle', 'Blue Jersey Bundle 2 m']) {
      expect(await cards.getByText(listed, { exact: true }).count()).toBe(1);
    }
    await screenshot(page, 'distinct-titles-recent-phone');
    await context.close();
  });
});
