import { describe, expect, it } from 'vitest';
import { problemsOf } from './answer-check';
import type { FuzzRequest } from './fuzz-request';

const request = (body: unknown): FuzzRequest => ({
  route: 'POST /product/boxes',
  method: 'POST',
  url: '/product/boxes',
  session: { kind: 'signed-in' },
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  remoteAddress: '10.0.0.7',
});
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('what the route fuzzer counts as a bad answer', () => {
  it('any 5xx, even with a harmless message', () => {
    expect(problemsOf(request({}), { statusCode: 502, headers: json, body: '{"message":"The shop is unavailable."}' })).toEqual([
      'answered 502',
    ]);
  });

  it.each([
    ['a stack frame', 'TypeError: x\n    at errorsOf (/work/main/src/shared/schemas/validate.ts:28:15)'],
    ['SQL', 'Failed query: select "id" from "shop_products" where "id" = $1'],
    ['a database error', 'value "99999999999" is out of range for type integer'],
    ['a library name', 'DrizzleQueryError'],
    ['an error code', 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    ['a file path', "ENAMETOOLONG: name too long, open '/tmp/selvage-app/media/x.jpg'"],
  ])('internals in an error answer: %s', (what, message) => {
    const problems = problemsOf(request({}), { statusCode: 400, headers: json, body: JSON.stringify({ message }) });
    expect(problems.some((p) => p.startsWith(`the answer shows ${what}`))).toBe(true);
  });

  it('not the client repeating its own words back', () => {
    const body = { boxID: 'select * from pg', 'drizzle/zod': 1 };
    const answer = {
      statusCode: 400,
      headers: json,
      body: JSON.stringify({ message: 'Unknown field: drizzle/zod', errors: { boxID: ['No box with Box ID SELECT * FROM PG.'] } }),
    };
    expect(problemsOf(request(body), answer)).toEqual([]);
  });

  it('an error answer without words for staff', () => {
    expect(problemsOf(request({}), { statusCode: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found' })).toHaveLength(1);
    expect(problemsOf(request({}), { statusCode: 400, headers: json, body: '{"message":""}' })).toHaveLength(1);
  });
});
