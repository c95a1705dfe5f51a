import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp, staffCookie } from '../test/app-harness';
import { PRODUCT_TYPES } from '../../shared/catalogue/product-types';
import { BODY_NOT_AN_OBJECT } from '../http/validation';
import { supplyProduct } from '../../shared/test/product-factory';

/**
 * The requests the outside fuzzer got a 500 for (hardening issue, items 2 and 7), each answered
 * with a 400 that names the field. The route fuzzer (src/server/test/fuzz) looks for more.
 */
const sewingPattern = supplyProduct('Sewing Patterns');

describe.each(engines)('hostile input answered 400 on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await staffCookie(t, 'hostile@selvage.test', 'hostile password');
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      remoteAddress: '10.1.2.3',
    });
  const products = async () => {
    const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from shop_products`);
    return ((Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[])[0]!.n;
  };

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'refuses the product type %s and lists nothing',
    async (productType) => {
      const before = await products();
      const res = await post(
        '/product/product_upload',
        { ...sewingPattern, productType },
        { 'idempotency-key': `hostile-type-${productType}` },
      );
      const message = `Product type must be one of: ${PRODUCT_TYPES.join(', ')}`;
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message, errors: { productType: [message] } } });
      expect(await products()).toBe(before);
    },
  );

  it('refuses a sign-in with an extra toString key', async () => {
    const res = await post('/auth/login', { user_email: 'hostile@selvage.test', user_pass: 'wrong password', toString: 1 });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: 'Unknown field: toString', errors: { toString: ['Unknown field: toString'] } },
    });
  });

  it('refuses a NUL in the email before the database sees it', async () => {
    const res = await post('/auth/login', { user_email: 'hostile\u0000@selvage.test', user_pass: 'hostile password' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        message: 'user_email must not contain the NUL character (\\u0000)',
        errors: { user_email: ['user_email must not contain the NUL character (\\u0000)'] },
      },
    });
  });

  it('refuses an email longer than mail allows', async () => {
    const res = await post('/auth/login', { user_email: `${'x'.repeat(250)}@selvage.test`, user_pass: 'hostile password' });
    expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'Email must be at most 254 characters',
    });
  });

  it('names an unknown query parameter that every object inherits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/recent?hasOwnProperty', headers: { cookie } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: 'Unknown field: hasOwnProperty', errors: { hasOwnProperty: ['Unknown field: hasOwnProperty'] } },
    });
  });

  it('refuses a NUL in the product id of a photo call before reading its photos', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/local%3A1%00/photos',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        message: 'id must not contain the NUL character (\\u0000)',
        errors: { id: ['id must not contain the NUL character (\\u0000)'] },
      },
    });
  });

  it('refuses half a surrogate pair in a product', async () => {
    const upload = await post(
      '/product/product_upload',
      { ...sewingPattern, brand: 'Simplicity\ud800' },
      { 'idempotency-key': 'hostile-surrogate' },
    );
    expect({ status: upload.statusCode, message: upload.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'brand contains a broken Unicode character (half of a surrogate pair)',
    });
  });

  it('says the body must be an object when there is none, or it is a bare value', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/product/box_count', headers: { cookie } });
    const bare = await post('/product/box_count', '6C');
    for (const res of [none, bare])
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: BODY_NOT_AN_OBJECT, errors: { '': [BODY_NOT_AN_OBJECT] } },
      });
  });

  it('refuses a SKU or a Box ID too long to be one', async () => {
    const roll = await post(
      '/product/roll_to_bundle',
      { sku: '1'.repeat(21), length: '1', rollVersion: 'v1' },
      { 'idempotency-key': 'hostile-roll-1' },
    );
    expect({ status: roll.statusCode, message: roll.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'SKU must be at most 20 digits.',
    });
    const box = await post('/product/box_status', { boxID: `6C-${'1'.repeat(3_000)}`, notes: '', photos: [] });
    expect({ status: box.statusCode, message: box.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: 'Box ID must be at most 16 characters',
    });
  });
});
