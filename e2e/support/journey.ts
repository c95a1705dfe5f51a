import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server';
import { launchBrowser } from './browser';
import { PRODUCT_FORM_KEYS } from '../../src/client/wizard/draft-store';

/**
 * One real server and one browser for a test file, started before its journeys and stopped after.
 * Read `journey.server` / `journey.browser` inside tests. `browserArgs` are extra chromium flags;
 * `full` is the whole of Debian's Chromium instead of its headless shell (browser.ts).
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
  browserArgs: readonly string[] = [],
  browserOptions: { full?: boolean } = {},
): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser(browserArgs, browserOptions)]);
  });
  // What a page's policy blocked, reported by the browser to the server: first loads included.
  afterEach(() => {
    expect(server?.freshCspReports() ?? []).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}

/**
 * The wizard page `id` under `base` is drawn: its address, then its content. The address changes a
 * render before the page does, so a tap made on the address alone can land on the page before's
 * Next (a loaded run once pressed Camera's Next after Variant Dimensions' address came).
 */
export async function drawnStep(page: Page, base: string, id: string): Promise<void> {
  await page.waitForURL(`**${base}/${id}`);
  // An address may carry a place on the page ('variant_dimensions#variant-2').
  await page.locator(`[data-step="${id.split('#')[0]}"]`).waitFor();
}

/**
 * Stores `data` as the wizard keeps a draft of `flow`, then opens `path`, where the app reads it as
 * the page loads: from the app's page a signed-in journey has open, one page load. Answers the
 * draft's id.
 */
export async function openWithDraft(
  page: Page,
  flow: keyof typeof PRODUCT_FORM_KEYS,
  data: object,
  path: string,
  draftId: string = randomUUID(),
): Promise<string> {
  // Storage belongs to the app's address: a page not yet on it (about:blank) opens it first.
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
    key: PRODUCT_FORM_KEYS[flow],
    draft: { draftId, data },
  });
  await page.goto(path);
  await page.waitForURL(`**${path}`);
  return draftId;
}

/**
 * Moves the wizard to its step at `path` by the sidebar's link, as a tap on it does (on a phone the
 * closed menu keeps its links in the page): drawn by the app already loaded, no new page load.
 */
export async function viaSidebar(page: Page, path: string): Promise<void> {
  const link = page.locator(`nav[aria-label="Steps"] a[href="${path}"]`);
  expect(await link.getAttribute('aria-disabled'), `the sidebar's link to ${path} is open`).not.toBe('true');
  await link.dispatchEvent('click');
  const at = path.lastIndexOf('/');
  await drawnStep(page, path.slice(0, at), path.slice(at + 1));
}

/** The products Recent uploads lists, newest first, read with the page's own session. */
export async function recentProducts(page: Page) {
  return page.evaluate(
    async () =>
      (
        (await (await fetch('/product/recent')).json()) as {
          products: { productId: string; title: string; status: string; media: string[]; variants: { sku: string }[] }[];
        }
      ).products,
  );
}
