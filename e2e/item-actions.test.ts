import fs from 'node:fs';
import { captureLabel } from './support/labels';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { STAFF } from './support/server';
import { ROLL, uploadRoll } from './support/rolls';
import type { ItemRecord } from '../src/client/api/product-edit';
import { ITEM_TEXT } from '../src/client/item/item-text';
import { HISTORY_ACTION_TEXT } from '../src/shared/schemas/product-edit';
import { LISTING_STATUS_TEXT, PRODUCT_EDIT_MESSAGES } from '../src/shared/messages/product-edit';
import { TAP_TARGET_PX } from '../src/client/app/theme';

const journey = useServerAndBrowser();

/** Where this journey's screenshots are also kept, to be looked at side by side. */
const SHOTS = process.env.ITEM_SHOTS_DIR;
async function shot(page: Page, name: string) {
  const file = await screenshot(page, name, Boolean(SHOTS));
  if (SHOTS && file) fs.cpSync(file, `${SHOTS}/${name}.png`);
}

/** The roll every journey here takes off sale; listed (with its photos) by the seeding page. */
let sku = '';

beforeAll(async () => {
  const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
  await signIn(seeding.page);
  sku = await uploadRoll(seeding.page, { ...ROLL, name: 'quay evening' });
  await seeding.context.close();
});

const item = (page: Page) => page.getByTestId('item');
const status = (page: Page) => page.getByTestId('listing-status');
const undoBar = (page: Page) => page.getByTestId('undo-bar');
const historyEntries = (page: Page) => page.getByTestId('history-entry');
/** What, who and each change of every history entry on screen, newest first. */
const historyShown = (page: Page) =>
  historyEntries(page).evaluateAll((entries) => entries.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

async function openItem(page: Page) {
  await page.goto(`/item?sku=${sku}`);
  await item(page).waitFor({ timeout: 20_000 });
}

const record = (page: Page) =>
  page.evaluate(async (s) => ((await (await fetch(`/product/record?sku=${s}`)).json()) as { product: ItemRecord }).product, sku);

describe('the item page: off sale with Undo, the history, and the label out of date (issue 27 items 1 and 3 to 5)', () => {
  // What the page shows and sends (the Undo bar, Edit's address, the history's lines, Recent uploads'
  // Mine, search, note and Open) is in src/client/item/item-actions.dom.test.tsx and
  // src/client/recent/recent-page.dom.test.tsx; here, what the shop then holds and the label printed.
  it('on a phone: Take off sale then Undo leaves it listed in the shop; taken off again and left, it is not listed; the history shows both; an edit of the price marks the label out of date until it is printed again', async () => {
    const { page, context } = await newPage(journey.browser, journey.server.url, 'phone');
    try {
      await signIn(page);
      await openItem(page);
      expect(await status(page).textContent()).toBe(LISTING_STATUS_TEXT.ACTIVE);
      const takeOff = page.getByRole('button', { name: ITEM_TEXT.takeOffSale });
      expect((await takeOff.boundingBox())!.height).toBeGreaterThanOrEqual(TAP_TARGET_PX);

      // Off sale, then Undo within its seconds: listed again, in the shop too.
      await takeOff.click();
      await undoBar(page).waitFor();
      expect(await undoBar(page).textContent()).toContain(PRODUCT_EDIT_MESSAGES.unlisted);
      await expect.poll(() => status(page).textContent()).toBe(LISTING_STATUS_TEXT.DRAFT);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await shot(page, 'item-actions-phone-undo');
      await undoBar(page).getByRole('button', { name: ITEM_TEXT.undo }).click();
      await expect.poll(() => status(page).textContent()).toBe(LISTING_STATUS_TEXT.ACTIVE);
      expect((await record(page)).status).toBe('ACTIVE');

      // Off sale again, and the Undo left to pass: the bar goes by itself and the shop keeps it off sale.
      await takeOff.click();
      await undoBar(page).waitFor();
      await undoBar(page).waitFor({ state: 'detached', timeout: 20_000 });
      await page.reload();
      await item(page).waitFor({ timeout: 20_000 });
      expect(await status(page).textContent()).toBe(LISTING_STATUS_TEXT.DRAFT);
      expect((await record(page)).status).toBe('DRAFT');

      // The history the server kept, newest first: both times off sale, the Undo's return, and the upload; who each time.
      await expect.poll(() => historyEntries(page).count(), { timeout: 10_000 }).toBe(4);
      const shown = await historyShown(page);
      expect(shown.map((line) => line.split(' ')[0])).toEqual(
        [HISTORY_ACTION_TEXT.unlisted, HISTORY_ACTION_TEXT.relisted, HISTORY_ACTION_TEXT.unlisted, HISTORY_ACTION_TEXT.listed].map(
          (w) => w.split(' ')[0],
        ),
      );
      expect(shown[0]).toContain(STAFF.email);
      expect(shown[0]).toContain(ITEM_TEXT.change('Listing', LISTING_STATUS_TEXT.ACTIVE, LISTING_STATUS_TEXT.DRAFT));
      expect(shown[1]).toContain(ITEM_TEXT.change('Listing', LISTING_STATUS_TEXT.DRAFT, LISTING_STATUS_TEXT.ACTIVE));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await shot(page, 'item-actions-phone-history');

      // The price changed through the edit call the edit pages make (issue 27 item 1).
      const before = await record(page);
      const edited = await page.evaluate(
        async ({ productId, version, details }) => {
          const res = await fetch('/product/edit', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'Idempotency-Key': `edit-${version}` },
            body: JSON.stringify({ productId, baseVersion: version, product: { ...details, price: [11] } }),
          });
          return { status: res.status, body: await res.text() };
        },
        { productId: before.productId, version: before.version, details: before.details },
      );
      expect(edited.status, edited.body).toBe(200);

      await openItem(page);
      const note = page.getByTestId('label-out-of-date');
      await note.waitFor();
      expect(await note.textContent()).toBe(PRODUCT_EDIT_MESSAGES.labelOutOfDate);
      await expect.poll(() => historyEntries(page).first().innerText()).toContain(ITEM_TEXT.change('Price', '$9.00', '$11.00'));
      await shot(page, 'item-actions-phone-label');

      const label = await captureLabel(page, () => page.getByRole('button', { name: ITEM_TEXT.printLabels(1) }).click());
      expect(label.text).toContain('$11.00');
      await note.waitFor({ state: 'detached', timeout: 20_000 });
      expect((await record(page)).labelOutOfDate).toBe(false);
      await shot(page, 'item-actions-phone-printed');
    } finally {
      await context.close();
    }
  });
});
