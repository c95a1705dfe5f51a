import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOX_SUPPLY_TYPES, BOX_TRIM_TYPES, EVERYTHING_ELSE_CATEGORIES, EVERYTHING_ELSE_SUBCATEGORIES } from '../catalogue/boxes';
import { BASE_BOX_CODE, FULL_BOX_CODE, MAX_BOX_COUNT, baseBoxCode, fullBoxCode, parseBoxCode, type BoxCodeParts } from './box-code';
import { boxCountSchema } from '../schemas/box-draft';
import { boxNoteLine, boxUpdateFields, nextBoxStatus } from './box-status';

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
    expect(parseBoxCode('9b10-2')).toEqual({
      supplyType: 'Everything Else',
      category: 'Craft',
      subcategory: 'Yarn and Yarn Tools',
      count: 2,
    });
    expect(parseBoxCode('6Z-1')).toBeNull();
    expect(parseBoxCode('1C12')).toBeNull();
  });

  it('round-trips every box code through parse and print', () => {
    const parts = fc.oneof(
      fc
        .constantFrom(...BOX_SUPPLY_TYPES.filter((t) => t !== 'Trim' && t !== 'Everything Else'))
        .map((supplyType): BoxCodeParts => ({ supplyType })),
      fc.constantFrom(...BOX_TRIM_TYPES).map((trimType): BoxCodeParts => ({ supplyType: 'Trim', trimType })),
      fc
        .constantFrom(...EVERYTHING_ELSE_CATEGORIES)
        .chain((category) =>
          fc
            .constantFrom(...EVERYTHING_ELSE_SUBCATEGORIES[category])
            .map((subcategory): BoxCodeParts => ({ supplyType: 'Everything Else', category, subcategory })),
        ),
    );
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 9999 }), (p, count) => {
        const code = fullBoxCode(baseBoxCode(p), count);
        expect(parseBoxCode(code)).toEqual({ ...p, count });
      }),
    );
  });
  it('is one pattern for the box form, the counter and the parser: every base code, counts 1 to MAX_BOX_COUNT', () => {
    // Would catch a second copy of the pattern drifting: the box_count body, a full code and the parser each read it.
    const every: BoxCodeParts[] = [
      ...BOX_SUPPLY_TYPES.filter((t) => t !== 'Trim' && t !== 'Everything Else').map((supplyType): BoxCodeParts => ({ supplyType })),
      ...BOX_TRIM_TYPES.map((trimType): BoxCodeParts => ({ supplyType: 'Trim', trimType })),
      ...EVERYTHING_ELSE_CATEGORIES.flatMap((category) =>
        EVERYTHING_ELSE_SUBCATEGORIES[category].map((subcategory): BoxCodeParts => ({
          supplyType: 'Everything Else',
          category,
          subcategory,
        })),
      ),
    ];
    for (const p of every) {
      const base = baseBoxCode(p);
      expect(BASE_BOX_CODE.test(base), base).toBe(true);
      expect(boxCountSchema.safeParse({ boxID: base }).success, base).toBe(true);
      for (const count of [1, MAX_BOX_COUNT]) {
        expect(FULL_BOX_CODE.test(fullBoxCode(base, count)), base).toBe(true);
        expect(parseBoxCode(fullBoxCode(base, count)), base).toEqual({ ...p, count });
      }
      for (const bad of [`${base}-0`, `${base}-01`, fullBoxCode(base, MAX_BOX_COUNT + 1)]) {
        expect(FULL_BOX_CODE.test(bad), bad).toBe(false);
        expect(parseBoxCode(bad), bad).toBeNull();
      }
      expect(BASE_BOX_CODE.test(fullBoxCode(base, 1))).toBe(false);
    }
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

  const empty = { generalSortPhoto: [], generalSortNotes: '', measuredPhoto: [], measuredNotes: '' };
  const at = Date.UTC(2026, 10, 23, 23, 30);
  const by = 'staff@selvage.test';

  it('writes photos and notes to General Sort, or to Measured when the new status is Measured', () => {
    expect(boxUpdateFields({ ...empty, status: 'New Box' }, { photos: ['https://x/1.jpg'], notes: ' sorted by colour ', at, by })).toEqual({
      Status: 'General Sort',
      'General Sort Photo': [{ url: 'https://x/1.jpg' }],
      'General Sort Notes': '2026-11-23 staff@selvage.test: sorted by colour',
    });
    expect(boxUpdateFields({ ...empty, status: 'General Sort' }, { photos: ['u'], notes: 'measured', at, by })).toEqual({
      Status: 'Measured',
      'Measured Photo': [{ url: 'u' }],
      'Measured Notes': '2026-11-23 staff@selvage.test: measured',
    });
    expect(boxUpdateFields({ ...empty, status: 'Measured' }, { photos: [], notes: '  ', at, by })).toEqual({ Status: 'Input' });
  });

  it('adds to what the fields hold (issue 14: Measured -> Input replaced the General Sort notes and photos)', () => {
    const box = {
      status: 'Measured',
      // Written before notes carried a date, and a photo Airtable holds under its own id.
      generalSortNotes: 'Mostly cream lace\n',
      generalSortPhoto: [{ url: 'https://dl.airtable.test/a.jpg', id: 'att1' }, { url: '/box-photos/b.jpg' }],
      measuredNotes: '2026-11-20 a@b.c: 40 m',
      measuredPhoto: [{ url: '/box-photos/m.jpg' }],
    };
    expect(boxUpdateFields(box, { photos: ['/box-photos/c.jpg', '/box-photos/d.jpg'], notes: 'All white now', at, by })).toEqual({
      Status: 'Input',
      'General Sort Photo': [{ id: 'att1' }, { url: '/box-photos/b.jpg' }, { url: '/box-photos/c.jpg' }, { url: '/box-photos/d.jpg' }],
      'General Sort Notes': 'Mostly cream lace\n2026-11-23 staff@selvage.test: All white now',
    });
    // Photos only: the notes field is not written at all, so nothing in it can be lost.
    expect(boxUpdateFields({ ...box, status: 'General Sort' }, { photos: ['/box-photos/e.jpg'], notes: '', at, by })).toEqual({
      Status: 'Measured',
      'Measured Photo': [{ url: '/box-photos/m.jpg' }, { url: '/box-photos/e.jpg' }],
    });
  });

  it('dates a note by UTC, so every server writes the same date', () => {
    expect(boxNoteLine(Date.UTC(2026, 10, 23, 0, 0, 1), 'x@y.z', ' a\nb ')).toBe('2026-11-23 x@y.z: a\nb');
    expect(boxNoteLine(Date.UTC(2026, 10, 22, 23, 59, 59), 'x@y.z', 'late')).toBe('2026-11-22 x@y.z: late');
  });
});
