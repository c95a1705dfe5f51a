import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { TestEngine } from './databases';
import { startTestApp, type TestApp } from './app-harness';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface ReportRoute {
  readonly t: TestApp;
  /** The lines logged as the route's own since the test began. */
  readonly reported: () => Record<string, unknown>[];
  /** Every line logged since the test began. */
  readonly lines: () => Record<string, unknown>[];
  readonly send: (body: unknown, headers?: Record<string, string>) => Promise<Answer>;
  /** Sends `body` past the minute's allowance: `perMinute` are logged, every one answered 204, and one more a minute later. */
  readonly expectPerMinuteLimit: (perMinute: number, body: unknown) => Promise<void>;
  /** Each body answered 400 with its message, and nothing logged. */
  readonly expectRefused: (cases: readonly (readonly [body: unknown, message: string])[]) => Promise<void>;
}

/**
 * For the routes that log what browsers report (CSP reports, a page's failures): a test app whose
 * log lines the tests read, and a POST to `path` as a browser sends it. Each test starts a minute
 * after the last one's reports, so with the whole minute's allowance of logged lines.
 */
export function reportRouteApp(engine: TestEngine, path: string, logged: string, browserHeaders: Record<string, string>): ReportRoute {
  let t: TestApp | undefined;
  let lines: Record<string, unknown>[] = [];
  const log = new PassThrough();
  log.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  beforeAll(async () => {
    t = await startTestApp(engine, {}, undefined, {}, log);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    lines = [];
    t!.clock.advance(60_000);
  });
  const app = () => {
    if (!t) throw new Error('test app not started');
    return t;
  };
  const reported = () => lines.filter((l) => l.msg === logged);
  const send = async (body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    await app().app.inject({
      method: 'POST',
      url: path,
      headers: { 'sec-fetch-site': 'same-origin', ...browserHeaders, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    get t() {
      return app();
    },
    reported,
    lines: () => lines,
    send,
    expectPerMinuteLimit: async (perMinute, body) => {
      for (let i = 0; i < perMinute + 5; i++) expect((await send(body)).statusCode).toBe(204);
      expect(reported()).toHaveLength(perMinute);
      app().clock.advance(59_999);
      await send(body);
      expect(reported()).toHaveLength(perMinute);
      app().clock.advance(1);
      await send(body);
      expect(reported()).toHaveLength(perMinute + 1);
    },
    expectRefused: async (cases) => {
      for (const [body, message] of cases) {
        const answer = await send(body);
        expect({ status: answer.statusCode, body: answer.body }).toMatchObject({
          status: 400,
          body: expect.stringContaining(message) as string,
        });
      }
      expect(reported()).toEqual([]);
    },
  };
}
