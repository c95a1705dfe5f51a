import fc from 'fast-check';
import type { RouteEntry } from '../../app';
import type { RouteSample } from './route-samples';
import { brokenJson, CONTENT_TYPES, deepJson, hostileJson, hostileString, PROTOTYPE_NAMES } from './hostile-input';
import { bodiesNear, placesOf, put, queriesNear, type Json } from './sample-mutations';
import { multipartOf } from './multipart-sample';

/** Our live session's cookie is only known when the request is sent (the fuzzer may end it). */
export type FuzzSession = { kind: 'signed-in' } | { kind: 'signed-out' } | { kind: 'forged'; cookie: string };

/** One request the fuzzer sends. */
export interface FuzzRequest {
  /** The registered route it was made for ('POST /product/boxes'); method and path may differ. */
  route: string;
  method: string;
  url: string;
  session: FuzzSession;
  headers: Record<string, string>;
  /** JSON text, or the bytes of a multipart body. */
  body?: string | Buffer;
  remoteAddress: string;
}

/**
 * Fuzzed sign-ins come from a few addresses of their own: the throttle shuts those out soon, which
 * is fine (a 429 is an answer), and never the address the fuzzer's own sign-in came from.
 */
export const FUZZ_ADDRESSES = ['10.0.0.7', '192.0.2.10', '2001:db8::9'] as const;

/** Percent-encodes the UTF-8 bytes, so lone surrogates (which encodeURIComponent throws on) go too. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** What Node's HTTP parser lets through in a header value: no NUL, CR or LF, nothing above 0xFF. */
const headerSafe = (s: string) => [...s.slice(0, 8_000)].map((c) => (/[\t\x20-\x7e\x80-\xff]/.test(c) ? c : '?')).join('');

const queryText = (pairs: [string, string][]) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');

function queryOf(sample: Record<string, string> | undefined): fc.Arbitrary<string> {
  const shortText = hostileString.filter((s) => s.length <= 4_000);
  const key = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), shortText, ...(sample ? [fc.constantFrom(...Object.keys(sample))] : []));
  const pairs: fc.Arbitrary<[string, string][]> = fc.array(fc.tuple(key, shortText), { maxLength: 4 });
  const raw = fc.constantFrom(
    'hasOwnProperty',
    'toString',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    '%',
    'a=%zz',
    'a=%00',
    'limit=%C0%AF',
    '&&&',
    '=x',
    'a[b][c]=1',
    'limit=1&limit=2',
    'sku=1&sku=2&include=roll',
  );
  const variants: fc.Arbitrary<string>[] = [pairs.map(queryText), raw, fc.constant('')];
  if (sample) {
    const entries = Object.entries(sample);
    variants.push(
      fc.constant(queryText(entries)),
      fc.tuple(fc.nat(entries.length - 1), shortText).map(([i, v]) => queryText(entries.map(([k, old], j) => [k, i === j ? v : old]))),
      pairs.map((extra) => queryText([...entries, ...extra])),
      raw.map((r) => `${queryText(entries)}&${r}`),
    );
  }
  return fc.oneof(...variants).map((q) => (q ? `?${q}` : ''));
}

const WILDCARD_TAILS = [
  'x.jpg',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/secret',
  'a%00b.jpg',
  '%',
  '%zz',
  '%ff%fe',
  '.hidden',
  'x/'.repeat(200),
  'CON',
  'a'.repeat(300) + '.jpg',
  '%E2%80%AE',
  '\\..\\..\\x',
  '~',
  'index.html',
  '',
];

function pathOf(route: RouteEntry): fc.Arbitrary<string> {
  const segment = hostileString.filter((s) => s.length < 500).map(percentEncode);
  const filled = fc
    .tuple(segment, fc.oneof(fc.constantFrom(...WILDCARD_TAILS), segment))
    .map(([param, tail]) => route.url.replace(/:\w+/g, param || 'x').replace('*', tail));
  // The same route, spelled the ways proxies and attackers spell it.
  const respelled = fc
    .tuple(filled, fc.constantFrom('trailing', 'double', 'upper', 'encoded', 'dot', 'semicolon', 'backslash'))
    .map(([p, how]) => {
      switch (how) {
        case 'trailing':
          return `${p}/`;
        case 'double':
          return `/${p}`;
        case 'upper':
          return p.toUpperCase();
        case 'encoded':
          return p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
        case 'dot':
          return `/.${p}`;
        case 'semicolon':
          return `${p};x=1`;
        case 'backslash':
          return p.replace('/', '\\');
      }
    });
  const random = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
  return fc.oneof({ arbitrary: filled, weight: 6 }, { arbitrary: respelled, weight: 2 }, { arbitrary: random, weight: 1 });
}

function headersOf(sample: RouteSample | undefined, hasBody: boolean): fc.Arbitrary<Record<string, string>> {
  // Each header is sent now and then; those a guard answers before the route (a foreign origin
  // gets a 403) more rarely, or most requests would never reach the code behind the guard.
  const sometimes = (name: string, values: fc.Arbitrary<string>, oneIn = 5) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: oneIn - 1 }, { arbitrary: values.map((v) => [name, v] as const), weight: 1 });
  const header = hostileString.map(headerSafe);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
    { arbitrary: header, weight: 1 },
  );
  const idempotencyKey = fc.oneof(
    { arbitrary: fc.constant(sample?.headers?.['idempotency-key']), weight: 3 },
    { arbitrary: fc.constantFrom('fuzz-key-0001', 'a'.repeat(101), 'short', 'has space 1234'), weight: 1 },
    { arbitrary: header, weight: 1 },
  );
  return fc
    .tuple(
      hasBody ? contentType.map((v) => ['content-type', v] as const) : sometimes('content-type', contentType, 10),
      idempotencyKey.map((v) => (v === undefined ? undefined : (['idempotency-key', v] as const))),
      sometimes(
        'origin',
        fc.oneof(fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', 'http://[::1', 'http://localhost:80/x'), header),
        10,
      ),
      sometimes('sec-fetch-site', fc.constantFrom('cross-site', 'same-origin', 'none', ''), 10),
      sometimes(
        'accept-encoding',
        fc.oneof(fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0, *;q=0', 'zstd', 'gzip;q=nope'), header),
      ),
      sometimes('content-encoding', fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown'), 10),
      sometimes('accept', fc.oneof(fc.constantFrom('text/html', '*/*', 'application/json;q=0', 'image/*'), header)),
      sometimes('range', fc.constantFrom('bytes=0-0', 'bytes=9-1', 'bytes=x', 'bytes=0-1,2-3,4-5', `bytes=${'9'.repeat(40)}-`)),
      sometimes('if-none-match', header),
      sometimes('if-modified-since', fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '')),
      sometimes('x-forwarded-for', fc.constantFrom('1.2.3.4', 'not an address', '::1, 10.0.0.1')),
    )
    .map((entries) => Object.fromEntries(entries.filter((e): e is readonly [string, string] => e !== undefined)));
}

/** A forged session cookie: unknown ids, several cookies, broken cookie syntax. */
export const forgedCookie: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => `selvage_session=${headerSafe(s)}`),
  fc.constantFrom(
    'selvage_session=',
    'selvage_session=a; selvage_session=b',
    '=;=;',
    'selvage_session',
    `selvage_session=${'A'.repeat(5_000)}`,
    'selvage_session="quoted"',
    'selvage_session=%ZZ',
  ),
);

const METHODS_ELSEWHERE = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** A route's path with its parameters filled in by the sample's values, or example ones. */
const examplePath = (url: string, params: Record<string, string> = {}) =>
  url.replace(/:(\w+)/g, (_, name: string) => (Object.hasOwn(params, name) ? percentEncode(params[name]!) : 'x')).replace('*', 'x.jpg');

/** A fresh Idempotency-Key for each request that bends a sample, so none is refused as a replay. */
let keyCounter = 0;
const freshKey = (sample: RouteSample): Record<string, string> =>
  sample.headers?.['idempotency-key'] ? { 'idempotency-key': `fuzz-key-${(keyCounter += 1)}` } : {};

/**
 * The request for a sample with `body` and `query` in place of its own (`body: null` sends none):
 * signed in, on its own path and method, as JSON, so nothing but the one change decides the answer.
 */
export function nearSampleRequest(
  route: RouteEntry,
  sample: RouteSample,
  change: { body?: string | null; query?: [string, string][] },
): FuzzRequest {
  const query = change.query ?? Object.entries(sample.query ?? {});
  const json = change.body === null ? undefined : (change.body ?? (sample.body === undefined ? undefined : JSON.stringify(sample.body)));
  // A multipart sample's parts, bent or not, go as the multipart body they describe.
  const encoded = json !== undefined && sample.multipart ? multipartOf(json) : undefined;
  const body = encoded ? encoded.body : json;
  return {
    route: `${route.method} ${route.url}`,
    method: route.method,
    url: `${examplePath(route.url, sample.params)}${query.length > 0 ? `?${queryText(query)}` : ''}`,
    session: { kind: 'signed-in' },
    headers: {
      ...(body === undefined ? {} : { 'content-type': encoded?.contentType ?? 'application/json' }),
      ...sample.headers,
      ...freshKey(sample),
    },
    body,
    remoteAddress: FUZZ_ADDRESSES[0],
  };
}

/** Every request one change away from a sample of a registered route (the mutation sweep). */
export function requestsNearSamples(
  routes: readonly RouteEntry[],
  samples: Readonly<Record<string, readonly RouteSample[]>>,
): (() => FuzzRequest)[] {
  return routes.flatMap((route) =>
    (samples[`${route.method} ${route.url}`] ?? []).flatMap((sample) => [
      ...(sample.body === undefined
        ? []
        : [null, ...bodiesNear(sample.body as Json)].map((body) => () => nearSampleRequest(route, sample, { body }))),
      ...(sample.query ? queriesNear(sample.query).map((query) => () => nearSampleRequest(route, sample, { query })) : []),
    ]),
  );
}

/** A sample with one place replaced by a random hostile value. */
function randomlyBent(sample: Json): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...placesOf(sample)), hostileJson).map(([[path], replacement]) => put(sample, path, replacement));
}

/**
 * Random requests to the registered routes. Most bend a sample of the route (so they get past the
 * guards and the schema's first check into the code behind); the rest are wild: any route, any
 * method, any path spelling, signed out or with a forged cookie, any headers and body.
 */
export function fuzzRequest(
  routes: readonly RouteEntry[],
  samples: Readonly<Record<string, readonly RouteSample[]>>,
): fc.Arbitrary<FuzzRequest> {
  const withSamples = routes.flatMap((route) => (samples[`${route.method} ${route.url}`] ?? []).map((sample) => [route, sample] as const));
  // Listed once per sample here, not once per case.
  const nearBy = new Map(
    withSamples.map(([, sample]) => {
      const json = sample.body as Json | undefined;
      const body = json === undefined ? fc.constant(undefined) : fc.oneof(fc.constantFrom(...bodiesNear(json)), randomlyBent(json));
      const query = sample.query ? fc.oneof(fc.constantFrom(...queriesNear(sample.query)), fc.constant(undefined)) : fc.constant(undefined);
      return [sample, { body, query }] as const;
    }),
  );
  const near: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...withSamples).chain(([route, sample]) => {
    const { body, query } = nearBy.get(sample)!;
    return fc
      .tuple(body, query)
      .map(([b, q]) =>
        nearSampleRequest(route, sample, { ...(b === undefined ? {} : { body: b }), ...(q === undefined ? {} : { query: q }) }),
      );
  });
  const wild = fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.tuple(fc.constant(route), fc.constantFrom<RouteSample | undefined>(undefined, ...(samples[`${route.method} ${route.url}`] ?? []))),
    )
    .chain(([route, sample]) => {
      const json = sample?.body as Json | undefined;
      const bodies: fc.Arbitrary<string | undefined>[] = [hostileJson, deepJson, brokenJson, fc.constant(undefined)];
      if (json !== undefined) bodies.push(randomlyBent(json), fc.constant(JSON.stringify(json)));
      const body = ['GET', 'HEAD'].includes(route.method)
        ? fc.option(fc.oneof(hostileJson, brokenJson), { nil: undefined, freq: 8 })
        : fc.oneof(...bodies);
      return body.chain((b) =>
        fc.record({
          route: fc.constant(`${route.method} ${route.url}`),
          method: fc.oneof(
            { arbitrary: fc.constant<string>(route.method), weight: 9 },
            { arbitrary: fc.constantFrom(...METHODS_ELSEWHERE), weight: 1 },
          ),
          url: fc.tuple(pathOf(route), queryOf(sample?.query)).map(([p, q]) => p + q),
          session: fc.oneof(
            { arbitrary: fc.constant<FuzzSession>({ kind: 'signed-in' }), weight: 6 },
            { arbitrary: fc.constant<FuzzSession>({ kind: 'signed-out' }), weight: 2 },
            { arbitrary: forgedCookie.map((cookie): FuzzSession => ({ kind: 'forged', cookie })), weight: 1 },
          ),
          headers: headersOf(sample, b !== undefined),
          body: fc.constant(b),
          remoteAddress: fc.constantFrom(...FUZZ_ADDRESSES),
        }),
      );
    });
  return withSamples.length > 0 ? fc.oneof({ arbitrary: near, weight: 3 }, { arbitrary: wild, weight: 2 }) : wild;
}
