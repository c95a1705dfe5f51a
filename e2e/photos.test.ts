import { describe, expect, it, onTestFinished } from 'vitest';
import type { FileChooser, Page, Request } from 'playwright-core';
import { openWithDraft, useServerAndBrowser, viaSidebar } from './support/journey';
import { screenshot } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { makeJpeg, photoColours, writeFixtures } from './support/photos';
import { FABRIC_BENCH_DRAFT } from '../bench/fabric-draft';
import { PRODUCT_FORM_KEYS } from '../src/client/wizard/draft-store';
import { PHOTO_MESSAGES } from '../src/shared/schemas/media';
import { PHOTO_REMOVED } from '../src/client/widgets/photos/photo-limits';

/**
 * A draft's photos on a phone (issue 14, items 1 and 2): picks in quick succession are all kept in
 * the order picked, a photo gone from the device stops the upload by name, and a normal upload
 * sends every photo, in order, in one call.
 */
const journey = useServerAndBrowser();
/**
 * Every journey here takes the file's phone tab in turn, as a new tab of a signed-in phone; what
 * one adds to the page itself (a listener, a slowed CPU) it takes away when it ends, passed or failed.
 */
const phoneTab = newPageTabs(journey, 'phone');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A finished fabric draft without photos, stored as the wizard stores it and opened on Camera; answers its id. */
const fabricOnCamera = (page: Page, name: string) =>
  openWithDraft(page, 'fabric', { ...FABRIC_BENCH_DRAFT, name }, '/product_entry/camera');

/** The photo ids the draft lists, in order. */
const draftImages = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { data?: { images?: string[] } }).data?.images ?? [],
    PRODUCT_FORM_KEYS.fabric,
  );

/** Every tile the picker shows, in order: processed, processing or missing. */
const tiles = (page: Page) =>
  page.locator('[data-photo]').evaluateAll((els) =>
    els.map((e) => ({
      id: e.getAttribute('data-photo-id'),
      name: e.getAttribute('data-name'),
      state: e.getAttribute('data-photo'),
      text: e.textContent ?? '',
    })),
  );

/** Runs `work` on the object store the photos are kept in (IndexedDB `selvage`, store `photos`). */
function inPhotoStore<T>(page: Page, draftId: string, work: 'list' | { deleteBytesOf: number }): Promise<T> {
  return page.evaluate(
    async ({ draftId, work }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('selvage');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      const tx = db.transaction('photos', 'readwrite');
      const store = tx.objectStore('photos');
      const list = await new Promise<{ id: string; name: string; state: string }[]>((resolve) => {
        const get = store.get(draftId);
        get.onsuccess = () => resolve((get.result as { id: string; name: string; state: string }[] | undefined) ?? []);
      });
      if (work !== 'list') store.delete([draftId, list[work.deleteBytesOf]!.id]);
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
      return list.map(({ id, name, state }) => ({ id, name, state })) as T;
    },
    { draftId, work },
  );
}

const uploadState = (page: Page) => page.getByTestId('upload-panel').getAttribute('data-upload-state');

interface Recent {
  title: string;
  status: string;
  media: string[];
}
const recent = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/product/recent?limit=100')).json()) as { products: Recent[] }).products);

async function colourPhotos(page: Page, width = 900, height = 600) {
  return writeFixtures({
    'red.jpg': await makeJpeg(page, width, height, '#d32f2f'),
    'green.jpg': await makeJpeg(page, width, height, '#388e3c'),
    'blue.jpg': await makeJpeg(page, width, height, '#1976d2'),
  });
}

/** No product is live with fewer than 3 photos, whatever happened. */
async function noneLiveWithFewerThan3(page: Page) {
  expect((await recent(page)).filter((p) => p.status === 'ACTIVE' && p.media.length < 3)).toEqual([]);
}

describe('photos on a phone', () => {
  it('keeps three photos picked 0, 100 and 300 ms apart, each shown at once as processing, in the order picked', async () => {
    const { context, page } = await phoneTab();
    // Photos a phone camera makes (12 MP), on a phone's CPU: processing one outlasts the next pick.
    const files = await colourPhotos(page, 4000, 3000);
    const broken = writeFixtures({ 'broken.jpg': Buffer.from('this was never a photo') });
    const draftId = await fabricOnCamera(page, 'quick picks');
    await page.getByTestId('photo-drop').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    onTestFinished(async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    });

    // Every state each tile shows, as it is drawn: a tile must say it is processing before its photo
    // is in, whatever the machine's speed (read at one moment, a fast or loaded run saw none).
    await page.evaluate(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { seenTiles: typeof seen }).seenTiles = seen;
      const record = () => {
        for (const e of document.querySelectorAll('[data-photo]')) {
          const name = e.getAttribute('data-name') ?? '';
          const state = `${e.getAttribute('data-photo')}:${(e.textContent ?? '').includes('Processing…')}`;
          const list = (seen[name] ??= []);
          if (list.at(-1) !== state) list.push(state);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });

    // Three taps on Choose photos, none waiting for what the one before set off.
    const input = page.getByTestId('photo-input');
    const picks = (['red.jpg', 'green.jpg', 'blue.jpg'] as const).map((name, i) =>
      sleep([0, 100, 300][i]!).then(() => input.setInputFiles(files[name]!)),
    );
    await Promise.all(picks);

    // Each pick has its place at once, in the order picked: when all three are there, the later
    // ones are still tiles that say they are processing.
    let first: Awaited<ReturnType<typeof tiles>> = [];
    await expect
      .poll(async () => (first = await tiles(page)).map((x) => x.name), { timeout: 20_000 })
      .toEqual(['red.jpg', 'green.jpg', 'blue.jpg']);
    await screenshot(page, 'photos-processing-phone');
    for (const tile of first.filter((t) => t.state === 'processing')) expect(tile.text).toContain('Processing…');
    // Each pick was shown as processing, with its words, before its photo was in.
    const seen = await page.evaluate(() => (window as unknown as { seenTiles: Record<string, string[]> }).seenTiles);
    for (const name of ['red.jpg', 'green.jpg', 'blue.jpg']) expect([name, seen[name]?.[0]]).toEqual([name, 'processing:true']);

    // All three are kept, in that order: on screen, in the draft and in the store.
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 90_000 }).toBe(3);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const shown = await tiles(page);
    expect(shown.map((t) => [t.name, t.state])).toEqual([
      ['red.jpg', 'ready'],
      ['green.jpg', 'ready'],
      ['blue.jpg', 'ready'],
    ]);
    expect(await draftImages(page)).toEqual(shown.map((t) => t.id));
    expect(await inPhotoStore(page, draftId, 'list')).toEqual(shown.map(({ id, name }) => ({ id, name, state: 'ready' })));
    await screenshot(page, 'photos-ready-phone');

    // A file that is no photo is named and not kept.
    await input.setInputFiles(broken['broken.jpg']!);
    await expect.poll(() => page.getByText('"broken.jpg" could not be read as a photo.').isVisible(), { timeout: 20_000 }).toBe(true);
    expect((await tiles(page)).map((t) => t.name)).toEqual(['red.jpg', 'green.jpg', 'blue.jpg']);
    expect(await draftImages(page)).toEqual(shown.map((t) => t.id));

    // A reload shows the same photos in the same order.
    await page.reload();
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    expect((await tiles(page)).map((t) => t.id)).toEqual(shown.map((t) => t.id));
  });

  it('reaches Take photo and Choose photos by keyboard, and gives each photo a thumb-sized Delete outside its drag handle', async () => {
    const { page } = await phoneTab();
    // One listener for the whole test: Playwright intercepts choosers only while one listens, and
    // a waitForEvent per press switched interception off and on between presses, so under load a
    // press could reach Chromium unintercepted, open a real chooser and make it refuse the next.
    const choosers: FileChooser[] = [];
    const onChooser = (c: FileChooser) => choosers.push(c);
    page.on('filechooser', onChooser);
    onTestFinished(() => void page.off('filechooser', onChooser));
    const files = await colourPhotos(page);
    await fabricOnCamera(page, 'keyboard');
    await page.getByTestId('photo-drop').waitFor();
    // Tab from the drop zone's words reaches both buttons; Enter on either opens the file chooser.
    for (const name of ['Take photo', 'Choose photos']) {
      await page.getByText('Drop photos here, or').click();
      let focused = '';
      for (let i = 0; i < 4 && focused !== name; i += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      }
      expect(focused).toBe(name);
      const opened = choosers.length;
      await page.keyboard.press('Enter');
      await expect.poll(() => choosers.length, { timeout: 30_000 }).toBe(opened + 1);
      const chooser = choosers[opened]!;
      if (name === 'Choose photos') await chooser.setFiles([files['red.jpg']!, files['green.jpg']!, files['blue.jpg']!]);
      else {
        expect(chooser.isMultiple()).toBe(false);
        // Staff cancel the camera; a chooser left open makes Chromium refuse the next one.
        await chooser.setFiles([]);
      }
    }
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    const del = page.getByRole('button', { name: 'Delete red.jpg' });
    const box = await del.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    // No button inside another: the draggable picture and Delete are siblings.
    expect(await page.locator('[role="button"] button, button [role="button"]').count()).toBe(0);
    await screenshot(page, 'photos-keyboard-phone');
    // Delete sits below the picture, never on the drag handle (a drag from a photo's corner deleted it).
    const handle = await page.getByRole('button', { name: 'red.jpg, main photo' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(handle!.y + handle!.height);
    // One tap deletes; 'Photo removed.' offers Undo, which puts it back in its place.
    await del.click();
    await expect.poll(() => page.getByTestId('photo-thumb').count()).toBe(2);
    const removed = page.getByTestId('photo-removed');
    expect(await removed.innerText()).toContain(PHOTO_REMOVED);
    await removed.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => tiles(page).then((t) => t.map((x) => x.name))).toEqual(['red.jpg', 'green.jpg', 'blue.jpg']);
    expect(await removed.count()).toBe(0);
    await del.click();
    await expect.poll(() => page.getByTestId('photo-thumb').count()).toBe(2);
  });

  it('stops the upload naming a photo that is gone from the device, lists nothing, and uploads once it is added again', async () => {
    const { page } = await phoneTab();
    const files = await colourPhotos(page);
    const draftId = await fabricOnCamera(page, 'lost photo');
    await page.getByTestId('photo-input').setInputFiles([files['red.jpg']!, files['green.jpg']!, files['blue.jpg']!]);
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    const before = (await recent(page)).length;

    // The second photo's bytes vanish from IndexedDB (site data cleared, say); the draft still lists 3.
    await inPhotoStore(page, draftId, { deleteBytesOf: 1 });
    expect(await draftImages(page)).toHaveLength(3);

    await page.goto('/product_entry/upload_product');
    await expect.poll(() => uploadState(page)).toBe('ready');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('failed');
    const message = PHOTO_MESSAGES.missingOnDevice(2, 3);
    expect(message).toBe('Photo 2 of 3 is no longer on this device. Add it again before uploading.');
    await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    await screenshot(page, 'photos-missing-phone');
    // Nothing reached the shop: no product at all, so none live with 2 photos.
    expect((await recent(page)).length).toBe(before);
    await noneLiveWithFewerThan3(page);

    // The photos step shows which one is gone; deleting it and adding it again lets the upload through.
    await page.goto('/product_entry/camera');
    await expect
      .poll(() => tiles(page).then((t) => t.map((x) => `${x.name}:${x.state}`)), { timeout: 20_000 })
      .toEqual(['red.jpg:ready', 'green.jpg:missing', 'blue.jpg:ready']);
    await screenshot(page, 'photos-missing-tile-phone');
    await page.getByRole('button', { name: 'Delete green.jpg', exact: true }).click();
    await expect.poll(() => draftImages(page).then((ids) => ids.length)).toBe(2);
    await page.getByTestId('photo-input').setInputFiles(files['green.jpg']!);
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    await viaSidebar(page, '/product_entry/upload_product');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    const [product] = await recent(page);
    expect(product?.title).toContain('Lost Photo');
    expect(await photoColours(page, product!.media)).toEqual(['red', 'blue', 'green']);
    await noneLiveWithFewerThan3(page);
  });

  it('uploads every photo in order in one multipart call, and the product goes live with them', async () => {
    const { page } = await phoneTab();
    const files = await colourPhotos(page);
    await fabricOnCamera(page, 'all in order');
    await page.getByTestId('photo-input').setInputFiles([files['blue.jpg']!, files['red.jpg']!, files['green.jpg']!]);
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);

    const photoCalls: { url: string; type: string }[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && /\/product\/[^/]+\/photos$/.test(new URL(request.url()).pathname))
        photoCalls.push({ url: request.url(), type: request.headers()['content-type'] ?? '' });
    };
    page.on('request', onRequest);
    onTestFinished(() => void page.off('request', onRequest));
    await viaSidebar(page, '/product_entry/upload_product');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');

    expect(photoCalls).toHaveLength(1);
    expect(photoCalls[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    const [product] = await recent(page);
    expect(product?.title).toContain('All In Order');
    expect(product?.status).toBe('ACTIVE');
    expect(await photoColours(page, product!.media)).toEqual(['blue', 'red', 'green']);
    await noneLiveWithFewerThan3(page);
  });
});
