import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ROLL_TO_BUNDLE_MESSAGES } from '../src/shared/schemas/roll-to-bundle';
import { UPLOAD_MESSAGES } from '../src/shared/messages/upload';
import { useServerAndBrowser } from './support/journey';
import { screenshot, signIn } from './support/browser';
import { newPageTabs } from './support/shared-tabs';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { captureLabel } from './support/labels';
import { ROLL, uploadRoll } from './support/rolls';
import { ROLL_TO_BUNDLE_TEXTS } from '../src/client/flows/roll-to-bundle/roll-to-bundle-draft';
import { STAFF } from './support/server';
import { rollVersion } from '../src/shared/edit/record-version';
import type { RollListing } from '../src/shared/schemas/shop-answers';

const journey = useServerAndBrowser();

/** One phone tab and one desktop tab, each taken by the journeys in turn as a new signed-in tab (fresh-tab.ts). */
const phoneTab = newPageTabs(journey, 'phone');
const desktopTab = newPageTabs(journey, 'desktop');

interface Listing {
  title: string;
  variants: { sku: string; price: string; quantity: number }[];
  details: { bundleOrRoll: string; lengthM: number[]; price: number[] };
}
const listing = (page: Page, sku: string) =>
  page.evaluate(
    async (s) =>
      ((await (await fetch('/product/recent')).json()) as { products: Listing[] }).products.find((p) =>
        p.variants.some((v) => v.sku === s),
      ),
    sku,
  );

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
const gone = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBe(0);
const skuBox = (page: Page) => page.getByRole('textbox', { name: 'SKU' });
const lengthBox = (page: Page) => page.getByRole('textbox', { name: 'Length in metres' });
const uploadState = (page: Page) => page.getByTestId('roll-upload').getAttribute('data-upload-state');
/** Two frames: whatever a render that showed the results set off (an auto-open) has happened by then. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** A colleague changes the roll's price per metre in its own edit (issue 27), from another page of the same shop. */
const colleagueReprices = (page: Page, sku: string, perMetre: number) =>
  page.evaluate(
    async ({ s, price }) => {
      const held = (await (await fetch(`/product/record?${new URLSearchParams({ sku: s }).toString()}`)).json()) as {
        product: { productId: string; version: string; details: Record<string, unknown> };
      };
      const { productId, version, details } = held.product;
      const res = await fetch('/product/edit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ productId, baseVersion: version, product: { ...details, price: [price] } }),
      });
      if (!res.ok) throw new Error(`edit: ${res.status} ${await res.text()}`);
    },
    { s: sku, price: perMetre },
  );

/** A colleague converts 5 m of the same roll from another page of the shop, as shown to them: the status it got. */
async function colleagueConverts(page: Page, sku: string): Promise<number> {
  const shown = await page.evaluate(
    async (s) =>
      (
        (await (await fetch(`/product/?${new URLSearchParams({ sku: s, include: 'roll' }).toString()}`)).json()) as {
          products: RollListing[];
        }
      ).products[0],
    sku,
  );
  return page.evaluate(
    async (body) =>
      (
        await fetch('/product/roll_to_bundle', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { sku, length: 5, rollVersion: shown ? rollVersion(shown) : 'none' },
  );
}

describe('roll to bundle', () => {
  it('finds a roll by SKU, converts part of it to a bundle, prints its label and lists the new length and price', async () => {
    const { page } = await phoneTab();
    const sku = await uploadRoll(page, ROLL);

    await page.goto('/roll_to_bundle');
    await page.waitForURL('**/roll_to_bundle/search');

    // Bad SKUs, each with its message once touched; no search runs for them.
    await skuBox(page).fill('5');
    await skuBox(page).fill('');
    await skuBox(page).blur();
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.skuRequired);
    await skuBox(page).fill('12a');
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.skuWhole);
    await gone(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
    await skuBox(page).fill('99999');
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
    await gone(page, ROLL_TO_BUNDLE_MESSAGES.skuWhole);

    // Several rolls under one SKU (a shop with a repeated SKU): the list waits for staff to pick.
    const twin = (productId: string, colour: string) => ({
      productId,
      title: `Harbour Morning - ${colour} Poplin Roll`,
      sku: '4242',
      name: 'Harbour Morning',
      lengthM: 8,
      widthCM: 148,
      content: '60% Cotton, 40% Polyester',
      price: '9.00',
    });
    const twinSearch = (url: URL) => url.pathname === '/product/' && url.searchParams.get('sku') === '4242';
    await page.route(twinSearch, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ products: [twin('local:901', 'Red'), twin('local:902', 'Green')] }),
      }),
    );
    await skuBox(page).fill('4242');
    const twins = page.getByRole('listitem').filter({ hasText: 'SKU 4242' });
    await expect.poll(() => twins.count(), { timeout: 15_000 }).toBe(2);
    await settled(page);
    expect(page.url()).toMatch(/\/roll_to_bundle\/search$/);
    expect(await twins.first().innerText()).toContain('8 m × 148 cm · $9.00/m');
    const list = page.getByLabel('Roll products');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${Math.round(740 * 0.3)}px`);
    await screenshot(page, 'roll-search-phone');
    await page.unroute(twinSearch);

    // The one roll with this SKU opens as soon as the SKU is typed: no tap.
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');

    // Back shows the search with that roll picked, and stays there; picking it again moves on.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/roll_to_bundle/search');
    const result = page.getByRole('listitem').filter({ hasText: `SKU ${sku}` });
    await expect.poll(() => result.isVisible(), { timeout: 15_000 }).toBe(true);
    await settled(page);
    expect(page.url()).toMatch(/\/roll_to_bundle\/search$/);
    expect(await result.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    await result.getByRole('button').click();
    await page.waitForURL('**/roll_to_bundle/length');

    // Bad lengths.
    await visible(page, `Harbour Morning - Blue Poplin Roll (SKU ${sku}) holds 8 m.`);
    await lengthBox(page).fill('abc');
    await lengthBox(page).blur();
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.lengthNotNumber);
    await lengthBox(page).fill('9');
    await lengthBox(page).blur();
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(8));

    // The summary names the bad length and links back to its step.
    await page.goto('/roll_to_bundle/upload');
    expect(await uploadState(page)).toBe('invalid');
    await visible(page, 'Fix all errors to upload.');
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'roll-upload-invalid-phone');
    await page.getByRole('link', { name: ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(8) }).click();
    await page.waitForURL('**/roll_to_bundle/length');

    // The length page converts: type the length, tap Upload, no Next and no summary on the way.
    await lengthBox(page).fill('2.35');
    // Handed on as typed: a tap on Upload right after the last digit is not lost on a button still disabled.
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
    // 9.00 x 2.35 = 21.15, rounded up to 21.50.
    await expect.poll(() => page.getByTestId('bundle-price').innerText(), { timeout: 15_000 }).toContain('Bundle price $21.50');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('ready');
    await screenshot(page, 'roll-length-phone');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    expect(page.url()).toMatch(/\/roll_to_bundle\/length$/);
    await visible(page, `SKU ${sku} is now a bundle of 2.35 m at $21.50.`);
    // What was converted stays as converted: another length is another conversion (Start new).
    expect(await lengthBox(page).getAttribute('readonly')).not.toBeNull();
    // Upload alone prints nothing: the label waits for Print label.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('print-view').count()).toBe(0);
    await screenshot(page, 'roll-upload-success-phone');

    const label = await captureLabel(page, () => page.getByRole('button', { name: 'Print label', exact: true }).click());
    expect(label.name).toBe('fabric-label-harbour-morning.pdf');
    fs.mkdirSync(path.resolve('.tmp/screenshots'), { recursive: true });
    fs.writeFileSync(path.resolve('.tmp/screenshots/roll-bundle-label.pdf'), label.bytes);
    const text = label.text.replace(/\s+/g, ' ');
    for (const part of [sku, '$21.50', 'Harbour Morning', '60% Cotton, 40% Polyester', '148 CM', '2.35 m']) expect(text).toContain(part);

    // The reload keeps the success (and its label), here and on the summary; the listing is now the bundle.
    await page.reload();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    await page.goto('/roll_to_bundle/upload');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    const summary = await page.getByRole('table', { name: 'Summary' }).innerText();
    expect(summary).toContain('Harbour Morning');
    expect(summary).toContain(sku);
    expect(summary).toContain('2.35');
    expect(await listing(page, sku)).toMatchObject({
      title: 'Harbour Morning - Blue Poplin Bundle',
      variants: [{ sku, price: '21.50', quantity: 1 }],
      details: { bundleOrRoll: 'Bundle', lengthM: [2.35], price: [21.5] },
    });
    await page.goto('/recent');
    await visible(page, 'Harbour Morning - Blue Poplin Bundle');
    await visible(page, `SKU ${sku} · $21.50 · qty 1`);

    // Start new: the converted SKU is no roll any more.
    await page.goto('/roll_to_bundle/upload');
    await page.getByRole('button', { name: 'Start new', exact: true }).click();
    await page.waitForURL('**/roll_to_bundle/search');
    expect(await skuBox(page).inputValue()).toBe('');
    await skuBox(page).fill(sku);
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
  });

  it('a roll converted by someone else meanwhile fails with the message; a bundle over 9.99 m is refused', async () => {
    const { context, page } = await desktopTab();
    const sku = await uploadRoll(page, { ...ROLL, lengthM: ['30'], name: 'night swim' });
    await page.goto('/roll_to_bundle/search');
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');
    await lengthBox(page).fill('12');
    await lengthBox(page).blur();
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.lengthOverBundleMax);
    await screenshot(page, 'roll-length-desktop');
    await lengthBox(page).fill('3');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/roll_to_bundle/upload');
    expect(await uploadState(page)).toBe('ready');

    // A server failure names the step and may be retried; the retry finds the roll gone (404).
    allowConsoleErrors(
      context,
      failedToLoad('the server responded with a status of 500 (Internal Server Error)', '/product/roll_to_bundle'),
      failedToLoad('the server responded with a status of 404 (Not Found)', '/product/roll_to_bundle'),
    );
    let failures = 1;
    await page.route('**/product/roll_to_bundle', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('failed');
    await visible(page, "Roll to Bundle conversion failed. Something's wrong with the server. Please retry or Contact administrator");

    // Meanwhile a colleague converts the same roll; the retry is told, and cannot be retried again.
    const colleague = await colleagueConverts(page, sku);
    expect(colleague).toBe(200);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
    expect(await uploadState(page)).toBe('failed');
    await visible(page, 'Upload Failed.');
    expect(await page.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start new', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'roll-upload-failed-desktop');
    // Only the colleague's conversion happened.
    expect(await listing(page, sku)).toMatchObject({ details: { lengthM: [5], price: [45] } });
  });

  it('Upload and Print Label converts and prints in one tap, and still prints when the conversion needed a Retry', async () => {
    const { context, page } = await phoneTab();
    const sku = await uploadRoll(page, { ...ROLL, name: 'slack water' });
    await page.goto('/roll_to_bundle/search');
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');
    await lengthBox(page).fill('2.35');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('ready');
    await screenshot(page, 'roll-upload-and-print-phone');

    let failures = 1;
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 503 (Service Unavailable)', '/product/roll_to_bundle'));
    await page.route('**/product/roll_to_bundle', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      else await route.continue();
    });
    const label = await captureLabel(page, async () => {
      await page.getByRole('button', { name: UPLOAD_MESSAGES.uploadAndPrint, exact: true }).click();
      await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('failed');
      // No label for a conversion that did not happen.
      expect(await page.getByTestId('print-view').count()).toBe(0);
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
    });
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    const text = label.text.replace(/\s+/g, ' ');
    for (const part of [sku, '$21.50', 'Slack Water', '2.35 m']) expect(text).toContain(part);
    expect(label.pages).toBe(1);
    expect(await listing(page, sku)).toMatchObject({ details: { bundleOrRoll: 'Bundle', lengthM: [2.35] } });
  });

  it('a lost session signs out with the message, keeping what was entered', async () => {
    const { context, page } = await phoneTab();
    const sku = await uploadRoll(page, { ...ROLL, name: 'low tide' });
    await page.goto('/roll_to_bundle/search');
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');
    await lengthBox(page).fill('1.5');
    // The summary looks at the roll as it is now when it opens (issue 42 item 5): the session is lost
    // after that look. Under load the length page's own look may answer after the summary opened, so
    // it is the looks the summary started that are waited for, every one of them answered.
    const looks = new Map<Request, boolean>();
    const looked = (r: Request) => {
      if (r.url().includes('/product/?sku=') && page.url().includes('/roll_to_bundle/upload')) looks.set(r, false);
    };
    const answered = (r: Request) => void (looks.has(r) && looks.set(r, true));
    page.on('request', looked);
    page.on('requestfinished', answered);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/roll_to_bundle/upload');
    await expect.poll(() => looks.size > 0 && [...looks.values()].every(Boolean), { timeout: 15_000 }).toBe(true);
    // The tab goes on to the next journey (fresh-tab.ts): it takes no listener of this one along.
    page.off('request', looked);
    page.off('requestfinished', answered);
    // The look at the roll as it is now, just before converting (issue 42 item 5), meets the lost session first.
    allowConsoleErrors(
      context,
      failedToLoad('the server responded with a status of 401 (Unauthorized)', '/product/roll_to_bundle'),
      failedToLoad('the server responded with a status of 401 (Unauthorized)', '/product/?sku='),
    );
    await context.clearCookies();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL('**/login');
    await visible(page, 'Please login again.');
    // Signing in again returns to the same draft, still ready.
    await signIn(page, STAFF, '/roll_to_bundle/upload');
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('ready');
    expect(await page.getByRole('table', { name: 'Summary' }).innerText()).toContain('1.5');
  });

  // Issue 42 item 5: the page said '$27.00: $9.00 per metre x 3 m' while the server converted at $45.00.
  it('a roll repriced by someone else shows its current price before converting, and a refusal still says why after a reload', async () => {
    const { context, page } = await desktopTab();
    const sku = await uploadRoll(page, { ...ROLL, lengthM: ['30'], name: 'tide pool' });
    await page.goto('/roll_to_bundle/search');
    await skuBox(page).fill(sku);
    await page.waitForURL('**/roll_to_bundle/length');
    await lengthBox(page).fill('3');
    await visible(page, 'Bundle price $27.00: $9.00 per metre × 3 m, rounded up to the next $0.50.');

    // Repriced while the page was away: the page opens on the roll as it is now.
    await colleagueReprices(page, sku, 15);
    await page.reload();
    await visible(page, 'Bundle price $45.00: $15.00 per metre × 3 m, rounded up to the next $0.50.');
    await expect.poll(() => page.getByTestId('roll-changed').textContent()).toContain('30 m at $15.00 per metre');

    // Repriced while the page stands open: the tap shows the new price instead of converting at it.
    await colleagueReprices(page, sku, 20);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await visible(page, ROLL_TO_BUNDLE_TEXTS.notConvertedChanged);
    await visible(page, 'Bundle price $60.00: $20.00 per metre × 3 m, rounded up to the next $0.50.');
    expect(await listing(page, sku)).toMatchObject({ details: { bundleOrRoll: 'Roll', lengthM: [30] } });

    // Repriced after that look, while the conversion is on its way: the server converts only the roll
    // the page showed, answers 409 with the roll as it is now, and the page shows it (issue 42).
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 409 (Conflict)', '/product/roll_to_bundle'));
    let repriced = false;
    await page.route('**/product/roll_to_bundle', async (route) => {
      if (!repriced) {
        repriced = true;
        await colleagueReprices(page, sku, 25);
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await visible(page, ROLL_TO_BUNDLE_TEXTS.notConvertedChanged);
    await visible(page, 'Bundle price $75.00: $25.00 per metre × 3 m, rounded up to the next $0.50.');
    await expect.poll(() => page.getByTestId('roll-changed').textContent()).toContain('30 m at $25.00 per metre');
    expect(await listing(page, sku)).toMatchObject({ details: { bundleOrRoll: 'Roll', lengthM: [30], price: [25] } });
    await page.unroute('**/product/roll_to_bundle');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('success');
    expect(await listing(page, sku)).toMatchObject({ details: { lengthM: [3], price: [75] } });

    // A refusal (the roll converted by a colleague first) is still explained after a reload.
    const other = await uploadRoll(page, { ...ROLL, lengthM: ['30'], name: 'rock pool' });
    await page.getByRole('button', { name: 'Start new', exact: true }).click();
    await page.goto('/roll_to_bundle/search');
    await skuBox(page).fill(other);
    await page.waitForURL('**/roll_to_bundle/length');
    await lengthBox(page).fill('2');
    const colleague = await colleagueConverts(page, other);
    expect(colleague).toBe(200);
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 404 (Not Found)', '/product/roll_to_bundle'));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('failed');
    await page.reload();
    await expect.poll(() => uploadState(page), { timeout: 15_000 }).toBe('failed');
    await visible(page, ROLL_TO_BUNDLE_MESSAGES.noRolls);
    await visible(page, 'Upload Failed.');
  });
});
