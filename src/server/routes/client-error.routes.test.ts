import { describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { reportRouteApp } from '../test/report-route-harness';
import { CLIENT_ERROR_LOGGED, CLIENT_ERRORS_LOGGED_PER_MINUTE } from './client-error.routes';
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_PATH } from '../../shared/client-error-report';
import type { ClientErrorReport } from '../../shared/schemas/client-error';

/**
 * What fails in a page of the app is told to the server by the page's reporter and logged (D136),
 * so whoever runs the server sees what staff only see as a page that does not work. No database
 * is read, so one engine is enough.
 */
const engine = engines[0]!;

/** A report as WebKit's page sends one for an error thrown while the app loads. */
const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'uncaught error',
  page: '/product_entry/camera',
  message: "TypeError: undefined is not an object (evaluating 'photo.blob')",
  source: 'http://shop.lan:3000/assets/index-abc123.js',
  line: 12,
  ...overrides,
});

describe('POST /client-error', () => {
  const route = reportRouteApp(engine, CLIENT_ERROR_PATH, CLIENT_ERROR_LOGGED, { 'content-type': 'application/json' });
  const { reported, lines, send } = route;

  it('logs a report sent signed out as a warning: the page, the kind, the message and where it was thrown, without any query', async () => {
    const answer = await send(
      report({ page: '/auth/link?token=secret-link-token', source: 'http://shop.lan:3000/assets/a.js?v=secret-too' }),
    );
    expect(answer.statusCode).toBe(204);
    expect(reported()).toEqual([
      expect.objectContaining({
        level: 40,
        page: '/auth/link',
        kind: 'uncaught error',
        error: "TypeError: undefined is not an object (evaluating 'photo.blob')",
        source: 'http://shop.lan:3000/assets/a.js',
        line: 12,
      }),
    ]);
    expect(JSON.stringify(lines())).not.toContain('secret');

    await send({ kind: 'unhandled rejection', page: '/recent', message: 'Error: Failed to fetch' });
    expect(reported()[1]).toMatchObject({ page: '/recent', kind: 'unhandled rejection', error: 'Error: Failed to fetch' });
    expect(reported()[1]).not.toHaveProperty('source');
  });

  it(`logs at most ${CLIENT_ERRORS_LOGGED_PER_MINUTE} reports a minute, and again the next minute`, async () => {
    await route.expectPerMinuteLimit(CLIENT_ERRORS_LOGGED_PER_MINUTE, report());
  });

  it('refuses what is no report, naming the field, and logs nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...report(), kind: 'warning' }, 'kind must be one of: uncaught error, unhandled rejection'],
      [{ kind: 'uncaught error', message: 'x' }, 'page must be text'],
      [{ ...report(), message: 'x'.repeat(1001) }, 'message must be at most 1000 characters'],
      [{ ...report(), source: 7 }, 'source must be text'],
      [{ ...report(), line: 1.5 }, 'line must be a whole number'],
      [{ ...report(), line: -1 }, 'line must be 0 or more'],
      [{ ...report(), line: '12' }, 'line must be a number'],
      ['{"kind":', 'Request body is not valid JSON.'],
      [{ ...report(), padding: 'x'.repeat(CLIENT_ERROR_MAX_BYTES) }, 'Request body is too large (limit 8 KB).'],
    ];
    await route.expectRefused(cases);
  });

  it('takes reports from the app’s own pages only: another site cannot write to the log', async () => {
    const foreign = await send(report(), { origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect(reported()).toEqual([]);
  });
});
