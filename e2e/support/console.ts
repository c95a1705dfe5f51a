import { onTestFinished } from 'vitest';
import type { BrowserContext } from 'playwright-core';

/**
 * A clean console in every journey (issue 30 item 7): a console message of type error, an
 * uncaught exception in a page (`pageerror`) or a Content-Security-Policy violation
 * (`securitypolicyviolation`, which a caught refusal such as an eval probe reports too) fails the
 * test that opened the context, at its end, with every one listed, as `watchAxe` does.
 *
 * A journey that breaks the network on purpose (server stopped, offline) makes the browser log the
 * requests that failed ("Failed to load resource: ..."): it says so with `allowConsoleErrors`, naming
 * each kind of failure it causes, never a blanket filter.
 */

export interface ConsoleProblem {
  kind: 'console error' | 'page error' | 'CSP violation';
  text: string;
  /** The page, script or resource it came from. */
  at: string;
}

/** One problem as the line allowances are matched against and the failure lists. */
export const problemLine = (p: ConsoleProblem): string => `${p.kind}: ${p.text}${p.at ? ` (${p.at})` : ''}`;

export class ConsoleProblemsError extends Error {
  constructor(readonly problems: readonly ConsoleProblem[]) {
    super(`the browser reported ${problems.length} problem(s):\n${problems.map((p) => `- ${problemLine(p)}`).join('\n')}`);
    this.name = 'ConsoleProblemsError';
  }
}

const allowances = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Lets `context` log what the journey causes on purpose; each pattern is matched against the whole
 * line (`problemLine`), so name the message and the address it concerns.
 */
export function allowConsoleErrors(context: BrowserContext, ...patterns: RegExp[]): void {
  allowances.set(context, [...(allowances.get(context) ?? []), ...patterns]);
}

/**
 * The line Chromium logs when a request to `path` (a pathname, matched from its start) failed with
 * `reason`: a network error such as 'net::ERR_CONNECTION_REFUSED', or an answer such as
 * 'the server responded with a status of 409 (Conflict)'.
 */
export function failedToLoad(reason: string, path: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^console error: Failed to load resource: ${escape(reason)} \\(https?://[^/]+${escape(path)}[^)]*\\)$`);
}

/** Reports each CSP violation a frame sees, from before the app's first script. */
const CSP_WATCHER = `(() => {
  addEventListener('securitypolicyviolation', (e) => {
    const report = window.__consoleCspReport;
    if (report) void report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber, sample: e.sample });
  }, true);
})();`;

/** The problems of the test now running, per context: a context kept for a file's journeys reports to each in turn. */
const current = new WeakMap<BrowserContext, ConsoleProblem[]>();

/**
 * Collects what goes wrong in every page of `context` and fails the running test with the list.
 * Outside a test (a beforeAll) it does nothing: there is no test to fail.
 *
 * A context a file keeps for journey after journey (e2e/support/fresh-tab.ts) is watched again in
 * each test, as axe.ts `watchAxe` is: the first call listens, a later one hands what is reported
 * from then on to the running test, whose allowances start empty.
 */
export async function watchConsole(context: BrowserContext): Promise<void> {
  const problems: ConsoleProblem[] = [];
  try {
    onTestFinished(() => {
      const allowed = allowances.get(context) ?? [];
      const left = problems.filter((p) => !allowed.some((pattern) => pattern.test(problemLine(p))));
      if (left.length > 0) throw new ConsoleProblemsError(left);
    });
  } catch {
    return;
  }
  const installed = current.has(context);
  current.set(context, problems);
  if (installed) {
    allowances.delete(context);
    return;
  }
  const report = (problem: ConsoleProblem) => void current.get(context)!.push(problem);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    report({ kind: 'console error', text: message.text(), at: message.location().url });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    report({ kind: 'page error', text: `${error.name}: ${error.message}`, at: webError.page()?.url() ?? '' });
  });
  await context.exposeFunction(
    '__consoleCspReport',
    (v: { directive: string; blocked: string; source: string; line: number; sample: string }) =>
      report({
        kind: 'CSP violation',
        text: `${v.directive} refused ${v.blocked || 'inline'}${v.sample ? ` ${JSON.stringify(v.sample)}` : ''}`,
        at: v.source ? `${v.source}:${v.line}` : '',
      }),
  );
  await context.addInitScript({ content: CSP_WATCHER });
}
