import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fabricBase, fabricPriceChoices, imperfectionCut, suggestFabricBase } from './fabric-price';
import { suggestPrice } from '../products';
import { fabricVariantPrices } from '../rules/fabric';
import type { FabricDraft } from '../schemas/fabric';
import { fabricBundleDraft, fabricVariantsDraft } from '../test/product-factory';

const cottonPoplin = {
  contentType: 'Known',
  primaryFibre: 'Cotton',
  knitOrWoven: 'Woven',
  knitWeaveType: 'Poplin',
  weight: 'Medium',
  bundleOrRoll: 'Roll',
} as const;

describe('fabric suggested price (spec 000 section 9)', () => {
  it('looks the base up by fibre group, construction and type, with the spec fallbacks', () => {
    expect(fabricBase(cottonPoplin)).toBe(9);
    expect(fabricBase({ ...cottonPoplin, primaryFibre: 'Polyester' })).toBe(6);
    expect(fabricBase({ ...cottonPoplin, primaryFibre: 'Unobtainium' })).toBe(8);
    expect(fabricBase({ contentType: 'EstimatedGeneral', estimatedGeneral: 'Natural' })).toBe(10);
    expect(fabricBase({ contentType: 'EstimatedGeneral', estimatedGeneral: 'Synthetic Blend' })).toBe(6);
    expect(fabricBase({ contentType: 'EstimatedGeneral' })).toBe(7);
    expect(fabricBase({ ...cottonPoplin, knitWeaveType: 'Mystery', weight: 'Light' })).toBe(4);
  });

  it('applies premium x1.1, heavy +2, pattern +1, quality adjustments and rounds up to 0.5', () => {
    expect(suggestFabricBase(cottonPoplin)).toBe(9);
    expect(suggestFabricBase({ ...cottonPoplin, primaryFibre: 'Linen' })).toBe(10); // 9.9 -> 10
    expect(suggestFabricBase({ ...cottonPoplin, weight: 'Heavy' })).toBe(11);
    expect(suggestFabricBase({ ...cottonPoplin, pattern: 'Floral' })).toBe(10);
    expect(suggestFabricBase({ ...cottonPoplin, pattern: 'None' })).toBe(9);
    expect(suggestFabricBase({ ...cottonPoplin, qualities: ['Quilted Top'] })).toBe(15);
    expect(suggestFabricBase({ ...cottonPoplin, qualities: ['Short Hair', 'Unbleached/Undyed'] })).toBe(6);
  });

  it('cuts by the largest imperfection factor (Discoloration 0.3, others 0.2)', () => {
    expect(imperfectionCut(['Scented', 'Discoloration'])).toBe(0.3);
    expect(imperfectionCut(['Frayed edge'])).toBe(0.2);
    expect(imperfectionCut([])).toBe(0);
    expect(suggestFabricBase({ ...cottonPoplin, imperfections: ['Run'] })).toBe(7.5); // 7.2 -> 7.5
  });

  it('multiplies bundles by their length', () => {
    expect(suggestFabricBase({ ...cottonPoplin, bundleOrRoll: 'Bundle', lengthM: 2.5 })).toBe(22.5);
    expect(suggestFabricBase({ ...cottonPoplin, bundleOrRoll: 'Bundle' })).toBeNull();
  });

  it('offers base + (-2a, -a, 0, +2, +4) with a = 2, or 1 when the base is 4 or less', () => {
    expect(fabricPriceChoices(9)).toEqual(['$5.00', '$7.00', '$9.00', '$11.00', '$13.00']);
    expect(fabricPriceChoices(4)).toEqual(['$2.00', '$3.00', '$4.00', '$6.00', '$8.00']);
  });

  it('always rounds up to a multiple of 0.5', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 9.99, noNaN: true }), fc.constantFrom('Cotton', 'Silk', 'Nylon'), (length, fibre) => {
        const p = suggestFabricBase({ ...cottonPoplin, primaryFibre: fibre, bundleOrRoll: 'Bundle', lengthM: length })!;
        expect((p * 2) % 1).toBe(0);
      }),
    );
  });
});

describe('typed imperfections move the suggestion like chosen ones (issue 26 item 2)', () => {
  // The factory's cotton poplin suggests $9.00 a metre: a 1 m bundle is $9.00 before any flaw.
  const oneMetre = (overrides: Partial<FabricDraft>) => fabricBundleDraft({ lengthM: ['1'], imperfectionExists: 'Yes', ...overrides });

  it("cuts a typed flaw the list does not hold by the default 0.2: 'Torn edge' makes $9.00 $7.50", () => {
    expect(suggestPrice(oneMetre({ imperfectionOther: ['Torn edge'] })).base).toBe(7.5);
  });

  it("cuts a typed name the list holds by its own factor, in any case: Run plus 'discoloration' makes $6.50", () => {
    expect(suggestPrice(oneMetre({ imperfections: [['Run']], imperfectionOther: ['Discoloration'] })).base).toBe(6.5);
    expect(suggestPrice(oneMetre({ imperfections: [[]], imperfectionOther: ['discoloration'] })).base).toBe(6.5);
  });

  it('reads each variant its own typed flaws', () => {
    const draft = fabricVariantsDraft({
      lengthM: ['1', '1'],
      imperfectionExists: 'Yes',
      imperfections: [[], []],
      imperfectionOther: ['', 'Torn edge'],
    });
    const result = fabricVariantPrices(draft);
    expect(result.ok && result.prices.map((p) => p.suggested)).toEqual([9, 7.5]);
  });

  it('counts typed qualities like chosen ones', () => {
    expect(suggestPrice(fabricBundleDraft({ lengthM: ['1'], qualityExists: 'Yes', qualityOther: 'quilted top' })).base).toBe(15);
  });

  it('ignores typed flaws once the answer is No', () => {
    expect(suggestPrice(oneMetre({ imperfectionExists: 'No', imperfectionOther: ['Torn edge'] })).base).toBe(9);
  });
});
