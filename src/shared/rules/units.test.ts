import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFraction, inchesToMm, mmToInches, parseFraction } from './units';

describe('imperial fractions', () => {
  it.each([
    ['1 1/2', 1.5],
    ['3/4', 0.75],
    ['2', 2],
    ['5/8', 0.625],
    ['1.25', 1.25],
    ['1/0', null],
    ['one', null],
    ['1 1/2 in', null],
  ])('parses %j as %j', (text, value) => {
    expect(parseFraction(text)).toBe(value);
  });

  it.each([
    [1.5, '1 1/2'],
    [0.25, '1/4'],
    [0.2, '1/5'],
    [0.9, '9/10'],
    [1 / 64, '1/64'],
    [2, '2'],
    [2.96, '3'],
    [0.375, '3/8'],
  ])('shows %f in as %j', (inches, text) => {
    expect(formatFraction(inches)).toBe(text);
  });

  it('converts inches and millimetres both ways', () => {
    expect(inchesToMm(1)).toBe(25.4);
    expect(mmToInches(25.4)).toBe(1);
  });

  it('round-trips a fraction through millimetres within a tenth of a millimetre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.constantFrom(2, 4, 8, 16), fc.integer({ min: 0, max: 15 }), (whole, d, n) => {
        const inches = whole + (n % d) / d;
        const text = formatFraction(inches);
        const back = parseFraction(text)!;
        expect(Math.abs(inchesToMm(back) - inchesToMm(mmToInches(inchesToMm(inches))))).toBeLessThan(0.1);
      }),
    );
  });
});
