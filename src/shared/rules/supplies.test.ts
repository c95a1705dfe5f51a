import { describe, expect, it } from 'vitest';
import { missingForPrice } from '../products';
import {
  answerExists,
  chooseTrimType,
  chooseButtonType,
  chooseSellingUnit,
  chooseSpoolSize,
  applyUniqueShape,
  applyZipperHardwareUnit,
  biasTapeQualitiesFor,
  buttonMaterialsFor,
  chooseOtherSupplyType,
  chooseThreadType,
  elasticTypesFor,
  imperfectionsFor,
  KIND_QUESTIONS,
  newSupplyDraft,
  noneAnsweredYes,
  quantityAtStart,
  priceLabel,
  sellingUnitsFor,
  showsPreSewnType,
  showsSellingUnit,
  showsThreadMaterial,
  showsTrimWeave,
  switchWidthUnit,
  threadMaterialsFor,
  threadOnSpoolFor,
  tubularWidthText,
} from './supplies';
import { SUPPLY_TYPES } from '../catalogue/product-types';
import { buildSupply, unansweredQuestions } from '../schemas/supply-draft';

describe('supply rules of state (spec 001 section 4)', () => {
  it('offers the selling units per kind and per other-supply type, forcing single ones', () => {
    expect(sellingUnitsFor('Zippers')).toEqual(['Individual', 'Pack', 'Tape By The Meter', 'Hardware']);
    expect(sellingUnitsFor('Other Supply', 'Velcro')).toEqual(['Individual', 'Pack', 'By Meter']);
    expect(sellingUnitsFor('Other Supply', 'Notions')).toEqual(['By Meter', 'Individual', 'Pack', 'By Weight']);
    expect(chooseOtherSupplyType({ productType: 'Other Supply' }, 'Books').sellingUnit).toBe('Individual');
    expect(chooseOtherSupplyType({ productType: 'Other Supply' }, 'Sequins').sellingUnit).toBe('Pack');
    expect(showsSellingUnit({ productType: 'Other Supply', otherSupplyType: 'Sewing Tool' })).toBe(false);
    expect(showsSellingUnit({ productType: 'Other Supply', otherSupplyType: 'Beads' })).toBe(true);
  });

  it('forces pack sizes for hardware zippers and unique-shape buttons', () => {
    expect(applyZipperHardwareUnit({ productType: 'Zippers', packSize: 10 }, 'Individual').packSize).toBe(1);
    expect(applyUniqueShape({ productType: 'Buttons', sellingUnit: 'Individual' }, true)).toMatchObject({
      sellingUnit: 'Pack',
      packSize: '2',
    });
  });

  it('restricts button materials by type', () => {
    expect(buttonMaterialsFor('Sew-on Snap')).toEqual(['Metal', 'Brass']);
    expect(buttonMaterialsFor('Toggle')).toEqual(['Metal', 'Plastic', 'Wood', 'Shell', 'Brass']);
    expect(buttonMaterialsFor('4 Hole')).toContain('Glass');
    expect(chooseButtonType({ productType: 'Buttons', materials: ['Wood', 'Brass'] }, 'Grommet').materials).toEqual(['Brass']);
  });

  it('forces thread materials and the Skein spool, and hides the material step', () => {
    expect(chooseThreadType({ productType: 'Thread', material: 'Cotton' }, 'Silk').material).toBe('Silk');
    expect(chooseThreadType({ productType: 'Thread' }, 'Wooly Nylon').material).toBe('Nylon');
    expect(chooseThreadType({ productType: 'Thread', material: 'Cotton' }, 'Quilting').material).toBeUndefined();
    expect(chooseThreadType({ productType: 'Thread' }, 'Embroidery Floss').spoolSize).toBe('Skein');
    expect(showsThreadMaterial({ productType: 'Thread', threadType: 'Silk' })).toBe(false);
    expect(threadMaterialsFor('Yarn')).toEqual(['Polyester', 'Cotton']);
    expect(threadOnSpoolFor('Individual')).not.toContain('Various');
    expect(threadOnSpoolFor('Pack')).toContain('Various');
    expect(newSupplyDraft('Thread').threadOnSpool).toBe('Full');
  });

  it('restricts trim weave, pre-sewn elastic, extra wide bias tape and imperfections', () => {
    expect(showsTrimWeave('Lace')).toBe(true);
    expect(showsTrimWeave('Faux Fur')).toBe(false);
    expect(chooseTrimType({ productType: 'Trim', trimType: 'Lace', weaveType: ['Chantilly'] }, 'Faux Fur').weaveType).toEqual([]);
    expect(chooseTrimType({ productType: 'Trim', trimType: 'Lace', weaveType: ['Chantilly'] }, 'Ribbon').weaveType).toEqual(['Chantilly']);
    expect(elasticTypesFor('Roll')).not.toContain('Pre-Sewn');
    expect(elasticTypesFor('Pack')).toContain('Pre-Sewn');
    expect(showsPreSewnType({ productType: 'Elastic', elasticType: 'Pre-Sewn', sellingUnit: 'Bundle' })).toBe(true);
    expect(biasTapeQualitiesFor('Roll')).not.toContain('Extra Wide');
    expect(imperfectionsFor({ productType: 'Zippers', sellingUnit: 'Hardware' })).toEqual(['Discolouration', 'Sticky']);
    expect(imperfectionsFor({ productType: 'Zippers', sellingUnit: 'Tape By The Meter' })).not.toContain('Sticky Slider');
    expect(imperfectionsFor({ productType: 'Bias Tape', sellingUnit: 'Bundle' })).not.toContain('Partially Unrolled');
    expect(imperfectionsFor({ productType: 'Elastic', sellingUnit: 'Roll' })).toContain('Partially Unrolled');
  });

  it('defaults quantity 1 and Imperial widths, and converts the width when the unit switches', () => {
    expect(newSupplyDraft('Trim')).toMatchObject({ quantityRadio: '1', widthMixedUnit: 'Imperial' });
    const metric = switchWidthUnit({ productType: 'Trim', widthMixedUnit: 'Imperial', widthTyped: '1 1/2' }, 'Metric');
    expect(metric.widthTyped).toBe('38.1');
    expect(switchWidthUnit(metric, 'Imperial').widthTyped).toBe('1 1/2');
    expect(tubularWidthText(0.75)).toBe('3/4 in (1 1/2 in flat)');
  });

  it('starts every kind at a quantity of 1 and its yes/no questions at No (issue 17 item 2)', () => {
    for (const kind of SUPPLY_TYPES) {
      const d = newSupplyDraft(kind);
      expect(d.quantityRadio).toBe('1');
      for (const q of KIND_QUESTIONS[kind]) expect(d[q]).toBe('No');
      // The product is what it was with no answers: nothing is required by a No.
      expect(unansweredQuestions(d)).toEqual({});
    }
    expect(newSupplyDraft('Zippers')).toMatchObject({ brandExists: 'No', qualityExists: 'No' });
    // 'Any flaws?' has no default (issue 26): the condition is asked of every item.
    expect(newSupplyDraft('Zippers').imperfectionExists).toBeUndefined();
    // A pattern's qualities are chosen without a question: no No may clear them.
    const pattern = { ...newSupplyDraft('Sewing Patterns'), qualities: ['Vintage'] };
    expect(buildSupply(pattern).qualities).toEqual(['Vintage']);
    // What a new product keeps wins over the defaults (spec 001 section 4).
    expect(newSupplyDraft('Trim', { unboxingDateExists: 'Yes', quantityRadio: '3' }).quantityRadio).toBe('3');
  });

  it('knows a quantity still at its start: one whole piece, never metres', () => {
    expect(quantityAtStart(newSupplyDraft('Zippers'))).toBe(true);
    expect(quantityAtStart({ ...newSupplyDraft('Zippers'), quantityRadio: '2' })).toBe(false);
    expect(quantityAtStart({ ...newSupplyDraft('Zippers'), quantityOther: '1' })).toBe(false);
    expect(quantityAtStart(chooseSellingUnit(newSupplyDraft('Trim'), 'By Meter'))).toBe(false);
    expect(noneAnsweredYes(newSupplyDraft('Elastic'), ['qualitiesExists', 'imperfectionExists'])).toBe(true);
    expect(noneAnsweredYes({ productType: 'Elastic', imperfectionExists: 'Yes' }, ['qualitiesExists', 'imperfectionExists'])).toBe(false);
  });

  it('labels the price by unit', () => {
    expect(priceLabel({ productType: 'Trim', sellingUnit: 'By Meter' })).toBe('Price per meter');
    expect(priceLabel({ productType: 'Other Supply', sellingUnit: 'By Weight' })).toBe('Price per pound');
    expect(priceLabel({ productType: 'Buttons', sellingUnit: 'Individual' })).toBe('Price per piece');
  });

  it('drops what a newly chosen selling unit does not allow', () => {
    const elastic = chooseSellingUnit(
      {
        productType: 'Elastic',
        sellingUnit: 'Pack',
        elasticType: 'Pre-Sewn',
        preSewnType: ['Cuff'],
        imperfections: ['Partially Unrolled', 'Stain'],
      },
      'Roll',
    );
    expect(elastic).toMatchObject({
      sellingUnit: 'Roll',
      elasticType: undefined,
      preSewnType: [],
      imperfections: ['Partially Unrolled', 'Stain'],
    });
    expect(
      chooseSellingUnit({ productType: 'Elastic', sellingUnit: 'Roll', imperfections: ['Partially Unrolled', 'Stain'] }, 'Bundle')
        .imperfections,
    ).toEqual(['Stain']);
    expect(
      chooseSellingUnit({ productType: 'Bias Tape', sellingUnit: 'Package', qualities: ['Extra Wide', 'Patterned'] }, 'Roll').qualities,
    ).toEqual(['Patterned']);
    expect(chooseSellingUnit({ productType: 'Thread', sellingUnit: 'Pack', threadOnSpool: 'Various' }, 'Individual').threadOnSpool).toBe(
      'Full',
    );
    expect(
      chooseSellingUnit(
        { productType: 'Zippers', sellingUnit: 'Hardware', zipperHardwareType: 'Pull', imperfections: ['Sticky Slider'] },
        'Tape By The Meter',
      ),
    ).toMatchObject({ zipperHardwareType: undefined, imperfections: [] });
    expect(chooseSellingUnit({ productType: 'Buttons', sellingUnit: 'Pack', uniqueShape: true }, 'Individual').uniqueShape).toBe(false);
  });

  it('keeps industrial weight, bulky and the brand question to the spool sizes that ask them', () => {
    const industrial = { productType: 'Thread' as const, spoolSize: 'Industrial', indusWeight: 'Heavy', bulky: true };
    expect(chooseSpoolSize(industrial, 'Serger')).toMatchObject({ indusWeight: undefined, bulky: false });
    expect(
      chooseSpoolSize({ productType: 'Thread', spoolSize: 'Home Sewing', brandExists: 'Yes', brand: 'Gutermann' }, 'Serger'),
    ).toMatchObject({ brand: undefined, brandExists: 'No' });
    expect(chooseSpoolSize({ productType: 'Thread', brand: 'Gutermann' }, 'Home Sewing').brand).toBe('Gutermann');
  });

  it('empties a guarded list when its question is answered No', () => {
    const d = answerExists({ productType: 'Elastic', qualities: ['Latex Grip'], qualitiesOther: 'Soft' }, 'qualitiesExists', 'No');
    expect(d).toMatchObject({ qualitiesExists: 'No', qualities: [], qualitiesOther: '' });
    expect(answerExists({ productType: 'Zippers', brand: 'YKK' }, 'brandExists', 'No').brand).toBeUndefined();
    expect(answerExists({ productType: 'Zippers', brand: 'YKK' }, 'brandExists', 'Yes').brand).toBe('YKK');
  });

  it('offers imperfections for every kind that asks them', () => {
    expect(imperfectionsFor({ productType: 'Thread', sellingUnit: 'Individual' })).toContain('Broken Spool');
    expect(imperfectionsFor({ productType: 'Trim', sellingUnit: 'Bundle' })).not.toContain('Partially Unrolled');
    expect(imperfectionsFor({ productType: 'Ribbing', sellingUnit: 'Pack' })).toContain('Loose Threads');
    expect(imperfectionsFor({ productType: 'Other Supply', sellingUnit: 'Pack' })).toContain('Missing Pieces');
  });

  it('never asks the price page for a field the selling unit leaves out', () => {
    const byMeter = { productType: 'Elastic' as const, sellingUnit: 'By Meter', widthMixedUnit: 'Imperial' as const, widthTyped: '1' };
    expect(missingForPrice(byMeter)).toEqual([]);
    expect(missingForPrice({ ...byMeter, sellingUnit: 'Roll' }).map((m) => m.field)).toEqual(['lengthM']);
    expect(missingForPrice({ productType: 'Ribbing', sellingUnit: 'By Meter', uses: ['Cuffs'] })).toEqual([]);
  });
});
