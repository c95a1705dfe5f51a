import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { drawnStep, useServerAndBrowser } from './support/journey';
import { animationsDone, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { captureLabel } from './support/labels';
import { makeJpeg, writeFixtures, dragThumb } from './support/photos';
import { uploadRoll } from './support/rolls';
import { fabricBundleDraft, fabricVariantsDraft } from '../src/shared/test/product-factory';
import { PRODUCT_EDIT_MESSAGES } from '../src/shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../src/shared/messages/product-edit-pages';
import { ITEM_TEXT } from '../src/client/item/item-text';
import type { HistoryEntry } from '../src/shared/schemas/product-edit';
import { EDIT_KEYS } from '../src/client/edit/edit-store';
import type { ProductRecord } from '../src/shared/schemas/shop-answers';
import { suggestPrice } from '../src/shared/products';
import { formatPrice } from '../src/shared/pricing/price-choices';
import { keptPriceText } from '../src/shared/rules/suggested-price';

/**
 * Issue 27 items 1 to 3 on a phone (320 px): an uploaded fabric bundle is edited in the fabric
 * pages, under /edit; its price follows its suggestion as a new entry's does until staff type one
 * (issue 42 item 3); its price and length change in the shop under the same SKU, once however
 * often Save is tapped or retried, and its label is reprinted with the new values. Two staff
 * editing one item from the same version: one save goes through, the other is refused with what
 * changed and overwrites nothing.
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
const listedPrice = (page: Page) => page.getByTestId('review-price-listed').textContent();
/** The suggested price of the listed bundle at another length, as the fabric's Price page works it out. */
const suggestionAt = (lengthM: string): number => suggestPrice(fabricBundleDraft({ name: 'Harbour Edit', lengthM: [lengthM] })).base!;
const changed = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-change]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-change')));

describe('an uploaded item is edited in the same pages (issue 27, on a phone)', () => {
  it('price and length change in the shop under the same SKU, once, and the label is reprinted with them', async () => {
    const { context, page } = await phoneTab();
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
      .getByRole('link', { name: ITEM_TEXT.editLabel((await record(page, { productId })).title) })
      .click();
    // The edit opens where a length measured again is typed, with the length the shop holds.
    await drawnStep(page, EDIT, 'dimensions');
    const length = page.getByRole('textbox', { name: 'Length (m)' });
    expect(await length.inputValue()).toBe('2');
    // Bundle or roll and whether there are variants are not offered: the SKUs are on the labels.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await steps.getByRole('link', { name: 'Save changes' }).waitFor();
    expect(await steps.getByRole('link', { name: 'Bundle or Roll' }).count()).toBe(0);
    expect(await steps.getByRole('link', { name: 'Has Variants' }).count()).toBe(0);
    expect(await steps.getByRole('link', { name: 'Upload Product' }).count()).toBe(0);
    await screenshot(page, 'edit-phone-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
    // Measured again at 3 m: the bundle was listed at its suggested $18.00, so its price moves with
    // the suggestion, as a new entry's does (issue 42 item 3).
    await length.fill('3');
    await openStep(page, 'Save changes', 'save_changes');
    await expect.poll(() => listedPrice(page)).toBe(`Price: ${formatPrice(suggestionAt('3'))}`);
    expect(suggestionAt('3')).toBe(27);
    expect(await page.getByTestId('review-price-kind').textContent()).toBe('Suggested');
    await expect.poll(() => changed(page, 'edit-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(await page.getByTestId('edit-changes').locator('[data-change="variants.0.price"]').innerText()).toMatch(/\$18\.00\s+\$27\.00/);
    await screenshot(page, 'edit-phone-price-follows');

    // The Camera page is the photo page, over the shop's three photos; leaving them alone changes none.
    await openStep(page, 'Camera', 'camera');
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);

    // The Price page holds the suggestion chosen, nothing typed; a typed price is staff's own.
    await openStep(page, 'Price', 'price');
    const price = page.getByRole('textbox', { name: 'Price' });
    expect(await price.inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: '$27.00' }).getAttribute('aria-checked')).toBe('true');
    await price.fill('24');
    // Measured once more: the suggestion moves, the typed $24.00 stays, and Save changes asks Take or Keep.
    await openStep(page, 'Dimensions', 'dimensions');
    await length.fill('2.5');
    await openStep(page, 'Save changes', 'save_changes');
    const kept = page.getByTestId('review-price').getByTestId('price-kept');
    await kept.waitFor();
    expect(await kept.innerText()).toContain(keptPriceText({ kept: '24.00', suggested: suggestionAt('2.5').toFixed(2) }));
    expect(await listedPrice(page)).toBe('Price: $24.00');
    await screenshot(page, 'edit-phone-price-kept');
    await kept.getByRole('button', { name: 'Keep $24.00' }).click();
    await kept.waitFor({ state: 'detached' });
    expect(await listedPrice(page)).toBe('Price: $24.00');
    await expect.poll(() => saveState(page)).toBe('ready');
    await expect.poll(() => changed(page, 'edit-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(await page.getByTestId('edit-changes').locator('[data-change="variants.0.price"]').innerText()).toMatch(/\$18\.00\s+\$24\.00/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await screenshot(page, 'edit-phone-save');

    // Two taps at once send one save; its answer is lost on the way back, and Retry sends the same save again.
    const keys: string[] = [];
    const sent = (r: Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/product/edit') keys.push(r.headers()['idempotency-key'] ?? '');
    };
    page.on('request', sent);
    allowConsoleErrors(context, failedToLoad('net::ERR_INTERNET_DISCONNECTED', '/product/edit'));
    await page.route('**/product/edit', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('failed');
    expect(keys).toHaveLength(1);
    await page.unroute('**/product/edit');
    // At 320 px the failure's toast comes to rest over Retry: staff close it first (under load a tap
    // made while it slid in landed on it).
    await page.getByRole('button', { name: 'Close message' }).click();
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.retry, exact: true }).click();
    const saved = page.getByTestId('edit-saved');
    await saved.waitFor({ timeout: 20_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The tab goes on to the next journey (fresh-tab.ts): it takes no listener of this one along.
    page.off('request', sent);
    expect(await saved.innerText()).toContain(PRODUCT_EDIT_MESSAGES.saved);
    expect(await changed(page, 'edit-saved-changes')).toEqual(['variants.0.price', 'lengthM']);
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
  });

  it('two staff editing one item from the same version: one save goes through, the other is refused naming what changed', async () => {
    const first = await newPage(journey.browser, journey.server.url, 'phone');
    const second = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(first.page);
    await signIn(second.page);
    const { productId } = await listBundle(first.page);
    for (const { page } of [first, second]) {
      await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
      await drawnStep(page, EDIT, 'dimensions');
    }

    // One measures the width again and saves.
    await first.page.getByRole('textbox', { name: 'Width (cm)' }).fill('150');
    await openStep(first.page, 'Save changes', 'save_changes');
    await first.page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    await first.page.getByTestId('edit-saved').waitFor({ timeout: 20_000 });

    // The other changes the price from the version both started from: refused (409), as is the
    // first page's later print of the label of the version before.
    allowConsoleErrors(second.context, failedToLoad('the server responded with a status of 409 (Conflict)', '/product/edit'));
    allowConsoleErrors(first.context, failedToLoad('the server responded with a status of 409 (Conflict)', '/product/label_printed'));
    await openStep(second.page, 'Price', 'price');
    await second.page.getByRole('textbox', { name: 'Price' }).fill('30');
    await openStep(second.page, 'Save changes', 'save_changes');
    await second.page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    const conflict = second.page.getByTestId('edit-conflict');
    await conflict.waitFor({ timeout: 20_000 });
    expect(await conflict.innerText()).toContain(PRODUCT_EDIT_MESSAGES.conflict);
    expect(await changed(second.page, 'edit-conflict-changes')).toEqual(['widthCM']);
    expect(await conflict.locator('[data-change="widthCM"]').innerText()).toMatch(/Width \(cm\)\s+148\s+150/);
    expect(await second.page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await screenshot(second.page, 'edit-phone-conflict');

    // Nothing was overwritten: the shop has the first save's width and the price both started from.
    const held = await record(second.page, { productId });
    expect(held.details).toMatchObject({ widthCM: [150], price: [18] });
    expect(held.variants[0]!.price).toBe('18.00');

    // The typed price stays until staff choose to start again from the shop's record.
    await openStep(second.page, 'Price', 'price');
    expect(await second.page.getByRole('textbox', { name: 'Price' }).inputValue()).toBe('30');
    await openStep(second.page, 'Save changes', 'save_changes');
    await conflict.getByRole('button', { name: EDIT_PAGE_TEXT.editAgain }).click();
    await drawnStep(second.page, EDIT, 'dimensions');
    expect(await second.page.getByRole('textbox', { name: 'Width (cm)' }).inputValue()).toBe('150');
    await openStep(second.page, 'Price', 'price');
    const again = second.page.getByRole('textbox', { name: 'Price' });
    // Listed at its suggestion: the suggestion is chosen, as a new entry's (issue 42 item 3).
    expect(await again.inputValue()).toBe('');
    expect(await second.page.getByRole('radio', { name: '$18.00' }).getAttribute('aria-checked')).toBe('true');
    await again.fill('30');
    await openStep(second.page, 'Save changes', 'save_changes');
    await second.page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    await second.page.getByTestId('edit-saved').waitFor({ timeout: 20_000 });

    // The first page's label is of the record before that price: printed, it does not count as the new one.
    const stale = first.page.getByTestId('edit-label');
    const label = await captureLabel(first.page, () => stale.getByRole('button', { name: EDIT_PAGE_TEXT.printLabel }).click());
    expect(label.text).toContain('$18.00');
    await expect.poll(() => stale.innerText()).toContain(PRODUCT_EDIT_MESSAGES.printedStale);
    expect((await record(first.page, { productId })).labelOutOfDate).toBe(true);
    await first.context.close();
    await second.context.close();
  });

  it('photos: one deleted, two added, the last moved first; the shop holds the four in that order, listed, the label still good', async () => {
    const { page } = await phoneTab();
    const { productId } = await listBundle(page);
    const before = await record(page, { productId });
    expect(before.media).toHaveLength(3);
    const [first, second, third] = before.media.map(fileOf) as [string, string, string];
    const held = await servedPhotos(page, before.media);
    const picked = writeFixtures({
      'yellow.jpg': await makeJpeg(page, 400, 300, '#fbc02d'),
      'purple.jpg': await makeJpeg(page, 240, 320, '#7b1fa2'),
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

    // Save changes names the photos and nothing else; Save is open though no answer changed.
    await openStep(page, 'Save changes', 'save_changes');
    await expect.poll(() => saveState(page)).toBe('ready');
    await expect.poll(() => changed(page, 'edit-changes')).toEqual(['photos']);
    expect(await page.getByTestId('edit-changes').locator('[data-change="photos"]').innerText()).toMatch(/Photos\s+3 photos\s+4 photos/);
    await still(page, 'edit-photos-phone-save');

    const calls: string[] = [];
    const posted = (r: Request) => {
      const url = new URL(r.url());
      if (r.method() === 'POST' && url.pathname.startsWith('/product/')) calls.push(`${url.pathname}${url.search}`);
    };
    page.on('request', posted);
    // The photos go up slowly enough to see which is on its way.
    await page.route('**/photos?baseVersion=*', async (route) => {
      await page.waitForTimeout(600);
      await route.continue();
    });
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('sendingPhotos');
    await expect.poll(() => page.getByTestId('upload-steps').innerText()).toContain('4 photos');
    await screenshot(page, 'edit-photos-phone-sending');
    const saved = page.getByTestId('edit-saved');
    await saved.waitFor({ timeout: 30_000 });
    await page.unroute('**/photos?baseVersion=*');
    expect(await changed(page, 'edit-saved-changes')).toEqual(['photos']);
    // Photos are on no label: nothing to reprint.
    expect(await page.getByTestId('edit-label').count()).toBe(0);
    await still(page, 'edit-photos-phone-saved');

    // The answers (with the new images) first, then the photos at the version that save answered.
    const after = await record(page, { productId });
    page.off('request', posted);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe('/product/edit');
    expect(calls[1]).toMatch(new RegExp(`^/product/${encodeURIComponent(productId)}/photos\\?baseVersion=[0-9a-z]+$`));
    expect(calls[1]).not.toContain(before.version);
    expect(after.details.images).toHaveLength(4);

    // Four photos in the order left: purple, the first and third as they were (the same bytes), yellow.
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
  });

  it('on a computer: a photo the shop could not serve is named and the photos stay; a failed photo call is retried alone', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(page);
    const { productId } = await listBundle(page);
    const before = await record(page, { productId });
    const [first, second, third] = before.media.map(fileOf) as [string, string, string];
    const was = await servedPhotos(page, before.media);

    // The second photo does not come back: it is named, and every photo is shown as the shop holds it.
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 503 (Service Unavailable)', before.media[1]!));
    await page.route(`**${before.media[1]!}`, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'dimensions');
    await openStep(page, 'Camera', 'camera');
    const unread = page.getByTestId('edit-photos-unread');
    await unread.waitFor({ timeout: 20_000 });
    expect(await unread.innerText()).toContain(EDIT_PAGE_TEXT.photosUnread([`Photo 2 (${second})`]));
    await expect.poll(() => page.getByTestId('edit-photos').getByRole('img').count()).toBe(3);
    expect(await page.getByTestId('photo-input').count()).toBe(0);
    await still(page, 'edit-photos-desktop-unread');

    // Read again once it is served: the photo page, and the same three in another order.
    await page.unroute(`**${before.media[1]!}`);
    await unread.getByRole('button', { name: EDIT_PAGE_TEXT.readPhotosAgain }).click();
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, second, third]);
    await dragThumb(page, 2, 0);
    await expect.poll(() => thumbNames(page)).toEqual([third, first, second]);
    await still(page, 'edit-photos-desktop-changed');
    await openStep(page, 'Save changes', 'save_changes');
    await expect.poll(() => changed(page, 'edit-changes')).toEqual(['photos']);
    expect(await page.getByTestId('edit-changes').locator('[data-change="photos"]').innerText()).toMatch(
      /3 photos\s+3 photos, in another order/,
    );

    // The answers go through; the photo call gets no answer. The edit stays open with a retry of the photos alone.
    const answers: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/product/edit') answers.push(r.headers()['idempotency-key'] ?? '');
    });
    allowConsoleErrors(
      context,
      failedToLoad('net::ERR_INTERNET_DISCONNECTED', `/product/${encodeURIComponent(productId)}/photos?baseVersion=`),
    );
    await page.route('**/photos?baseVersion=*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.save, exact: true }).click();
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('partiallyFailed');
    expect(await page.getByTestId('save-panel').innerText()).toContain(EDIT_PAGE_TEXT.photosOnlyNotSent);
    expect(answers).toHaveLength(1);
    await still(page, 'edit-photos-desktop-partial');
    // Still as it was in the shop: the photos were not replaced.
    expect((await record(page, { productId })).media).toEqual(before.media);

    await page.unroute('**/photos?baseVersion=*');
    await page.getByRole('button', { name: EDIT_PAGE_TEXT.retryPhotos, exact: true }).click();
    await page.getByTestId('edit-saved').waitFor({ timeout: 30_000 });
    expect(answers).toHaveLength(1);
    expect(await changed(page, 'edit-saved-changes')).toEqual(['photos']);
    await still(page, 'edit-photos-desktop-saved');
    const after = await record(page, { productId });
    const now = await servedPhotos(page, after.media);
    expect(now.map((p) => p.sha)).toEqual([was[2]!.sha, was[0]!.sha, was[1]!.sha]);
    expect(after.status).toBe('ACTIVE');
    await context.close();
  });

  it('an item taken off sale between the answers and the photos: the photo call is refused naming it, the photos stay', async () => {
    const { context, page } = await phoneTab();
    const { productId } = await listBundle(page);
    const before = await record(page, { productId });
    const [first, second, third] = before.media.map(fileOf) as [string, string, string];
    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'dimensions');
    await openStep(page, 'Camera', 'camera');
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, second, third]);
    await page.getByRole('button', { name: `Delete ${third}`, exact: true }).click();
    await page
      .getByTestId('photo-input')
      .setInputFiles(writeFixtures({ 'teal.jpg': await makeJpeg(page, 300, 300, '#00897b') })['teal.jpg']!);
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, second, 'teal.jpg']);
    await openStep(page, 'Save changes', 'save_changes');

    // A colleague takes the item off sale just as the photos set off.
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
    // Against the record as this edit's saved answers left it: only the colleague's change.
    expect(await changed(page, 'edit-conflict-changes')).toEqual(['status']);
    // The answers went; the photos were not replaced, and the page says just that.
    expect(await conflict.innerText()).toContain(EDIT_PAGE_TEXT.photosConflict);
    expect(await conflict.innerText()).not.toContain(PRODUCT_EDIT_MESSAGES.conflict);
    await still(page, 'edit-photos-phone-conflict');
    const held = await record(page, { productId });
    expect(held.media).toEqual(before.media);
    expect(held.status).toBe('DRAFT');

    // Edit again reads the photos the shop holds now into a new edit.
    await conflict.getByRole('button', { name: EDIT_PAGE_TEXT.editAgain }).click();
    await drawnStep(page, EDIT, 'dimensions');
    await openStep(page, 'Camera', 'camera');
    await expect.poll(() => thumbNames(page), { timeout: 20_000 }).toEqual([first, second, third]);
  });

  it('a fabric with variants keeps as many as it has: its rows are edited, none added or removed', async () => {
    const { page } = await phoneTab();
    const sku = await uploadRoll(page, fabricVariantsDraft());
    const { productId } = await record(page, { sku });
    await page.goto(`/edit?productId=${encodeURIComponent(productId)}`);
    await drawnStep(page, EDIT, 'variant_dimensions');
    expect(await page.getByRole('textbox', { name: 'Length (m) 2' }).inputValue()).toBe('3.5');
    expect(await page.getByRole('button', { name: 'Add variant' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove variant/ }).count()).toBe(0);
  });
});
