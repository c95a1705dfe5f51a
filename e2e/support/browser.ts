import fs from 'node:fs';
import path from 'node:path';
import { onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Disposable, type Page } from 'playwright-core';
import { STAFF } from './server';
import { watchAxe } from './axe';
import { watchConsole } from './console';
import { MOVING_IN } from './motion';
import { AFTER_LOGIN } from '../../src/client/app/paths';
import { EXPIRY_KEY } from '../../src/client/app/session';
import { SESSION_COOKIE } from '../../src/server/http/auth-guard';

/** Debian's Chromium, headless, with nothing of its own reaching the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 without the desktop browser around them,
 * for the journeys (D128: about 45% less CPU for the same journeys). It has no PDF viewer, which no
 * Chromium journey needs since labels print from the print view there (D127); the journeys that
 * are about the full browser (its real print, installing the app) launch CHROMIUM_PATH.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A journey's browser: the headless shell, or with `full` the whole of Debian's Chromium. */
export function launchBrowser(extraArgs: readonly string[] = [], { full = false } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: full ? CHROMIUM_PATH : HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** The narrowest phone staff hold (issue 30 item 4): every phone journey's page states are checked at it. */
export const VIEWPORTS = {
  phone: { width: 320, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A phone's browser says so: a phone prints labels from the print view (Blink) or gets the PDF (others). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
/** The shop's computer: Chrome's own words, not headless Chromium's 'HeadlessChrome', which no member of staff runs. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * A fresh context and page. Every page state it reaches (pathname + wizard step) is checked with
 * axe and fails the test on a serious or critical violation (issue 17); `axe: false` for a journey
 * that checks explicitly (e2e/support/a11y-walk.ts) or is opened outside a test. No service worker
 * unless `serviceWorker` (e2e/pwa.test.ts). A console error, an uncaught page error or a CSP
 * violation fails the test too (e2e/support/console.ts; a journey that breaks the network on
 * purpose allows what it causes with `allowConsoleErrors`).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: { axe?: boolean; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    // The shop's phones open Selvage over plain http, where no service worker runs; on 127.0.0.1
    // (a secure origin) one would install and fetch the whole app into every new context, a
    // sixth of a journey's work. The PWA journeys ask for it.
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    userAgent: viewport === 'phone' ? PHONE_USER_AGENT : DESKTOP_USER_AGENT,
  });
  // Without `serviceWorker`, the page has none at all, as on the shop's phones over plain http
  // (an insecure page has no navigator.serviceWorker, so main.tsx registers none): Playwright's
  // 'block' alone leaves one whose register() answers nothing, which Workbox cannot read.
  if (!options.serviceWorker) await context.addInitScript({ content: 'delete Navigator.prototype.serviceWorker;' });
  baseUrls.set(context, baseURL);
  if (options.axe ?? true) await watchAxe(context);
  await watchConsole(context);
  keepShotsOnFailure(context);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login form, as staff do, and waits to leave /login: for journeys about signing in. */
export async function signInWithForm(page: Page, account: { email: string; password: string } = STAFF): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in to Selvage' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The address each context made by newPage opens, for signIn (Playwright keeps it to itself). */
const baseUrls = new WeakMap<BrowserContext, string>();

/**
 * A context newPage did not make (a persistent profile a journey kills and opens again) with the
 * address it opens, as newPage records it: signIn then reaches the server as newPage's contexts do.
 */
export function opensAt(context: BrowserContext, baseURL: string): void {
  baseUrls.set(context, baseURL);
}

/** The expiry-writing script of each page's latest signIn. */
const signInScripts = new WeakMap<Page, Disposable>();

/**
 * Signs in as `account` through POST /auth/login (the call the form makes) and opens `landing`: the
 * page the form leads to, or the one the journey starts on (one page load, not two). The context
 * gets the session cookie; this page (not the context: another tab opened later was never signed
 * in) keeps the expiry the form would have stored
 * (src/client/app/session.ts), written once, before the app's first script, so a sign-out later
 * in the journey stays signed out. For journeys that are not about signing in; those that are use
 * signInWithForm.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = STAFF,
  landing: string = AFTER_LOGIN,
): Promise<void> {
  const context = page.context();
  const base = baseUrls.get(context);
  // Test servers listen on 127.0.0.1; a phone's LAN name (shop.lan) exists only inside Chromium.
  const target = base ? Object.assign(new URL('/auth/login', base), { hostname: '127.0.0.1' }).toString() : '/auth/login';
  // A context's request client keeps its connection: after a journey's worth of idling, the
  // server may close it just as the call goes out (ECONNRESET), which is retried once.
  const answer = await context.request.post(target, {
    data: { user_email: account.email, user_pass: account.password },
    maxRetries: 1,
  });
  if (!answer.ok()) throw new Error(`POST /auth/login answered ${answer.status()}: ${await answer.text()}`);
  const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(answer.headers()['set-cookie'] ?? '')?.[1];
  if (!session) throw new Error('POST /auth/login set no session cookie');
  const origin = new URL(base ?? answer.url()).origin;
  await context.addCookies([{ name: SESSION_COOKIE, value: session, url: origin, httpOnly: true, sameSite: 'Strict' }]);
  const { expiry } = (await answer.json()) as { expiry: number };
  const once = `e2e-sign-in-${expiry}-${Math.random()}`;
  // Signed in again on the same page (e2e/support/fresh-tab.ts): the sign-in before no longer
  // writes its expiry, or with its marker cleared it would write it on the next load, in an order
  // Playwright leaves undefined.
  await signInScripts.get(page)?.dispose();
  const script = await page.addInitScript(
    ([key, value, marker]) => {
      // Only the app's own page: a frame (the desktop label's PDF viewer) may have no storage at all.
      if (window.top !== window || location.origin === 'null' || !window.sessionStorage || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    [EXPIRY_KEY, String(expiry), once] as const,
  );
  signInScripts.set(page, script);
  await page.goto(landing);
}

export const SCREENSHOT_DIR = path.resolve('.tmp/screenshots');

/**
 * Screenshots of what journeys drew, to look at (E2E_SCREENSHOTS=1, or a journey's own *_SHOTS_DIR).
 * Off in a plain `npm test`: no test reads them, and a full-page PNG of a software-drawn page was a
 * tenth of a walk's work. A failed test keeps one of every page it had open regardless.
 */
const KEEP_SHOTS = process.env.E2E_SCREENSHOTS === '1';

async function writeShot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Keeps `name` when screenshots are asked for (or `always`); answers the file, or null when none was taken. */
export async function screenshot(page: Page, name: string, always = false): Promise<string | null> {
  return KEEP_SHOTS || always ? writeShot(page, name) : null;
}

/** The pages of `context` as they were when the running test failed, under .tmp/screenshots/failed-*. */
/** A failed test keeps a screenshot of every page `context` has open: called in each test a context serves (fresh-tab.ts). */
export function keepShotsOnFailure(context: BrowserContext): void {
  try {
    onTestFailed(async ({ task }) => {
      const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
      for (const [at, page] of context.pages().entries()) await writeShot(page, `${name}-${at}`).catch(() => undefined);
    });
  } catch {
    // Opened outside a test (a beforeAll): there is no test to fail.
  }
}

/**
 * Every animation on the page has run its course, and none has started meanwhile: a menu or toast
 * slides once, while a spinner turns for ever and is not waited for. What a person looks at and
 * taps is the page at rest.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (;;) {
      const moving = ${MOVING_IN}(document);
      if (moving.length === 0) return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  })()`);
}

/**
 * An upload's toast has come to rest (spec 000: success and failure each show one). On a phone it
 * slides in at the foot of the screen, over the panel's buttons: a tap made while it moves can land
 * on it (a loaded run tapped the toast instead of Same as last). Staff tap what they see at rest.
 */
export async function toastAtRest(page: Page): Promise<void> {
  await page.locator('.mantine-Notification-root').first().waitFor();
  await animationsDone(page);
}
