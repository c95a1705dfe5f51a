import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { VIEWPORTS } from '../support/browser';
import { atRestExpression, describeTarget, elementExpression, until, type EngineDriver, type Target } from './driver';

/** Debian's Firefox ESR (`apt-get install firefox-esr`); puppeteer-core speaks WebDriver BiDi to it, no geckodriver. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox for Android on a phone: the app treats it as a handheld, as the shop's phones are. */
export const FIREFOX_PHONE_USER_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0';

/** No service worker, and nothing of Firefox's own reaches the network (this machine has none): updates, telemetry, safe browsing, captive portal. */
const QUIET_PREFS = {
  // As the Chromium journeys: the shop's phones open Selvage over plain http, where no service
  // worker runs (on 127.0.0.1, a secure origin, one would install and later offer 'Open it now').
  'dom.serviceWorkers.enabled': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
};

/**
 * One headless Firefox with a fresh profile (puppeteer makes one per launch), the narrowest phone's
 * window (320 x 740) and a phone's user agent, and every console error and uncaught error the page
 * reports (BiDi log entries).
 */
export async function launchFirefox(baseUrl: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: QUIET_PREFS,
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: VIEWPORTS.phone.width, height: VIEWPORTS.phone.height });
  await page.setUserAgent(FIREFOX_PHONE_USER_AGENT);
  const errors: string[] = [];
  let leaving = false;
  // A page left while it still loads a chunk reports the load it gave up (Firefox does, Chromium
  // does not): that is the journey navigating, not the app failing.
  const abandoned = /error loading dynamically imported module|Unable to preload CSS/;
  const keep = (text: string) => {
    if (!(leaving && abandoned.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(String(error)));

  const element = async (target: Target): Promise<ElementHandle> =>
    until(
      async () => (await page.evaluateHandle(elementExpression(target))).asElement() as ElementHandle | null,
      (found) => found !== null,
      describeTarget(target),
    ) as Promise<ElementHandle>;

  return {
    engine: 'firefox',
    width: VIEWPORTS.phone.width,
    async goto(path) {
      leaving = true;
      try {
        await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
      } finally {
        leaving = false;
      }
    },
    run: <R>(expression: string) => page.evaluate(expression) as Promise<R>,
    async click(target) {
      // puppeteer clicks a point, whatever is over it there (a toast over the button): wait, as a
      // person would, until the element itself is what the point hits, as WebDriver's click does.
      const handle = await element(target);
      await until(
        () => page.evaluate(atRestExpression(target)) as Promise<boolean>,
        (still) => still,
        `${describeTarget(target)} at rest`,
      );
      await until(
        () =>
          handle.evaluate((el) => {
            el.scrollIntoView({ block: 'center' });
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            const free = hit !== null && (el.contains(hit) || hit.contains(el) || hit === (el as HTMLInputElement).labels?.[0]);
            return free || `${hit?.tagName}.${hit?.className} ${hit?.textContent?.slice(0, 40)}`;
          }),
        (free) => free === true,
        `${describeTarget(target)} free to click`,
      );
      await handle.click();
    },
    async fill(target, value) {
      const box = await element(target);
      await box.evaluate((el) => {
        (el as HTMLInputElement).focus();
        (el as HTMLInputElement).select();
      });
      await page.keyboard.press('Backspace');
      if (value) await box.type(value);
    },
    async setFiles(target, files) {
      await ((await element(target)) as ElementHandle<HTMLInputElement>).uploadFile(...files);
    },
    consoleErrors: () => Promise.resolve(errors),
    close: () => browser.close(),
  };
}
