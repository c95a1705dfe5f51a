import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnStep, useServerAndBrowser } from './support/journey';
import { animationsDone, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { captureLabel } from './support/labels';
import { makeJpeg, writeFixtures, dragThumb } from './support/photos';
import { uploadRoll } from './support/rolls';
import { fabricBundleDraft } from '../src/shared/test/product-factory';
import { PRODUCT_EDIT_MESSAGES } from '../src/shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../src/shared/messages/product-edit-pages';
import { ITEM_TEXT } from '../src/client/item/item-text';
import type { HistoryEntry } from '../src/shared/schemas/product-edit';
import { EDIT_KEYS } from '../src/client/edit/edit-store';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';

/**
 * Issue 27 items 1 to 3 on a phone (320 px), against the real server and shop: an uploaded fabric
 * bundle is edited in the fabric pages, under /edit; its price and length change in the shop under
 * the same SKU, and its label is reprinted with the new values. Two staff editing one item from the
 * same version: one save goes through, the other is refused with what changed and overwrites
 * nothing. Real photos deleted, added and moved reach the shop in that order, and an item taken off
 * sale before its photos went keeps its photos. What the edit's pages show and send (where an edit
 * opens, the price following its suggestion, a double tap, a lost answer, photos the shop did not
 * serve, a photo call retried alone, variants) is src/client/edit/edit-pages.dom.test.tsx (D152).
 */
const journey = useServerAndBrowser();

/** The phone tab the one-person journeys take in turn, each as a new signed-in tab (fresh-tab.ts). */
const phoneTab = newPageTabs(journey, 'phone');

const EDIT = '/edit/fabric';
type HeldRecord = ProductRecord & { version: string; labelOutOfDate: boolean };

/** A 2 m bundle at its suggested $18.00, listed through the API as the fabric flow lists one. */
async function listBundle(page: Page): Promise<{ sku: string; productId: string }> {
  const sku = await uploadRoll(page, fabricBundleDraft({ name: 'Harbour Edit' }));
  const { productId } = await record(page, { sku });
  return { sku, productId };
}

/** The shop's record, read as the item page reads it. */
function record(page: Page, query: { sku: string } | { productId: string }): Promise<HeldRecord> {
  return page.evaluate(async (q) => {
    const answer = await fetch(`/product/record?${new URLSearchParams(q).toString()}`);
    return ((await answer.json()) as { product: HeldRecord }).product;
  }, query);
}

const history = (page: Page, productId: string) =>
  page.evaluate(
    async (id) =>
      ((await (await fetch(`/product/history?productId=${encodeURIComponent(id)}`)).json()) as { entries: HistoryEntry[] }).entries,
    productId,
  );

/** A step of the edit opened from the steps (in the phone's menu), as staff reach a page Next would pass. */
async function openStep(page: Page, label: string, id: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: label, exact: true }).click();
  await drawnStep(page, EDIT, id);
}

/** Each photo the shop serves at these addresses: a digest of its bytes, its size, and the colour below its black band. */
function servedPhotos(page: Page, urls: readonly string[]): Promise<{ sha: string; width: number; height: number; rgb: number[] }[]> {
  return page.evaluate(async (list) => {
    const out: { sha: string; width: number; height: number; rgb: number[] }[] = [];
    for (const url of list) {
      const bytes = await (await fetch(url)).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const rgb = [...ctx.getImageData(bitmap.width / 2, bitmap.height - 5, 1, 1).data.slice(0, 3)];
      out.push({
        sha: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''),
        width: bitmap.width,
        height: bitmap.height,
        rgb,
      });
    }
    return out;
  }, urls);
}

/** Whether a read colour is the one drawn, give or take what JPEG makes of it. */
const near = (rgb: readonly number[], hex: string) =>
  [1, 3, 5].every((at, i) => Math.abs(parseInt(hex.slice(at, at + 2), 16) - rgb[i]!) <= 24);

/** The file a photo is served as: the name its tile and its Delete button go by. */
const fileOf = (url: string) => url.split('/').pop()!;

const thumbNames = (page: Page) => page.getByTestId('photo-thumb').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

/** The photo ids the edit's draft lists, in order. */
const editImages = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { data?: { images?: string[] } }).data?.images ?? [],
    EDIT_KEYS.draft,
  );

/** A screenshot of the page at rest: the phone's menu closed, not sliding away over the page. */
async function still(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, name);
}

const saveState = (page: Page) => page.getByTestId('save-panel').getAttribute('data-upload-state');
const changed = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-change]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-change')));

describe('an uploaded item is edited in the same pages (issue 27, on a phone)', () => {
  it('price and length change in the shop under the same SKU, once, and the label is reprinted with them; a colleague editing from the same version is refused naming what changed', async () => {
    const first = await phoneTab();
    const { page } = first;
    const { sku, productId } = await listBundle(page);
    const before = await record(page, { productId });

    // Found by its label: Find An Item takes the SKU a scanner types (the scan journey reads a real
    // label with the camera), and Edit opens the item's answers.
    await page.goto('/item');
    await page.getByRole('textbox', { name: ITEM_TEXT.field }).fill(sku);
    await page.getByRole('button', { name: ITEM_TEXT.find, exact: true }).click();
    await page.getByTestId('item').waitFor({ timeout: 20_000 });
    await page
      .getByTestId('item')
      .getByRole('link', { name: ITEM_TEXT.editLabel(before.title) })
      .click();
    // The edit opens where a length measured again is typed, with the length the shop holds.
    await drawnStep(page, EDIT, 'dimensions');
    const length = page.getByRole('textbox', { name: 'Length (m)' });
    expect(await length.inputValue()).toBe('2');
    // A colleague opens the same item's edit on another phone, from the same version.
    const second = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(second.page);
    await second.page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(second.page, EDIT, 'dimensions');

    // Measured again at 2.5 m, and priced at $24.00 by staff.
    await length.fill('2.5');
    await openStep(page, 'Price', 'price');
    await page.getByRole('textbox', { name: 'Price' }).fill('24');
    await openStep(page, 'Save changes', 'save_changes');
    await expect.poll(() => saveState(page)).toBe('ready');
    expect(await changed(page, 'edit-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await screenshot(page, 'edit-phone-save');

    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    const saved = page.getByTestId('edit-saved');
    await saved.waitFor({ timeout: 20_000 });
    expect(await saved.innerText()).toContain(PRODUCT_EDIT_MESSAGES.saved);
    const label = page.getByTestId('edit-label');
    expect(await label.innerText()).toContain(PRODUCT_EDIT_MESSAGES.labelOutOfDate);
    await screenshot(page, 'edit-phone-saved');

    // The same product and SKU, with the new price and length; changed once, by one save.
    const after = await record(page, { productId });
    expect(after.variants.map((v) => v.sku)).toEqual(before.variants.map((v) => v.sku));
    expect(after.variants[0]).toMatchObject({ sku, price: '24.00' });
    expect(after.details).toMatchObject({ lengthM: [2.5], price: [24] });
    expect(after.labelOutOfDate).toBe(true);
    expect((await history(page, productId)).filter((e) => e.action === 'edited')).toHaveLength(1);

    // Print Label makes the label from the record the save answered: the new price and length.
    const printed = await captureLabel(page, () => label.getByRole('button', { name: EDIT_PAGE_TEXT.printLabel }).click());
    expect(printed.text).toContain(sku);
    expect(printed.text).toContain('$24.00');
    expect(printed.text).toContain('2.5 m');
    expect(printed.text).not.toContain('$18.00');
    await expect.poll(async () => (await record(page, { productId })).labelOutOfDate).toBe(false);

    // The colleague measures the width again from the version both started from: refused (409), as is
    // the first phone's later print of the label of the version before the colleague's save.
    allowConsoleErrors(second.context, failedToLoad('the server responded with a status of 409 (Conflict)', '/product/edit'));
    allowConsoleErrors(first.context, failedToLoad('the server responded with a status of 409 (Conflict)', '/product/label_printed'));
    const width = second.page.getByRole('textbox', { name: 'Width (cm)' });
    await width.fill('150');
    await openStep(second.page, 'Save changes', 'save_changes');
    await second.page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    const conflict = second.page.getByTestId('edit-conflict');
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.innerText()).toContain(PRODUCT_EDIT_MESSAGES.conflict);
    expect(await changed(second.page, 'edit-conflict-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(await conflict.locator('[data-change="variants.0.price"]').innerText()).toMatch(/Price\s+\$18\.00\s+\$24\.00/);
    expect(await second.page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await screenshot(second.page, 'edit-phone-conflict');
    // Nothing was overwritten: the shop has the first save and the width both started from.
    expect((await record(second.page, { productId })).details).toMatchObject({ widthCM: [148], lengthM: [2.5], price: [24] });

    // Started again from the shop's record, the width is saved.
    await conflict.getByRole('button', { name: EDIT_PAGE_TEXT.editAgain }).click();
    await drawnStep(second.page, EDIT, 'dimensions');
    expect(await second.page.getByRole('textbox', { name: 'Length (m)' }).inputValue()).toBe('2.5');
    await width.fill('150');
    await openStep(second.page, 'Save changes', 'save_changes');
    await second.page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    const colleagueSaved = second.page.getByTestId('edit-saved');
    await colleagueSaved.waitFor({ timeout: 20_000 });
    expect((await record(second.page, { productId })).details).toMatchObject({ widthCM: [150], lengthM: [2.5], price: [24] });

    // The first phone's label is of the record before the width: printed, it does not count as the new one.
    const stale = await captureLabel(page, () => label.getByRole('button', { name: EDIT_PAGE_TEXT.printLabel }).click());
    expect(stale.text).toContain('148 CM');
    expect(stale.text).not.toContain('150 CM');
    await expect.poll(() => label.innerText()).toContain(PRODUCT_EDIT_MESSAGES.printedStale);
    expect((await record(page, { productId })).labelOutOfDate).toBe(true);
    // The colleague prints the label of the record their save answered.
    const fresh = await captureLabel(second.page, () =>
      colleagueSaved.getByTestId('edit-label').getByRole('button', { name: EDIT_PAGE_TEXT.printLabel }).click(),
    );
    expect(fresh.text).toContain('150 CM');
    await expect.poll(async () => (await record(page, { productId })).labelOutOfDate).toBe(false);
    await second.context.close();

    // Back to the item; opening its edit again starts from the shop's record.
    await saved.getByRole('link', { name: EDIT_PAGE_TEXT.backToItem }).click();
    await page.waitForURL(`**/item?sku=${sku}`);
    // The item page shows what the shop now holds: the new price under the same SKU, the label up to date.
    const row = page.getByTestId('item').locator(`[data-sku="${sku}"]`);
    await expect.poll(() => row.innerText()).toContain('$24.00');
    expect(await page.getByTestId('label-out-of-date').count()).toBe(0);
    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'dimensions');
    expect(await page.getByRole('textbox', { name: 'Length (m)' }).inputValue()).toBe('2.5');
    expect(await page.getByRole('textbox', { name: 'Width (cm)' }).inputValue()).toBe('150');
  });

  it('photos: one deleted, two added, the last moved first; the shop holds the four in that order, listed; taken off sale before the next photos went, it keeps them', async () => {
    const { context, page } = await phoneTab();
    const { productId } = await listBundle(page);
    const before = await record(page, { productId });
    expect(before.media).toHaveLength(3);
    const [first, second, third] = before.media.map(fileOf) as [string, string, string];
    const held = await servedPhotos(page, before.media);
    const picked = writeFixtures({
      'yellow.jpg': await makeJpeg(page, 400, 300, '#fbc02d'),
      'purple.jpg': await makeJpeg(page, 240, 320, '#7b1fa2'),
      'teal.jpg': await makeJpeg(page, 300, 300, '#00897b'),
    });

    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'dimensions');
    await openStep(page, 'Camera', 'camera');
    // The shop's photos, read into the edit: the normal photo page, each named by its file.
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, second, third]);
    await still(page, 'edit-photos-phone-held');

    await page.getByRole('button', { name: `Delete ${second}`, exact: true }).click();
    await expect.poll(() => thumbNames(page)).toEqual([first, third]);
    await page.getByTestId('photo-input').setInputFiles([picked['yellow.jpg']!, picked['purple.jpg']!]);
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, third, 'yellow.jpg', 'purple.jpg']);
    await dragThumb(page, 3, 0);
    await expect.poll(() => thumbNames(page)).toEqual(['purple.jpg', first, third, 'yellow.jpg']);
    await expect.poll(() => editImages(page).then((ids) => ids.length)).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await still(page, 'edit-photos-phone-changed');

    await openStep(page, 'Save changes', 'save_changes');
    await expect.poll(() => saveState(page)).toBe('ready');
    await still(page, 'edit-photos-phone-save');
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    await page.getByTestId('edit-saved').waitFor({ timeout: 30_000 });
    await still(page, 'edit-photos-phone-saved');

    // Four photos in the order left: purple, the first and third as they were (the same bytes), yellow.
    const after = await record(page, { productId });
    expect(after.details.images).toHaveLength(4);
    expect(after.media).toHaveLength(4);
    const served = await servedPhotos(page, after.media);
    expect(served.map((p) => [p.width, p.height])).toEqual([
      [240, 320],
      [held[0]!.width, held[0]!.height],
      [held[2]!.width, held[2]!.height],
      [400, 300],
    ]);
    expect(served[1]!.sha).toBe(held[0]!.sha);
    expect(served[2]!.sha).toBe(held[2]!.sha);
    expect(near(served[0]!.rgb, '#7b1fa2')).toBe(true);
    expect(near(served[3]!.rgb, '#fbc02d')).toBe(true);

    // Still listed, the label not out of date, and the history says what the photos became.
    expect(after.status).toBe('ACTIVE');
    expect(after.labelOutOfDate).toBe(false);
    expect(after.variants).toEqual(before.variants);
    const photoChanges = (await history(page, productId)).flatMap((e) => e.changes).filter((c) => c.field === 'photos');
    expect(photoChanges).toEqual([{ field: 'photos', label: 'Photos', before: '3 photos', after: '4 photos' }]);

    // Edited again: the last photo replaced by another, and a colleague takes the item off sale just
    // as the photos set off. The photo call is refused; the shop keeps the four.
    const four = after.media.map(fileOf);
    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'dimensions');
    await openStep(page, 'Camera', 'camera');
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual(four);
    await page.getByRole('button', { name: `Delete ${four[3]!}`, exact: true }).click();
    await page.getByTestId('photo-input').setInputFiles(picked['teal.jpg']!);
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([...four.slice(0, 3), 'teal.jpg']);
    await openStep(page, 'Save changes', 'save_changes');
    allowConsoleErrors(
      context,
      failedToLoad('the server responded with a status of 409 (Conflict)', `/product/${encodeURIComponent(productId)}/photos?baseVersion=`),
    );
    await page.route('**/photos?baseVersion=*', async (route) => {
      await page.evaluate(async (id) => {
        const answer = await fetch('/product/listing', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId: id, listed: false }),
        });
        if (!answer.ok) throw new Error(`listing: ${answer.status}`);
      }, productId);
      await route.continue();
    });
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    const conflict = page.getByTestId('edit-conflict');
    await conflict.waitFor({ timeout: 20_000 });
    await page.unroute('**/photos?baseVersion=*');
    expect(await conflict.innerText()).toContain(EDIT_PAGE_TEXT.photosConflict);
    await still(page, 'edit-photos-phone-conflict');
    const offSale = await record(page, { productId });
    expect(offSale.media).toEqual(after.media);
    expect(offSale.status).toBe('DRAFT');
  });
});
