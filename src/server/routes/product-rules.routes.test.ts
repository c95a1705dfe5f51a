/**
 * Issue 42 items 1 and 2, over HTTP: the server is the gate. Each rule of what goes with what
 * (src/shared/test/compatibility-cases.ts) is posted to the upload route as a new client would,
 * with a staff cookie: the valid product is listed, the one with the rule broken is answered 400
 * naming the field, and nothing is listed for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { staffCookie, startTestApp, type TestApp } from '../test/app-harness';
import { broken, COMPATIBILITY_CASES } from '../../shared/test/compatibility-cases';

describe.each(engines)('the upload route holds products to the rules of what goes with what on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await staffCookie(t, 'rules@selvage.test', 'rules password long enough');
  });
  afterAll(() => t.close());

  const upload = (key: string, product: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(product),
    });

  it.each(COMPATIBILITY_CASES.map((c, i) => [c.name, c, i] as const))('%s: 400 naming the field', async (_name, c, i) => {
    const res = await upload(`rules-broken-${String(i).padStart(4, '0')}`, broken(c, c.valid()));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual([c.field]);
    expect(body.errors[c.field]!.join(' ')).toMatch(c.message);
  });

  // One valid product per kind and unit the rows start from, each listed.
  const valids = [...new Map(COMPATIBILITY_CASES.map((c) => [JSON.stringify(c.valid()), c] as const)).values()];
  it.each(valids.map((c, i) => [c.name, c, i] as const))('the valid product of "%s": 200', async (_name, c, i) => {
    const res = await upload(`rules-valid-${String(i).padStart(4, '0')}`, c.valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ productId: unknown; skus: unknown[] }>()).toMatchObject({ productId: expect.anything(), skus: expect.any(Array) });
  });
});
