import { describe, expect, it } from 'vitest';
import { labelPageCount, todaysUploads } from './selection';

const product = (productId: string, listedAt: number, quantities: number[] = [1]) => ({
  productId,
  listedAt,
  variants: quantities.map((quantity, i) => ({ sku: `${productId}-${i}`, price: '9.00', quantity })),
});

describe("Recent uploads' batch", () => {
  it("picks today's uploads by this device's calendar day, not a 24-hour window", () => {
    const now = new Date(2026, 10, 23, 8, 0);
    const list = [
      product('late-last-night', new Date(2026, 10, 22, 23, 59).getTime()),
      product('this-morning', new Date(2026, 10, 23, 0, 0).getTime()),
      product('a-minute-ago', new Date(2026, 10, 23, 7, 59).getTime()),
      product('tomorrow', new Date(2026, 10, 24, 0, 0).getTime()),
    ];
    expect(todaysUploads(list, now)).toEqual(['this-morning', 'a-minute-ago']);
  });

  it('counts one label per variant, or its quantity when copies follow quantity', () => {
    const list = [product('a', 0, [3, 1]), product('b', 0, [0])];
    expect(labelPageCount(list, false)).toBe(3);
    expect(labelPageCount(list, true)).toBe(5);
  });
});
