import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCAN_MESSAGES } from '../src/shared/messages/scan';
import type { BoxRecord } from '../src/shared/schemas/box-api';
import { useServerAndBrowser } from './support/journey';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { fakeCameraArgs, labelVideo } from './support/fake-camera';
import { scanWithHandheld } from './support/scanner';
import { ROLL, uploadRoll } from './support/rolls';
import { STAFF } from './support/server';

const journey = useServerAndBrowser();

/** Registers a Trim > Lace box through the API from the signed-in page, as the box flow would; returns its Box ID. */
function createBox(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/product/boxes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' }),
    });
    if (!res.ok) throw new Error(`/product/boxes: ${res.status} ${await res.text()}`);
    return ((await res.json()) as BoxRecord).boxID;
  });
}

/** The SKU of the roll the roll-to-bundle draft has picked, as the page keeps it. */
const pickedSku = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('rollToBundleForm') ?? '{}') as { data?: { roll?: { sku?: string } } }).data?.roll?.sku,
  );

const scanButton = (page: Page, name: string = SCAN_MESSAGES.button) => page.getByRole('button', { name, exact: true });

describe('scanning a label with the camera (issue 19)', () => {
  it('opens the roll whose label the camera reads, with no typing and no tap on the roll', async () => {
    const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
    await signIn(seeding.page);
    const sku = await uploadRoll(seeding.page, ROLL);
    await seeding.context.close();

    // A phone whose camera films that roll's label.
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(sku)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page, STAFF, '/roll_to_bundle');
      await page.waitForURL('**/roll_to_bundle/search');
      await screenshot(page, 'scan-roll-search-phone');
      await scanButton(page).click();
      await expect.poll(() => page.getByLabel('Camera preview').count()).toBe(1);
      // Headless Chromium on Linux has no BarcodeDetector: zxing-wasm reads the camera's frames.
      await page.waitForURL('**/roll_to_bundle/length', { timeout: 30_000 });
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('opens the box whose label the camera reads, and its status is updated', async () => {
    const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
    await signIn(seeding.page);
    const boxID = await createBox(seeding.page);
    await seeding.context.close();

    // The box label's Code 128 holds the Box ID (boxLabelPdf).
    const phone = await launchBrowser(fakeCameraArgs(labelVideo(boxID)));
    try {
      const { page } = await newPage(phone, journey.server.url, 'phone');
      await signIn(page, STAFF, '/inventory_supplies');
      await page.waitForURL('**/inventory_supplies/start_or_update');
      await screenshot(page, 'scan-box-start-phone');
      await scanButton(page, SCAN_MESSAGES.boxButton).click();
      await page.waitForURL('**/inventory_supplies/update_box_status', { timeout: 30_000 });
      expect(await page.getByTestId('box-id').innerText()).toBe(boxID);
      expect(await page.getByTestId('current-status').textContent()).toBe('New Box');

      await page.getByRole('textbox', { name: 'Notes' }).fill('Scanned and sorted');
      await page.getByRole('button', { name: 'Update Box' }).click();
      await expect.poll(() => page.getByTestId('box-updated').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByTestId('current-status').textContent()).toBe('General Sort');
    } finally {
      await phone.close();
    }
  });
});

describe('a handheld scanner (issue 19): the code and its Enter open the one roll or box, with no tap', () => {
  it('opens a roll scanned with nothing focused, then another scanned into the SKU field', async () => {
    const { page } = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(page);
    const first = await uploadRoll(page, { ...ROLL, name: 'scanned first' });
    const second = await uploadRoll(page, { ...ROLL, name: 'scanned second' });

    await page.goto('/roll_to_bundle');
    await page.waitForURL('**/roll_to_bundle/search');
    // Scanned once the page is drawn, as staff see it: under load the address changed before
    // the page (and its scanner) was there, and the scan's keys went nowhere.
    await page.getByRole('textbox', { name: 'SKU' }).waitFor();
    await screenshot(page, 'scan-roll-search-desktop');
    // The page focuses its heading: the scan is taken without a tap into the field.
    await scanWithHandheld(page, first);
    await page.waitForURL('**/roll_to_bundle/length');
    expect(await pickedSku(page)).toBe(first);

    // Back to the search, a scan into the field replaces the SKU there and opens the other roll.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/roll_to_bundle/search');
    await page.getByRole('textbox', { name: 'SKU' }).click();
    await scanWithHandheld(page, second);
    await page.waitForURL('**/roll_to_bundle/length');
    expect(await pickedSku(page)).toBe(second);
  });

  it('opens a box scanned with nothing focused, then another scanned into the Box ID field', async () => {
    const { page } = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(page);
    const first = await createBox(page);
    const second = await createBox(page);

    await page.goto('/inventory_supplies');
    await page.waitForURL('**/inventory_supplies/start_or_update');
    // Scanned once the page takes a Box ID, as staff see it: under load the address changed before
    // the page was drawn, and the code typed meanwhile went nowhere (a CI run failed so).
    await expect.poll(() => page.getByRole('combobox', { name: 'Box ID' }).isEnabled()).toBe(true);
    await screenshot(page, 'scan-box-start-desktop');
    await scanWithHandheld(page, first);
    await page.waitForURL('**/inventory_supplies/update_box_status');
    expect(await page.getByTestId('box-id').innerText()).toBe(first);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/inventory_supplies/start_or_update');
    await page.getByRole('combobox', { name: 'Box ID' }).click();
    // Typed lower case, as a scanner set to another keyboard layout may send it.
    await scanWithHandheld(page, second.toLowerCase());
    await page.waitForURL('**/inventory_supplies/update_box_status');
    expect(await page.getByTestId('box-id').innerText()).toBe(second);

    // A label no box has: the ID stays in the field and the page says so.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/inventory_supplies/start_or_update');
    await expect.poll(() => page.getByRole('combobox', { name: 'Box ID' }).isEnabled()).toBe(true);
    await page.getByRole('heading', { level: 1 }).focus();
    await scanWithHandheld(page, '7X-99');
    await expect.poll(() => page.getByText(SCAN_MESSAGES.noBox('7X-99')).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Box ID' }).inputValue()).toBe('7X-99');
    expect(page.url()).toMatch(/\/start_or_update$/);
  });
});

describe('a phone on the shop network over plain http (issue 19)', () => {
  it('says plainly why the camera cannot scan, and a handheld scanner still opens the box', async () => {
    const seeding = await newPage(journey.browser, journey.server.url, 'desktop', { axe: false });
    await signIn(seeding.page);
    const boxID = await createBox(seeding.page);
    await seeding.context.close();

    // shop.lan is 127.0.0.1 by another name: plain http there is not a secure context.
    const lan = await launchBrowser(['--host-resolver-rules=MAP shop.lan 127.0.0.1']);
    try {
      const url = new URL(journey.server.url);
      url.hostname = 'shop.lan';
      const { page } = await newPage(lan, url.origin, 'phone');
      await signIn(page);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

      await page.goto('/roll_to_bundle');
      await page.waitForURL('**/roll_to_bundle/search');
      await scanButton(page).click();
      await expect.poll(() => page.getByText(SCAN_MESSAGES.insecure).isVisible()).toBe(true);
      expect(await page.getByLabel('Camera preview').count()).toBe(0);
      await screenshot(page, 'scan-lan-roll-phone');

      await page.goto('/inventory_supplies');
      await page.waitForURL('**/inventory_supplies/start_or_update');
      await scanButton(page, SCAN_MESSAGES.boxButton).click();
      await expect.poll(() => page.getByText(SCAN_MESSAGES.insecure).isVisible()).toBe(true);
      await screenshot(page, 'scan-lan-box-phone');
      await page.getByRole('heading', { level: 1 }).focus();
      await scanWithHandheld(page, boxID);
      await page.waitForURL('**/inventory_supplies/update_box_status');
      expect(await page.getByTestId('box-id').innerText()).toBe(boxID);
    } finally {
      await lan.close();
    }
  });
});
