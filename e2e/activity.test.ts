import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { STAFF } from './support/server';
import { fabricBundleProduct, supplyProduct } from '../src/shared/test/product-factory';
import { ACTIVITY_TEXT } from '../src/shared/messages/activity';
import { headersOf, rowsOf } from './support/tables';
import { AUDIT_ACTION_TEXT, AUDIT_TEXT } from '../src/shared/messages/audit';

const journey = useServerAndBrowser();

/** The account the server seeds (ADMIN_EMAIL) is the shop's first, so its owner. */
const OWNER = STAFF;

/** Lists a product through the API from the signed-in page, as the upload panel does; answers its SKUs. */
async function upload(page: Page, product: unknown): Promise<string[]> {
  return page.evaluate(async (body) => {
    const res = await fetch('/product/product_upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`product_upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { skus: string[] }).skus;
  }, product);
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Who listed what, and the audit trail (issue 28 items 4 and 5)', () => {
  // How the pages show an answer (the tables' rows, the audit's filter kept in the address through a
  // reload, Home's midnight) is in src/client/activity/activity-page.dom.test.tsx; here, what the
  // server counted and recorded, the chart drawn, and the pages at 320 and 1280 px.
  it('on a phone: two items listed by the owner are counted on Home, drawn in the activity chart, and kept in the audit trail with the sign-in; at 1280 px beside the menu', async () => {
    const { page, context } = await newPage(journey.browser, journey.server.url, 'phone');
    try {
      await signIn(page, OWNER);
      const zipperSkus = await upload(page, supplyProduct('Zippers'));
      const fabricSkus = await upload(page, fabricBundleProduct({ name: 'activity bundle' }));

      // Home, for everyone: since midnight where this phone is.
      await page.goto('/');
      await expect.poll(() => page.getByTestId('today-line').textContent(), { timeout: 20_000 }).toBe(ACTIVITY_TEXT.today(2, 2));
      await screenshot(page, 'activity-home-phone');

      // The owner's menu leads to Activity.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: ACTIVITY_TEXT.title }).click();
      await page.waitForURL('**/activity');
      const days = page.getByTestId('activity-days');
      await days.waitFor({ timeout: 20_000 });
      // The table beside the chart holds the chart's numbers: today, two by the owner.
      expect(await headersOf(page, 'activity-days')).toEqual([ACTIVITY_TEXT.day, OWNER.email, ACTIVITY_TEXT.total]);
      const rows = await rowsOf(page, 'activity-days');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(1)).toEqual(['2', '2']);
      // The chart itself is drawn: one bar per day, today's stacked for the owner.
      expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('total-listed').textContent()).toBe('2');
      const kinds = await rowsOf(page, 'activity-kinds');
      expect(kinds.map((k) => k.slice(0, 2))).toEqual([
        ['Fabric', '1'],
        ['Zippers', '1'],
      ]);
      // The bundle: $18.00 for one.
      expect(kinds[0]![2]).toBe('$18.00');
      expect(await rowsOf(page, 'activity-people')).toEqual([[OWNER.email, '2', expect.stringMatching(/^\$/), '0', '0']]);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, 'activity-phone');

      // The audit trail: both uploads, with their SKUs, and the sign-in.
      await page.getByRole('link', { name: ACTIVITY_TEXT.auditLink }).click();
      await page.waitForURL('**/audit');
      const entries = page.getByTestId('audit-entry');
      await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(3);
      const uploads = entries.filter({ hasText: AUDIT_ACTION_TEXT.upload });
      expect(await uploads.count()).toBe(2);
      expect(await uploads.getByTestId('audit-what').allTextContents()).toEqual([
        expect.stringContaining(`SKU ${fabricSkus[0]!}`),
        expect.stringContaining(`SKU ${zipperSkus[0]!}`),
      ]);
      const signInEntry = entries.filter({ hasText: AUDIT_ACTION_TEXT.sign_in });
      expect(await signInEntry.getByTestId('audit-who').textContent()).toBe(OWNER.email);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, 'audit-phone');

      // Filtered by action on the server.
      await page.getByLabel(AUDIT_TEXT.action).selectOption('sign_in');
      await expect.poll(() => entries.count()).toBe(1);

      // Readable on the narrowest phone.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.getByRole('button', { name: AUDIT_TEXT.clear }).click();
      await expect.poll(() => entries.count()).toBe(3);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, 'audit-320');

      // At 1280 px, beside the menu.
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/activity');
      await page.getByTestId('activity-days').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('total-listed').textContent()).toBe('2');
      await screenshot(page, 'activity-desktop');
      await page.goto('/audit');
      await expect.poll(() => page.getByTestId('audit-entry').count(), { timeout: 20_000 }).toBe(3);
      await screenshot(page, 'audit-desktop');
    } finally {
      await context.close();
    }
  });
});
