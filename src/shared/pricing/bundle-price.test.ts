import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bundlePriceFromRoll, bundlePriceText } from './bundle-price';

describe('bundle price from a roll', () => {
  it('is the roll price per metre times the length, rounded up to 0.5', () => {
    expect(bundlePriceFromRoll(9, 2.5)).toBe(22.5);
    expect(bundlePriceFromRoll(9, 2)).toBe(18);
    expect(bundlePriceFromRoll(7.99, 1.3)).toBe(10.5); // 10.387 -> 10.5
    expect(bundlePriceFromRoll(12, 0.35)).toBe(4.5); // 4.2 -> 4.5
    expect(bundlePriceFromRoll(0.1, 0.01)).toBe(0.5); // never below 0.5
  });

  it('does not round an exact half up again (float noise)', () => {
    expect(bundlePriceFromRoll(4.5, 3)).toBe(13.5);
    expect(bundlePriceFromRoll(1.1, 5)).toBe(5.5);
  });

  it('prints as the shop stores prices', () => {
    expect(bundlePriceText(9, 2.5)).toBe('22.50');
    expect(bundlePriceText(10, 3)).toBe('30.00');
  });

  it('refuses a price or length that is not more than 0', () => {
    expect(() => bundlePriceFromRoll(0, 2)).toThrow(RangeError);
    expect(() => bundlePriceFromRoll(9, 0)).toThrow(RangeError);
    expect(() => bundlePriceFromRoll(Number.NaN, 2)).toThrow(RangeError);
  });

  it('is a multiple of 0.5, never under the exact product, and under it plus 0.5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 99_900 }), (cents, centimetres) => {
        const price = cents / 100;
        const length = centimetres / 100;
        const p = bundlePriceFromRoll(price, length);
        const exact = price * length;
        expect(Number.isInteger(p * 2)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(Math.max(0.5, exact) - 1e-9);
        expect(p).toBeLessThan(Math.max(0.5, exact) + 0.5 + 1e-9);
      }),
    );
  });
});
