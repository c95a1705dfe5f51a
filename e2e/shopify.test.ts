/**
 * The shop on Shopify as staff meet it (issue 40): the real server connected to the local store
 * that is as strict as Shopify's documentation (src/server/test/shopify/fake-shopify.ts) through a
 * Dev Dashboard app's client credentials. An item listed is on the Online Store; the item page says
 * Listed only while customers can buy it; taking it off sale and putting it back reach the store.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { ROLL, uploadRoll } from './support/rolls';
import { FAKE_CLIENT, FAKE_LOCATION_ID, FAKE_PUBLICATIONS, FakeShopify } from '../src/server/test/shopify/fake-shopify';
import { ITEM_TEXT } from '../src/client/item/item-text';
import { LISTING_STATUS_TEXT } from '../src/shared/messages/product-edit';

let fake: FakeShopify;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await FakeShopify.start();
  [server, browser] = await Promise.all([
    startServer({
      SHOPIFY_STORE_DOMAIN: 'selvage-test.myshopify.com',
      SHOPIFY_API_ORIGIN: fake.url,
      SHOPIFY_CLIENT_ID: FAKE_CLIENT.clientId,
      SHOPIFY_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
      SHOPIFY_LOCATION_ID: FAKE_LOCATION_ID.split('/').pop()!,
      SHOPIFY_PUBLICATIONS: 'Online Store',
    }),
    launchBrowser(),
  ]);
});

afterEach(() => {
  expect(server.freshCspReports()).toEqual([]);
  // Every operation the server sent was one the 2026-10 schema takes, at a cost Shopify allows.
  expect(fake.invalid.splice(0)).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const ONLINE_STORE = FAKE_PUBLICATIONS[0].id;
const status = (page: Page) => page.getByTestId('listing-status');
const listingOf = (sku: string) => fake.products.find((p) => p.variants.some((v) => v.sku === sku))!;

/** Shopify's CDN, which the photos of a listing are shown from: served from the store's own bytes. */
async function serveCdn(page: Page) {
  await page.route('https://cdn.example.test/**', async (route) => {
    const bytes = fake.photoBytesAt(route.request().url());
    await (bytes ? route.fulfill({ body: bytes, contentType: 'image/jpeg' }) : route.fulfill({ status: 404 }));
  });
}

describe('an item on Shopify: listed means on the Online Store (issue 40)', () => {
  it('on a phone: listed and published, Listed only while published, off sale and back; a token that expired is renewed unseen', async () => {
    const { page, context } = await newPage(browser, server.url, 'phone');
    try {
      await serveCdn(page);
      await signIn(page);
      const sku = await uploadRoll(page, { ...ROLL, name: 'shopify harbour' });

      // In the store: active, on the Online Store, with its three photos, under a title address.
      const listing = listingOf(sku);
      expect(listing).toMatchObject({ status: 'ACTIVE', publications: new Set([ONLINE_STORE]) });
      expect(listing.title).toMatch(/^Shopify Harbour /);
      expect(listing.handle).toBe(listing.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(listing.media.map((m) => fake.mediaStatus(m))).toEqual(['READY', 'READY', 'READY']);

      await page.goto(`/item?sku=${sku}`);
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(LISTING_STATUS_TEXT.ACTIVE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(page, 'shopify-item-listed-phone');

      // Unpublished in Shopify's admin: still ACTIVE there, but no customer can buy it, and the page says so.
      listing.publications.clear();
      await page.reload();
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(LISTING_STATUS_TEXT.DRAFT);

      // A day later the app's token has expired; putting it back on sale publishes it again.
      fake.tokens.expireAll();
      const grants = fake.tokens.grants;
      await page.getByRole('button', { name: ITEM_TEXT.putBackOnSale }).click();
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(LISTING_STATUS_TEXT.ACTIVE);
      expect(listing).toMatchObject({ status: 'ACTIVE', publications: new Set([ONLINE_STORE]) });
      expect(fake.tokens.grants).toBe(grants + 1);

      // Off sale: a draft in the store, and the page says so.
      await page.getByRole('button', { name: ITEM_TEXT.takeOffSale }).click();
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toBe(LISTING_STATUS_TEXT.DRAFT);
      expect(listing.status).toBe('DRAFT');
      await screenshot(page, 'shopify-item-off-sale-phone');
    } finally {
      await context.close();
    }
  });
});
