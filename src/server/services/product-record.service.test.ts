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
  const asked: string[] = [];
  const service = createProductRecordService(
    {
      getProduct: (productId) => (asked.push(productId), Promise.resolve(productId === 'local:1' ? held : null)),
      findProductBySku: (sku) => (asked.push(`sku ${sku}`), Promise.resolve(sku === '1001' ? held : null)),
    },
    { labelOutOfDate: (productId) => Promise.resolve(productId === 'local:1') },
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
});
