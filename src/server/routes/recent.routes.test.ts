import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { createLocalShop } from '../adapters/shop/local';
import { ShopUnavailableError, type ShopPort } from '../ports/shop.port';
import { buildSupply } from '../../shared/schemas/supply-draft';

const pattern = (brand: string) =>
  buildSupply({
    productType: 'Sewing Patterns',
    patternType: 'Womenswear',
    brand,
    condition: 'Sealed',
    quantityRadio: '1',
    priceRadio: '3.50',
    images: ['a', 'b', 'c'],
  });

describe.each(engines)('GET /product/recent on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  let down = false;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, (db) => {
      const local = createLocalShop(db, fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-media-')));
      const shop: ShopPort = {
        ...local,
        async createProduct(input) {
          if (down) throw new ShopUnavailableError('Shopify answered HTTP 504 (gave up after 4 tries)');
          return local.createProduct(input);
        },
      };
      return shop;
    });
    await t.services.users.add('recent@selvage.test', 'recent password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { user_email: 'recent@selvage.test', user_pass: 'recent password' },
    });
    cookie = `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
  });
  afterAll(() => t.close());

  const upload = (key: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/product/product_upload', payload: body as object, headers: { cookie, 'idempotency-key': key } });

  it('lists the newest products first with their SKUs, prices and the product as uploaded', async () => {
    expect((await upload('recent-first-0001', pattern('Vogue'))).statusCode).toBe(200);
    const second = await upload('recent-second-002', pattern('Simplicity'));
    expect(second.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/product/recent', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { products } = res.json<{
      products: { title: string; status: string; variants: { sku: string; price: string }[]; details: { brand: string } }[];
    }>();
    expect(products.map((p) => p.details.brand)).toEqual(['Simplicity', 'Vogue']);
    expect(products[0]).toMatchObject({ status: 'DRAFT', variants: [{ sku: second.json().skus[0], price: '3.50' }] });
  });

  it('takes a limit and refuses a bad one naming it', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/product/recent?limit=1', headers: { cookie } });
    expect(one.json().products).toHaveLength(1);
    const bad = await t.app.inject({ method: 'GET', url: '/product/recent?limit=0', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.limit).toEqual(['Limit must be at least 1']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/product/recent' })).statusCode).toBe(401);
  });

  it('answers a shop outage with 502 and its reason, and the key can be used again', async () => {
    down = true;
    const failed = await upload('recent-outage-003', pattern('Burda'));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Shopify answered HTTP 504 (gave up after 4 tries)');
    down = false;
    expect((await upload('recent-outage-003', pattern('Burda'))).statusCode).toBe(200);
  });
});
