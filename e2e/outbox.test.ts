import { describe, expect, it } from 'vitest';
import { recentProducts, viaSidebar } from './support/journey';
import { useLanServerAndBrowser } from './support/lan';
import { newPage, screenshot, signIn, toastAtRest } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { photoColours } from './support/photos';
import { BLUE, fabricReadyToUpload, GREEN, outboxBadge, RED, uploadState } from './support/outbox';
import { OUTBOX_MESSAGES } from '../src/shared/messages/outbox';
import { UPLOAD_MESSAGES } from '../src/shared/messages/upload';
import { OFFLINE_MESSAGE } from '../src/client/pwa/pwa-notices';
import { layoutFaults } from './support/layout';
import { captureLabel } from './support/labels';

/**
 * The device outbox (issue 43, first slice) on a phone as the shop has them: Selvage opened by a
 * LAN name over plain http, which is no secure context, so there is no service worker and no Web
 * Locks API; the outbox lives in the page and its one sender holds a lease kept in IndexedDB.
 */
const journey = useLanServerAndBrowser();

describe('the outbox on the phone', () => {
  it('keeps items the network failed on the phone, lets the next start at once, and sends each once with its photos when the network is back', async () => {
    const { context, page } = await newPage(journey.browser, journey.origin(), 'phone');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    // The journey only means something if the page is as insecure as the phone's.
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, locks: 'locks' in navigator }))).toEqual({
      secure: false,
      locks: false,
    });
    const before = (await recentProducts(page)).length;
    // What the cut network does to the app's calls while items wait (the sender's tries included).
    allowConsoleErrors(context, failedToLoad('net::ERR_INTERNET_DISCONNECTED', '/product/'));

    // The wifi drops while the first item is uploaded: it is kept on the phone.
    await fabricReadyToUpload(page, 'outbox first', [RED, GREEN, BLUE]);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('queued');
    await expect.poll(() => page.getByTestId('upload-panel').getByText(OUTBOX_MESSAGES.savedTitle).isVisible()).toBe(true);
    await expect.poll(() => outboxBadge(page).textContent()).toBe('Outbox 1');
    // Its toast and the offline notice both show at the foot of the phone: neither lies over the other.
    await expect.poll(() => page.getByText(OUTBOX_MESSAGES.savedToast).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(OFFLINE_MESSAGE).isVisible()).toBe(true);
    // Read at rest: on a loaded machine the toast was still sliding in, past the notice, when read.
    await toastAtRest(page);
    expect(await layoutFaults(page)).toEqual([]);
    await screenshot(page, 'outbox-saved-phone');

    // The next item starts at once, from a clean draft: the first one's photos are not on it.
    await page.getByRole('button', { name: OUTBOX_MESSAGES.nextItem }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/upload_product'));
    expect(
      await page.evaluate(() => (JSON.parse(localStorage.getItem('productForm.fabric')!) as { data: { name?: string } }).data.name),
    ).toBeUndefined();

    // The phone is back on the wifi, but the shop's server is still out of reach.
    const uploads = (url: URL) => url.pathname === '/product/product_upload' || url.pathname.endsWith('/photos');
    await page.route(uploads, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    // A new page load (a reload) while the first item waits: the second item is made ready.
    await fabricReadyToUpload(page, 'outbox second', [BLUE, RED, GREEN]);
    await expect.poll(() => outboxBadge(page).textContent()).toBe('Outbox 1');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // The browser thinks it is online: the item is kept all the same, behind the first, and no failure is said.
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('queued');
    expect(await page.locator('.mantine-Notification-root', { hasText: UPLOAD_MESSAGES.failed }).count()).toBe(0);
    await expect.poll(() => outboxBadge(page).textContent()).toBe('Outbox 2');
    await screenshot(page, 'outbox-two-waiting-phone');
    expect((await recentProducts(page)).length).toBe(before);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The network is back (the browser says so): both go, in order, once each, with their photos.
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
    await expect.poll(() => outboxBadge(page).count(), { timeout: 60_000 }).toBe(0);
    const after = await recentProducts(page);
    expect(after.length).toBe(before + 2);
    const first = after.filter((p) => p.title.includes('Outbox First'));
    const second = after.filter((p) => p.title.includes('Outbox Second'));
    expect([first.length, second.length]).toEqual([1, 1]);
    expect(await photoColours(page, first[0]!.media)).toEqual(['red', 'green', 'blue']);
    expect(await photoColours(page, second[0]!.media)).toEqual(['blue', 'red', 'green']);
    expect(first[0]!.status).toBe('ACTIVE');
    // Kept first, sent first: the shop's newest is the second.
    expect(after.indexOf(second[0]!)).toBeLessThan(after.indexOf(first[0]!));
    // The page of the item kept last, still open, shows it uploaded as if it had waited: with its SKU.
    await expect.poll(() => uploadState(page)).toBe('success');
    expect(await page.getByTestId('upload-panel').textContent()).toContain(`SKU ${second[0]!.variants.map((v) => v.sku).join(', ')}`);

    // The Outbox page lists both as listed, with their SKUs, and clears them.
    await page.goto('/outbox');
    const entries = page.getByTestId('outbox-entry');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-state')))).toEqual(['listed', 'listed']);
    expect(await entries.first().getByTestId('outbox-entry-state').textContent()).toBe(
      OUTBOX_MESSAGES.listed(first[0]!.variants.map((v) => v.sku).join(', ')),
    );
    await screenshot(page, 'outbox-page-phone');
    // The narrowest phone staff hold: each card's buttons still fit, none off the side.
    await page.setViewportSize({ width: 320, height: 740 });
    expect(await layoutFaults(page)).toEqual([]);
    await screenshot(page, 'outbox-page-320');
    // A listed item's label prints from there, made from the shop's record: its SKU and title.
    const label = await captureLabel(page, () =>
      entries
        .first()
        .getByRole('button', { name: OUTBOX_MESSAGES.printLabels(first[0]!.variants.length), exact: true })
        .click(),
    );
    expect([label.pages, label.pageSize]).toEqual([first[0]!.variants.length, '144 x 144 pts']);
    for (const { sku } of first[0]!.variants) expect(label.text.replace(/\s+/g, ' ')).toContain(sku);
    await entries.first().getByRole('button', { name: OUTBOX_MESSAGES.clear }).click();
    await expect.poll(() => entries.count()).toBe(1);
    await context.close();
  });

  it('brings an item the server refused back as the draft it was (Fix), its photos with it, to be uploaded once fixed', async () => {
    const { context, page } = await newPage(journey.browser, journey.origin(), 'phone');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    const before = (await recentProducts(page)).length;
    allowConsoleErrors(
      context,
      failedToLoad('net::ERR_INTERNET_DISCONNECTED', '/product/'),
      failedToLoad('the server responded with a status of 400 (Bad Request)', '/product/product_upload'),
    );
    await fabricReadyToUpload(page, 'outbox refused', [GREEN, BLUE, RED]);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('queued');
    await page.getByRole('button', { name: OUTBOX_MESSAGES.nextItem }).click();
    // Sent later, the item is refused by the server's rules: its price is altered on the way, as an
    // item built by an older page may be, and the server answers 400 in its own words.
    await page.route('**/product/product_upload', async (route) => {
      const product = route.request().postDataJSON() as { price: number[] };
      await route.continue({ postData: JSON.stringify({ ...product, price: product.price.map(() => -5) }) });
    });
    const refusal = 'Price must be more than 0';
    await context.setOffline(false);
    await page.goto('/outbox');
    const entry = page.getByTestId('outbox-entry');
    await expect.poll(() => entry.getAttribute('data-state'), { timeout: 30_000 }).toBe('attention');
    expect(await entry.getByTestId('outbox-entry-state').textContent()).toContain(refusal);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Fix: back in the fabric flow as it was, on the review, the server's words shown.
    await entry.getByRole('button', { name: OUTBOX_MESSAGES.fix, exact: true }).click();
    await page.waitForURL('**/product_entry/upload_product');
    const note = page.getByTestId('refused-note');
    await expect.poll(() => note.textContent()).toContain(refusal);
    expect(await note.textContent()).toContain(OUTBOX_MESSAGES.refusedTitle);
    await expect.poll(() => outboxBadge(page).count()).toBe(0);
    // The server named the prices: the review lists its words linked to their page, which says them
    // before anything is touched, until the prices are changed.
    const errors = page.getByTestId('review-errors');
    await expect.poll(() => errors.textContent()).toContain(refusal);
    await errors.getByRole('link').first().click();
    await page.waitForURL('**/product_entry/variant_price**');
    const pricePage = page.locator('[data-step="variant_price"]');
    await expect.poll(() => pricePage.getByText(refusal).first().isVisible()).toBe(true);
    await pricePage.getByRole('textbox').first().fill('19');
    await pricePage.getByRole('textbox').first().blur();
    await expect.poll(() => pricePage.getByText(refusal).count()).toBe(0);
    await viaSidebar(page, '/product_entry/upload_product');
    await expect.poll(() => page.getByText('Ready to upload.').isVisible(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'outbox-fixed-review-phone');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(page), { timeout: 30_000 }).toBe('success');
    // Uploaded, the server's words go: they were about the item as it was sent.
    expect(await note.count()).toBe(0);
    const after = await recentProducts(page);
    const listed = after.filter((p) => p.title.includes('Outbox Refused'));
    expect([after.length, listed.length]).toEqual([before + 1, 1]);
    expect(await photoColours(page, listed[0]!.media)).toEqual(['green', 'blue', 'red']);
    await context.close();
  });
});
