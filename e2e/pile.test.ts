import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useLanServerAndBrowser } from './support/lan';
import { newPage, screenshot, signIn, toastAtRest } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { makeJpeg, photoColours, writeFixtures } from './support/photos';
import { at, flawsAsked, next, press, type, visit } from './support/supplies-walk';
import { openWithDraft, recentProducts } from './support/journey';
import { outboxBadge, uploadState, RED, GREEN, BLUE } from './support/outbox';
import { captureLabel } from './support/labels';
import { supplyDraft } from '../src/shared/test/product-factory';
import { OUTBOX_MESSAGES } from '../src/shared/messages/outbox';
import { PILE_MESSAGES } from '../src/shared/messages/pile';

/**
 * A pile on a flaky Wi-Fi (issue 43): ten alike zippers listed one after the other on a phone over
 * the shop's LAN (plain http: no service worker, no Web Locks), the next started as soon as the
 * last is kept, the network cut after the third. Nothing waits; every item reaches the shop once,
 * in order, with its photos in order; none is shown listed before the shop has it.
 */
const journey = useLanServerAndBrowser();

const PILE = 10;
const CUT_AFTER = 3;
/** Each item's photos in their own order, so a photo of one item on another, or out of order, shows. */
const ORDERS = [
  ['red', 'green', 'blue'],
  ['green', 'blue', 'red'],
  ['blue', 'red', 'green'],
] as const;
/** Each item's own length, in its title: which listing is which item. */
const lengthOf = (item: number) => 10 + item;
/** Each next item's own colour, asked again by the pile. */
const COLOURS = ['Black', 'Navy', 'White'] as const;
const colourOf = (item: number) => COLOURS[item % COLOURS.length]!;

/** The upload panel has the item on the phone or in the shop: the next may start. */
async function kept(page: Page): Promise<void> {
  const sameAsLast = page.getByTestId('upload-panel').getByRole('button', { name: 'Same as last', exact: true });
  await expect.poll(() => sameAsLast.isVisible()).toBe(true);
  // On the screen as it shows, without a scroll: the next tap is right there.
  await expect
    .poll(() =>
      sameAsLast.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top >= 0 && r.bottom <= window.innerHeight && hit !== null && b.contains(hit);
      }),
    )
    .toBe(true);
  expect(['uploadingProduct', 'uploadingMedia', 'queued', 'success']).toContain(await uploadState(page));
}

describe('a pile of items on a flaky Wi-Fi', () => {
  it('lists ten alike zippers without a wait, the network cut after the third; each reaches the shop once, in order, with its photos', async () => {
    const origin = journey.origin();
    const { context, page } = await newPage(journey.browser, origin, 'phone');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    const files = Object.fromEntries(
      await Promise.all(
        [
          ['red', RED],
          ['green', GREEN],
          ['blue', BLUE],
        ].map(async ([name, colour]) => [
          name!,
          writeFixtures({ [`pile-${name}.jpg`]: await makeJpeg(page, 800, 600, colour!) })[`pile-${name}.jpg`]!,
        ]),
      ),
    ) as Record<string, string>;
    const photosOf = (item: number) => ORDERS[item % ORDERS.length]!.map((c) => files[c]!);
    // The shop as the owner's desk sees it: the phone's own requests are cut in the journey.
    const desk = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(desk.page);
    const shop = () => recentProducts(desk.page);
    const before = (await shop()).length;
    allowConsoleErrors(context, failedToLoad('net::ERR_INTERNET_DISCONNECTED', '/'));

    const pileBar = page.getByTestId('pile-bar');
    const addPhotos = async (item: number) => {
      await at(page, 'zipper_camera');
      expect(await page.getByTestId('photo-thumb').count()).toBe(0);
      await page.getByTestId('photo-input').setInputFiles(photosOf(item));
      // The first sets the pile's count; each next item's Camera page moves on once it has as many.
      if (item === 1) {
        await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
        await next(page);
      }
    };
    // The first item is opened page by page (its other pages answered); each copy stops only where it asks.
    const describeAndUpload = async (item: number) => {
      if (item === 1) await visit(page, 'zipper_dimensions');
      await at(page, 'zipper_dimensions');
      await type(page, 'Length (in)', String(lengthOf(item)));
      await next(page);
      // The pile asks each item's colour again: one tap, and the page moves on.
      if (item > 1) {
        await at(page, 'zipper_colours');
        expect(await page.getByRole('button', { pressed: true }).count()).toBe(0);
        await press(page, colourOf(item));
      }
      if (item === 1) await visit(page, 'zipper_brand_imperfections_quality');
      await flawsAsked(page, 'zipper_brand_imperfections_quality', 'zipper_common_uses');
      // One of the pile has a flaw; the customer reads it, so it is asked of each.
      if (item === 6) {
        await page.getByRole('group', { name: 'Flaws', exact: true }).getByRole('button').first().click();
        await next(page);
      } else await press(page, 'No flaws');
      if (item === 1) await visit(page, 'upload_product');
      await at(page, 'upload_product');
      await expect.poll(() => uploadState(page)).toBe('ready');
      if (item === 1) {
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await kept(page);
        await toastAtRest(page);
        await page.getByTestId('upload-panel').getByRole('button', { name: PILE_MESSAGES.start, exact: true }).click();
      } else {
        expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
        await page.getByRole('button', { name: PILE_MESSAGES.uploadNext, exact: true }).click();
      }
      // Kept on the phone: the next item is open at once, whatever the network does.
      await at(page, 'zipper_camera');
      await expect.poll(() => pileBar.getByText(PILE_MESSAGES.bar('Zippers', item)).isVisible()).toBe(true);
    };

    // The first zipper, from its photos (its kind and answers as a trained hand gives them).
    // Its length and flaws left to answer, as each next one's are.
    await openWithDraft(
      page,
      'supplies',
      supplyDraft('Zippers', { images: [], lengthIn: undefined, imperfectionExists: undefined }),
      '/supplies/zipper_camera',
    );
    for (let item = 1; item <= PILE; item += 1) {
      await addPhotos(item);
      await describeAndUpload(item);
      if (item === CUT_AFTER) {
        // The Wi-Fi drops: every request to the server fails from here, the browser none the wiser.
        await page.route(`${origin}/**`, (route) => route.abort('internetdisconnected'));
      }
    }
    await screenshot(page, 'pile-next-camera-phone');
    // Every item is kept on the phone or in the shop; those not yet in the shop are counted.
    // In the shop: live with its photos (an item whose photos were cut is made, not yet listed).
    const during = await shop();
    const inShop = during.slice(0, during.length - before).filter((p) => p.status === 'ACTIVE').length;
    expect(inShop).toBeLessThanOrEqual(CUT_AFTER);
    await expect.poll(() => outboxBadge(page).textContent()).toBe(`Outbox ${PILE - inShop}`);
    // None is shown listed before the shop has it: the Outbox page's listed items are the shop's.
    expect(await outboxBadge(page).getAttribute('title')).toBe(OUTBOX_MESSAGES.badge(PILE - inShop));
    await outboxBadge(page).click();
    const entries = page.getByTestId('outbox-entry');
    await expect.poll(() => entries.count()).toBe(PILE);
    const states = await entries.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-state')));
    expect(states.filter((s) => s === 'listed')).toHaveLength(inShop);
    expect(states.slice(0, inShop).every((s) => s === 'listed')).toBe(true);
    await screenshot(page, 'pile-cut-outbox-phone');

    // The Wi-Fi comes back (the browser says so): the rest go by themselves, in the order kept.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => outboxBadge(page).count(), { timeout: 120_000 }).toBe(0);
    await expect.poll(() => entries.evaluateAll((cards) => cards.every((c) => c.getAttribute('data-state') === 'listed'))).toBe(true);

    const listed = (await shop()).slice(0, PILE).reverse();
    expect((await shop()).length).toBe(before + PILE);
    // In the order kept, each its own item (its length in the title), once, live with its 3 photos in order.
    expect(listed.map((p) => Number(/(\d+) inch long/.exec(p.title)?.[1]))).toEqual(
      Array.from({ length: PILE }, (_, i) => lengthOf(i + 1)),
    );
    for (const [i, product] of listed.entries()) {
      expect(product.status).toBe('ACTIVE');
      expect(await photoColours(page, product.media)).toEqual([...ORDERS[(i + 1) % ORDERS.length]!]);
    }

    // Their labels in one print, from the pile's bar on the next item's page; then the pile ends.
    await page.goBack();
    await at(page, 'zipper_camera');
    const print = pileBar.getByRole('button', { name: PILE_MESSAGES.printLabels(PILE), exact: true });
    const label = await captureLabel(page, () => print.click());
    expect(label.pages).toBe(PILE);
    for (const product of listed) expect(label.text).toContain(product.variants[0]!.sku);
    await pileBar.getByRole('button', { name: PILE_MESSAGES.end, exact: true }).click();
    await expect.poll(() => pileBar.count()).toBe(0);
    await context.close();
    await desk.context.close();
  });
});
