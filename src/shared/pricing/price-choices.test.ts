import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice, priceChoices, roundUpTo } from './price-choices';

describe('rounding and price choices', () => {
  it.each([
    [7.01, 0.5, 7.5],
    [7.5, 0.5, 7.5],
    [2.1, 0.05, 2.1],
    [2.11, 0.05, 2.15],
    [0.3 * 3, 0.05, 0.9],
  ])('rounds %f up to the step %f: %f', (v, step, out) => expect(roundUpTo(v, step)).toBe(out));

  it('always rounds up to a multiple of the step, never more than one step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 500, noNaN: true }), fc.constantFrom(0.05, 0.5), (v, step) => {
        const r = roundUpTo(v, step);
        expect(r).toBeGreaterThanOrEqual(v - 1e-9);
        expect(r - v).toBeLessThan(step + 1e-9);
        expect(Math.abs(r / step - Math.round(r / step))).toBeLessThan(1e-6);
      }),
    );
  });

  it('gives strictly increasing choices for increasing offsets', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 200, noNaN: true }), fc.constantFrom(0.05, 0.1, 0.25, 1, 2), (base, a) => {
        const choices = priceChoices(base, [-2 * a, -a, 0, a, 2 * a]);
        for (let i = 1; i < choices.length; i += 1) expect(choices[i]!).toBeGreaterThan(choices[i - 1]!);
      }),
    );
  });

  it('formats as dollars with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(3)).toBe('$3.00');
  });
});
