import { describe, expect, it } from 'vitest';
import { visibleSteps } from '../../wizard/step-graph';
import { SUPPLY_STEPS, suppliesTopBar } from './supplies-steps';
import type { SupplyForm } from './supply-form';

const labels = (d: SupplyForm) => visibleSteps(SUPPLY_STEPS, d).map((s) => s.label);

/** The sidebar per kind and unit, in spec 001 section 2's order. */
describe('supplies sidebar', () => {
  it('shows only Supplies before a kind is chosen', () => {
    expect(labels({})).toEqual(['Supplies']);
    expect(suppliesTopBar({})).toBe('Supplies');
  });

  it.each<[string, SupplyForm, string[]]>([
    ['zipper individual', { productType: 'Zippers', sellingUnit: 'Individual' }, ['Selling Unit', 'Camera', 'Zipper Type + Closure', 'Zipper Dimensions', 'Size', 'Colours', 'Brand/Imperfections/Quality', 'Common Uses', 'Quantity', 'Price', 'Additional Information']],
    ['zipper tape', { productType: 'Zippers', sellingUnit: 'Tape By The Meter' }, ['Selling Unit', 'Camera', 'Zipper Type', 'Zipper Dimensions', 'Size', 'Colours', 'Imperfections + Quality', 'Quantity', 'Price', 'Additional Information']],
    ['zipper hardware', { productType: 'Zippers', sellingUnit: 'Hardware' }, ['Selling Unit', 'Camera', 'Hardware Type', 'Hardware Unit', 'Hardware Material', 'Size', 'Colours', 'Brand/Imperfections/Quality', 'Quantity', 'Price', 'Additional Information']],
    ['buttons', { productType: 'Buttons', sellingUnit: 'Pack' }, ['Selling Unit', 'Camera', 'Button Size', 'Quantity', 'Button Type', 'Button Material', 'Colours', 'Button Design', 'Common Uses', 'Price']],
    ['elastic by meter', { productType: 'Elastic', sellingUnit: 'By Meter' }, ['Selling Unit', 'Camera', 'Dimensions', 'Quantity', 'Elastic Type', 'Qualities + Imperfections', 'Colours', 'Price']],
    ['elastic roll', { productType: 'Elastic', sellingUnit: 'Roll' }, ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Elastic Type', 'Qualities + Imperfections', 'Colours', 'Price']],
    ['sewing patterns', { productType: 'Sewing Patterns' }, ['Camera', 'Sewing Pattern Type', 'Sewing Pattern Brand Number', 'Quantity', 'Price']],
    ['thread', { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Cotton' }, ['Selling Unit', 'Camera', 'Thread Type', 'Thread Material', 'Colours', 'Thread Size', 'Quantity', 'Uses + Imperfections', 'Price']],
    ['thread silk', { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Wooly Nylon' }, ['Selling Unit', 'Camera', 'Thread Type', 'Colours', 'Thread Size', 'Quantity', 'Uses + Imperfections', 'Price']],
    ['trim bundle', { productType: 'Trim', sellingUnit: 'Bundle' }, ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Type + Weave', 'Design + Shape', 'Trim Qualities', 'Trim Content', 'Colours', 'Uses + Imperfections', 'Price']],
    ['ribbing', { productType: 'Ribbing', sellingUnit: 'By Meter' }, ['Selling Unit', 'Camera', 'Material and Stretch', 'Colours', 'Pattern + Imperfections', 'Dimensions', 'Ribbing Common Use', 'Quantity', 'Price']],
    ['bias tape package', { productType: 'Bias Tape', sellingUnit: 'Package' }, ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Material + Type', 'Brand + Additional Info', 'Qualities + Imperfections', 'Colours', 'Price']],
    ['bias tape roll', { productType: 'Bias Tape', sellingUnit: 'Roll' }, ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Material + Type', 'Qualities + Imperfections', 'Colours', 'Price']],
    ['other by meter', { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter' }, ['Supply Type', 'Selling Unit', 'Camera', 'Name', 'Other Supply Dimensions', 'Weight', 'Other Supply Imperfections', 'Additional Info', 'Colours', 'Price']],
    ['other by weight', { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'By Weight' }, ['Supply Type', 'Selling Unit', 'Camera', 'Name', 'Other Supply Dimensions', 'Weight', 'Other Supply Quantity', 'Other Supply Imperfections', 'Additional Info', 'Colours', 'Price']],
    ['other books', { productType: 'Other Supply', otherSupplyType: 'Books', sellingUnit: 'Individual' }, ['Supply Type', 'Camera', 'Name', 'Other Supply Dimensions', 'Weight + Size', 'Other Supply Quantity', 'Other Supply Imperfections', 'Additional Info', 'Colours', 'Price']],
  ])('%s', (_name, draft, expected) => {
    expect(labels(draft)).toEqual(['Supplies', ...expected, 'Upload Product']);
  });

  it('shows the other-supply type in the top bar, Everything Else before one is chosen', () => {
    expect(suppliesTopBar({ productType: 'Other Supply' })).toBe('Everything Else');
    expect(suppliesTopBar({ productType: 'Other Supply', otherSupplyType: 'Feathers' })).toBe('Feathers');
    expect(suppliesTopBar({ productType: 'Bias Tape' })).toBe('Bias Tape');
  });

  it('gives every step a unique id, so each kind keeps its own pages', () => {
    const ids = SUPPLY_STEPS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
