import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './server';
import { newPage, VIEWPORTS } from './browser';
import { freshTabs } from './fresh-tab';
import { AFTER_LOGIN } from '../../src/client/app/paths';

/**
 * A test file's one tab at `viewport` for the journeys that can share it (fresh-tab.ts), in a
 * context made as newPage makes one (its user agent, no service worker at all), so a journey on
 * it sees the app as one in a context of its own does. freshTabs opens the page and hands axe's
 * and the console's watchers, and the screenshots kept when one fails, to each journey in turn.
 */
export function newPageTabs(
  journey: { readonly server: RunningServer; readonly browser: Browser },
  viewport: keyof typeof VIEWPORTS,
  landing: string = AFTER_LOGIN,
): () => Promise<{ context: BrowserContext; page: Page }> {
  return freshTabs({
    open: async () => {
      const { context, page } = await newPage(journey.browser, journey.server.url, viewport, { axe: false });
      await page.close();
      return context;
    },
    viewport: VIEWPORTS[viewport],
    landing,
  });
}
