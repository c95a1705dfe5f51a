/**
 * The little a journey needs from a browser, so the same journeys (engine-journeys.ts) run in
 * Firefox (puppeteer-core over WebDriver BiDi, firefox.ts) and WebKit (W3C WebDriver, webkit.ts).
 * Elements are found in the page by one finder (`findInPage`) both engines run, by what staff see:
 * a button's or radio's name, a text box's label, a test id.
 */

/** What to find: by role and accessible name (optionally inside the group of that name), a text box by its label, a test id or CSS. */
export type Target =
  | { role: 'button' | 'radio' | 'link' | 'checkbox'; name: string; group?: string }
  | { label: string }
  | { testId: string }
  | { css: string };

export interface EngineDriver {
  /** 'firefox' or 'webkit', for file names and messages. */
  readonly engine: string;
  /** The window's inner width the journeys run at (WebKit's MiniBrowser is never narrower than 447 px). */
  readonly width: number;
  /** Opens a path of the server (or a full address) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page (awaited when it is a promise) and answers its value, as JSON. */
  run<R>(expression: string): Promise<R>;
  /** Clicks the first visible element of `target`, waiting for it. */
  click(target: Target): Promise<void>;
  /** Replaces a text box's value by typing `value`, as a keyboard would. */
  fill(target: Target, value: string): Promise<void>;
  /** Picks files in an `<input type="file">`, as the file chooser would. */
  setFiles(target: Target, files: readonly string[]): Promise<void>;
  /**
   * Where the window cannot be as narrow as a phone (WebKit's MiniBrowser: 447 px): a copy of the
   * page as drawn now, without its scripts, in a frame `width` px wide (the viewport its styles and
   * media queries see), and `expression` evaluated inside that frame. Absent where the window
   * itself has the phone's width.
   */
  inNarrowFrame?<R>(width: number, expression: string): Promise<R>;
  /**
   * What reached the page (taps, file picks, fetches, storage transactions), on one line, for a
   * failed wait's message. Where the driver keeps such a trail (WebKit, whose WebDriver shows none of it).
   */
  trail?(): Promise<string>;
  /** Errors the page logged (console.error, uncaught errors, failed loads, CSP violations) so far. */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The element of `target` the page shows, or null. Runs inside the page, so it must stay
 * self-contained (no imports, no helpers from outside). Names are read as a person reads them:
 * aria-label, then aria-labelledby, then the <label>, then the text; a required field's ' *' is not
 * part of its name.
 */
export function findInPage(target: Target): Element | null {
  const norm = (s: string | null | undefined) =>
    (s ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
  const byIds = (ids: string) =>
    ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const nameOf = (el: Element) => {
    const labelled = el.getAttribute('aria-labelledby');
    const labels = (el as HTMLInputElement).labels;
    return norm(el.getAttribute('aria-label') ?? (labelled ? byIds(labelled) : labels?.[0] ? labels[0].textContent : el.textContent));
  };
  const shown = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden';
  };
  let found: Element[];
  if ('testId' in target) found = [...document.querySelectorAll(`[data-testid="${target.testId}"]`)];
  else if ('css' in target) found = [...document.querySelectorAll(target.css)];
  else if ('label' in target)
    found = [...document.querySelectorAll('input:not([type=hidden]), textarea, select')].filter((el) => nameOf(el) === target.label);
  else {
    const selector = {
      button: 'button, [role=button]',
      radio: '[role=radio], input[type=radio]',
      link: 'a[href], [role=link]',
      checkbox: 'input[type=checkbox], [role=checkbox]',
    }[target.role];
    found = [...document.querySelectorAll(selector)].filter((el) => {
      if (nameOf(el) !== target.name) return false;
      if (!target.group) return true;
      const group = el.parentElement?.closest('[role=radiogroup], [role=group], fieldset');
      return group ? nameOf(group) === target.group || norm(group.querySelector('legend')?.textContent) === target.group : false;
    });
  }
  // A file input is hidden behind its button: it counts as shown.
  return found.find((el) => shown(el) || (el instanceof HTMLInputElement && el.type === 'file')) ?? null;
}

export function describeTarget(target: Target): string {
  if ('testId' in target) return `test id "${target.testId}"`;
  if ('css' in target) return `"${target.css}"`;
  if ('label' in target) return `text box "${target.label}"`;
  return `${target.role} "${target.name}"${target.group ? ` in "${target.group}"` : ''}`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Asks `read` until `ok` holds of its answer (or throws with the last answer after `timeout` ms). */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Waited ${timeout} ms for ${what}; last saw ${JSON.stringify(last)}${lastError instanceof Error ? ` (${lastError.message})` : ''}`,
      );
    await sleep(100);
  }
}

/**
 * Runs `fn(arg)` in the page and answers its value. `fn` travels as its source, so it must be
 * self-contained; `arg` travels as JSON. (Not `new Function` in the page: the app's CSP forbids it.)
 */
export function evaluate<A, R>(driver: EngineDriver, fn: (arg: A) => R | Promise<R>, arg: A): Promise<Awaited<R>> {
  return driver.run(`(${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'})`);
}

/** The expression of the element of `target`, or null (findInPage's source with the target). */
export const elementExpression = (target: Target) => `(${findInPage.toString()})(${JSON.stringify(target)})`;

/**
 * In the page: whether the element of `target` is at rest where a tap would land, brought to the
 * middle of the window first: the same box in two frames running. WebDriver's click (and puppeteer's) lands on a point
 * worked out before it is sent: WebKit's once landed on the page's body, the 'Print Product Label'
 * button having moved meanwhile as the upload's success was drawn. Staff tap what has stopped.
 */
export const atRestExpression = (target: Target) => `(async () => {
  const el = ${elementExpression(target)};
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const box = () => JSON.stringify(el.getBoundingClientRect());
  await frame();
  const before = box();
  await frame();
  return el.isConnected && box() === before;
})()`;

/** The page's address path (and hash). */
export const pathOf = (driver: EngineDriver) => driver.run<string>('location.pathname + location.hash');

/**
 * The address with the page it shows: `location.pathname + location.hash`, then the wizard step
 * drawn (its `data-step`) when a wizard is on screen. A step's address changes before its page is
 * drawn, and under load a tap made in between lands on the page before's button (a WebKit pile
 * journey once tapped the Camera page's Next again and waited on the same page for 20 s).
 */
const SHOWN_SCRIPT = `(() => {
  const step = document.querySelector('[data-step]');
  return location.pathname + location.hash + (step ? ' [' + step.getAttribute('data-step') + ']' : '');
})()`;

/** Waits for the address path to be `path` and, on a wizard step's address, for that step to be drawn. */
export const atPath = (driver: EngineDriver, path: string, timeout?: number) => {
  const step = path.split('#')[0]!.split('/').pop()!;
  return until(
    () => driver.run<string>(SHOWN_SCRIPT),
    (shown) => shown === path || shown === `${path} [${step}]`,
    `the address ${path}`,
    timeout,
  );
};

/** Waits until the page's text shows `text`. */
export const showsText = (driver: EngineDriver, text: string, timeout?: number) =>
  until(
    () => evaluate(driver, (t) => document.body.innerText.includes(t), text),
    (v) => v,
    `the text "${text}"`,
    timeout,
  );

/** An attribute of the first element of `target` (null when absent or not there). */
export const attributeOf = (driver: EngineDriver, target: Target, name: string) =>
  driver.run<string | null>(`${elementExpression(target)}?.getAttribute(${JSON.stringify(name)}) ?? null`);

/** How many elements carry this test id. */
export const countOf = (driver: EngineDriver, testId: string) =>
  evaluate(driver, (id) => document.querySelectorAll(`[data-testid="${id}"]`).length, testId);
