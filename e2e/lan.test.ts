import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useLanServerAndBrowser } from './support/lan';
import { PHONE_USER_AGENT, screenshot, signInWithForm, VIEWPORTS } from './support/browser';
import { captureLabel } from './support/labels';
import { makeJpeg, writeFixtures } from './support/photos';
import { at, follow, next, pick, press, type, uploadReviewed } from './support/supplies-walk';
import { UPLOAD_MESSAGES } from '../src/shared/messages/upload';

/**
 * A phone on the shop's Wi-Fi opens Selvage by a LAN name over plain http. Such a page is not a
 * secure context (only https and localhost are), so browsers withhold crypto.randomUUID, camera
 * streams, the clipboard and service workers, and an `upgrade-insecure-requests` CSP sends every
 * script to an https port nobody listens on. Testing on localhost hides all of this.
 */
const journey = useLanServerAndBrowser();

/** Every console error and uncaught exception of the page, as text. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Waits until the page shows `what` or something went wrong in it, then expects nothing went
 * wrong, so a crash fails with its message rather than with a locator's timeout.
 */
async function shows(page: Page, problems: readonly string[], what: Locator): Promise<void> {
  await expect.poll(async () => problems.length > 0 || (await what.isVisible()), { timeout: 15_000 }).toBe(true);
  expect(problems).toEqual([]);
}

describe('a phone on the shop network over plain http', () => {
  it('opens http://shop.lan, signs in and uploads a sewing pattern with its label, with no errors in the page', async () => {
    const context = await journey.browser.newContext({ baseURL: journey.origin(), viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT });
    const page = await context.newPage();
    const problems = problemsOf(page);

    await page.goto('/login');
    // The journey only means something if the browser treats the page as the phone would.
    expect(await page.evaluate(() => ({ protocol: location.protocol, secure: window.isSecureContext }))).toEqual({
      protocol: 'http:',
      secure: false,
    });
    await shows(page, problems, page.getByRole('button', { name: 'Log in to Selvage' }));
    await screenshot(page, 'lan-login-phone');
    await signInWithForm(page);
    // Signing in lands in the fabric wizard, whose draft id was the first crypto.randomUUID call.
    await shows(page, problems, page.locator('nav[aria-label="Steps"] a').first());
    await page.goto('/');
    await shows(page, problems, page.getByRole('link', { name: 'Go To Supplies Entry' }));

    const photos = writeFixtures({
      'one.jpg': await makeJpeg(page, 640, 480, '#c62828'),
      'two.jpg': await makeJpeg(page, 640, 480, '#1e88e5'),
      'three.jpg': await makeJpeg(page, 480, 640, '#2e7d32'),
    });
    await page.getByRole('link', { name: 'Go To Supplies Entry' }).click();
    await at(page, 'supply_type');
    await pick(page, 'Supply type', 'Sewing Patterns');
    await at(page, 'pattern_camera');
    await page.getByTestId('photo-input').setInputFiles(Object.values(photos));
    await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
    await next(page);
    await at(page, 'pattern_type');
    await pick(page, 'Sewing pattern type', 'Womenswear');
    // The page's last choice ends it.
    await pick(page, 'Condition', 'Sealed');
    await at(page, 'pattern_brand_number');
    await pick(page, 'Brand', "McCall's");
    await type(page, 'Pattern number (optional)', 'm8011');
    // Quantity (1) and Price (its suggestion) are passed by; the price is checked through its link.
    await follow(page, 'pattern_price');
    await expect.poll(() => page.getByRole('radio', { name: '$3.50', checked: true }).count()).toBe(1);
    await next(page);
    // One tap uploads and prints the label: the phone's print view, over plain http at a LAN name.
    const label = await captureLabel(page, () => uploadReviewed(page, UPLOAD_MESSAGES.uploadAndPrint));
    await screenshot(page, 'lan-upload-success-phone');

    // The shop holds the product with its three photos, under the SKU the page shows on its label.
    const sku = /SKU (\d+)/.exec((await page.getByTestId('upload-panel').textContent()) ?? '')![1]!;
    const [product] = await page.evaluate(
      async () =>
        ((await (await fetch('/product/recent')).json()) as { products: { media: string[]; variants: { sku: string }[] }[] }).products,
    );
    expect(product?.variants.map((v) => v.sku)).toEqual([sku]);
    expect(product?.media).toHaveLength(3);
    expect(label.text).toContain(sku);

    // Start New Supply makes a fresh draft id as well (photos got theirs on the Camera step).
    await press(page, 'Start New Supply');
    await at(page, 'supply_type');

    expect(problems).toEqual([]);
    await context.close();
  });
});
