import fs from 'node:fs';
import { createRequire } from 'node:module';
import { onTestFinished } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LAYOUT_FUNCTION } from './layout';
import { MOVING_IN } from './motion';

/**
 * axe-core in the browser journeys (issue 17, "Measure it"): zero serious or critical violations
 * on every page a journey reaches. `expectAxeClean` checks the page as it is now; `watchAxe` checks
 * every page state of a context by itself and fails the test that opened it.
 */

/** What fails a journey: the two worst of axe's four impacts. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One serious or critical violation, as a line a person can act on. */
export interface AxeFinding {
  /** Where it was seen: a journey's label, or the page state (pathname and step) for `watchAxe`. */
  page: string;
  rule: string;
  impact: string;
  /** axe's one-line summary of the rule ("Elements must meet minimum color contrast ratio thresholds"). */
  help: string;
  /** CSS selectors of the offending elements, and axe's reason for the first of them. */
  targets: string[];
  summary: string;
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Evaluated rather than added as a script tag, so the app's Content-Security-Policy stays on (no bypassCSP). */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(`${AXE_SOURCE}\n;void 0;`);
}

interface RawNode {
  target: unknown[];
  failureSummary?: string;
}
interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: RawNode[];
}

function findingsOf(label: string, violations: readonly RawViolation[]): AxeFinding[] {
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

/** Runs axe on the page as it is now and returns its serious and critical violations. */
export async function axeFindings(page: Page, label: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { _running?: boolean; run: (ctx: Document, o: object) => Promise<{ violations: RawViolation[] }> } }
    ).axe;
    // The page's own watcher (watchAxe) may be reading this state right now: axe runs one at a time.
    while (axe._running) await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return findingsOf(label, violations);
}

/** The findings as a readable list: one line per rule and page, then its elements and axe's reason. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `- [${f.impact}] ${f.rule} on ${f.page}: ${f.help}\n    at ${f.targets.slice(0, 5).join(' | ')}\n    ${f.summary}`)
    .join('\n');
}

export class AxeViolationsError extends Error {
  constructor(readonly findings: readonly AxeFinding[]) {
    super(`axe found ${findings.length} serious or critical violation(s):\n${formatFindings(findings)}`);
    this.name = 'AxeViolationsError';
  }
}

/** Fails with the readable list when the page as it is now has a serious or critical violation. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  const findings = await axeFindings(page, label);
  if (findings.length > 0) throw new AxeViolationsError(findings);
}

/** A page state for the automatic check: its address and the wizard step it shows, if any. */
const STATE_KEY_SCRIPT = `(() => {
  const step = document.querySelector('[data-step]');
  return location.pathname + (step ? ' [' + step.getAttribute('data-step') + ']' : '');
})()`;

/**
 * What the watcher checks: the page, less Mantine's open option lists (a Select's or an
 * Autocomplete's dropdown). Open, one fails axe either way: its scroll area is a region no key
 * reaches (scrollable-region-focusable), and made reachable with tabindex it holds a listbox child
 * that is no option (aria-required-children). The watcher met one only when a journey opened a list
 * within its quiet wait (D111).
 */
export const WATCHED_CONTEXT = { exclude: [['.mantine-Select-dropdown'], ['.mantine-Autocomplete-dropdown']] };

/**
 * The in-page watcher: when the page state (pathname + data-step) is new to the test and the
 * DOM has been quiet for a moment with nothing moving (the page has drawn), loads axe into the page if it has not yet
 * and runs it once for that state, handing the violations to the journey. The quiet wait keeps
 * half-drawn pages out; a state is checked once per test (`__axeClaim`), and axe (half a
 * megabyte of script) is loaded only into a page that has a state to check, not into every page
 * and frame a journey opens.
 */
const WATCHER = `(() => {
  if (window.top !== window || window.__axeWatch) return;
  const QUIET_MS = 250, MAX_WAIT_MS = 3000;
  let lastMutation = Date.now(), running = null, stirred = 0;
  // A transition or animation that starts while axe reads the page (a toast's 9 s run ending in a
  // fade) changes colours under it: a finding made then is read again once the page is still.
  addEventListener('transitionrun', () => stirred++, true);
  addEventListener('animationstart', () => stirred++, true);
  const seen = new Set();
  const WATCHED = ${JSON.stringify(WATCHED_CONTEXT)};
  const keyNow = () => ${STATE_KEY_SCRIPT};
  async function scan() {
    if (!document.body) return;
    const key = keyNow();
    if (seen.has(key) || document.querySelector('[data-step]') === null && document.querySelector('#root > *') === null) return;
    const firstSeen = Date.now();
    // A fading toast changes no node: under load axe read one mid-fade as grey on white (4.41:1).
    // A toast fading in or out whose transition has not started or has ended a frame early still
    // stands part-transparent: its colours are not the ones a person reads at rest.
    const fading = () => [...document.querySelectorAll('.mantine-Notification-root')].some((n) => {
      for (let e = n; e && e !== document.body; e = e.parentElement) if (Number(getComputedStyle(e).opacity) < 1) return true;
      return false;
    });
    const moving = () => ${MOVING_IN}(document).length > 0 || fading();
    const settle = async (since) => {
      while ((Date.now() - lastMutation < QUIET_MS || moving()) && Date.now() - since < MAX_WAIT_MS) await new Promise((r) => setTimeout(r, 50));
    };
    await settle(firstSeen);
    if (keyNow() !== key || seen.has(key)) return;
    seen.add(key);
    if (!(await window.__axeClaim(key))) return;
    try {
      if (!window.axe) await window.__axeLoad();
      let result;
      for (let reads = 1; ; reads++) {
        const before = stirred;
        result = await window.axe.run(WATCHED, { resultTypes: ['violations'] });
        if (result.violations.length === 0 || (stirred === before && !moving()) || reads === 3) break;
        await settle(Date.now());
      }
      const violations = result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
      // The page's layout at the journey's size, without scrolling it (e2e/support/layout.ts).
      for (const fault of ${LAYOUT_FUNCTION}(false)) violations.push({ id: 'layout', impact: 'serious', help: fault, nodes: [] });
      await window.__axeReport(key, violations);
    } catch (e) {
      // The page changed under axe (a node removed while checked): try this state again.
      seen.delete(key);
      await window.__axeRelease(key);
    }
  }
  window.__axeWatch = async () => {
    while (running) await running;
    running = scan().finally(() => { running = null; });
    await running;
  };
  const start = () => {
    new MutationObserver(() => { lastMutation = Date.now(); setTimeout(() => void window.__axeWatch(), QUIET_MS); })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => void window.__axeWatch(), QUIET_MS);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();`;

/** What the running test has seen: the states claimed for a check, and what the checks found. */
interface AxeTestWatch {
  findings: AxeFinding[];
  checked: Set<string>;
}

/** The watch of the test now running, per context: a context kept for a file's journeys reports to each in turn. */
const watches = new WeakMap<BrowserContext, AxeTestWatch>();

/**
 * Checks every page state each page of `context` reaches, as it reaches it, and fails the running
 * test with the readable list when one had a serious or critical violation. Outside a test (a
 * beforeAll) it does nothing: there is no test to fail.
 *
 * A context a file keeps for journey after journey (e2e/support/fresh-tab.ts) is watched again in
 * each test: the first call puts the watcher in, a later one hands it to the running test, so a
 * violation fails the journey that reached it, and each journey's states are checked afresh (the
 * page's own `seen` is per document, and every journey starts on a page load).
 */
export async function watchAxe(context: BrowserContext): Promise<void> {
  const watch: AxeTestWatch = { findings: [], checked: new Set() };
  try {
    onTestFinished(async () => {
      // The state on screen when the test ends is a page the journey reached too.
      for (const page of context.pages()) {
        await page.evaluate('window.__axeWatch && window.__axeWatch()').catch(() => undefined);
      }
      if (watch.findings.length > 0) throw new AxeViolationsError(watch.findings);
    });
  } catch {
    return;
  }
  const installed = watches.has(context);
  watches.set(context, watch);
  if (installed) return;
  const current = () => watches.get(context)!;
  await context.exposeFunction('__axeReport', (key: string, violations: RawViolation[]) => {
    current().findings.push(...findingsOf(key, violations));
  });
  await context.exposeFunction('__axeClaim', (key: string) => !current().checked.has(key) && Boolean(current().checked.add(key)));
  await context.exposeFunction('__axeRelease', (key: string) => void current().checked.delete(key));
  await context.exposeBinding('__axeLoad', ({ frame }) => frame.evaluate(`${AXE_SOURCE}\n;void 0;`));
  await context.addInitScript({ content: WATCHER });
}
