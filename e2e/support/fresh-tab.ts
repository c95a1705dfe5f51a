import type { BrowserContext, Page, ViewportSize } from 'playwright-core';
import { watchAxe } from './axe';
import { keepShotsOnFailure, signIn } from './browser';
import { watchConsole } from './console';

/**
 * One browser context and page that a test file's journeys take in turn, each given it as a new
 * tab would be. A new context and its first signed-in page load cost about 2 CPU-s in headless
 * Chromium (a new renderer, every asset fetched and compiled cold); clearing the open page and
 * signing in again about 0.8.
 *
 * Between journeys: signed out and its cookies gone, localStorage, sessionStorage, every IndexedDB
 * database and Cache Storage of the app's origin emptied, no route handler, permission or offline
 * left, the viewport as at the start; then signed in again through the API (browser.ts `signIn`)
 * and on `landing`. The page keeps its HTTP cache, which a staff member's phone keeps too. What a
 * journey adds to the Page object itself (a listener, an emulated media) it takes away again, or
 * it opens a context of its own; so does a journey about a second tab or a new browser.
 */
export interface FreshTabOptions {
  /** Makes the context, once, inside the first test that asks for the tab. */
  open: () => Promise<BrowserContext>;
  viewport: ViewportSize;
  /** The page each journey starts on. */
  landing: string;
  account?: { email: string; password: string };
}

/**
 * The tab for the running test: every page state it reaches is checked with axe for this test
 * (axe.ts `watchAxe`), and what its console reports fails this test (console.ts `watchConsole`,
 * whose allowances start empty again), as in a context made for it.
 */
export function freshTabs(options: FreshTabOptions): () => Promise<{ context: BrowserContext; page: Page }> {
  let kept: { context: BrowserContext; page: Page } | undefined;
  return async () => {
    if (!kept) {
      const context = await options.open();
      kept = { context, page: await context.newPage() };
    } else if (kept.page.isClosed()) {
      kept.page = await kept.context.newPage();
    } else {
      await clearTab(kept.page, options.viewport);
    }
    await watchAxe(kept.context);
    await watchConsole(kept.context);
    keepShotsOnFailure(kept.context);
    await signIn(kept.page, options.account, options.landing);
    return kept;
  };
}

/** Served for the app's origin by the page itself: a document with the origin's storage and none of the app's code. */
const BLANK_PATH = '/e2e-fresh-tab';

async function clearTab(page: Page, viewport: ViewportSize): Promise<void> {
  const context = page.context();
  // No page code runs while the tab is cleared: an outbox send or a draft saved late by the
  // journey before would write again into storage cleared under it, and an open IndexedDB
  // connection would hold its database's deletion up. Leaving the page ends both.
  await page.goto('about:blank');
  await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
  await Promise.all([context.setOffline(false), context.clearPermissions(), page.setViewportSize(viewport)]);
  // Retried once, as signIn's call is: the request client's kept connection may have been closed by the server meanwhile.
  const out = await context.request.post('/auth/logout', { maxRetries: 1 });
  if (!out.ok()) throw new Error(`POST /auth/logout answered ${out.status()}`);
  await context.clearCookies();
  await page.route(`**${BLANK_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(BLANK_PATH);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const deletion = indexedDB.deleteDatabase(name);
            deletion.onsuccess = () => resolve();
            deletion.onerror = () => reject(deletion.error ?? new Error(`deleting IndexedDB ${name} failed`));
            deletion.onblocked = () => reject(new Error(`IndexedDB ${name} is still open in the tab`));
          }),
      ),
    );
    // Cache Storage exists on a secure origin only (not a phone's plain-http LAN name).
    if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.unrouteAll();
}
