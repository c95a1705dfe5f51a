/**
 * Every digit, letter and number of a box code, pinned from spec 001 'Box code' (issue 16,
 * item 24): a swap of Clothing (14) and Books (15) survived the suite, because a round trip
 * through print and parse agrees with itself whatever the numbers are. The numbers are typed
 * here from the spec, never read from src/shared/boxes/box-code.ts.
 *
 * The one deliberate difference from the old tool: 'Costume Jewelry' is 12 (docs/decisions.md
 * D14), where the old code's spelling 'Costume Jewellery' left the listed option without one.
 */
import { describe, expect, it } from 'vitest';
import { BOX_SUPPLY_TYPES, BOX_TRIM_TYPES, EVERYTHING_ELSE_CATEGORIES, EVERYTHING_ELSE_SUBCATEGORIES } from '../catalogue/boxes';
import { boxBaseCodeOf } from '../schemas/box-draft';
import { baseCodeOfBox } from '../schemas/box-api';
import { baseBoxCode, parseBoxCode } from './box-code';

/** 'a digit for supply type (Zippers 1, Buttons 2, Elastic 3, Sewing Patterns 4, Thread 5, Trim 6, Ribbing 7, Bias Tape 8, Everything Else 9)' */
const SUPPLY_DIGITS = [
  ['Zippers', '1'],
  ['Buttons', '2'],
  ['Elastic', '3'],
  ['Sewing Patterns', '4'],
  ['Thread', '5'],
  ['Trim', '6'],
  ['Ribbing', '7'],
  ['Bias Tape', '8'],
  ['Everything Else', '9'],
] as const;

/** 'a letter for trim type (Fringe A through Ricrac J in list order)'; the list: 'Fringe, Ribbon, Lace, Tape, Cording, Webbing, Piping, Faux Fur, Braided, Ricrac'. */
const TRIM_LETTERS = [
  ['Fringe', 'A'],
  ['Ribbon', 'B'],
  ['Lace', 'C'],
  ['Tape', 'D'],
  ['Cording', 'E'],
  ['Webbing', 'F'],
  ['Piping', 'G'],
  ['Faux Fur', 'H'],
  ['Braided', 'I'],
  ['Ricrac', 'J'],
] as const;

/** 'a letter for the category (Sewing A, Craft B, Other C)' and 'a number for the subcategory'. */
const SUBCATEGORY_NUMBERS = [
  ['Sewing', 'Velcro', 'A', 1],
  ['Sewing', 'Sewing Tool', 'A', 2],
  ['Sewing', 'Storage', 'A', 3],
  ['Sewing', 'Interfacing', 'A', 4],
  ['Sewing', 'Other', 'A', 5],
  ['Craft', 'Feathers', 'B', 6],
  ['Craft', 'Sequins', 'B', 7],
  ['Craft', 'Beads', 'B', 8],
  ['Craft', 'Felt', 'B', 9],
  ['Craft', 'Yarn and Yarn Tools', 'B', 10],
  ['Craft', 'Other', 'B', 11],
  ['Other', 'Costume Jewelry', 'C', 12], // D14
  ['Other', 'Bridal Wear', 'C', 13],
  ['Other', 'Clothing', 'C', 14],
  ['Other', 'Books', 'C', 15],
  ['Other', 'Tools', 'C', 16],
  ['Other', 'Notions', 'C', 17],
  ['Other', 'Applique', 'C', 18],
  ['Other', 'Accessories', 'C', 19],
  ['Other', 'Other', 'C', 20],
] as const;

describe('box code digits, letters and numbers (spec 001 Box code)', () => {
  it.each(SUPPLY_DIGITS)('%s is %s', (supplyType, digit) => {
    expect(baseBoxCode({ supplyType })).toBe(digit);
  });

  it.each(TRIM_LETTERS)('Trim > %s is 6%s', (trimType, letter) => {
    expect(baseBoxCode({ supplyType: 'Trim', trimType })).toBe(`6${letter}`);
  });

  it.each(SUBCATEGORY_NUMBERS)('Everything Else > %s > %s is 9%s%d', (category, subcategory, letter, n) => {
    expect(baseBoxCode({ supplyType: 'Everything Else', category, subcategory })).toBe(`9${letter}${n}`);
  });

  it('the tables above cover every option the box pages offer, so no option goes without a number', () => {
    expect(SUPPLY_DIGITS.map(([t]) => t)).toEqual([...BOX_SUPPLY_TYPES]);
    expect(TRIM_LETTERS.map(([t]) => t)).toEqual([...BOX_TRIM_TYPES]);
    for (const category of EVERYTHING_ELSE_CATEGORIES) {
      const pinned = SUBCATEGORY_NUMBERS.filter(([c]) => c === category).map(([, s]) => s);
      expect([...pinned].sort()).toEqual([...EVERYTHING_ELSE_SUBCATEGORIES[category]].sort());
    }
  });

  it('every subcategory number is used once, 1 to 20', () => {
    expect(SUBCATEGORY_NUMBERS.map(([, , , n]) => n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('the same numbers where the box pages read them', () => {
  it.each(SUBCATEGORY_NUMBERS)('a new box draft for %s > %s starts 9%s%d', (category, subcategory, letter, n) => {
    const field = { Sewing: 'sewingCategory', Craft: 'craftCategory', Other: 'otherCategory' }[category];
    expect(boxBaseCodeOf({ isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: category, [field]: subcategory })).toBe(
      `9${letter}${n}`,
    );
  });

  it.each(SUBCATEGORY_NUMBERS)('the server makes %s > %s boxes under 9%s%d (POST /product/boxes)', (category, subcategory, letter, n) => {
    expect(baseCodeOfBox({ productType: 'Everything Else', subA: category, subB: subcategory, boxSize: 'Blue Bin' })).toBe(
      `9${letter}${n}`,
    );
  });

  it.each(TRIM_LETTERS)('the server makes Trim > %s boxes under 6%s', (trimType, letter) => {
    expect(baseCodeOfBox({ productType: 'Trim', subA: trimType, subB: '', boxSize: 'Blue Bin' })).toBe(`6${letter}`);
  });

  it.each(SUPPLY_DIGITS.filter(([t]) => t !== 'Trim' && t !== 'Everything Else'))(
    'the server makes %s boxes under %s',
    (productType, digit) => {
      expect(baseCodeOfBox({ productType, subA: '', subB: '', boxSize: 'Blue Bin' })).toBe(digit);
    },
  );

  it.each(TRIM_LETTERS)('a new box draft for Trim > %s starts 6%s', (trimType, letter) => {
    expect(boxBaseCodeOf({ isNewBox: 'yes', supplyType: 'Trim', trimType })).toBe(`6${letter}`);
  });
});

describe('codes read back to the parts the spec gives them', () => {
  // A bare 6 or 9 reads as the type alone, like every other digit.
  it.each(SUPPLY_DIGITS)('%s <- %s-1', (supplyType, digit) => {
    expect(parseBoxCode(`${digit}-1`)).toEqual({ supplyType, count: 1 });
  });

  it.each(TRIM_LETTERS)('Trim > %s <- 6%s-3', (trimType, letter) => {
    expect(parseBoxCode(`6${letter}-3`)).toEqual({ supplyType: 'Trim', trimType, count: 3 });
  });

  it.each(SUBCATEGORY_NUMBERS)('Everything Else > %s > %s <- 9%s%d-2', (category, subcategory, letter, n) => {
    expect(parseBoxCode(`9${letter}${n}-2`)).toEqual({ supplyType: 'Everything Else', category, subcategory, count: 2 });
  });

  it('numbers that belong to another category are no code (Velcro is 9A1, never 9B1 or 9C1)', () => {
    expect(parseBoxCode('9B1-1')).toBeNull();
    expect(parseBoxCode('9C11-1')).toBeNull();
    expect(parseBoxCode('9A6-1')).toBeNull();
    expect(parseBoxCode('9C21-1')).toBeNull();
  });
});
