/**
 * Issue 26 'Done when' for the kinds whose titles product-titles.routes.test.ts does not upload: two
 * identical fabrics with variants, or two identical Velcros, reach the shop under two titles, the
 * second numbered, and Recent uploads lists both (browser journeys in e2e/honest-listings.test.ts
 * until D152; the review's warning is src/client/wizard/honest-listings.dom.test.tsx's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { users } from '../db/schema';
import { fabricVariantsProduct, supplyProduct } from '../../shared/test/product-factory';
import { productTitle, type Product } from '../../shared/products';

describe.each(engines)('two identical items of each kind get two titles on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.services.users.add('kinds@selvage.test', 'upload password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'kinds@selvage.test'));
    cookie = `selvage_session=${(await t.services.sessions.start(user!.id)).id}`;
  });
  afterAll(() => t.close());

  const titleOf = async (key: string, product: Product) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/product_upload',
      payload: product,
      headers: { cookie, 'idempotency-key': key },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ title: string }>().title;
  };

  it.each<[string, Product]>([
    ['a fabric with variants and no name', fabricVariantsProduct({ name: undefined })],
    ['a Velcro', supplyProduct('Other Supply')],
  ])('%s: the second is numbered, and Recent uploads lists both', async (kind, product) => {
    const key = kind.replace(/\W+/g, '-');
    const first = await titleOf(`${key}-1`, product);
    const second = await titleOf(`${key}-2`, product);

    expect(first).toBe(productTitle(product));
    expect(second).toBe(`${first} #2`);
    const recent = await t.app.inject({ method: 'GET', url: '/product/recent?limit=10', headers: { cookie } });
    const titles = recent.json<{ products: { title: string }[] }>().products.map((p) => p.title);
    expect(titles.filter((title) => title === first || title === second).sort()).toEqual([first, second]);
  });
});
