import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEngine } from '../databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../app-harness';
import type { RouteEntry } from '../../app';
import { ROUTE_SAMPLES } from './route-samples';
import { fuzzRequest, nearSampleRequest, requestsNearSamples, type FuzzRequest } from './fuzz-request';
import { problemsOf, type Answer } from './answer-check';

/**
 * The route fuzzer (hardening issue, item 7). Every route the app registers gets hostile bodies,
 * query strings, paths and headers, signed in and signed out, and must answer below 500, in time,
 * and without showing internals. Two parts: every request one change away from a valid sample
 * (a few thousand, all sent on PostgreSQL and shared between the two ways of running PGlite in
 * `npm test`, see NearSampleShare), and random requests from a fixed seed. `npm test` sends 500 random
 * ones per engine, `npm run fuzz` 20,000; FUZZ_RUNS and FUZZ_SEED pick others.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Far above any honest answer; a request still open after this is a hang. */
const ANSWER_WITHIN_MS = 10_000;

const ACCOUNT = { user_email: 'fuzzer@selvage.test', user_pass: 'fuzzer password' };

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${what}`)), ANSWER_WITHIN_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const shown = (request: FuzzRequest) => {
  const text = typeof request.body === 'string' || request.body === undefined ? request.body : request.body.toString('latin1');
  const body =
    text === undefined ? '' : ` body ${JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text)}`;
  return `${request.method} ${request.url.slice(0, 300)} (${request.session.kind}) headers ${JSON.stringify(request.headers).slice(0, 300)}${body}`;
};

/**
 * The answer as a browser reads it: a fuzzed Accept-Encoding gets a compressed answer (a large
 * 409 carries the record), whose words are checked once unpacked, as they are shown.
 */
function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Failures grouped by route, kind and cause, each with its shortest example and a count. */
class FailureLog {
  private readonly kinds = new Map<string, { count: number; example: string }>();
  readonly statuses = new Map<number, number>();

  record(request: FuzzRequest, answer: Answer, tookMs: number, thrown: unknown): void {
    this.statuses.set(answer.statusCode, (this.statuses.get(answer.statusCode) ?? 0) + 1);
    const problems = answer.statusCode === 0 ? [answer.body] : problemsOf(request, answer);
    // Work that blocks the event loop holds the timer back too, so a late answer is a hang as well.
    if (answer.statusCode !== 0 && tookMs > ANSWER_WITHIN_MS)
      problems.push(`no answer within ${ANSWER_WITHIN_MS} ms: took ${Math.round(tookMs)} ms`);
    // Quoted names (file paths) and numbers vary between cases of one kind; the rest says the kind.
    const cause =
      thrown instanceof Error
        ? `${thrown.constructor.name}: ${thrown.message
            .split('\n')[0]!
            .slice(0, 160)
            .replace(/'[^']*'?/g, "'...'")}`
        : '';
    for (const problem of problems) {
      const key = `${request.route} | ${problem.split(':')[0]} | ${cause.replace(/\d+/g, 'N')}`;
      const trace = thrown instanceof Error ? `\n    the app threw: ${thrown.stack?.split('\n').slice(0, 4).join('\n      ')}` : '';
      const example = `${problem.slice(0, 300)}\n    for ${shown(request)}${trace}`;
      const seen = this.kinds.get(key);
      this.kinds.set(key, {
        count: (seen?.count ?? 0) + 1,
        example: seen && seen.example.length <= example.length ? seen.example : example,
      });
    }
  }

  get tally(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} x ${status || 'no answer'}`)
      .join(', ');
  }

  /** Control characters escaped, so a NUL in an example does not cut the terminal's output short. */
  get report(): string[] {
    const visible = (text: string) => {
      let shown = '';
      for (const c of text) {
        const code = c.codePointAt(0)!;
        const hidden = (code < 0x20 && c !== '\n') || (code >= 0xd800 && code <= 0xdfff);
        shown += hidden ? `\\u${code.toString(16).padStart(4, '0')}` : c;
      }
      return shown;
    };
    return [...this.kinds].map(([key, { count, example }]) => visible(`${count} x ${key}\n  ${example}`));
  }
}

/**
 * The fuzzer's suite on one engine. Each engine has a test file of its own
 * (route-fuzzer.*.test.ts), so Vitest's two workers share the fuzzer, the longest work of the
 * unit phase, instead of one worker running it on every engine after the other.
 */
/**
 * Which of the requests near the samples one engine sends: all of them, or one half of them, as
 * the two ways of running the embedded database share them in `npm test` (each sends every one in
 * `npm run fuzz`). PGlite in this process and PGlite on its thread are one database engine: what
 * one half finds on one, it finds on the other, and the halves together cover every request on it.
 */
export type NearSampleShare = 'all' | 'even' | 'odd';

/** The share an engine takes of the requests near the samples: every one when fuzzing long (`npm run fuzz`). */
const shareOf = (share: NearSampleShare): NearSampleShare => (process.env.FUZZ_RUNS ? 'all' : share);

export function fuzzRoutesOn(engine: TestEngine, nearSamples: NearSampleShare = 'all'): void {
  describe(`route fuzzer on ${engine.name}`, () => {
    let t: TestApp;
    let routes: readonly RouteEntry[];
    let session: string;
    let userId: number;
    /** What the app threw while answering the current request, to say why it failed. */
    let thrown: unknown;

    beforeAll(async () => {
      t = await startTestApp(engine);
      t.app.addHook('onError', async (_request, _reply, error) => {
        thrown = error;
      });
      // An owner, so the owner's routes are bent past the guard too.
      await t.services.users.add(ACCOUNT.user_email, ACCOUNT.user_pass, 'owner');
      // Signed in once, before any fuzzed sign-in could throttle this address.
      const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: ACCOUNT });
      expect(login.statusCode).toBe(200);
      session = sessionCookieOf(login.headers['set-cookie']);
      userId = (await t.services.sessions.resolve(session))!.userId;
      // Collected by buildApp as they are registered, so a route added tomorrow is fuzzed too.
      routes = t.routes;
    });
    afterAll(() => t.close());

    async function send(request: FuzzRequest): Promise<Answer> {
      const headers = { ...request.headers };
      if (request.session.kind === 'signed-in') headers.cookie = `selvage_session=${session}`;
      if (request.session.kind === 'forged') headers.cookie = request.session.cookie;
      thrown = undefined;
      const answer = await withinTime(
        t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          remoteAddress: request.remoteAddress,
          ...(request.body === undefined ? {} : { payload: request.body }),
        }),
        shown(request),
      );
      // A sign-out (or a sign-in over our cookie) ends the fuzzer's session; it takes a new one
      // without signing in again, which would cost a password hash and feed the throttle.
      if (String(answer.headers['set-cookie'] ?? '').includes('selvage_session') && !(await t.services.sessions.resolve(session))) {
        session = (await t.services.sessions.start(userId)).id;
      }
      return {
        statusCode: answer.statusCode,
        headers: answer.headers,
        body: decoded(answer.rawPayload, answer.headers['content-encoding']),
      };
    }

    async function sendAndRecord(request: FuzzRequest, log: FailureLog): Promise<void> {
      const started = performance.now();
      const answer = await send(request).catch((error: unknown) => ({ statusCode: 0, headers: {}, body: String(error) }));
      log.record(request, answer, performance.now() - started, thrown);
    }

    function expectNoFailures(log: FailureLog, what: string): void {
      console.info(`route fuzzer on ${engine.name}, ${what}: ${log.tally}`);
      const report = log.report;
      expect(report, `${report.length} kinds of failure:\n${report.join('\n\n')}`).toEqual([]);
    }

    it('finds the routes to fuzz in the app itself', () => {
      const found = routes.map((r) => `${r.method} ${r.url}`);
      for (const known of [
        'POST /auth/login',
        'POST /auth/logout',
        'POST /csp-report',
        'POST /client-error',
        'POST /auth/password',
        'GET /auth/link',
        'GET /auth/session',
        'GET /admin/accounts',
        'POST /admin/accounts/role',
        'POST /product/product_upload',
        'POST /product/:id/photos',
        'GET /product/recent',
        'GET /product/titles',
        'POST /product/edit',
        'POST /product/listing',
        'GET /product/history',
        'POST /product/label_printed',
        'POST /product/box_status',
        'GET /media/*',
      ]) {
        expect(found).toContain(known);
      }
    });

    it('has a sample for every route that takes a body, so none is bent only at random', () => {
      // A route without one is still fuzzed, but random bodies rarely pass its first check.
      const missing = routes
        .filter((r) => r.method === 'POST' && !Object.hasOwn(ROUTE_SAMPLES, `${r.method} ${r.url}`))
        .map((r) => `${r.method} ${r.url}`);
      expect(missing).toEqual([]);
    });

    it('starts from samples that every route accepts as valid', async () => {
      // In this order each finds what the one before made: the roll the upload listed, the box the create made.
      const order = [
        'POST /product/product_upload',
        'GET /product/record',
        'POST /product/:id/photos',
        'GET /product',
        'POST /product/box_count',
        'POST /product/boxes',
        'POST /product/box_status',
        'GET /product/box_history',
        'POST /product/box_photos',
        'POST /product/inventory_supply_label_email',
        'GET /product/recent',
        'GET /product/titles',
        'POST /product/listing',
        'GET /product/history',
        'GET /product/activity/today',
        'GET /admin/activity',
        'GET /admin/audit',
        'GET /admin/accounts',
        'POST /admin/accounts',
        'POST /admin/accounts/reset',
        'POST /admin/accounts/state',
        'POST /admin/accounts/role',
        'POST /auth/password',
        // POST /product/edit, /product/label_printed and /product/roll_to_bundle name a version that
        // changes with every sample before: they are sent all the way to their 409 (route-samples.ts).
      ];
      for (const name of order) {
        const route = routes.find((r) => `${r.method} ${r.url}` === name)!;
        const answer = await send(nearSampleRequest(route, ROUTE_SAMPLES[name]![0]!, {}));
        expect({ name, status: answer.statusCode, body: answer.body.slice(0, 200) }).toMatchObject({ name, status: 200 });
      }
    });

    it('answers every request one change away from a sample below 500, in time, and without showing internals', async () => {
      const log = new FailureLog();
      const share = shareOf(nearSamples);
      const requests = requestsNearSamples(routes, ROUTE_SAMPLES).filter((_, i) => share === 'all' || i % 2 === (share === 'even' ? 0 : 1));
      for (const request of requests) await sendAndRecord(request(), log);
      expectNoFailures(log, `${requests.length} requests near the samples (${share === 'all' ? 'all' : `the ${share} half`})`);
    }, 300_000);

    it(
      `answers ${RUNS} random hostile requests below 500, in time, and without showing internals`,
      async () => {
        // Every failing case is kept, grouped by what went wrong where, instead of stopping at the
        // first: one run then lists every kind of failure, as the outside fuzzer's report did.
        const log = new FailureLog();
        await fc.assert(
          fc.asyncProperty(fuzzRequest(routes, ROUTE_SAMPLES), (request) => sendAndRecord(request, log)),
          { seed: SEED, numRuns: RUNS },
        );
        expectNoFailures(log, `${RUNS} random requests (seed ${SEED})`);
      },
      120_000 + RUNS * 200,
    );
  });
}
