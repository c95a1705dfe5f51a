import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE_USER_AGENT, signIn } from '../../e2e/support/browser';

/**
 * Counts what a staff member does on a phone, as issue 17 defines an action: a tap, a filled field,
 * a key press, or one photo taken. A scroll needed to reach a control counts too: before each tap
 * (or field), a target not wholly in the viewport, or hidden under something fixed such as a bottom
 * bar, costs one scroll and is scrolled into view. Pages are the distinct screens acted on, in order
 * (a run of actions on one pathname is one page), so a page the flow passes by is not counted.
 *
 * Every step waits for its control and fails loudly, naming the step, when the UI does not offer it:
 * a journey that cannot be walked is a finding, not a figure.
 */

/** The phone: 375 x 800 with touch and a phone browser's user agent. */
export const PHONE = { width: 375, height: 800 } as const;

/** How long a control may take to appear, or a page to follow, on a busy machine. */
const WAIT_MS = 15_000;
/** How long a page is given to move on by itself after its answer before Next is tapped. */
const SETTLE_MS = 1_500;

export interface Tally {
  actions: number;
  scrolls: number;
  pages: string[];
  log: string[];
}

export class ActionCounter {
  private readonly tally: Tally = { actions: 0, scrolls: 0, pages: [], log: [] };
  /** The page the last action was done on: the page an answer may move on from. */
  private actedOn = '';

  constructor(readonly page: Page) {}

  get actions(): number {
    return this.tally.actions;
  }
  get pages(): readonly string[] {
    return this.tally.pages;
  }
  get log(): readonly string[] {
    return this.tally.log;
  }
  get scrolls(): number {
    return this.tally.scrolls;
  }

  /** The screen staff are on: the wizard's step (data-step) or, outside the wizard, the pathname. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  private count(what: string): void {
    const here = this.path();
    if (this.tally.pages.at(-1) !== here) this.tally.pages.push(here);
    this.actedOn = here;
    this.tally.actions += 1;
    this.tally.log.push(`${this.tally.actions}. ${here}: ${what}`);
  }

  /** Whether staff can tap the target where it is: wholly in the viewport and not under anything (a fixed bar). */
  async inView(target: Locator): Promise<boolean> {
    return target.evaluate((el) => {
      // A visually hidden input is reached through its label.
      const box = el.getBoundingClientRect();
      const shown =
        box.width < 2 || box.height < 2 || getComputedStyle(el).opacity === '0'
          ? ((el as HTMLInputElement).labels?.[0] ?? el.closest('label') ?? el)
          : el;
      const r = shown.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && (shown.contains(hit) || hit === el || (hit.tagName === 'LABEL' && hit.contains(shown))));
    });
  }

  /** Waits for the target; one not in view costs a scroll, and is brought to the middle of the screen. */
  private async reach(target: Locator, what: string): Promise<void> {
    try {
      await target.waitFor({ state: 'visible', timeout: WAIT_MS });
    } catch {
      throw new Error(`The page ${this.path()} offers no ${what}.`);
    }
    if (await this.inView(target)) return;
    this.count(`scroll to ${what}`);
    this.tally.scrolls += 1;
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  }

  /** Notes something the journey saw without acting (a default kept, a page that moved on by itself). */
  note(what: string): void {
    this.tally.log.push(`   ${this.path()}: ${what}`);
  }

  /** The page the last action was done on. */
  get lastPage(): string {
    return this.actedOn;
  }

  /** One tap on a control (buttons, choices, links). */
  async tap(target: Locator, what: string): Promise<void> {
    await this.reach(target, what);
    this.count(`tap ${what}`);
    await target.tap({ timeout: WAIT_MS });
  }

  /** One filled field: a tap into it and the typing count as one action, as the issue counts them. */
  async fill(target: Locator, text: string, what: string): Promise<void> {
    await this.reach(target, what);
    this.count(`fill ${what} with '${text}'`);
    await target.fill(text, { timeout: WAIT_MS });
  }

  /** Fills a field only when it does not already hold `text` (a default the UI gave costs nothing). */
  async fillUnlessSet(target: Locator, text: string, what: string): Promise<boolean> {
    await target.waitFor({ state: 'visible', timeout: WAIT_MS }).catch(() => {
      throw new Error(`The page ${this.path()} offers no ${what}.`);
    });
    if ((await target.inputValue()) === text) {
      this.note(`${what} already ${text}`);
      return false;
    }
    await this.fill(target, text, what);
    return true;
  }

  /** One key press (Enter on the phone's keyboard moves a page on after typing). */
  async press(key: string): Promise<void> {
    this.count(`press ${key}`);
    await this.page.keyboard.press(key);
  }

  /** One photo taken per file: the camera button, then the shutter, count as one. */
  async photo(file: string): Promise<void> {
    const button = this.page.getByText('Take photo', { exact: true });
    await this.reach(button, 'Take photo button');
    this.count(`photo ${file.split('/').at(-1)}`);
    const from = this.path();
    const before = await this.page.getByTestId('photo-thumb').count();
    await this.page.locator('input[type=file][capture]').setInputFiles(file);
    // A pile's Camera page moves on by itself at the pile's photo count: leaving shows the photo was taken.
    const shown = this.page
      .getByTestId('photo-thumb')
      .nth(before)
      .waitFor({ timeout: WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    const left = this.movedFrom(from, WAIT_MS);
    if (!(await Promise.race([shown, left.then((moved) => moved || shown)]))) throw new Error(`The photo ${file} never showed on ${from}.`);
  }

  /** Waits until the wizard shows step `id` (the last segment of the path); fails loudly otherwise. */
  async at(id: string): Promise<void> {
    try {
      await this.page.waitForURL((url) => url.pathname.endsWith(`/${id}`) || url.pathname === id, { timeout: WAIT_MS });
    } catch {
      throw new Error(`Expected the page ${id}, still on ${this.path()}.`);
    }
    await this.page
      .locator('[data-step]')
      .first()
      .waitFor({ timeout: WAIT_MS })
      .catch(() => undefined);
  }

  /**
   * A page the flow may pass by (its answers given by defaults, confirmed on the review): walked when
   * the flow stops on it, noted otherwise. The upload's own checks still refuse a draft left incomplete.
   */
  async on(id: string, walk: () => Promise<void>): Promise<void> {
    await this.page
      .locator('[data-step]')
      .first()
      .waitFor({ timeout: WAIT_MS })
      .catch(() => undefined);
    if (this.isAt(id)) await walk();
    else this.note(`${id} passed by`);
  }

  /** True when the current page is step `id` (after the previous page has moved on). */
  isAt(id: string): boolean {
    return this.path().endsWith(`/${id}`);
  }

  /** Waits up to `ms` for the pathname to leave `from`. */
  private async movedFrom(from: string, ms: number): Promise<boolean> {
    try {
      await this.page.waitForURL((url) => url.pathname !== from, { timeout: ms });
      return true;
    } catch {
      return false;
    }
  }

  /** Taps Next and waits to leave the page. */
  async next(): Promise<void> {
    const from = this.path();
    const next = this.page.getByRole('button', { name: 'Next', exact: true });
    await next.waitFor({ timeout: WAIT_MS }).catch(() => {
      throw new Error(`The page ${from} has no Next.`);
    });
    if (await next.isDisabled()) throw new Error(`Next is disabled on ${from}.`);
    await this.tap(next, 'Next');
    if (!(await this.movedFrom(from, WAIT_MS))) throw new Error(`Next did not leave ${from}.`);
  }

  /**
   * After a page's answers: a page that moves on by itself (a single answer ends it) costs nothing
   * more; one that stays costs a tap on Next. Only what is done is counted.
   */
  async nextIfNeeded(from = this.actedOn): Promise<void> {
    if (await this.movedFrom(from, SETTLE_MS)) {
      this.tally.log.push(`   ${from}: moved on by itself`);
      return;
    }
    await this.next();
  }

  /** After typing: Enter on the phone's keyboard, then the page must move on. */
  async enter(): Promise<void> {
    const from = this.path();
    await this.press('Enter');
    if (!(await this.movedFrom(from, WAIT_MS))) throw new Error(`Enter did not leave ${from}.`);
  }

  /** A page that needs nothing from staff (an optional page, a price already chosen): Next if the flow stops on it. */
  async passIfShown(id: string): Promise<void> {
    if (this.isAt(id)) await this.next();
  }

  /** Marks where the journey ends (the page the outcome is seen on) as visited. */
  end(): void {
    const here = this.path();
    if (this.tally.pages.at(-1) !== here) this.tally.pages.push(here);
  }
}

/** A fresh signed-in phone tab (signing in is not part of any task), opened on `start`. */
export async function phoneTab(
  browser: Browser,
  baseURL: string,
  start = '/',
): Promise<{ context: BrowserContext; page: Page; counter: ActionCounter }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    userAgent: PHONE_USER_AGENT,
  });
  // tsx names functions with a __name helper that the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  await signIn(page);
  await page.goto(start);
  return { context, page, counter: new ActionCounter(page) };
}
