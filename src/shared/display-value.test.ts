import { describe, expect, it } from 'vitest';
import { displayValue } from './display-value';
import { PRODUCT_TYPES, type ProductType } from './catalogue/product-types';
import { asksFlaws } from './rules/flaws';
import { fieldErrorsOf } from './products';
import { fabricBundleDraft, supplyDraft } from './test/product-factory';

describe('review table values (spec 000 section 2)', () => {
  it.each([
    ['price', 3.5, '$3.50'],
    ['price', [18, 27], '$18.00, $27.00'],
    ['quantity', 2, '2'],
    ['name', '', '-'],
    ['bulky', false, 'No'],
    ['bulky', true, 'Yes'],
    ['uses', ['Dresses', 'Quilting'], 'Dresses, Quilting'],
    ['uses', [], '-'],
    ['images', ['a', 'b', 'c'], '3 photos'],
    ['imperfections', [[], ['Snag']], '- | Snag'],
    ['widthCM', Number.NaN, '-'],
  ])('%s %j shows as %s', (field, value, shown) => {
    expect(displayValue(field, value)).toBe(shown);
  });
});

describe("an answered 'Any flaws?' (issue 26)", () => {
  it.each<[ProductType | undefined, unknown, string]>([
    ['Fabric', [], 'No flaws'],
    ['Fabric', [[], []], 'No flaws'],
    ['Fabric', [[], ['Snag']], '- | Snag'],
    ['Zippers', [], 'No flaws'],
    ['Zippers', ['Stain'], 'Stain'],
    // Never asked: nothing is claimed.
    ['Zippers', undefined, '-'],
    ['Buttons', [], '-'],
    ['Sewing Patterns', [], '-'],
    [undefined, [], '-'],
  ])('%s %j shows as %s', (type, value, shown) => {
    expect(displayValue('imperfections', value, {}, type)).toBe(shown);
  });

  it('asks every kind but the two spec 001 gives no imperfections, as their schemas require', () => {
    for (const type of PRODUCT_TYPES) {
      const draft = type === 'Fabric' ? fabricBundleDraft() : supplyDraft(type);
      const required = fieldErrorsOf({ ...draft, imperfectionExists: undefined, imperfections: undefined }).imperfections !== undefined;
      expect([type, asksFlaws(type)]).toEqual([type, required]);
    }
  });
});
