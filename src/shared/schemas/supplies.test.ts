import { describe, expect, it } from 'vitest';
import { buildSupply, type SupplyDraft } from './supply-draft';
import { SUPPLY_DRAFTS } from '../test/product-factory';
import { fieldErrorsOf, missingForPrice, suggestPrice, validateDraft } from '../products';
import { suggestSupplyBase, supplyPriceStep } from '../pricing/supply-price';

describe('a realistic item of every supply kind validates', () => {
  it.each(Object.entries(SUPPLY_DRAFTS))('%s', (_type, draft) => {
    expect(fieldErrorsOf(draft)).toEqual({});
  });
});

describe('per-unit omitted fields (spec 001 section 5)', () => {
  it('drops the fields a unit omits from the built product', () => {
    const tape = buildSupply({
      ...SUPPLY_DRAFTS.Zippers,
      sellingUnit: 'Tape By The Meter',
      material: 'Metal',
      packSize: '5',
      brand: 'YKK',
    });
    expect(tape).not.toHaveProperty('closure');
    expect(tape).not.toHaveProperty('lengthIn');
    expect(tape).not.toHaveProperty('brand');
    expect(tape).not.toHaveProperty('packSize');
    expect(tape.material).toBe('Metal');
    expect(buildSupply({ ...SUPPLY_DRAFTS.Ribbing, sellingUnit: 'By Meter' })).not.toHaveProperty('lengthCM');
  });

  it('refuses a field the unit omits when a caller sends it anyway', async () => {
    const { validateProduct } = await import('../products');
    const built = buildSupply(SUPPLY_DRAFTS.Zippers);
    const r = validateProduct({ ...built, packSize: 5 });
    expect(r.success ? {} : r.errors).toEqual({ packSize: ['Unknown field: packSize'] });
  });

  it('requires what the unit needs', () => {
    const r = validateDraft({ ...SUPPLY_DRAFTS.Buttons, packSize: '' });
    expect(r.success ? {} : r.errors).toEqual({ packSize: ['Pack size is required'] });
    const v = validateDraft({ ...SUPPLY_DRAFTS['Other Supply'], widthCM: '' });
    expect(v.success ? {} : v.errors).toEqual({ widthCM: ['Width (cm) is required for by meter selling unit'] });
  });
});

describe('kind-specific validation', () => {
  it.each([
    ['zipper length at least 3 in', { ...SUPPLY_DRAFTS.Zippers, lengthIn: '2' }, 'lengthIn', 'Length (in) must be at least 3'],
    ['button width at most 200 mm', { ...SUPPLY_DRAFTS.Buttons, widthMM: '250' }, 'widthMM', 'Width (mm) must be at most 200'],
    ['buttons one use only', { ...SUPPLY_DRAFTS.Buttons, uses: ['Apparel', 'Crafts'] }, 'uses', 'Uses must have at most 1 items'],
    [
      'thread pack at most 20',
      { ...SUPPLY_DRAFTS.Thread, sellingUnit: 'Pack', packSize: '21' },
      'packSize',
      'Pack size must be at most 20',
    ],
    [
      'industrial thread needs a weight',
      { ...SUPPLY_DRAFTS.Thread, spoolSize: 'Industrial' },
      'indusWeight',
      'Industrial weight is required',
    ],
    ['elastic width at most 20 in', { ...SUPPLY_DRAFTS.Elastic, widthTyped: '21' }, 'widthIn', 'Width (in) must be at most 20'],
    [
      'trim content 1 to 2',
      { ...SUPPLY_DRAFTS.Trim, trimContent: ['Cotton', 'Silk', 'Nylon'] },
      'trimContent',
      'Trim content must have at most 2 items',
    ],
    ['ribbing length 1 to 250 cm', { ...SUPPLY_DRAFTS.Ribbing, lengthCM: '300' }, 'lengthCM', 'Length (cm) must be at most 250'],
    ['pattern brand required', { ...SUPPLY_DRAFTS['Sewing Patterns'], brand: '' }, 'brand', 'Brand is required'],
    [
      'pattern number at most 10',
      { ...SUPPLY_DRAFTS['Sewing Patterns'], patternNumber: '12345678901' },
      'patternNumber',
      'Pattern number must be at most 10 characters',
    ],
    [
      'Extra Wide only for packages',
      { ...SUPPLY_DRAFTS['Bias Tape'], sellingUnit: 'Roll', qualities: ['Extra Wide'] },
      'qualities',
      "'Extra Wide' is only for packages",
    ],
    ['imperial width must be a fraction', { ...SUPPLY_DRAFTS.Trim, widthTyped: 'wide' }, 'widthIn', 'Width (in) must be a number'],
    ['photos 3 to 7', { ...SUPPLY_DRAFTS.Thread, images: ['a'] }, 'images', 'Must have at least 3 images'],
  ] as [string, SupplyDraft, string, string][])('%s', (_name, draft, field, message) => {
    expect(fieldErrorsOf(draft)[field]).toContain(message);
  });

  it('upper-cases pattern numbers and stores widths in inches', () => {
    const r = validateDraft(SUPPLY_DRAFTS['Sewing Patterns']);
    expect(r.success && r.data.productType === 'Sewing Patterns' && r.data.patternNumber).toBe('S9142');
    const m = validateDraft({ ...SUPPLY_DRAFTS.Elastic, widthMixedUnit: 'Metric', widthTyped: '25.4' });
    expect(m.success && m.data.productType === 'Elastic' && m.data.widthIn).toBe(1);
  });
});

describe('supply suggested prices (spec 001 section 9)', () => {
  it.each([
    ['metal zipper 22 in heavy duty: 1.5 + 0.5 + 1.5', SUPPLY_DRAFTS.Zippers, 3.5],
    ['coil zipper 8 in: 1 + 0.5', { ...SUPPLY_DRAFTS.Zippers, zipperType: 'Coil', lengthIn: '8', quality: [] }, 1.5],
    ['coil zipper 40 in: 1 + 2', { ...SUPPLY_DRAFTS.Zippers, zipperType: 'Coil', lengthIn: '40', quality: [] }, 3],
    ['zipper with an imperfection x0.85', { ...SUPPLY_DRAFTS.Zippers, imperfectionExists: 'Yes', imperfections: ['Stain'] }, 3],
    ['zipper pack of 5 x0.8', { ...SUPPLY_DRAFTS.Zippers, sellingUnit: 'Pack', packSize: '5' }, 14],
    ['sewing patterns fixed 3.5', SUPPLY_DRAFTS['Sewing Patterns'], 3.5],
    ['ribbing cuff 0.35', SUPPLY_DRAFTS.Ribbing, 0.35],
    ['ribbing double waistband 0.75 x2', { ...SUPPLY_DRAFTS.Ribbing, uses: ['Waistbands'], size: 'Double Width' }, 1.5],
    ['lace roll 20 m: 0.75 x1.5 x20 x0.7', SUPPLY_DRAFTS.Trim, 15.75],
  ] as [string, SupplyDraft, number][])('%s', (_name, draft, base) => {
    expect(suggestSupplyBase(draft)).toBe(base);
  });

  it('offers no preset price for Everything Else', () => {
    expect(suggestPrice(SUPPLY_DRAFTS['Other Supply'])).toEqual({ base: null, choices: [] });
  });

  it('uses the step a of spec 001 per kind and unit', () => {
    expect(supplyPriceStep(SUPPLY_DRAFTS.Ribbing, 0.35)).toBe(0.1);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Ribbing, sellingUnit: 'Pack' }, 1)).toBe(0.25);
    expect(supplyPriceStep(SUPPLY_DRAFTS.Buttons, 1)).toBe(0.25);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Buttons, materials: ['Wood'] }, 1)).toBe(0.05);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Buttons, uniqueShape: true, materials: ['Wood'] }, 1)).toBe(0.25);
    expect(supplyPriceStep(SUPPLY_DRAFTS.Thread, 1)).toBe(0.25);
    expect(supplyPriceStep(SUPPLY_DRAFTS.Thread, 2)).toBe(0.5);
    expect(supplyPriceStep(SUPPLY_DRAFTS.Thread, null)).toBe(0.1);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Trim, sellingUnit: 'By Meter' }, 1.5)).toBe(0.25);
    expect(supplyPriceStep(SUPPLY_DRAFTS.Trim, 15)).toBe(2);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Trim, sellingUnit: 'Bundle' }, 4)).toBe(0.5);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS.Elastic, sellingUnit: 'Bundle' }, 0.25)).toBe(0.05);
    expect(supplyPriceStep({ ...SUPPLY_DRAFTS['Bias Tape'], sellingUnit: 'Roll' }, 21)).toBe(4);
    expect(supplyPriceStep(SUPPLY_DRAFTS['Bias Tape'], 6.5)).toBe(1);
    expect(supplyPriceStep(SUPPLY_DRAFTS['Sewing Patterns'], 3.5)).toBe(2);
    expect(suggestPrice(SUPPLY_DRAFTS['Sewing Patterns']).choices).toEqual(['$1.50', '$3.50', '$5.50', '$7.50']);
  });

  it('lists what the price page still needs per kind', () => {
    expect(missingForPrice({ productType: 'Zippers' }).map((m) => m.label)).toEqual(['Selling Unit', 'Zipper Type', 'Length (in)']);
    expect(missingForPrice(SUPPLY_DRAFTS.Trim)).toEqual([]);
  });
});
