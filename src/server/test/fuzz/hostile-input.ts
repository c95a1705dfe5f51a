import fc from 'fast-check';

/**
 * Arbitraries for what a hostile or broken client sends: names every object inherits, NUL and
 * broken UTF-16, numbers JSON can write but JavaScript cannot hold, deep nesting, long text.
 * Each comes from a report of the outside fuzzer or a class of bug seen in Node servers.
 */

/** Keys every plain object answers to without owning them. */
export const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'toLocaleString',
  '__defineGetter__',
  'prototype',
] as const;

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000@selvage.test',
  '%00',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  'ﬀ',
  'İ',
  '😀',
  '𝕊',
  'é',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%2e%2e%2f',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${{7*7}}',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x1F',
  '1_000',
  ' 12 ',
  '1,5',
  '١٢٣',
  '9'.repeat(300),
  '1'.repeat(20),
  '10001',
  '6C',
  '6C-1',
  'local:1',
  'local:99999999999',
  'local:-1',
  `local:${'9'.repeat(400)}`,
  'gid://shopify/Product/1',
  'Fabric',
  'Roll',
  'Bundle',
  'IMAGE',
  'image/jpeg',
  'data:image/jpeg;base64,',
  'data:image/png;base64,AAAA',
  '10001_1.jpg',
  `${'9'.repeat(300)}_1.jpg`,
  '10001_99999999999999999999.jpg',
  '/box-photos/../x',
  'true',
  'null',
  '[]',
  '{}',
  'undefined',
];

/** Any string, weighted towards the ones that broke servers before. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES, ...NASTY_TEXT), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '9', '.', '/', '%', ' ', '\n'), maxLength: 20 }),
    weight: 1,
  },
  // Long text: past every field limit, past PostgreSQL's index row size, and past the body limit.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(300, 3_000, 70_000, 1_100_000), fc.constantFrom('x', '9', 'é', '\u0000', '😀'))
      .map(([n, c]) => c.repeat(n)),
    weight: 1,
  },
  // Random long text does not compress, so it is the one that overflows an index entry.
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 3_000, maxLength: 4_000 }), weight: 1 },
);

/** Numbers as JSON text: some are exact, some overflow a double or a PostgreSQL integer. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '0.1',
    '1.005',
    '1e-7',
    '2147483648',
    '9007199254740993',
    '1e308',
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '0.30000000000000004',
    '5e-324',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);

/** A JSON value written as text, so numbers JSON.stringify would never write (1e400) can be sent. */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString.map((s) => JSON.stringify(s)), weight: 5 },
    { arbitrary: hostileNumberText, weight: 3 },
    { arbitrary: fc.constantFrom('true', 'false', 'null'), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`), weight: 1 },
    {
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(...PROTOTYPE_NAMES),
              hostileString.filter((s) => s.length < 50),
            ),
            tie('value'),
          ),
          { maxLength: 4 },
        )
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
      weight: 1,
    },
  ),
})).value;

/** Deeply nested JSON: recursion in a parser or a validator runs out of stack on these. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(100, 5_000, 50_000), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));

/** Bodies that are not JSON at all, or JSON that a parser treats specially. */
export const brokenJson: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\ufeff{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '"\\ud800"',
  '"\\u0000"',
  '[1,2',
  '1'.repeat(400),
  '{"a":"\\x41"}',
  'null',
  'true',
  '0',
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  // The one other type a route reads (POST /csp-report); sent to every route.
  'application/csp-report',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  '*/*',
  'application/',
  'json',
  ';',
  'application/json;;;',
  'application/json, text/plain',
] as const;
