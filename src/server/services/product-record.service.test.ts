import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import type { ProductRecord } from '../ports/shop.port';
import { createProductRecordService } from './product-record.service';
import { recordVersion } from '../../shared/edit/record-version';

describe('the product record service', () => {
  const held: ProductRecord = {
    productId: 'local:1',
    title: 'Blue Poplin',
    productType: 'Fabric',
    status: 'ACTIVE',
    createdAt: '2026-11-26T10:00:00.000Z',
    variants: [{ sku: '1001', price: '9.00', quantity: 1 }],
    media: ['/media/a/1001_1.jpg'],
    details: {},
  };
  /** Just made: the shop holds it, its search does not show it yet (Shopify indexes a little later). */
  const unindexed: ProductRecord = { ...held, productId: 'local:2', variants: [{ sku: '3003', price: '4.00', quantity: 1 }] };
  const asked: string[] = [];
  const service = createProductRecordService(
    {
      getProduct: (productId) => (asked.push(productId), Promise.resolve([held, unindexed].find((p) => p.productId === productId) ?? null)),
      findProductBySku: (sku) => (asked.push(`sku ${sku}`), Promise.resolve(sku === '1001' ? held : null)),
    },
    {
      labelOutOfDate: (productId) => Promise.resolve(productId === 'local:1'),
      // Selvage's own record: 3003 listed as local:2; 4004 once listed as local:1, which no longer holds it.
      productIdBySku: (sku) => Promise.resolve(({ '3003': 'local:2', '4004': 'local:1' } as Record<string, string>)[sku] ?? null),
    },
  );

  it("answers the shop's record as the shop holds it, with the version an edit names and the label's state", async () => {
    expect(await service.record('local:1')).toEqual({ ...held, version: recordVersion(held), labelOutOfDate: true });
  });

  it('is NotFound, naming the id, when the shop has no such product', async () => {
    const error = await service.record('gid://shopify/Product/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('gid://shopify/Product/9');
    expect(asked).toEqual(['local:1', 'gid://shopify/Product/9']);
  });

  it('finds the product of a scanned SKU, and is NotFound naming the SKU when none has it', async () => {
    expect(await service.recordBySku('1001')).toMatchObject({ ...held, version: recordVersion(held) });
    const error = await service.recordBySku('2002').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('The shop has no product with SKU 2002.');
  });

  it("finds a SKU the shop's search does not show yet by what Selvage listed, if the shop holds it there", async () => {
    expect(await service.recordBySku('3003')).toMatchObject({ productId: 'local:2', version: recordVersion(unindexed) });
    const gone = await service.recordBySku('4004').catch((e: unknown) => e);
    expect((gone as Error).message).toBe('The shop has no product with SKU 4004.');
  });
});
