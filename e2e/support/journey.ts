import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server';
import { launchBrowser } from './browser';

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
