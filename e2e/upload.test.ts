import { OUTBOX_MESSAGES } from '../src/shared/messages/outbox';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWithDraft, recentProducts, useServerAndBrowser, viaSidebar } from './support/journey';
import { screenshot } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { makeJpeg, photoColours, writeFixtures } from './support/photos';
import { captureLabel } from './support/labels';
import { FABRIC_BENCH_DRAFT } from '../bench/fabric-draft';

const journey = useServerAndBrowser();

/** One phone tab and one desktop tab, each taken by the journeys in turn as a new signed-in tab (fresh-tab.ts). */
const phoneTab = newPageTabs(journey, 'phone');
const desktopTab = newPageTabs(journey, 'desktop');

/** Three photos whose colours tell them apart once they are back from the shop. */
async function colourPhotos(page: Page) {
  return writeFixtures({
    'red.jpg': await makeJpeg(page, 900, 600, '#d32f2f'),
    'green.jpg': await makeJpeg(page, 900, 600, '#388e3c'),
    'blue.jpg': await makeJpeg(page, 900, 600, '#1976d2'),
  });
}

/** A finished fabric draft stored as the wizard stores it, then photos added on the Camera page. */
async function fabricReadyToUpload(page: Page, name: string) {
  const files = await colourPhotos(page);
  await openWithDraft(page, 'fabric', { ...FABRIC_BENCH_DRAFT, name }, '/product_entry/camera');
  await page.getByTestId('photo-input').setInputFiles([files['red.jpg']!, files['green.jpg']!, files['blue.jpg']!]);
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
  await viaSidebar(page, '/product_entry/upload_product');
  await expect.poll(() => page.getByText('Ready to upload.').isVisible(), { timeout: 20_000 }).toBe(true);
}

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');

describe('upload to the shop', () => {
  it('uploads a fabric bundle with variants, shows success and lists it in Recent uploads with its photos in order', async () => {
    const { page } = await phoneTab();
    await fabricReadyToUpload(page, 'tidal pool');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    await expect.poll(() => page.getByText('Upload Success').first().isVisible()).toBe(true);
    await screenshot(page, 'upload-success-phone');
    // After success only the next things to do are offered; there is nothing to upload twice.
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);

    const [product] = await recentProducts(page);
    expect(product?.title).toContain('Tidal Pool');
    expect(product?.status).toBe('ACTIVE');
    expect(product?.variants).toHaveLength(2);
    expect(await photoColours(page, product!.media)).toEqual(['red', 'green', 'blue']);

    // The label: one page per variant, each with its SKU.
    const label = await captureLabel(page, () => page.getByRole('button', { name: 'Print Product Label' }).click());
    expect(label.name).toBe('fabric-label-tidal-pool.pdf');
    expect(label.pages).toBe(2);
    for (const { sku } of product!.variants) expect(label.text).toContain(sku);

    // A reload keeps the finished state: the saved product is not offered for upload again.
    await page.reload();
    await expect.poll(() => uploadState(page)).toBe('success');

    await page.goto('/recent');
    const card = page.getByTestId('recent-product').first();
    await expect.poll(() => card.getByText('Tidal Pool', { exact: false }).isVisible()).toBe(true);
    for (const { sku } of product!.variants) expect(await card.locator(`[data-sku="${sku}"]`).count()).toBe(1);
    expect(await card.getByRole('img').getAttribute('src')).toBe(product!.media[0]);
    await screenshot(page, 'recent-uploads-phone');
    const reprinted = await captureLabel(page, () => card.getByRole('button', { name: 'Print Labels' }).click());
    expect(reprinted.text).toContain('Tidal Pool');
    expect(reprinted.pages).toBe(2);
  });

  it('on a slow link shows the product made, each photo on its way, then the attaching', async () => {
    const { page } = await phoneTab();
    await fabricReadyToUpload(page, 'slow link');
    // The photos' request is held, and its upload progress told as a slow link would tell it: the
    // browser's own events come too fast on this machine to be seen.
    await page.evaluate(() => {
      const held = window as unknown as { photoRequest?: { progress: (share: number) => void; send: () => void } };
      const realSend = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'send')!.value as (
        this: XMLHttpRequest,
        body?: XMLHttpRequestBodyInit | null,
      ) => void;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        const total = 1_000_000;
        held.photoRequest = {
          progress: (share) =>
            this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: share * total, total })),
          send: () => realSend.call(this, body as XMLHttpRequestBodyInit | null),
        };
      };
    });
    const told = (share: number) =>
      page.evaluate((s) => (window as unknown as { photoRequest: { progress: (share: number) => void } }).photoRequest.progress(s), share);
    const row = (n: number) => page.getByTestId('upload-steps').getByRole('listitem').nth(n);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { photoRequest?: unknown }).photoRequest !== undefined);
    // The product is made, with its SKU, before any photo goes.
    await expect.poll(() => row(0).textContent()).toMatch(/^✓Product \(SKU \d+(, \d+)*\): done$/);
    // Three photos of about the same size: a tenth of the bytes is the first, half the second, 90% the third.
    for (const [share, photo] of [
      [0.1, 1],
      [0.5, 2],
      [0.9, 3],
    ] as const) {
      await told(share);
      await expect.poll(() => row(1).textContent()).toBe(`3 photos (sending ${photo} of 3 · ${share * 100}%): in progress`);
      expect(await row(1).getAttribute('data-state')).toBe('now');
      expect(await row(2).getAttribute('data-state')).toBe('next');
      if (photo === 2) await screenshot(page, 'upload-photo-progress-phone');
    }
    // Every byte out: the server is attaching them.
    await told(1);
    await expect.poll(() => row(2).getAttribute('data-state')).toBe('now');
    expect(await row(1).getAttribute('data-state')).toBe('done');
    await page.evaluate(() => (window as unknown as { photoRequest: { send: () => void } }).photoRequest.send());
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    expect((await recentProducts(page))[0]?.media).toHaveLength(3);
  });

  it('keeps the item on the phone when its photos do not go through, and sends them again by itself without a second product', async () => {
    const { context, page } = await desktopTab();
    const before = (await recentProducts(page)).length;
    await fabricReadyToUpload(page, 'second try');

    let failures = 1;
    allowConsoleErrors(
      context,
      /^console error: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(https?:\/\/[^/]+\/product\/[^/]+\/photos\)$/,
    );
    await page.route('**/product/*/photos', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The product is made; the photos' 500 leaves the item on the phone, its outbox trying again in 2 s.
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('queued');
    await expect.poll(() => page.getByTestId('upload-panel').getByText(OUTBOX_MESSAGES.savedTitle).isVisible()).toBe(true);
    expect(await page.getByTestId('outbox-item-state').textContent()).toBe(
      OUTBOX_MESSAGES.retryingAfter("Upload media failed. Something's wrong with the server. Please retry or Contact administrator"),
    );
    await screenshot(page, 'upload-partial-desktop');
    expect((await recentProducts(page)).length).toBe(before + 1);

    // No tap: the outbox sends the photos again, and the page shows the upload done.
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    const after = await recentProducts(page);
    expect(after.length).toBe(before + 1);
    expect(after[0]?.media).toHaveLength(3);
    expect(after[0]?.status).toBe('ACTIVE');
  });

  it('shows Upload Failed with the reason when the product step fails, and Retry creates it once', async () => {
    const { context, page } = await desktopTab();
    const before = (await recentProducts(page)).length;
    await fabricReadyToUpload(page, 'flaky line');
    let failures = 1;
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 400 (Bad Request)', '/product/product_upload'));
    await page.route('**/product/product_upload', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 400, contentType: 'application/json', body: '{}' });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('failed');
    await expect
      .poll(() =>
        page
          .getByText("Upload product was denied. Something's wrong with the submission. Please try refreshing app and clearing cache.")
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    expect((await recentProducts(page)).length).toBe(before + 1);
  });

  it('keeps the item on the phone when the server is out of reach while the phone is online, and sends it once by itself', async () => {
    const { context, page } = await phoneTab();
    const before = (await recentProducts(page)).length;
    await fabricReadyToUpload(page, 'lost wifi');
    // The browser still believes it is online: only the request finds no server ('Failed to fetch').
    let failures = 1;
    allowConsoleErrors(context, failedToLoad('net::ERR_CONNECTION_REFUSED', '/product/product_upload'));
    await page.route('**/product/product_upload', async (route) => {
      if (failures-- > 0) await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('queued');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect
      .poll(() => page.getByTestId('outbox-item-state').textContent())
      .toBe(OUTBOX_MESSAGES.retryingAfter(OUTBOX_MESSAGES.noConnection));
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    // The toast comes to rest above the Back/Next bar, not over it: it slides in from below, so
    // its box is read until it settles (a single read could catch it mid-slide).
    const toastOverlap = async () => {
      const toast = await page.locator('.mantine-Notification-root').filter({ hasText: OUTBOX_MESSAGES.savedTitle }).boundingBox();
      const bar = await page.getByRole('button', { name: 'Back', exact: true }).boundingBox();
      return toast && bar ? Math.max(0, toast.y + toast.height - bar.y) : null;
    };
    await expect.poll(toastOverlap).toBe(0);
    await screenshot(page, 'upload-no-connection-phone');
    // No Retry to tap: the outbox tries again, and the page shows the upload done.
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    expect((await recentProducts(page)).length).toBe(before + 1);
  });

  it('signs out with "Please login again." when the session is gone at upload time', async () => {
    const { context, page } = await desktopTab();
    await fabricReadyToUpload(page, 'lost session');
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 401 (Unauthorized)', '/product/product_upload'));
    await context.clearCookies();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Please login again.').isVisible()).toBe(true);
  });
});
