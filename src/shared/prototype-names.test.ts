import { describe, expect, it } from 'vitest';
import { isOwnKey, ownValue } from './own-key';
import { validateProduct, productTitle, recordedProduct } from './products';
import { fabricBase, suggestFabricBase } from './pricing/fabric-price';
import { suggestSupplyBase, suggestSupplyPrice } from './pricing/supply-price';
import {
  answerExists,
  buttonMaterialsFor,
  chooseThreadType,
  sellingUnitsFor,
  showsThreadMaterial,
  threadMaterialsFor,
} from './rules/supplies';
import { BUTTON_MATERIALS } from './catalogue/button';
import { OTHER_SUPPLY_SELLING_UNITS } from './catalogue/other-supply';
import { THREAD_MATERIALS } from './catalogue/thread';
import { omittedFields, supplySchemaFor } from './schemas/supplies';
import { buildSupply, type SupplyDraft } from './schemas/supply-draft';
import { baseBoxCode } from './boxes/box-code';
import { subcategoryOf, visibleBoxSteps, type BoxDraft } from './schemas/box-draft';
import { displayValue } from './display-value';
import { errorsOf, validate } from './schemas/validate';
import { loginSchema } from './schemas/login';
import { PRODUCT_TYPES } from './catalogue/product-types';

/**
 * Hardening issue, item 2: a name every object inherits ('constructor', 'toString', '__proto__',
 * ...) typed where an option or a product type goes was looked up in a plain-object table, found
 * a function, and priced a product NaN. Each lookup keyed by what people type is checked here with
 * every such name, straight from Object.prototype, so a new inherited name is covered too.
 */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

const isPrice = (n: number | null) => n === null || Number.isFinite(n);

describe('own keys only', () => {
  it.each(INHERITED)('no table answers to %s', (name) => {
    expect(isOwnKey({ Coil: 1 }, name)).toBe(false);
    expect(ownValue({ Coil: 1 }, name)).toBeUndefined();
    expect(ownValue({ Coil: 1 }, 'Coil')).toBe(1);
    expect(ownValue({ Coil: 1 }, 42)).toBeUndefined();
  });
});

describe.each(INHERITED)('a draft or request naming %s', (name) => {
  it('is not a product type: the answer names the field', () => {
    const checked = validateProduct({ productType: name, price: 3 });
    expect(checked).toEqual({ success: false, errors: { productType: [`Product type must be one of: ${PRODUCT_TYPES.join(', ')}`] } });
    expect(recordedProduct({ productType: name })).toEqual({});
    expect(productTitle(recordedProduct({ productType: name }))).toBe('');
  });

  it('prices a fabric from the fallbacks, never NaN', () => {
    expect(fabricBase({ contentType: 'EstimatedGeneral', estimatedGeneral: name as never })).toBe(7);
    expect(fabricBase({ contentType: 'Known', primaryFibre: 'Cotton', knitOrWoven: name as never, knitWeaveType: 'Poplin' })).toBe(8);
    expect(
      fabricBase({ contentType: 'Known', primaryFibre: 'Cotton', knitOrWoven: 'Woven', knitWeaveType: 'Mystery', weight: name as never }),
    ).toBe(8);
    expect(
      suggestFabricBase({
        contentType: 'Known',
        primaryFibre: 'Cotton',
        knitOrWoven: name as never,
        knitWeaveType: 'Poplin',
        bundleOrRoll: 'Roll',
      }),
    ).toBe(8);
  });

  // Each supply draft is otherwise complete, so only the named field can spoil the price.
  const drafts: [string, SupplyDraft][] = [
    ['zipper hardware type', { productType: 'Zippers', sellingUnit: 'Hardware', zipperHardwareType: name, zipperHardwareSU: 'Individual' }],
    ['zipper type', { productType: 'Zippers', sellingUnit: 'Individual', zipperType: name, lengthIn: '9' }],
    ['button material', { productType: 'Buttons', sellingUnit: 'Individual', materials: [name], widthMM: '20' }],
    ['spool size', { productType: 'Thread', sellingUnit: 'Individual', spoolSize: name }],
    ['trim type', { productType: 'Trim', sellingUnit: 'By Meter', trimType: name, widthMixedUnit: 'Imperial', widthTyped: '1' }],
    ['elastic type', { productType: 'Elastic', sellingUnit: 'By Meter', elasticType: name, widthMixedUnit: 'Imperial', widthTyped: '1' }],
    [
      'bias tape type',
      { productType: 'Bias Tape', sellingUnit: 'By Meter', biasTapeType: name, widthMixedUnit: 'Imperial', widthTyped: '1' },
    ],
  ];
  it.each(drafts)('as a %s prices a supply as a number or not at all', (_, draft) => {
    expect(isPrice(suggestSupplyBase(draft))).toBe(true);
    expect(suggestSupplyPrice(draft).choices.every((c) => /^\$\d+\.\d\d$/.test(c))).toBe(true);
  });

  it('restricts supply options as for an unknown name', () => {
    expect(sellingUnitsFor('Other Supply', name)).toBe(OTHER_SUPPLY_SELLING_UNITS);
    expect(buttonMaterialsFor(name)).toBe(BUTTON_MATERIALS);
    expect(threadMaterialsFor(name)).toBe(THREAD_MATERIALS);
    expect(chooseThreadType({ productType: 'Thread' }, name).material).toBeUndefined();
    expect(showsThreadMaterial({ productType: 'Thread', threadType: name })).toBe(true);
    expect(answerExists({ productType: 'Trim', brand: 'Acme' }, name, 'No').brand).toBe('Acme');
  });

  it('is not a selling unit: nothing is omitted, the schema names the field', () => {
    expect(omittedFields('Trim', name)).toEqual([]);
    expect(() => buildSupply({ productType: 'Trim', sellingUnit: name })).not.toThrow();
    const checked = validate(supplySchemaFor('Trim'), { productType: 'Trim', sellingUnit: name });
    expect(checked.success).toBe(false);
    if (!checked.success) expect(checked.errors.sellingUnit?.[0]).toMatch(/^Selling unit must be one of: /);
  });

  it('adds nothing to a box code and no step to the box sidebar', () => {
    expect(baseBoxCode({ supplyType: 'Everything Else', category: 'Craft', subcategory: name })).toBe('9B');
    expect(baseBoxCode({ supplyType: 'Trim', trimType: name as never })).toBe('6');
    expect(baseBoxCode({ supplyType: name as never })).toBe('');
    const draft = { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: name } as unknown as BoxDraft;
    expect(subcategoryOf(draft)).toBeUndefined();
    expect(visibleBoxSteps(draft).every((s) => typeof s === 'string')).toBe(true);
  });

  it('reads as itself in the review table', () => {
    expect(displayValue('variantedFields', [name, 'price'], { price: 'Price' })).toBe(`${name}, Price`);
  });

  it('is reported as a field of its own when it is a key of the input', () => {
    const parsed = loginSchema.safeParse(JSON.parse(`{"user_email":"a@b.c","user_pass":"secret pass",${JSON.stringify(name)}:1}`));
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const errors = errorsOf(parsed.error);
      expect(Object.keys(errors)).toEqual([name]);
      expect(Object.getOwnPropertyDescriptor(errors, name)?.value).toEqual([`Unknown field: ${name}`]);
    }
  });
});
