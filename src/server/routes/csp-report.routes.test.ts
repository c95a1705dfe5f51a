import { describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { reportRouteApp } from '../test/report-route-harness';
import { CSP_REPORT_LOGGED, CSP_REPORTS_LOGGED_PER_MINUTE } from './csp-report.routes';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH } from '../../shared/schemas/csp-report';

/**
 * What a page's Content-Security-Policy blocks is reported by the browser to the server and logged,
 * so whoever runs the server sees a blocked script that staff only see as a page that does not work.
 * No database is read, so one engine is enough.
 */
const engine = engines[0]!;

/** A report as WebKit sent one for an inline script on a first load (the browser journeys' own). */
const webkitReport = (page = 'http://shop.lan:3000/login') => ({
  type: 'csp-violation',
  url: page,
  'csp-report': {
    'document-uri': page,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /csp-report",
    'blocked-uri': 'inline',
    'status-code': 200,
  },
});

describe('POST /csp-report', () => {
  const route = reportRouteApp(engine, CSP_REPORT_PATH, CSP_REPORT_LOGGED, { 'content-type': 'application/csp-report', origin: 'null' });
  const { reported, lines, send } = route;

  it("is where every page's policy sends its reports", async () => {
    const page = await route.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).toContain(`report-uri ${CSP_REPORT_PATH}`);
  });

  it('logs a report sent signed out from a page WebKit calls `null`, without the query of either address', async () => {
    const answer = await send(webkitReport('http://shop.lan:3000/auth/link?token=secret-link-token#x'));
    expect(answer.statusCode).toBe(204);
    expect(reported()).toEqual([
      expect.objectContaining({ level: 40, page: 'http://shop.lan:3000/auth/link', directive: 'script-src-elem', blocked: 'inline' }),
    ]);
    expect(JSON.stringify(lines())).not.toContain('secret-link-token');

    await send({
      'csp-report': { 'document-uri': 'http://shop.lan:3000/', 'violated-directive': 'img-src', 'blocked-uri': 'https://x.test/a.png?s=1' },
    });
    expect(reported()[1]).toMatchObject({ directive: 'img-src', blocked: 'https://x.test/a.png' });
  });

  it(`logs at most ${CSP_REPORTS_LOGGED_PER_MINUTE} reports a minute, and again the next minute`, async () => {
    await route.expectPerMinuteLimit(CSP_REPORTS_LOGGED_PER_MINUTE, webkitReport());
  });

  it('refuses what is no report, naming what is wrong, and logs nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'csp-report is required'],
      [{ 'csp-report': { 'blocked-uri': 'inline' } }, 'document-uri must be text'],
      [{ 'csp-report': { 'document-uri': 'x'.repeat(1001) } }, 'document-uri must be at most 1000 characters'],
      ['{"csp-report":', 'Request body is not valid JSON.'],
      [{ 'csp-report': { 'document-uri': 'x', padding: 'x'.repeat(CSP_REPORT_MAX_BYTES) } }, 'Request body is too large (limit 8 KB).'],
    ];
    await route.expectRefused(cases);
  });

  it('takes reports from any origin, while every other call from another site is still refused', async () => {
    expect((await send(webkitReport(), { origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(204);
    const foreign = await route.t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' },
      payload: { user_email: 'a@b.test', user_pass: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
