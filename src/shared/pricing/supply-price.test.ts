import { describe, expect, it } from 'vitest';
import { missingForPrice, suggestPrice } from '../products';
import type { SupplyDraft } from '../schemas/supply-draft';
import { supplyDraft } from '../test/product-factory';

/**
 * A pack's price is per pack, so its size is a needed input: with none there is no suggestion
 * (never one reckoned for a pack of 1), and the Price page and the review name Pack Size as missing
 * (issue 26 item 2: a Thread pack with no size showed '$0.40 Suggested price').
 */
describe('a pack without its size has no suggestion, and says Pack Size is missing', () => {
  const packs: [string, SupplyDraft][] = [
    ['Thread', supplyDraft('Thread', { sellingUnit: 'Pack' })],
    ['Zippers', supplyDraft('Zippers', { sellingUnit: 'Pack' })],
    ['Zipper hardware', supplyDraft('Zippers', { sellingUnit: 'Hardware', zipperHardwareType: 'Slider', zipperHardwareSU: 'Pack' })],
    ['Buttons', supplyDraft('Buttons', { packSize: undefined })],
    ['Ribbing', supplyDraft('Ribbing', { sellingUnit: 'Pack' })],
    ['Trim', supplyDraft('Trim', { sellingUnit: 'Pack' })],
    ['Elastic', supplyDraft('Elastic', { sellingUnit: 'Pack' })],
  ];

  it.each(packs)('%s', (_, draft) => {
    expect(draft.packSize).toBeUndefined();
    expect(suggestPrice(draft)).toEqual({ base: null, choices: [] });
    expect(missingForPrice(draft).map((m) => m.label)).toEqual(['Pack Size']);
  });

  it.each(packs)('%s with its size typed is suggested again', (_, draft) => {
    const sized = { ...draft, packSize: '4' };
    expect(suggestPrice(sized).base).toBeGreaterThan(0);
    expect(missingForPrice(sized)).toEqual([]);
  });

  it('a Thread pack of 4 Home Sewing spools is 4 x $1.00 x 0.8', () => {
    expect(suggestPrice(supplyDraft('Thread', { sellingUnit: 'Pack', packSize: '4' })).base).toBe(3.2);
  });

  it('units sold singly never ask for a pack size', () => {
    const single = supplyDraft('Zippers', {
      sellingUnit: 'Hardware',
      zipperHardwareType: 'Slider',
      zipperHardwareSU: 'Individual',
      packSize: 1,
    });
    expect(missingForPrice(single)).toEqual([]);
    expect(suggestPrice(single).base).toBe(0.5);
    for (const kind of ['Thread', 'Ribbing', 'Zippers'] as const) expect(missingForPrice(supplyDraft(kind))).toEqual([]);
  });
});

describe('no suggestion while a field the price needs is missing (issue 26 item 2)', () => {
  const cases: [string, SupplyDraft, string][] = [
    ['a zipper without its length', supplyDraft('Zippers', { lengthIn: undefined }), 'Length (in)'],
    ['trim without its type', supplyDraft('Trim', { trimType: undefined }), 'Trim Type'],
    ['ribbing without its use', supplyDraft('Ribbing', { uses: [] }), 'Uses'],
  ];
  it.each(cases)('%s', (_, draft, label) => {
    expect(missingForPrice(draft).map((m) => m.label)).toEqual([label]);
    expect(suggestPrice(draft)).toEqual({ base: null, choices: [] });
  });
});

/**
 * Issue 42 item 3: a 1 in, 10 m woven elastic roll was suggested at $4.08: 0.60 a metre x 10 m x
 * 0.8 (the roll discount) = 4.80, then x 0.85 again, rounded to cents. D139 reads the spec's 'roll
 * uses 85% of the base' as what picks the roll's step, so the suggestion is the base.
 */
describe('an elastic roll is suggested at its base, a multiple of 0.05', () => {
  const roll = supplyDraft('Elastic', {
    sellingUnit: 'Roll',
    elasticType: 'Woven',
    widthMixedUnit: 'Imperial',
    widthTyped: '1',
    lengthM: '10',
    imperfectionExists: 'No',
  });

  it('1 in, 10 m, woven: $4.80, with steps of 1 (85% of it is 4.08, up to 10)', () => {
    expect(suggestPrice(roll)).toEqual({ base: 4.8, choices: ['$2.80', '$3.80', '$4.80', '$5.80', '$6.80'] });
  });

  it.each(['1', '3', '7', '10', '11', '25', '30', '57'])('%s m: every choice a multiple of 0.05', (lengthM) => {
    for (const choice of suggestPrice({ ...roll, lengthM }).choices) {
      const cents = Math.round(Number(choice.slice(1)) * 100);
      expect(cents % 5).toBe(0);
    }
  });
});
