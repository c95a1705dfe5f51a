import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newPage, screenshot, SCREENSHOT_DIR, signIn, VIEWPORTS } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';
import { OFFLINE_MESSAGE, UPDATE_MESSAGE } from '../src/client/pwa/pwa-notices';
import { STAFF } from './support/server';

/**
 * Installable and instant (issue 18 item 2), in Chromium on localhost, a secure context like https.
 * The server runs a copy of the built client, so one journey can publish a new version under it.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-pwa-client-'));
fs.cpSync(path.resolve(process.env.CLIENT_DIR ?? 'dist/client'), clientDir, { recursive: true });
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const LAN_HOST = 'shop.lan';
const journey = useServerAndBrowser({ CLIENT_DIR: clientDir }, [`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);

/** Waits for the service worker to be active, then reloads so that it controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function everyCachedUrl(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

describe('Selvage as an installed app', () => {
  it('is installable: a manifest with name, standalone display and icons, and a registered service worker', async () => {
    // Chromium never offers to install from an incognito profile, which every newContext() is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      baseURL: journey.server.url,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    await page.goto('/login');
    await controlledByServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Selvage', short_name: 'Selvage', display: 'standalone', start_url: '/' });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    // Every PNG icon is there, a PNG of the size it claims; one of them is maskable.
    for (const icon of manifest.icons.filter((i) => i.src.endsWith('.png'))) {
      const response = await context.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body()).join('x')).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    // The home-screen icon, to look at.
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(SCREENSHOT_DIR, 'pwa-icon-maskable-512.png'),
      await (await context.request.get('/icons/icon-maskable-512.png')).body(),
    );

    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${journey.server.url}/`);
    // The CSP lets the manifest and the worker in: nothing was refused.
    expect(problems).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('opens with the network off, showing the wizard with its draft and saying it is offline; the server is never answered from the cache', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'phone', { serviceWorker: true });
    await signIn(page, STAFF, '/product_entry/bundle_or_roll');
    await page.getByRole('radio', { name: 'Bundle', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/bundle_or_roll'));
    const step = new URL(page.url()).pathname;
    await controlledByServiceWorker(page);
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);

    // Offline, the session check the app makes at its start finds no network.
    allowConsoleErrors(context, failedToLoad('net::ERR_INTERNET_DISCONNECTED', '/auth/session'));
    await context.setOffline(true);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe(step);
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toBe(OFFLINE_MESSAGE);
    await expect.poll(() => page.getByTestId('product-type').textContent()).toBe('Fabric');
    await expect.poll(() => page.locator('nav[aria-label="Steps"] a').count()).toBeGreaterThan(1);
    // The draft is the phone's: Bundle is still chosen.
    await page.goto('/product_entry/bundle_or_roll');
    await expect.poll(() => page.getByRole('radio', { name: 'Bundle', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'pwa-offline-phone');

    // Only the built files are cached: no answer of the server, which depends on the session.
    const cached = await everyCachedUrl(page);
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => /^\/(auth|product|media|box-photos|healthz)(\/|$)/.test(url))).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    await context.close();
  });

  it("lets the server's own paths through: a navigation to /healthz or /product/ is never the app shell", async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop', { serviceWorker: true });
    await page.goto('/login');
    await controlledByServiceWorker(page);
    // The server's own answers opened as pages: /product/recent refuses a browser not signed in,
    // and a JSON page has no icon of its own, so Chromium asks for /favicon.ico, which is none of ours.
    allowConsoleErrors(
      context,
      failedToLoad('the server responded with a status of 401 (Unauthorized)', '/product/recent'),
      failedToLoad('the server responded with a status of 404 (Not Found)', '/favicon.ico'),
    );
    for (const url of ['/healthz', '/product/recent']) {
      const response = await page.goto(url);
      expect(response?.fromServiceWorker(), url).toBe(false);
      expect(response?.headers()['content-type'], url).toMatch(/^application\/json/);
    }
    // A page path is answered by the worker, from the cache.
    const shell = await page.goto('/supplies/supply_type');
    expect(shell?.fromServiceWorker()).toBe(true);
    await context.close();
  });

  it('takes a new version at the next open, after a short notice', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop', { serviceWorker: true });
    await page.goto('/login');
    await controlledByServiceWorker(page);
    expect(await page.content()).not.toContain('selvage-v2');

    // A new build: another index.html, so another precache list and another sw.js.
    const indexHtml = path.join(clientDir, 'index.html');
    fs.writeFileSync(indexHtml, fs.readFileSync(indexHtml, 'utf8').replace('<title>', '<meta name="selvage-v2" content="" /><title>'));
    const swJs = path.join(clientDir, 'sw.js');
    fs.writeFileSync(swJs, fs.readFileSync(swJs, 'utf8').replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1selvage-v2'));
    // A build also writes their compressed copies (scripts/build.mjs), which the server sends first.
    for (const file of [indexHtml, swJs]) for (const copy of ['.br', '.gz']) fs.rmSync(file + copy, { force: true });

    await page.reload();
    await expect.poll(() => page.getByText(UPDATE_MESSAGE).isVisible(), { timeout: 20_000 }).toBe(true);
    // Until then the open page keeps the version it started with.
    expect(await page.content()).not.toContain('selvage-v2');

    await reopen(context, page);
    await context.close();
  });

  it('works without a service worker on a LAN name over plain http, where browsers allow none', async () => {
    const url = new URL(journey.server.url);
    url.hostname = LAN_HOST;
    const context = await journey.browser.newContext({ baseURL: url.origin, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Log in to Selvage' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, sw: 'serviceWorker' in navigator }))).toEqual({
      secure: false,
      sw: false,
    });
    await context.close();
  });
});

/** Closes every Selvage page of the context and opens it again: the waiting version takes over. */
async function reopen(context: BrowserContext, page: Page): Promise<void> {
  await page.close();
  const next = await context.newPage();
  await expect
    .poll(
      async () => {
        await next.goto('/login');
        return next.content();
      },
      { timeout: 20_000 },
    )
    .toContain('selvage-v2');
  await expect.poll(() => next.getByText(UPDATE_MESSAGE).count()).toBe(0);
}
