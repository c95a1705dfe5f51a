import { describe, expect, it } from 'vitest';
import { VARIANTED_FIELDS } from '../catalogue/fabric';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import { recordedProduct, type Product } from '../products';
import { fabricBundleProduct, fabricRollProduct, fabricVariantsProduct, supplyProduct, supplyUnitProduct } from '../test/product-factory';
import { FIXED_AFTER_UPLOAD, FIXED_AFTER_UPLOAD_MESSAGES, FIXED_STEPS, fixedChanges, type HeldItem } from './fixed-after-upload';

/** The shop's record of an uploaded product, as far as the rule reads it: its answers read back, its SKUs. */
const held = (product: Product, skus = ['10001']): HeldItem => ({
  details: recordedProduct(JSON.parse(JSON.stringify(product))),
  variants: skus.map((sku) => ({ sku })),
});

/** What is held, what the edit sends (and the SKUs it names), and the refusals by field. */
type Refused = [string, HeldItem, Product, (readonly string[])?, Record<string, string[]>?];

describe('what an edit may not change (D117, issue 42 item 3)', () => {
  it.each([
    ['a new price and length', held(fabricBundleProduct()), fabricBundleProduct({ lengthM: [1.5], price: [7] })],
    ['a roll’s length and price per metre', held(fabricRollProduct()), fabricRollProduct({ lengthM: [12], price: [8] })],
    [
      'each variant’s length, price and stock, under its own SKU',
      held(fabricVariantsProduct(), ['10001', '10002']),
      fabricVariantsProduct({ lengthM: [2.5, 3], price: [20, 24], quantity: [3, 1] }),
    ],
    ['a zipper’s answers', held(supplyProduct('Zippers')), supplyProduct('Zippers', { price: 4 })],
    // A pack counted again: the unit stays, the label is marked out of date (labelOutOfDate).
    ['a pack’s size', held(supplyUnitProduct('Buttons', 'Pack')), { ...supplyUnitProduct('Buttons', 'Pack'), packSize: 10 } as Product],
    ['a sewing pattern, which has no selling unit', held(supplyProduct('Sewing Patterns')), supplyProduct('Sewing Patterns', { price: 6 })],
  ])('lets through %s', (_, item, product) => {
    expect(fixedChanges(item, { product })).toEqual({});
    expect(fixedChanges(item, { product, skus: item.variants.map((v) => v.sku) })).toEqual({});
  });

  it.each<Refused>([
    [
      'a 1-piece bundle made a 30 m roll at $1.00 (the issue’s)',
      held(fabricBundleProduct()),
      fabricRollProduct({ lengthM: [30], price: [1] }),
      undefined,
      { bundleOrRoll: [FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll('Bundle', 'Roll')] },
    ],
    [
      'a roll made a bundle',
      held(fabricRollProduct()),
      fabricBundleProduct(),
      undefined,
      { bundleOrRoll: [FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll('Roll', 'Bundle')] },
    ],
    [
      'a bundle given variants, its one row kept',
      held(fabricBundleProduct()),
      fabricBundleProduct({ variantedFields: [...VARIANTED_FIELDS] }),
      undefined,
      { hasVariants: [FIXED_AFTER_UPLOAD_MESSAGES.hasVariants(false, true)] },
    ],
    [
      'a variant added',
      held(fabricBundleProduct()),
      fabricVariantsProduct(),
      undefined,
      {
        variants: [FIXED_AFTER_UPLOAD_MESSAGES.variantCount(1, 2)],
        hasVariants: [FIXED_AFTER_UPLOAD_MESSAGES.hasVariants(false, true)],
      },
    ],
    [
      'another SKU named',
      held(fabricBundleProduct()),
      fabricBundleProduct(),
      ['10009'],
      { skus: [FIXED_AFTER_UPLOAD_MESSAGES.skus(['10001'], ['10009'])] },
    ],
    [
      'the variants named in another order',
      held(fabricVariantsProduct(), ['10001', '10002']),
      fabricVariantsProduct(),
      ['10002', '10001'],
      { skus: [FIXED_AFTER_UPLOAD_MESSAGES.skus(['10001', '10002'], ['10002', '10001'])] },
    ],
    // Issue 42: a supply's selling unit is what its stock, price and label count in, as bundle or roll is a fabric's.
    ...(
      [
        ['Trim', 'By Meter', 'Roll'],
        ['Buttons', 'Individual', 'Pack'],
        ['Elastic', 'Bundle', 'Roll'],
        ['Zippers', 'Pack', 'Individual'],
        ['Bias Tape', 'Package', 'Bundle'],
        ['Other Supply', 'By Weight', 'Pack'],
      ] as const
    ).map(([kind, from, to]): Refused => [
      `${kind} sold ${from} made ${to}`,
      held(supplyUnitProduct(kind, from)),
      supplyUnitProduct(kind, to),
      undefined,
      { sellingUnit: [FIXED_AFTER_UPLOAD_MESSAGES.sellingUnit(from, to)] },
    ]),
    [
      'single zipper hardware made a pack',
      held({ ...supplyUnitProduct('Zippers', 'Hardware'), zipperHardwareSU: 'Individual', packSize: 1 } as Product),
      { ...supplyUnitProduct('Zippers', 'Hardware'), zipperHardwareSU: 'Pack', packSize: 5 } as Product,
      undefined,
      { zipperHardwareSU: [FIXED_AFTER_UPLOAD_MESSAGES.zipperHardwareSU('Individual', 'Pack')] },
    ],
    [
      'a fabric made a zipper: refused for the kind alone',
      held(fabricBundleProduct()),
      supplyProduct('Zippers'),
      ['10009'],
      { productType: [FIXED_AFTER_UPLOAD_MESSAGES.kind('Fabric', 'Zippers')] },
    ],
  ])('refuses %s, naming the field in staff words', (_, item, product, skus, errors) => {
    expect(fixedChanges(item, { product, skus })).toEqual(errors);
  });

  it('words each refusal with what the field is called on the pages', () => {
    expect(FIXED_AFTER_UPLOAD_MESSAGES.bundleOrRoll('Bundle', 'Roll')).toMatch(
      /^Bundle or roll cannot change in an edit: this item is a Bundle/,
    );
    expect(FIXED_AFTER_UPLOAD_MESSAGES.hasVariants(false, true)).toMatch(/^Has variants cannot change/);
    expect(FIXED_AFTER_UPLOAD_MESSAGES.skus(['1'], ['2'])).toMatch(/^SKUs cannot change/);
    expect(FIXED_AFTER_UPLOAD_MESSAGES.sellingUnit('By Meter', 'Roll')).toMatch(
      /^Selling unit cannot change in an edit: this item's is By Meter in the shop and the edit says Roll\./,
    );
    expect(FIXED_AFTER_UPLOAD_MESSAGES.zipperHardwareSU('Individual', 'Pack')).toMatch(/^Hardware unit cannot change/);
  });

  it('leaves out of an edit the steps asking it, and every supply kind keeps its kind', () => {
    expect(FIXED_STEPS).toEqual([
      'supply_type',
      'bundle_or_roll',
      'zipper_selling_unit',
      'button_selling_unit',
      'elastic_selling_unit',
      'thread_selling_unit',
      'trim_selling_unit',
      'ribbing_selling_unit',
      'bias_tape_selling_unit',
      'other_supply_selling_unit',
      'zipper_hardware_unit',
      'has_variants',
    ]);
    expect(FIXED_AFTER_UPLOAD.map((f) => f.field)).toEqual([
      'productType',
      'bundleOrRoll',
      'sellingUnit',
      'zipperHardwareSU',
      'variants',
      'hasVariants',
      'skus',
    ]);
    for (const kind of SUPPLY_TYPES) {
      const other = SUPPLY_TYPES.find((k) => k !== kind)!;
      expect(fixedChanges(held(supplyProduct(kind)), { product: supplyProduct(other) })).toEqual({
        productType: [FIXED_AFTER_UPLOAD_MESSAGES.kind(kind, other)],
      });
    }
  });
});
