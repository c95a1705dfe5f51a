import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BoxRecord } from '../src/shared/schemas/box-api';
import { useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { makeJpeg, writeFixtures } from './support/photos';
import { captureLabel } from './support/labels';
import { STAFF } from './support/server';

/**
 * Issue 14, items 5 to 8, as staff meet them on a phone: a box creation whose answer is lost and
 * is tapped again, a box's history across updates, a label printed again from the box, and boxes
 * listed by status.
 */
const journey = useServerAndBrowser();

const step = (page: Page, id: string) => page.waitForURL(`**/inventory_supplies/${id}`);
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();
const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

const listBoxes = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/product/boxes')).json()) as { boxes: BoxRecord[] }).boxes);

/** The status chip of the by-status list ('General Sort · 2'), by its label: the radio itself is hidden. */
const statusChip = (page: Page, status: string) =>
  page
    .getByTestId('boxes-by-status')
    .locator('label')
    .filter({ hasText: new RegExp(`^${status} · \\d+$`) });
const listedBox = (page: Page, boxID: string) =>
  page.getByTestId('boxes-by-status').getByRole('button', { name: new RegExp(`^${boxID}\\b`) });
const historyEntries = (page: Page) => page.getByTestId('history-entry');

/** A screenshot of the page itself: toasts (9 s each) are hidden so they do not cover what is looked at. */
async function pageShot(page: Page, name: string): Promise<void> {
  const style = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  // From the top: a full-page shot of a scrolled page draws the fixed header across the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await style.evaluate((el) => (el as Element).remove());
}

async function update(page: Page, photo: string, notes: string, becomes: string): Promise<void> {
  await page.getByTestId('photo-input').setInputFiles([photo]);
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(1);
  await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await page.getByRole('button', { name: 'Update Box' }).click();
  await expect.poll(() => page.getByTestId('current-status').textContent(), { timeout: 20_000 }).toBe(becomes);
  await visible(page, 'Box Updated');
}

describe('box history, one creation per tap, labels again and boxes by status', () => {
  it('on a phone: a lost create answer and a second tap make one box; its history keeps every update; its label prints again; boxes list by status', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page, STAFF, '/inventory_supplies/start_or_update');
    await step(page, 'start_or_update');

    // A new Trim > Ribbon box; the summary shows the number it would get.
    await page.getByRole('button', { name: 'Start a new box', exact: true }).click();
    await step(page, 'supply_type_box_size');
    await radio(page, 'Trim');
    await radio(page, 'Banker Box');
    await step(page, 'trim_type');
    await radio(page, 'Ribbon');
    await step(page, 'summary_page');
    await expect.poll(() => page.getByTestId('box-code-preview').innerText()).toContain('6B-1');

    // The server makes the box, but its answer never reaches the phone (the Wi-Fi drops).
    let lost = 0;
    allowConsoleErrors(context, failedToLoad('net::ERR_CONNECTION_RESET', '/product/boxes'));
    await page.route('**/product/boxes', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      const answered = await route.fetch();
      expect(answered.status()).toBe(200);
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit New Box' }).click();
    await visible(page, 'error occured');
    await visible(
      page,
      'Box create got no answer from the server. Tap Submit New Box again: you get the box if it was made, never a second one.',
    );
    expect(lost).toBe(1);
    expect((await listBoxes(page)).map((b) => b.boxID)).toEqual(['6B-1']);
    // Tapped again: the same box comes back, not 6B-2.
    await page.getByRole('button', { name: 'Submit New Box' }).click();
    await visible(page, 'New Box Created');
    expect((await page.getByTestId('created-box-id').innerText()).trim()).toBe('6B-1');
    expect((await listBoxes(page)).map((b) => b.boxID)).toEqual(['6B-1']);
    await page.unroute('**/product/boxes');

    // Boxes by status: the new box is listed under New Box; one tap opens it.
    await page.getByRole('button', { name: 'New Supply Entry' }).click();
    await step(page, 'start_or_update');
    await statusChip(page, 'New Box').click();
    await expect.poll(() => listedBox(page, '6B-1').isVisible()).toBe(true);
    await pageShot(page, 'box-by-status-phone');
    await listedBox(page, '6B-1').click();
    await step(page, 'update_box_status');

    const files = writeFixtures({
      'ribbon-1.jpg': await makeJpeg(page, 900, 600, '#c2185b'),
      'ribbon-2.jpg': await makeJpeg(page, 600, 900, '#1565c0'),
      'ribbon-3.jpg': await makeJpeg(page, 800, 800, '#2e7d32'),
    });
    await expect.poll(() => historyEntries(page).count()).toBe(1);
    await update(page, files['ribbon-1.jpg']!, 'Mostly cream ribbon', 'General Sort');
    await update(page, files['ribbon-2.jpg']!, 'About 40 m', 'Measured');
    // Measured -> Input files into General Sort again: the first update's note and photo must stay.
    await update(page, files['ribbon-3.jpg']!, 'Some white too', 'Input');

    await expect.poll(() => historyEntries(page).count()).toBe(4);
    const entries = await historyEntries(page).allInnerTexts();
    expect(entries[0]).toContain('Measured → Input');
    expect(entries[0]).toContain('Some white too');
    expect(entries[1]).toContain('General Sort → Measured');
    expect(entries[1]).toContain('About 40 m');
    expect(entries[2]).toContain('New Box → General Sort');
    expect(entries[2]).toContain('Mostly cream ribbon');
    expect(entries[3]).toContain('Created · New Box');
    for (const entry of entries) expect(entry).toContain('staff@selvage.test');
    for (const i of [0, 1, 2]) expect(await historyEntries(page).nth(i).getByRole('img').count()).toBe(1);
    const generalSort = await page.getByTestId('saved-general-sort').innerText();
    expect(generalSort).toContain('Mostly cream ribbon');
    expect(generalSort).toContain('Some white too');
    expect(await page.getByTestId('saved-general-sort').getByRole('img').count()).toBe(2);
    await pageShot(page, 'box-history-phone');

    const box = (await listBoxes(page)).find((b) => b.boxID === '6B-1')!;
    expect(box.generalSortNotes.split('\n')).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: Mostly cream ribbon$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: Some white too$/),
    ]);
    expect(box.generalSortPhoto).toHaveLength(2);
    expect(box.measuredPhoto).toHaveLength(1);

    // The label again, from the box itself (a phone downloads it).
    const label = await captureLabel(page, () => page.getByRole('button', { name: 'Print Label', exact: true }).click());
    expect(label.name).toContain('label-6B-1');
    expect(label.text).toContain('6B-1');
    expect(label.text.replace(/\s+/g, ' ')).toContain('Trim - Ribbon');
    await visible(page, 'The label for 6B-1 was sent by email.');
    const outbox = path.join(journey.server.dataDir, 'outbox');
    await expect
      .poll(() =>
        fs.readdirSync(outbox).some((f) => f.endsWith('.eml') && fs.readFileSync(path.join(outbox, f), 'utf8').includes('label-6B-1.pdf')),
      )
      .toBe(true);

    // Back at the start, the box is listed under Input and no longer under New Box.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await step(page, 'start_or_update');
    await statusChip(page, 'Input').click();
    await expect.poll(() => listedBox(page, '6B-1').isVisible()).toBe(true);
    await statusChip(page, 'New Box').click();
    await visible(page, 'No boxes are New Box.');
    await context.close();
  });

  it('at 1280 px: the by-status list and the history', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(page, STAFF, '/inventory_supplies/start_or_update');
    await step(page, 'start_or_update');
    await statusChip(page, 'Input').click();
    await expect.poll(() => listedBox(page, '6B-1').isVisible()).toBe(true);
    await pageShot(page, 'box-by-status-desktop');
    await listedBox(page, '6B-1').click();
    await step(page, 'update_box_status');
    await expect.poll(() => historyEntries(page).count()).toBe(4);
    await pageShot(page, 'box-history-desktop');
    await context.close();
  });
});
