import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { CLIENT_ERROR_LOGGED, CLIENT_ERRORS_LOGGED_PER_MINUTE } from './client-error.routes';
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_PATH, type ClientErrorReport } from '../../shared/client-error-report';

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
  let t: TestApp;
  let lines: Record<string, unknown>[] = [];
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const reported = () => lines.filter((l) => l.msg === CLIENT_ERROR_LOGGED);

  beforeAll(async () => {
    t = await startTestApp(engine, {}, undefined, {}, log);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines = [];
    // A minute past the last test's reports: each starts with the whole minute's allowance.
    t.clock.advance(60_000);
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: CLIENT_ERROR_PATH,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

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
    expect(JSON.stringify(lines)).not.toContain('secret');

    await send({ kind: 'unhandled rejection', page: '/recent', message: 'Error: Failed to fetch' });
    expect(reported()[1]).toMatchObject({ page: '/recent', kind: 'unhandled rejection', error: 'Error: Failed to fetch' });
    expect(reported()[1]).not.toHaveProperty('source');
  });

  it(`logs at most ${CLIENT_ERRORS_LOGGED_PER_MINUTE} reports a minute, and again the next minute`, async () => {
    for (let i = 0; i < CLIENT_ERRORS_LOGGED_PER_MINUTE + 5; i++) expect((await send(report())).statusCode).toBe(204);
    expect(reported()).toHaveLength(CLIENT_ERRORS_LOGGED_PER_MINUTE);
    t.clock.advance(59_999);
    await send(report());
    expect(reported()).toHaveLength(CLIENT_ERRORS_LOGGED_PER_MINUTE);
    t.clock.advance(1);
    await send(report());
    expect(reported()).toHaveLength(CLIENT_ERRORS_LOGGED_PER_MINUTE + 1);
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
    for (const [body, message] of cases) {
      const answer = await send(body);
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({
        status: 400,
        body: expect.stringContaining(message) as string,
      });
    }
    expect(reported()).toEqual([]);
  });

  it('takes reports from the app’s own pages only: another site cannot write to the log', async () => {
    const foreign = await send(report(), { origin: 'https://elsewhere.test', 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect(reported()).toEqual([]);
  });
});
