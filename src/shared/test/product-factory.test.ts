import { describe, expect, it } from 'vitest';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import { fieldErrorsOf, type ProductDraft } from '../products';
import {
  SUPPLY_DRAFTS,
  fabricBundleDraft,
  fabricBundleProduct,
  fabricRollDraft,
  fabricRollProduct,
  fabricVariantsDraft,
  fabricVariantsProduct,
  productOf,
  supplyDraft,
  supplyProduct,
} from './product-factory';

describe('the test product factory', () => {
  it.each<[string, ProductDraft]>([
    ['fabric bundle', fabricBundleDraft()],
    ['fabric roll', fabricRollDraft()],
    ['fabric with variants', fabricVariantsDraft()],
    ...SUPPLY_TYPES.map((kind): [string, ProductDraft] => [kind, supplyDraft(kind)]),
  ])('makes a valid %s draft', (_, draft) => {
    expect(fieldErrorsOf(draft)).toEqual({});
  });

  it('makes the products those drafts upload, of the kind each says', () => {
    expect(fabricBundleProduct()).toMatchObject({ bundleOrRoll: 'Bundle', variantedFields: [], lengthM: [2], price: [18] });
    expect(fabricRollProduct()).toMatchObject({ bundleOrRoll: 'Roll', lengthM: [30], price: [9] });
    expect(fabricVariantsProduct()).toMatchObject({
      variantedFields: ['lengthM', 'imperfections', 'price', 'quantity'],
      lengthM: [2, 3.5],
    });
    for (const kind of SUPPLY_TYPES) expect(supplyProduct(kind)).toEqual(productOf(SUPPLY_DRAFTS[kind]));
  });

  it('applies overrides, and refuses one that makes the product invalid', () => {
    expect(fabricBundleDraft({ bundleOrRoll: 'Roll' }).bundleOrRoll).toBe('Roll');
    expect(supplyDraft('Zippers', { lengthIn: '9' }).lengthIn).toBe('9');
    expect(fabricRollProduct({ name: 'Meadow' }).name).toBe('Meadow');
    expect(supplyProduct('Buttons', { price: 3 }).price).toBe(3);
    expect(() => fabricBundleProduct({ price: [-1] })).toThrow('not a valid Fabric');
    expect(() => productOf(fabricBundleDraft({ weight: undefined }))).toThrow('weight');
  });

  it('hands out a fresh copy each time, so one test changing its fixture leaves the next one alone', () => {
    fabricBundleDraft().feel!.push('Changed.');
    supplyDraft('Zippers').colour!.push('Red');
    expect(fabricBundleDraft().feel).toEqual(['Smooth and cool.']);
    expect(supplyDraft('Zippers').colour).toEqual(['Black']);
  });
});
