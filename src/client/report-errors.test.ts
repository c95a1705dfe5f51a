import { describe, expect, it } from 'vitest';
import { LEAVING_MS, reportErrors } from './report-errors';
import { CLIENT_ERROR_FIELD_MAX, CLIENT_ERRORS_PER_PAGE } from '../shared/client-error-report';
import type { ClientErrorReport } from '../shared/schemas/client-error';

/** A page's window as far as the reporter uses it, and what it sent. */
function page(path = '/product_entry/camera') {
  const target = new EventTarget() as unknown as Window;
  const sent: ClientErrorReport[] = [];
  const clock = { now: 1_000_000 };
  const stop = reportErrors(
    target,
    () => path,
    (r) => sent.push(r),
    () => clock.now,
  );
  const thrown = (message: string, filename = 'http://shop.lan/assets/index-abc.js?v=1', lineno = 12) =>
    target.dispatchEvent(Object.assign(new Event('error'), { message, filename, lineno }));
  const rejected = (reason: unknown) => target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  const event = (type: string) => target.dispatchEvent(new Event(type));
  return { sent, stop, thrown, rejected, event, clock };
}

describe("the page's error reporter", () => {
  it('sends an uncaught error with the page, its message and where it was thrown (the server cuts the query)', () => {
    const p = page();
    p.thrown("TypeError: undefined is not an object (evaluating 'photo.blob')");
    expect(p.sent).toEqual([
      {
        kind: 'uncaught error',
        page: '/product_entry/camera',
        message: "TypeError: undefined is not an object (evaluating 'photo.blob')",
        source: 'http://shop.lan/assets/index-abc.js?v=1',
        line: 12,
      },
    ]);
  });

  it('sends a promise nobody handled, with the error it was rejected with, or the value as text', () => {
    const p = page('/recent');
    p.rejected(new TypeError('Failed to fetch'));
    p.rejected({ status: 503 });
    p.rejected(undefined);
    expect(p.sent).toEqual([
      { kind: 'unhandled rejection', page: '/recent', message: 'TypeError: Failed to fetch' },
      { kind: 'unhandled rejection', page: '/recent', message: '{"status":503}' },
      { kind: 'unhandled rejection', page: '/recent', message: 'undefined' },
    ]);
  });

  it(`sends ${CLIENT_ERRORS_PER_PAGE} reports a page at most, each field cut to ${CLIENT_ERROR_FIELD_MAX} characters`, () => {
    const p = page();
    p.thrown('x'.repeat(CLIENT_ERROR_FIELD_MAX + 50));
    for (let i = 0; i < CLIENT_ERRORS_PER_PAGE + 3; i++) p.thrown(`failure ${i}`);
    expect(p.sent).toHaveLength(CLIENT_ERRORS_PER_PAGE);
    expect(p.sent[0]!.message).toHaveLength(CLIENT_ERROR_FIELD_MAX);
    expect(p.sent.at(-1)!.message).toBe(`failure ${CLIENT_ERRORS_PER_PAGE - 2}`);
  });

  it('says so when the browser gives no message, and sends nothing once stopped', () => {
    const p = page();
    p.thrown('', '', 0);
    expect(p.sent).toEqual([{ kind: 'uncaught error', page: '/product_entry/camera', message: '(no message)' }]);
    p.stop();
    p.thrown('after');
    p.rejected('after');
    expect(p.sent).toHaveLength(1);
  });

  it(`sends nothing of what fails as the page is left (the chunks Firefox gives up), for ${LEAVING_MS} ms or until it is shown again`, () => {
    const p = page();
    p.event('beforeunload');
    p.thrown('TypeError: error loading dynamically imported module: http://shop.lan/assets/Alert-CEw3IUAY.js');
    p.rejected(new TypeError('NetworkError when attempting to fetch resource.'));
    p.clock.now += LEAVING_MS - 1;
    p.thrown('still leaving');
    expect(p.sent).toEqual([]);
    // The navigation did not happen after all: what fails now is the page's again.
    p.clock.now += 1;
    p.thrown('after a navigation that did not happen');
    expect(p.sent.map((r) => r.message)).toEqual(['after a navigation that did not happen']);
    // Back from the back/forward cache at once.
    p.event('beforeunload');
    p.event('pageshow');
    p.thrown('back from the cache');
    expect(p.sent.map((r) => r.message)).toEqual(['after a navigation that did not happen', 'back from the cache']);
  });
});
