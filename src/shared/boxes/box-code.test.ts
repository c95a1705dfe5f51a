import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOX_SUPPLY_TYPES, BOX_TRIM_TYPES, EVERYTHING_ELSE_CATEGORIES, EVERYTHING_ELSE_SUBCATEGORIES } from '../catalogue/boxes';
import { baseBoxCode, fullBoxCode, parseBoxCode, type BoxCodeParts } from './box-code';
import { boxUpdateFields, nextBoxStatus } from './box-status';

describe('box codes (spec 001)', () => {
  it.each([
    [{ supplyType: 'Zippers' }, '1'],
    [{ supplyType: 'Bias Tape' }, '8'],
    [{ supplyType: 'Trim', trimType: 'Fringe' }, '6A'],
    [{ supplyType: 'Trim', trimType: 'Lace' }, '6C'],
    [{ supplyType: 'Trim', trimType: 'Ricrac' }, '6J'],
    [{ supplyType: 'Everything Else', category: 'Sewing', subcategory: 'Velcro' }, '9A1'],
    [{ supplyType: 'Everything Else', category: 'Craft', subcategory: 'Yarn and Yarn Tools' }, '9B10'],
    [{ supplyType: 'Everything Else', category: 'Other', subcategory: 'Costume Jewelry' }, '9C12'],
    [{ supplyType: 'Everything Else', category: 'Other', subcategory: 'Other' }, '9C20'],
  ] as [BoxCodeParts, string][])('%j -> %s', (parts, code) => {
    expect(baseBoxCode(parts)).toBe(code);
  });

  it('appends the count after a dash and reads codes back', () => {
    expect(fullBoxCode('6C', 3)).toBe('6C-3');
    expect(parseBoxCode('9b10-2')).toEqual({ supplyType: 'Everything Else', category: 'Craft', subcategory: 'Yarn and Yarn Tools', count: 2 });
    expect(parseBoxCode('6Z-1')).toBeNull();
    expect(parseBoxCode('1C12')).toBeNull();
  });

  it('round-trips every box code through parse and print', () => {
    const parts = fc.oneof(
      fc.constantFrom(...BOX_SUPPLY_TYPES.filter((t) => t !== 'Trim' && t !== 'Everything Else')).map((supplyType): BoxCodeParts => ({ supplyType })),
      fc.constantFrom(...BOX_TRIM_TYPES).map((trimType): BoxCodeParts => ({ supplyType: 'Trim', trimType })),
      fc.constantFrom(...EVERYTHING_ELSE_CATEGORIES).chain((category) =>
        fc.constantFrom(...EVERYTHING_ELSE_SUBCATEGORIES[category]).map((subcategory): BoxCodeParts => ({ supplyType: 'Everything Else', category, subcategory })),
      ),
    );
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 9999 }), (p, count) => {
        const code = fullBoxCode(baseBoxCode(p), count);
        expect(parseBoxCode(code)).toEqual({ ...p, count });
      }),
    );
  });
});

describe('box status', () => {
  it.each([
    ['New Box', 'General Sort'],
    ['General Sort', 'Measured'],
    ['Measured', 'Input'],
    ['Input', 'Input'],
    ['Archived', 'Archived'],
  ])('%s becomes %s', (from, to) => expect(nextBoxStatus(from)).toBe(to));

  it('writes photos and notes to General Sort, or to Measured when the new status is Measured', () => {
    expect(boxUpdateFields('New Box', ['https://x/1.jpg'], ' sorted by colour ')).toEqual({
      Status: 'General Sort',
      'General Sort Photo': [{ url: 'https://x/1.jpg' }],
      'General Sort Notes': 'sorted by colour',
    });
    expect(boxUpdateFields('General Sort', ['u'], 'measured')).toEqual({ Status: 'Measured', 'Measured Photo': [{ url: 'u' }], 'Measured Notes': 'measured' });
    expect(boxUpdateFields('Measured', [], '')).toEqual({ Status: 'Input' });
  });
});
