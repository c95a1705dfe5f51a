import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { boxById, chooseNewBox, createBox, step, visible } from './support/boxes';
import { newPage, screenshot, signIn } from './support/browser';
import { makeJpeg, writeFixtures } from './support/photos';
import { captureLabel } from './support/labels';
import { BOX_MESSAGES } from '../src/shared/messages/boxes';
import { STAFF } from './support/server';

/**
 * Inventory boxes from the first tap to the table, on a phone: what only a browser and the real
 * server show (the Box IDs the table hands out, label PDFs and their mail, real photos scaled for
 * upload, the history the server keeps). What the pages show and do (the sidebar per state, the
 * size carried from the last box, Back, Home's entry, a created box's lock, a lost create answer
 * tapped again, boxes by status, a failed update keeping its notes) is
 * src/client/flows/boxes/boxes.dom.test.tsx; the server's rules are boxes.routes.test.ts and
 * box-status.routes.test.ts.
 */
const journey = useServerAndBrowser();

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Steps' }).getByRole('link').allInnerTexts();

/** The label PDF Create Label makes (printed from a frame or downloaded), read back. */
const labelPdf = (page: Page, button: string = BOX_MESSAGES.createLabel) =>
  captureLabel(page, () => page.getByRole('button', { name: button, exact: true }).click());

/** The outbox mails that carry the label of `boxID`, once the server has written them. */
function labelMails(dataDir: string, boxID: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  return files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).filter((m) => m.includes(`label-${boxID}.pdf`));
}
const mailsSent = (boxID: string, count: number) =>
  expect.poll(() => labelMails(journey.server.dataDir, boxID).length, { timeout: 15_000 }).toBe(count);

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

/** One status update with `photos` and `notes`: the box becomes `becomes`, and the form is empty again. */
async function update(page: Page, photos: string[], notes: string, becomes: string): Promise<void> {
  await page.getByTestId('photo-input').setInputFiles(photos);
  await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(photos.length);
  await page.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await page.getByRole('button', { name: 'Update Box' }).click();
  await expect.poll(() => page.getByTestId('current-status').textContent(), { timeout: 20_000 }).toBe(becomes);
  await visible(page, 'Box Updated');
  expect(await page.getByTestId('photo-thumb').count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('');
}

describe('inventory boxes', () => {
  it('on a phone: a Trim > Lace box and a Craft > Yarn box with their codes, labels and mail, then the lace box through every status with photos and notes, its history, and its label again', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone');
    await signIn(page, STAFF, '/inventory_supplies');
    await step(page, 'start_or_update');
    await screenshot(page, 'boxes-start-phone');

    // Trim > Lace, its label made in the same tap as the box.
    await chooseNewBox(page, ['Trim', 'Lace'], 'Banker Box');
    expect(await sidebar(page)).toEqual(['Start or Update', 'Type and Size', 'Trim Type', 'Summary']);
    await expect.poll(() => page.getByTestId('box-code-preview').innerText()).toContain('6C-1');
    await screenshot(page, 'boxes-summary-phone');
    const laceLabel = await labelPdf(page, BOX_MESSAGES.submitAndCreateLabel);
    await visible(page, 'New Box Created');
    expect((await page.getByTestId('created-box-id').innerText()).trim()).toBe('6C-1');
    expect(laceLabel.name).toContain('label-6C-1');
    expect(laceLabel.text).toContain('6C-1');
    expect(laceLabel.text.replace(/\s+/g, ' ')).toContain('Trim - Lace');
    await mailsSent('6C-1', 1);
    await visible(page, BOX_MESSAGES.labelEmailed('6C-1'));
    await screenshot(page, 'boxes-created-phone');

    // Everything Else > Craft > Yarn and Yarn Tools at another size than the one carried: Submit New Box, then Create Label.
    await page.getByRole('button', { name: BOX_MESSAGES.newSupplyEntry }).click();
    const yarn = await createBox(page, ['Everything Else', 'Craft', 'Yarn and Yarn Tools'], 'Small Bin', { carried: true });
    expect(yarn).toBe('9B10-1');
    const yarnText = (await labelPdf(page)).text;
    expect(yarnText).toContain('9B10-1');
    expect(yarnText.replace(/\s+/g, ' ')).toContain('Everything Else - Craft - Yarn and Yarn Tools');
    await mailsSent('9B10-1', 1);
    expect(await boxById(page, '9B10-1')).toMatchObject({
      productType: 'Everything Else',
      subA: 'Craft',
      subB: 'Yarn and Yarn Tools',
      boxSize: 'Small Bin',
      status: 'New Box',
    });
    await page.getByRole('button', { name: BOX_MESSAGES.newSupplyEntry }).click();

    // Boxes by status: the lace box is listed under New Box; one tap opens it.
    await step(page, 'start_or_update');
    await statusChip(page, 'New Box').click();
    await expect.poll(() => listedBox(page, '6C-1').isVisible()).toBe(true);
    await pageShot(page, 'box-by-status-phone');
    await listedBox(page, '6C-1').click();
    await step(page, 'update_box_status');
    await expect.poll(() => historyEntries(page).count()).toBe(1);

    const files = writeFixtures({
      'sorted-1.jpg': await makeJpeg(page, 3000, 2000, '#8e24aa', { texture: true }),
      'sorted-2.jpg': await makeJpeg(page, 800, 600, '#fb8c00'),
      'measured.jpg': await makeJpeg(page, 1200, 1600, '#00897b'),
      'input.jpg': await makeJpeg(page, 800, 800, '#2e7d32'),
    });
    await screenshot(page, 'boxes-update-phone');
    await update(page, [files['sorted-1.jpg']!, files['sorted-2.jpg']!], 'Sorted by colour, mostly cream lace', 'General Sort');
    await visible(page, 'Updated Successfully');
    expect(await page.getByTestId('next-status').textContent()).toBe('Measured');
    await expect.poll(() => page.getByTestId('saved-general-sort').innerText()).toContain('Sorted by colour, mostly cream lace');
    expect(await page.getByTestId('saved-general-sort').getByRole('img').count()).toBe(2);
    await update(page, [files['measured.jpg']!], 'About 40 m in total', 'Measured');
    expect(await page.getByTestId('saved-measured').innerText()).toContain('About 40 m in total');
    // Measured -> Input files into General Sort again: the first update's note and photos must stay.
    await update(page, [files['input.jpg']!], 'Some white too', 'Input');

    // The history the server kept, newest first, with who and each update's photos.
    await expect.poll(() => historyEntries(page).count()).toBe(4);
    const entries = await historyEntries(page).allInnerTexts();
    expect(entries[0]).toContain('Measured → Input');
    expect(entries[0]).toContain('Some white too');
    expect(entries[1]).toContain('General Sort → Measured');
    expect(entries[1]).toContain('About 40 m in total');
    expect(entries[2]).toContain('New Box → General Sort');
    expect(entries[2]).toContain('Sorted by colour, mostly cream lace');
    expect(entries[3]).toContain('Created · New Box');
    for (const entry of entries) expect(entry).toContain('staff@selvage.test');
    expect(await Promise.all([0, 1, 2].map((i) => historyEntries(page).nth(i).getByRole('img').count()))).toEqual([1, 1, 2]);
    const generalSort = await page.getByTestId('saved-general-sort').innerText();
    expect(generalSort).toContain('Sorted by colour, mostly cream lace');
    expect(generalSort).toContain('Some white too');
    expect(await page.getByTestId('saved-general-sort').getByRole('img').count()).toBe(3);
    await pageShot(page, 'box-history-phone');

    const box = (await boxById(page, '6C-1'))!;
    expect(box).toMatchObject({
      productType: 'Trim',
      subA: 'Lace',
      subB: '',
      boxSize: 'Banker Box',
      status: 'Input',
      // Each note is kept as a line with its date and who wrote it (docs/decisions.md D76).
      measuredNotes: expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: About 40 m in total$/),
    });
    expect(box.generalSortNotes.split('\n')).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: Sorted by colour, mostly cream lace$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} staff@selvage\.test: Some white too$/),
    ]);
    expect(box.generalSortPhoto).toHaveLength(3);
    expect(box.measuredPhoto).toHaveLength(1);
    // The saved links serve the photos, scaled down for upload.
    const sizes = await page.evaluate(
      async (urls) => {
        return Promise.all(
          urls.map(async (u) => {
            const img = new Image();
            img.src = u;
            await img.decode();
            return [img.naturalWidth, img.naturalHeight];
          }),
        );
      },
      [...box.generalSortPhoto, ...box.measuredPhoto].map((p) => p.url),
    );
    expect(sizes[0]![0]).toBe(1600);
    expect(Math.abs(sizes[0]![1]! - 1067)).toBeLessThanOrEqual(1);
    expect(sizes.slice(1)).toEqual([
      [800, 600],
      [800, 800],
      [1200, 1600],
    ]);

    // The label again, from the box itself (a phone downloads it), and mailed again.
    const again = await labelPdf(page, BOX_MESSAGES.printLabel);
    expect(again.name).toContain('label-6C-1');
    expect(again.text).toContain('6C-1');
    expect(again.text.replace(/\s+/g, ' ')).toContain('Trim - Lace');
    await visible(page, BOX_MESSAGES.labelEmailed('6C-1'));
    await mailsSent('6C-1', 2);

    // Back at the start, the box is listed under Input and no longer under New Box.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await step(page, 'start_or_update');
    await statusChip(page, 'Input').click();
    await expect.poll(() => listedBox(page, '6C-1').isVisible()).toBe(true);
    await statusChip(page, 'New Box').click();
    await expect.poll(() => listedBox(page, '9B10-1').isVisible()).toBe(true);
    expect(await listedBox(page, '6C-1').count()).toBe(0);
    await context.close();
  });
});
