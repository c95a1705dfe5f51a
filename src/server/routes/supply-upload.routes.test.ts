import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, staffCookie, type TestApp } from '../test/app-harness';
import type { ProductRecord } from '../ports/shop.port';
import { productOf, SUPPLY_UNITS, supplyUnitDraft } from '../../shared/test/product-factory';
import { shopVariantsOf } from '../../shared/edit/edited-record';

/**
 * Every supply kind in every unit it is sold in, uploaded through the real route to the embedded
 * shop and read back: the browser journeys once walked one item of each to the shop (issue 42);
 * the wizard's pages for each are component tests now (src/client/flows/supplies/*.dom.test.tsx),
 * which stop at the HTTP boundary. What the shop holds is the same SQL on either engine, so one
 * engine answers it.
 */
describe.each(engines.filter((e) => e.name === 'pglite'))('a supply of every kind and unit, uploaded on $name', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cookie = await staffCookie(t, 'supplies@selvage.test');
  });
  afterAll(() => t.close());

  it.each(SUPPLY_UNITS.map(([kind, unit], n) => ({ kind, unit: unit ?? '(no unit)', n })))(
    '$kind sold $unit: the shop holds one SKU at its price and stock, and the details uploaded',
    async ({ kind, n }) => {
      const product = productOf(supplyUnitDraft(kind, SUPPLY_UNITS[n]![1]));
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/product/product_upload',
        payload: product,
        headers: { cookie, 'idempotency-key': `supply-unit-${String(n).padStart(4, '0')}` },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { productId, skus } = uploaded.json<{ productId: string; skus: string[] }>();
      expect(skus).toHaveLength(1);

      const record = await t.app.inject({
        method: 'GET',
        url: `/product/record?productId=${encodeURIComponent(productId)}`,
        headers: { cookie },
      });
      expect(record.statusCode).toBe(200);
      const held = record.json<{ product: ProductRecord }>().product;
      expect(held).toMatchObject({
        productType: product.productType,
        // Stock as the shared rule counts it (whole pieces; one listing of a length sold by the metre).
        variants: shopVariantsOf(product, skus),
        details: JSON.parse(JSON.stringify(product)) as Record<string, unknown>,
      });
    },
  );
});
