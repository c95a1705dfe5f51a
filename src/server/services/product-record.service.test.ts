import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import type { ProductRecord } from '../ports/shop.port';
import { createProductRecordService } from './product-record.service';

describe('the product record service', () => {
  const held = { productId: 'local:1', title: 'Blue Poplin' } as unknown as ProductRecord;
  const asked: string[] = [];
  const service = createProductRecordService({
    getProduct: (productId) => (asked.push(productId), Promise.resolve(productId === 'local:1' ? held : null)),
  });

  it("answers the shop's record as the shop holds it", async () => {
    expect(await service.record('local:1')).toBe(held);
  });

  it('is NotFound, naming the id, when the shop has no such product', async () => {
    const error = await service.record('gid://shopify/Product/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('gid://shopify/Product/9');
    expect(asked).toEqual(['local:1', 'gid://shopify/Product/9']);
  });
});
