import { describe, expect, it } from 'vitest';
import { boxBaseCodeOf, boxCountSchema, chooseCategory, newBoxSchema, visibleBoxSteps, type BoxDraft } from './box-draft';
import { bundleLengthSchema, rollToBundleSchema, skuSchema } from './roll-to-bundle';
import { validate } from './validate';

describe('inventory box draft', () => {
  it('shows the sidebar steps of spec 001 per state', () => {
    expect(visibleBoxSteps({ isNewBox: 'no' })).toEqual(['start_or_update', 'update_box_status']);
    expect(visibleBoxSteps({ isNewBox: 'yes', supplyType: 'Buttons' })).toEqual([
      'start_or_update',
      'supply_type_box_size',
      'summary_page',
    ]);
    expect(visibleBoxSteps({ isNewBox: 'yes', supplyType: 'Trim' })).toContain('trim_type');
    expect(visibleBoxSteps({ isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Craft' })).toEqual([
      'start_or_update',
      'supply_type_box_size',
      'everything_else_category',
      'craft_category',
      'summary_page',
    ]);
  });

  it("needs New Box to be yes: 'New Box? must be yes to submit a new box'", () => {
    const r = validate(newBoxSchema, { isNewBox: 'no', supplyType: 'Buttons', boxSize: 'Blue Bin' });
    expect(r.success ? {} : r.errors).toEqual({ isNewBox: ['New Box? must be yes to submit a new box'] });
  });

  it('requires the trim type and the matching subcategory', () => {
    const trim = validate(newBoxSchema, { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Large Bin' });
    expect(trim.success ? {} : trim.errors).toEqual({ trimType: ['Trim type is required'] });
    const craft: BoxDraft = chooseCategory(
      { isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Small Bin', sewingCategory: 'Velcro' },
      'Craft',
    );
    const r = validate(newBoxSchema, craft);
    expect(r.success ? {} : r.errors).toEqual({ craftCategory: ['Craft category is required'] });
    expect(boxBaseCodeOf({ ...craft, craftCategory: 'Yarn and Yarn Tools' })).toBe('9B10');
  });

  it('accepts only base codes for the box count', () => {
    expect(validate(boxCountSchema, { boxID: '6C' }).success).toBe(true);
    expect(validate(boxCountSchema, { boxID: 'DROP TABLE' }).success).toBe(false);
  });
});

describe('roll to bundle input (spec 001 section 5)', () => {
  it.each([
    ['', 'SKU must be defined.'],
    ['12a', 'Must be a whole number.'],
    ['1.5', 'Must be a whole number.'],
  ])('SKU %j: %s', (sku, message) => {
    const r = validate(skuSchema, sku);
    expect(r.success ? [] : r.errors['']).toEqual([message]);
  });

  it("checks the length: 'Length is not a number.', positive, within the roll", () => {
    const err = (v: unknown, available?: number) => {
      const r = validate(bundleLengthSchema(available), v);
      return r.success ? [] : r.errors[''];
    };
    expect(err('abc')).toEqual(['Length is not a number.']);
    expect(err('')).toEqual(['Length is not a number.']);
    expect(err('0')).toEqual(['Length must be more than 0.']);
    expect(err('3.5', 3)).toEqual(['Length is more than the roll holds (3 m).']);
    expect(err('2.5', 3)).toEqual([]);
    expect(validate(rollToBundleSchema, { sku: '1001', length: '2.5', rollVersion: 'v1' })).toEqual({
      success: true,
      data: { sku: '1001', length: 2.5, rollVersion: 'v1' },
    });
    // Without the version of the roll the page showed, the conversion is refused, naming the field (issue 42).
    expect(validate(rollToBundleSchema, { sku: '1001', length: '2.5' })).toEqual({
      success: false,
      errors: { rollVersion: ['Roll version must be defined: search for the roll again, then Upload.'] },
    });
  });
});
