import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { screenshot, toastAtRest, VIEWPORTS } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { buttonsUnderToast } from './support/layout';
import { makeJpeg, writeFixtures } from './support/photos';
import { supplyDraft } from '../src/shared/test/product-factory';
import { FABRIC_BENCH_BUNDLE } from '../bench/fabric-draft';
import type { FabricDraft } from '../src/shared/schemas/fabric';

/**
 * Issue 26 'Done when', on a phone (320 px), as the real server and shop decide it: two identical
 * items reach the shop under two titles, the second's review says the shop has the title (for an
 * unnamed fabric it offers a free name in one tap), and Recent uploads lists both. One journey per
 * flow. What the review shows of the condition and the price, and the warning for each kind, are
 * component tests (src/client/wizard/honest-listings.dom.test.tsx); the numbering of every kind is
 * the server's (src/server/routes/product-titles*.routes.test.ts).
 */
const journey = useServerAndBrowser();
/** Both journeys take the file's phone tab in turn, as a new tab of a signed-in phone. */
const phoneTab = newPageTabs(journey, 'phone');

interface Item {
  flow: 'fabric' | 'supplies';
  root: string;
  camera: string;
  draft: object;
}

/** A 2 m blue jersey bundle, every page answered but the Name page (left empty, as staff often do). */
const unnamedFabric: Item = {
  flow: 'fabric',
  root: '/product_entry',
  camera: 'camera',
  draft: { ...FABRIC_BENCH_BUNDLE, name: undefined } satisfies FabricDraft,
};
const zipper: Item = { flow: 'supplies', root: '/supplies', camera: 'zipper_camera', draft: supplyDraft('Zippers') };

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');
const title = (page: Page) => page.getByTestId('listing-title').textContent();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The item entered again from the start (as by hand: the same answers), with three photos of its own, on its review. */
async function enter(page: Page, item: Item, shade: string): Promise<void> {
  await openWithDraft(page, item.flow, item.draft, `${item.root}/${item.camera}`);
  const made: Record<string, Buffer> = {};
  for (const side of ['front', 'back', 'edge']) made[`honest-${shade.slice(1)}-${side}.jpg`] = await makeJpeg(page, 640, 480, shade);
  await page.getByTestId('photo-input').setInputFiles(Object.values(writeFixtures(made)));
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
  await viaSidebar(page, `${item.root}/upload_product`);
  await expect.poll(() => uploadState(page), { timeout: 20_000 }).toBe('ready');
}

/** Uploads the item on the review; answers the title the shop gave it. */
async function upload(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
  // The success toast shows at the foot of the phone's screen; the panel's buttons move up clear of it.
  await toastAtRest(page);
  await expect.poll(() => buttonsUnderToast(page, '[data-testid=upload-panel]')).toEqual([]);
  return (await title(page)) ?? '';
}

/** Recent uploads lists each title once. */
async function listedOnce(page: Page, titles: readonly string[]): Promise<void> {
  await page.goto('/recent');
  const cards = page.getByTestId('recent-product');
  for (const listed of titles) await expect.poll(() => cards.getByText(listed, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
}

describe('two identical items get two titles (issue 26, on a phone)', () => {
  it('fabric: the second review warns of the duplicate, one tap names it, and Recent uploads shows both titles', async () => {
    const { page } = await phoneTab();

    await enter(page, unnamedFabric, '#1565c0');
    await expect.poll(() => title(page)).toBe('Blue Jersey Bundle 2 m');
    expect(await page.getByTestId('title-taken').count()).toBe(0);
    expect(await upload(page)).toBe('Blue Jersey Bundle 2 m');

    await enter(page, unnamedFabric, '#0d47a1');
    const warning = page.getByTestId('title-taken');
    await expect.poll(() => warning.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await warning.textContent()).toContain(
      "The shop already has a listing called 'Blue Jersey Bundle 2 m'. Without a name this one is listed as 'Blue Jersey Bundle 2 m #2'.",
    );
    expect(await title(page)).toBe('Blue Jersey Bundle 2 m #2');
    // Nothing runs past the phone's edge, the warning's button included.
    expect(await pageWidth(page)).toBe(VIEWPORTS.phone.width);
    await screenshot(page, 'distinct-titles-warning-phone');

    await warning.getByRole('button', { name: "Use 'Blue Jersey 2'" }).click();
    await expect.poll(() => title(page)).toBe('Blue Jersey 2 - Blue Jersey Bundle');
    expect(await page.getByTestId('title-taken').count()).toBe(0);
    await expect.poll(() => page.locator('tr[data-field="name"] [data-column="value"]').textContent()).toBe('Blue Jersey 2');
    await screenshot(page, 'distinct-titles-named-phone');
    expect(await upload(page)).toBe('Blue Jersey 2 - Blue Jersey Bundle');

    await listedOnce(page, ['Blue Jersey 2 - Blue Jersey Bundle', 'Blue Jersey Bundle 2 m']);
    await screenshot(page, 'distinct-titles-recent-phone');
  });

  it('zipper: the second is said to have a title the shop lists, is numbered, and Recent uploads shows both', async () => {
    const { page } = await phoneTab();

    await enter(page, zipper, '#2e7d32');
    expect(await pageWidth(page)).toBe(VIEWPORTS.phone.width);
    const first = await upload(page);

    await enter(page, zipper, '#1b5e20');
    // The shop has this title already: the review says so and shows the title it will carry instead.
    const warning = page.getByTestId('title-taken');
    await expect.poll(() => warning.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await pageWidth(page)).toBe(VIEWPORTS.phone.width);
    await screenshot(page, 'honest-zipper_camera-duplicate');
    const second = await upload(page);
    expect(second).not.toBe(first);
    expect(second.startsWith(first)).toBe(true);

    await listedOnce(page, [first, second]);
  });
});
