import { describe, expect, it } from 'vitest';
import type { RecentProduct } from '../api/recent';
import { labelPageCount, todaysUploads } from './selection';

const product = (productId: string, createdAt: string, quantities: number[] = [1]): RecentProduct => ({
  productId,
  title: productId,
  productType: 'Fabric',
  status: 'ACTIVE',
  createdAt,
  variants: quantities.map((quantity, i) => ({ sku: `${productId}-${i}`, price: '9.00', quantity })),
  media: [],
  details: {},
});

describe("Recent uploads' batch", () => {
  it("picks today's uploads by this device's calendar day, not a 24-hour window", () => {
    const now = new Date(2026, 10, 23, 8, 0);
    const list = [
      product('late-last-night', new Date(2026, 10, 22, 23, 59).toISOString()),
      product('this-morning', new Date(2026, 10, 23, 0, 1).toISOString()),
      product('no-date', ''),
      product('a-minute-ago', new Date(2026, 10, 23, 7, 59).toISOString()),
    ];
    expect(todaysUploads(list, now)).toEqual(['this-morning', 'a-minute-ago']);
  });

  it('counts one label per variant, or its quantity when copies follow quantity', () => {
    const list = [product('a', '', [3, 1]), product('b', '', [0])];
    expect(labelPageCount(list, false)).toBe(3);
    expect(labelPageCount(list, true)).toBe(5);
  });
});
