import { describe, expect, it } from 'vitest';
import { canAdvance, firstOpenStep, isStepComplete, nextStep, previousStep, stepStates } from '../../wizard/step-graph';
import type { SupplyType } from '../../../shared/catalogue/product-types';
import { suggestPrice } from '../../../shared/products';
import { chooseSellingUnit, newSupplyDraft, setSupplyUnboxing } from '../../../shared/rules/supplies';
import { applySuggestedPrice } from '../../../shared/rules/suggested-price';
import { SUPPLIES_FLOW, SUPPLY_STEPS } from './supplies-steps';
import { supplyOf, type SupplyForm } from './supply-form';

/**
 * Next, Back, enabled steps and the landing step over the real supply steps (issue 16 item 25).
 * supplies-steps.test.ts pins which steps exist and which are done per kind and unit; this file pins
 * what the engine makes of them, from spec 001 section 2: 'Next and previous are the nearest steps
 * whose data exists', 'A step is disabled until its earlier data exists', 'Upload Product always
 * comes last', 'With no type chosen only Supplies is shown'. Step ids are the page routes (D37).
 */

/**
 * The tables below pin which steps exist, so their drafts make every page a stop: each yes/no
 * question answered Yes, a slider size, an Unboxing date still to pick. Which pages Next passes by
 * is pinned in its own block.
 */
const everyPageAsked = (d: SupplyForm): SupplyForm => ({
  ...d,
  brandExists: 'Yes',
  imperfectionExists: 'Yes',
  qualityExists: 'Yes',
  qualitiesExists: 'Yes',
  additionalInfoExists: 'Yes',
  sliderSize: 3,
  unboxingDateExists: 'Yes',
  // Everything Else's optional dimensions and size given.
  dimensionDescription: 'The Package',
  osSize: 'Small',
});

const enabledIds = (d: SupplyForm) =>
  stepStates(SUPPLY_STEPS, d)
    .filter((s) => s.enabled)
    .map((s) => s.id);
const photos = ['p1', 'p2', 'p3'];

describe('supplies before a kind is chosen', () => {
  it('has only Supplies: nowhere to go, and that is where staff land', () => {
    expect(enabledIds({})).toEqual(['supply_type']);
    expect(firstOpenStep(SUPPLY_STEPS, {})).toBe('supply_type');
    expect(nextStep(SUPPLY_STEPS, {}, 'supply_type')).toBeNull();
    expect(previousStep(SUPPLY_STEPS, {}, 'supply_type')).toBeNull();
    expect(canAdvance(SUPPLY_STEPS, {}, 'supply_type')).toBe(false);
  });
});

describe('supplies: each kind starts after Supplies and ends before Upload Product', () => {
  it.each<[string, SupplyForm, string, string]>([
    // [draft, the kind's first step, its last step] in spec 001's order per kind.
    ['Zippers individual', { productType: 'Zippers', sellingUnit: 'Individual' }, 'zipper_selling_unit', 'zipper_additional_information'],
    ['Zippers hardware', { productType: 'Zippers', sellingUnit: 'Hardware' }, 'zipper_selling_unit', 'zipper_additional_information'],
    ['Buttons', { productType: 'Buttons', sellingUnit: 'Pack' }, 'button_selling_unit', 'button_price'],
    ['Elastic', { productType: 'Elastic', sellingUnit: 'Roll' }, 'elastic_selling_unit', 'elastic_price'],
    // Sewing Patterns have no selling unit: Camera comes first.
    ['Sewing Patterns', { productType: 'Sewing Patterns' }, 'pattern_camera', 'pattern_price'],
    ['Thread', { productType: 'Thread', sellingUnit: 'Individual' }, 'thread_selling_unit', 'thread_price'],
    ['Trim', { productType: 'Trim', sellingUnit: 'By Meter' }, 'trim_selling_unit', 'trim_price'],
    ['Ribbing', { productType: 'Ribbing', sellingUnit: 'Pack' }, 'ribbing_selling_unit', 'ribbing_price'],
    ['Bias Tape', { productType: 'Bias Tape', sellingUnit: 'Package' }, 'bias_tape_selling_unit', 'bias_tape_price'],
    [
      'Other Supply',
      { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'Pack' },
      'other_supply_type',
      'other_supply_price',
    ],
  ])('%s', (_name, kind, first, last) => {
    const d = everyPageAsked(kind);
    expect(nextStep(SUPPLY_STEPS, d, 'supply_type')).toBe(first);
    expect(previousStep(SUPPLY_STEPS, d, first)).toBe('supply_type');
    expect(nextStep(SUPPLY_STEPS, d, last)).toBe('upload_product');
    expect(previousStep(SUPPLY_STEPS, d, 'upload_product')).toBe(last);
    expect(nextStep(SUPPLY_STEPS, d, 'upload_product')).toBeNull();
    expect(previousStep(SUPPLY_STEPS, d, 'supply_type')).toBeNull();
  });
});

describe('supplies Next and Back skip the steps the kind and unit do not have', () => {
  it.each<[string, SupplyForm, string, string | null, string | null]>([
    // [draft, from, next, back]
    [
      'zipper individual',
      { productType: 'Zippers', sellingUnit: 'Individual' },
      'zipper_camera',
      'zipper_type_closure',
      'zipper_selling_unit',
    ],
    [
      'zipper individual',
      { productType: 'Zippers', sellingUnit: 'Individual' },
      'zipper_type_closure',
      'zipper_dimensions',
      'zipper_camera',
    ],
    [
      'zipper individual',
      { productType: 'Zippers', sellingUnit: 'Individual' },
      'zipper_colours',
      'zipper_brand_imperfections_quality',
      'zipper_size',
    ],
    [
      'zipper individual',
      { productType: 'Zippers', sellingUnit: 'Individual' },
      'zipper_brand_imperfections_quality',
      'zipper_common_uses',
      'zipper_colours',
    ],
    ['zipper tape', { productType: 'Zippers', sellingUnit: 'Tape By The Meter' }, 'zipper_camera', 'zipper_type', 'zipper_selling_unit'],
    ['zipper tape', { productType: 'Zippers', sellingUnit: 'Tape By The Meter' }, 'zipper_type', 'zipper_dimensions', 'zipper_camera'],
    // Tape By The Meter omits uses: no Common Uses.
    [
      'zipper tape',
      { productType: 'Zippers', sellingUnit: 'Tape By The Meter' },
      'zipper_imperfections_quality',
      'zipper_quantity',
      'zipper_colours',
    ],
    [
      'zipper hardware',
      { productType: 'Zippers', sellingUnit: 'Hardware' },
      'zipper_camera',
      'zipper_hardware_type',
      'zipper_selling_unit',
    ],
    [
      'zipper hardware',
      { productType: 'Zippers', sellingUnit: 'Hardware' },
      'zipper_hardware_material',
      'zipper_size',
      'zipper_hardware_unit',
    ],
    [
      'zipper hardware',
      { productType: 'Zippers', sellingUnit: 'Hardware' },
      'zipper_brand_imperfections_quality',
      'zipper_quantity',
      'zipper_colours',
    ],
    [
      'elastic by the metre',
      { productType: 'Elastic', sellingUnit: 'By Meter' },
      'elastic_camera',
      'elastic_dimensions',
      'elastic_selling_unit',
    ],
    ['elastic by the metre', { productType: 'Elastic', sellingUnit: 'By Meter' }, 'elastic_quantity', 'elastic_type', 'elastic_dimensions'],
    [
      'elastic roll',
      { productType: 'Elastic', sellingUnit: 'Roll' },
      'elastic_camera',
      'elastic_dimensions_quantity',
      'elastic_selling_unit',
    ],
    [
      'elastic roll',
      { productType: 'Elastic', sellingUnit: 'Roll' },
      'elastic_type',
      'elastic_qualities_imperfections',
      'elastic_dimensions_quantity',
    ],
    // 'Thread Material is hidden for silk or wooly nylon.'
    ['thread silk', { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Silk' }, 'thread_type', 'thread_colours', 'thread_camera'],
    ['thread silk', { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Silk' }, 'thread_colours', 'thread_size', 'thread_type'],
    [
      'thread wooly nylon',
      { productType: 'Thread', sellingUnit: 'Individual', threadType: 'Wooly Nylon' },
      'thread_colours',
      'thread_size',
      'thread_type',
    ],
    [
      'thread all purpose',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'All Purpose' },
      'thread_type',
      'thread_material',
      'thread_camera',
    ],
    [
      'thread all purpose',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'All Purpose' },
      'thread_colours',
      'thread_size',
      'thread_material',
    ],
    ['trim by the metre', { productType: 'Trim', sellingUnit: 'By Meter' }, 'trim_camera', 'trim_dimensions', 'trim_selling_unit'],
    ['trim by the metre', { productType: 'Trim', sellingUnit: 'By Meter' }, 'trim_quantity', 'trim_type_weave', 'trim_dimensions'],
    ['trim bundle', { productType: 'Trim', sellingUnit: 'Bundle' }, 'trim_camera', 'trim_dimensions_quantity', 'trim_selling_unit'],
    ['trim bundle', { productType: 'Trim', sellingUnit: 'Bundle' }, 'trim_type_weave', 'trim_design_shape', 'trim_dimensions_quantity'],
    // 'Brand + Additional Info (package only)'.
    [
      'bias tape package',
      { productType: 'Bias Tape', sellingUnit: 'Package' },
      'bias_tape_material_type',
      'bias_tape_brand_info',
      'bias_tape_dimensions_quantity',
    ],
    [
      'bias tape package',
      { productType: 'Bias Tape', sellingUnit: 'Package' },
      'bias_tape_qualities_imperfections',
      'bias_tape_colours',
      'bias_tape_brand_info',
    ],
    [
      'bias tape roll',
      { productType: 'Bias Tape', sellingUnit: 'Roll' },
      'bias_tape_material_type',
      'bias_tape_qualities_imperfections',
      'bias_tape_dimensions_quantity',
    ],
    [
      'bias tape roll',
      { productType: 'Bias Tape', sellingUnit: 'Roll' },
      'bias_tape_qualities_imperfections',
      'bias_tape_colours',
      'bias_tape_material_type',
    ],
    ['sewing patterns', { productType: 'Sewing Patterns' }, 'pattern_camera', 'pattern_type', 'supply_type'],
    // 'Selling Unit (hidden for sewing tool, books, sequins)'.
    [
      'books',
      { productType: 'Other Supply', otherSupplyType: 'Books', sellingUnit: 'Individual' },
      'other_supply_type',
      'other_supply_camera',
      'supply_type',
    ],
    [
      'books',
      { productType: 'Other Supply', otherSupplyType: 'Books', sellingUnit: 'Individual' },
      'other_supply_camera',
      'other_supply_name',
      'other_supply_type',
    ],
    [
      'sequins',
      { productType: 'Other Supply', otherSupplyType: 'Sequins', sellingUnit: 'Pack' },
      'other_supply_camera',
      'other_supply_name',
      'other_supply_type',
    ],
    [
      'velcro',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'Individual' },
      'other_supply_type',
      'other_supply_selling_unit',
      'supply_type',
    ],
    // 'Weight + Size (individual or pack)'; 'Weight (by meter or by weight)'; 'Other Supply Quantity (not by meter)'.
    [
      'other individual',
      { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'Individual' },
      'other_supply_dimensions',
      'other_supply_weight_size',
      'other_supply_name',
    ],
    [
      'other individual',
      { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'Individual' },
      'other_supply_weight_size',
      'other_supply_quantity',
      'other_supply_dimensions',
    ],
    [
      'other by the metre',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter' },
      'other_supply_dimensions',
      'other_supply_weight',
      'other_supply_name',
    ],
    [
      'other by the metre',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter' },
      'other_supply_weight',
      'other_supply_imperfections',
      'other_supply_dimensions',
    ],
    [
      'other by weight',
      { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'By Weight' },
      'other_supply_weight',
      'other_supply_quantity',
      'other_supply_dimensions',
    ],
  ])('%s: from %s, next %s, back %s', (_name, d, from, next, back) => {
    expect(nextStep(SUPPLY_STEPS, everyPageAsked(d), from)).toBe(next);
    expect(previousStep(SUPPLY_STEPS, everyPageAsked(d), from)).toBe(back);
  });
});

const ZIPPER: SupplyForm = {
  productType: 'Zippers',
  sellingUnit: 'Individual',
  images: photos,
  zipperType: 'Metal',
  closure: 'Separating',
  lengthIn: '22',
  colour: ['Black'],
  uses: ['Apparel'],
  quantityRadio: '2',
  priceRadio: '$3.50',
  imperfectionExists: 'No',
};

const BUTTONS: SupplyForm = {
  productType: 'Buttons',
  sellingUnit: 'Pack',
  images: photos,
  widthMM: '15',
  packSize: '4',
  quantityRadio: '2',
  buttonType: '4 Hole',
  materials: ['Shell'],
  colour: ['Black'],
  uses: ['Apparel'],
  priceRadio: '$3.50',
};

const without = (d: SupplyForm, field: keyof SupplyForm): SupplyForm => ({ ...d, [field]: undefined });

describe('supplies enabled steps and landing (a step is disabled until its earlier data exists)', () => {
  it.each<[string, SupplyForm, string[], string]>([
    // [draft, enabled steps, landing]
    ['a kind just chosen', { productType: 'Zippers' }, ['supply_type', 'zipper_selling_unit', 'upload_product'], 'zipper_selling_unit'],
    [
      'other supply just chosen',
      { productType: 'Other Supply' },
      ['supply_type', 'other_supply_type', 'upload_product'],
      'other_supply_type',
    ],
    // Camera never blocks (D83): a pattern lands on its type, with Camera open before it.
    [
      'sewing patterns',
      { productType: 'Sewing Patterns' },
      ['supply_type', 'pattern_camera', 'pattern_type', 'upload_product'],
      'pattern_type',
    ],
    [
      'buttons by the pack',
      { productType: 'Buttons', sellingUnit: 'Pack' },
      ['supply_type', 'button_selling_unit', 'button_camera', 'button_size', 'upload_product'],
      'button_size',
    ],
    [
      'thread, type and material given',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'All Purpose', material: 'Polyester' },
      ['supply_type', 'thread_selling_unit', 'thread_camera', 'thread_type', 'thread_material', 'thread_colours', 'upload_product'],
      'thread_colours',
    ],
    [
      'thread silk: its material is forced, so Colours follows the type',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Silk' },
      ['supply_type', 'thread_selling_unit', 'thread_camera', 'thread_type', 'thread_colours', 'upload_product'],
      'thread_colours',
    ],
    [
      'an answered zipper',
      ZIPPER,
      [
        'supply_type',
        'zipper_selling_unit',
        'zipper_camera',
        'zipper_type_closure',
        'zipper_dimensions',
        'zipper_size',
        'zipper_colours',
        'zipper_brand_imperfections_quality',
        'zipper_common_uses',
        'zipper_quantity',
        'zipper_price',
        'zipper_additional_information',
        'upload_product',
      ],
      'upload_product',
    ],
    [
      'a zipper without colours',
      without(ZIPPER, 'colour'),
      [
        'supply_type',
        'zipper_selling_unit',
        'zipper_camera',
        'zipper_type_closure',
        'zipper_dimensions',
        'zipper_size',
        'zipper_colours',
        'upload_product',
      ],
      'zipper_colours',
    ],
    [
      'a zipper without its length',
      without(ZIPPER, 'lengthIn'),
      ['supply_type', 'zipper_selling_unit', 'zipper_camera', 'zipper_type_closure', 'zipper_dimensions', 'upload_product'],
      'zipper_dimensions',
    ],
    [
      'a zipper without photos (Camera never blocks)',
      without(ZIPPER, 'images'),
      [
        'supply_type',
        'zipper_selling_unit',
        'zipper_camera',
        'zipper_type_closure',
        'zipper_dimensions',
        'zipper_size',
        'zipper_colours',
        'zipper_brand_imperfections_quality',
        'zipper_common_uses',
        'zipper_quantity',
        'zipper_price',
        'zipper_additional_information',
        'upload_product',
      ],
      'upload_product',
    ],
    [
      'a zipper without a price',
      without(ZIPPER, 'priceRadio'),
      [
        'supply_type',
        'zipper_selling_unit',
        'zipper_camera',
        'zipper_type_closure',
        'zipper_dimensions',
        'zipper_size',
        'zipper_colours',
        'zipper_brand_imperfections_quality',
        'zipper_common_uses',
        'zipper_quantity',
        'zipper_price',
        'upload_product',
      ],
      'zipper_price',
    ],
    [
      'answered buttons',
      BUTTONS,
      [
        'supply_type',
        'button_selling_unit',
        'button_camera',
        'button_size',
        'button_quantity',
        'button_type',
        'button_material',
        'button_colours',
        'button_design',
        'button_common_uses',
        'button_price',
        'upload_product',
      ],
      'upload_product',
    ],
    [
      'buttons without a type',
      without(BUTTONS, 'buttonType'),
      ['supply_type', 'button_selling_unit', 'button_camera', 'button_size', 'button_quantity', 'button_type', 'upload_product'],
      'button_type',
    ],
    [
      'buttons without a pack size',
      without(BUTTONS, 'packSize'),
      ['supply_type', 'button_selling_unit', 'button_camera', 'button_size', 'button_quantity', 'upload_product'],
      'button_quantity',
    ],
  ])('%s', (_name, d, enabled, landing) => {
    expect(enabledIds(d)).toEqual(enabled);
    expect(firstOpenStep(SUPPLY_STEPS, d)).toBe(landing);
  });

  it('Next is refused on a step whose answer is missing, and offered on Camera', () => {
    expect(canAdvance(SUPPLY_STEPS, without(ZIPPER, 'colour'), 'zipper_colours')).toBe(false);
    expect(canAdvance(SUPPLY_STEPS, without(ZIPPER, 'images'), 'zipper_camera')).toBe(true);
    expect(canAdvance(SUPPLY_STEPS, ZIPPER, 'zipper_additional_information')).toBe(true);
    expect(canAdvance(SUPPLY_STEPS, { productType: 'Zippers' }, 'zipper_selling_unit')).toBe(false);
  });
});

/** Where Next goes from Supplies to Upload Product: the pages staff stop at. */
function stops(d: SupplyForm): string[] {
  const path = ['supply_type'];
  for (let at = nextStep(SUPPLY_STEPS, d, 'supply_type'); at !== null; at = nextStep(SUPPLY_STEPS, d, at)) path.push(at);
  return path;
}
/**
 * A new draft of the kind and unit as staff start it (the kind's defaults), with its answers and the
 * suggested price every page keeps applied (useSuggestedPrice).
 */
const started = (kind: SupplyType, unit: string | undefined, answers: Partial<SupplyForm>): SupplyForm => {
  const d = newSupplyDraft(kind);
  const answered = { ...(unit ? chooseSellingUnit(d, unit) : d), images: photos, ...answers };
  return applySuggestedPrice(answered, suggestPrice(answered).base);
};
const TYPED_ZIPPER: Partial<SupplyForm> = {
  zipperType: 'Metal',
  closure: 'Separating',
  lengthIn: '22',
  colour: ['Black'],
  uses: ['Apparel'],
};

describe('supplies Next and Back pass by optional pages and pages a default answers (issue 17 item 2)', () => {
  it('an individual zipper stops only where staff have something to give', () => {
    const d = started('Zippers', 'Individual', TYPED_ZIPPER);
    // Size (optional), Quantity (1), Price (the suggestion) and Additional Information (No) are passed
    // by; Brand/Imperfections/Quality asks 'Any flaws?', which has no default (issue 26).
    expect(stops(d)).toEqual([
      'supply_type',
      'zipper_selling_unit',
      'zipper_camera',
      'zipper_type_closure',
      'zipper_dimensions',
      'zipper_colours',
      'zipper_brand_imperfections_quality',
      'zipper_common_uses',
      'upload_product',
    ]);
    // Answered No flaws (brand and quality at their No), the page is passed by on the way back.
    expect(stops({ ...d, imperfectionExists: 'No' })).not.toContain('zipper_brand_imperfections_quality');
    expect(previousStep(SUPPLY_STEPS, d, 'upload_product')).toBe('zipper_common_uses');
    expect(previousStep(SUPPLY_STEPS, d, 'zipper_colours')).toBe('zipper_dimensions');
    // Passed by, never hidden: every one stays open in the sidebar.
    const answered = { ...d, imperfectionExists: 'No' as const };
    expect(enabledIds(answered)).toEqual(expect.arrayContaining(['zipper_size', 'zipper_brand_imperfections_quality', 'zipper_quantity']));
    expect(enabledIds(answered)).toEqual(expect.arrayContaining(['zipper_price', 'zipper_additional_information']));
    // Until the flaws are answered, the pages after them wait, as for any page whose data is missing.
    expect(enabledIds(d)).not.toContain('zipper_common_uses');
  });

  it('the slider size page is skipped by Next until a size is set, and always asked of hardware', () => {
    const d = started('Zippers', 'Individual', TYPED_ZIPPER);
    expect(nextStep(SUPPLY_STEPS, d, 'zipper_dimensions')).toBe('zipper_colours');
    expect(nextStep(SUPPLY_STEPS, { ...d, sliderSize: 4 }, 'zipper_dimensions')).toBe('zipper_size');
    const hardware = started('Zippers', 'Hardware', { zipperHardwareType: 'Slider', zipperHardwareSU: 'Individual', packSize: 1 });
    expect(nextStep(SUPPLY_STEPS, hardware, 'zipper_hardware_material')).toBe('zipper_size');
  });

  it('a page of yes/no questions becomes a stop once one is answered Yes', () => {
    const d = started('Zippers', 'Individual', { ...TYPED_ZIPPER, imperfectionExists: 'No' });
    expect(nextStep(SUPPLY_STEPS, { ...d, imperfectionExists: 'Yes' }, 'zipper_colours')).toBe('zipper_brand_imperfections_quality');
    expect(nextStep(SUPPLY_STEPS, { ...d, additionalInfoExists: 'Yes' }, 'zipper_common_uses')).toBe('zipper_additional_information');
    const elastic = started('Elastic', 'Roll', { imperfectionExists: 'No' });
    expect(nextStep(SUPPLY_STEPS, elastic, 'elastic_type')).toBe('elastic_colours');
    expect(nextStep(SUPPLY_STEPS, { ...elastic, qualitiesExists: 'Yes' }, 'elastic_type')).toBe('elastic_qualities_imperfections');
    const other = started('Other Supply', 'Pack', { otherSupplyType: 'Notions', imperfectionExists: 'No' });
    expect(nextStep(SUPPLY_STEPS, other, 'other_supply_quantity')).toBe('other_supply_colours');
    // 'Any flaws?' unanswered keeps its page a stop, whatever the other questions say (issue 26).
    expect(nextStep(SUPPLY_STEPS, { ...other, imperfectionExists: undefined }, 'other_supply_quantity')).toBe('other_supply_imperfections');
    expect(nextStep(SUPPLY_STEPS, { ...elastic, imperfectionExists: undefined }, 'elastic_type')).toBe('elastic_qualities_imperfections');
  });

  it('the optional Button Design page is passed by, linked from Colours, and reached from the sidebar (issue 26 item 6)', () => {
    const d = started('Buttons', 'Pack', { packSize: '4', widthMM: '15', buttonType: '4 Hole', materials: ['Shell'], colour: ['Cream'] });
    expect(nextStep(SUPPLY_STEPS, d, 'button_colours')).toBe('button_common_uses');
    expect(previousStep(SUPPLY_STEPS, d, 'button_common_uses')).toBe('button_colours');
    expect(enabledIds(d)).toContain('button_design');
    expect(nextStep(SUPPLY_STEPS, { ...d, design: 'Floral' }, 'button_colours')).toBe('button_common_uses');
  });

  it('Everything Else passes by its dimensions and weight pages while nothing on them, all optional, is given (issue 26 item 6)', () => {
    const d = started('Other Supply', 'Individual', { otherSupplyType: 'Velcro', name: 'hook and loop' });
    expect(nextStep(SUPPLY_STEPS, d, 'other_supply_name')).toBe('other_supply_imperfections');
    expect(enabledIds(d)).toEqual(expect.arrayContaining(['other_supply_dimensions', 'other_supply_weight_size']));
    expect(nextStep(SUPPLY_STEPS, { ...d, widthCM: '20' }, 'other_supply_name')).toBe('other_supply_dimensions');
    expect(nextStep(SUPPLY_STEPS, { ...d, osSize: 'Small' }, 'other_supply_dimensions')).toBe('other_supply_weight_size');
    // By the metre the width is required: the page is always asked.
    const metre = started('Other Supply', 'By Meter', { otherSupplyType: 'Velcro', name: 'hook and loop' });
    expect(nextStep(SUPPLY_STEPS, metre, 'other_supply_name')).toBe('other_supply_dimensions');
  });

  it('the quantity page is passed by only at one whole piece with no pack size to give', () => {
    const zipper = started('Zippers', 'Individual', TYPED_ZIPPER);
    expect(nextStep(SUPPLY_STEPS, zipper, 'zipper_common_uses')).not.toBe('zipper_quantity');
    expect(nextStep(SUPPLY_STEPS, { ...zipper, quantityRadio: '3' }, 'zipper_common_uses')).toBe('zipper_quantity');
    expect(nextStep(SUPPLY_STEPS, started('Zippers', 'Pack', TYPED_ZIPPER), 'zipper_common_uses')).toBe('zipper_quantity');
    const hardware = started('Zippers', 'Hardware', {
      zipperHardwareSU: 'Individual',
      packSize: 1,
      colour: ['Black'],
      imperfectionExists: 'No',
    });
    expect(nextStep(SUPPLY_STEPS, hardware, 'zipper_brand_imperfections_quality')).not.toBe('zipper_quantity');
    // Metres are always asked: by the metre the quantity is a length.
    const tape = started('Zippers', 'Tape By The Meter', {
      zipperType: 'Coil',
      material: 'Plastic',
      colour: ['White'],
      imperfectionExists: 'No',
    });
    expect(nextStep(SUPPLY_STEPS, tape, 'zipper_colours')).toBe('zipper_quantity');
    expect(nextStep(SUPPLY_STEPS, started('Trim', 'By Meter', {}), 'trim_dimensions')).toBe('trim_quantity');
    // A pattern: quantity 1 and its fixed 3.50 both passed by.
    expect(nextStep(SUPPLY_STEPS, started('Sewing Patterns', undefined, {}), 'pattern_brand_number')).toBe('upload_product');
    expect(nextStep(SUPPLY_STEPS, started('Sewing Patterns', undefined, { quantityRadio: '2' }), 'pattern_brand_number')).toBe(
      'pattern_quantity',
    );
  });

  it('the Price page is passed by while its suggestion is the chosen price, and asked otherwise', () => {
    const priced = started('Zippers', 'Pack', { ...TYPED_ZIPPER, packSize: '10', quantityRadio: '2' });
    expect(priced.priceRadio).toMatch(/^\$\d+\.\d\d$/);
    expect(nextStep(SUPPLY_STEPS, priced, 'zipper_quantity')).toBe('upload_product');
    expect(nextStep(SUPPLY_STEPS, { ...priced, unboxingDateExists: 'Yes' }, 'zipper_quantity')).toBe('zipper_price');
    // A suggestion not stored yet counts: the page after applies it before staff see the price.
    expect(nextStep(SUPPLY_STEPS, { ...priced, priceBase: undefined, priceRadio: undefined }, 'zipper_quantity')).toBe('upload_product');
    expect(nextStep(SUPPLY_STEPS, { ...priced, priceOther: '12' }, 'zipper_quantity')).toBe('zipper_price');
    expect(nextStep(SUPPLY_STEPS, { ...priced, priceRadio: '$99.00' }, 'zipper_quantity')).toBe('zipper_price');
    // Nothing suggests an Everything Else price: it is always typed on its page.
    const other = started('Other Supply', 'Individual', { otherSupplyType: 'Notions', colour: ['Red'] });
    expect(nextStep(SUPPLY_STEPS, other, 'other_supply_colours')).toBe('other_supply_price');
  });
});

describe('supplies: a choice that leaves its page complete ends it (issue 17 item 1)', () => {
  const complete = (d: SupplyForm, step: string) => isStepComplete(SUPPLY_STEPS, d, step, Object.keys(SUPPLIES_FLOW.validate(d)));
  it('the zipper type and closure page is complete once both are chosen, whichever comes last', () => {
    const d = started('Zippers', 'Individual', {});
    expect(complete({ ...d, zipperType: 'Metal' }, 'zipper_type_closure')).toBe(false);
    expect(complete({ ...d, closure: 'Separating' }, 'zipper_type_closure')).toBe(false);
    expect(complete({ ...d, zipperType: 'Metal', closure: 'Separating' }, 'zipper_type_closure')).toBe(true);
  });

  it('a yes/no page is complete at No, not at a Yes that names nothing', () => {
    const d = started('Zippers', 'Individual', { ...TYPED_ZIPPER, imperfectionExists: 'No' });
    expect(complete(d, 'zipper_brand_imperfections_quality')).toBe(true);
    // 'Any flaws?' unanswered, or Yes naming nothing, leaves the page unfinished (issue 26).
    expect(complete({ ...d, imperfectionExists: undefined }, 'zipper_brand_imperfections_quality')).toBe(false);
    expect(complete({ ...d, imperfectionExists: 'Yes', imperfections: [] }, 'zipper_brand_imperfections_quality')).toBe(false);
    expect(complete({ ...d, imperfectionExists: 'Yes', imperfections: ['Stain'] }, 'zipper_brand_imperfections_quality')).toBe(true);
    expect(complete({ ...d, qualityExists: 'Yes' }, 'zipper_brand_imperfections_quality')).toBe(false);
    expect(complete({ ...d, qualityExists: 'Yes', quality: ['Vintage'] }, 'zipper_brand_imperfections_quality')).toBe(true);
  });

  it('the length completes the zipper dimensions (the width is optional); a length under 3 in does not', () => {
    const d = started('Zippers', 'Individual', {});
    expect(complete(d, 'zipper_dimensions')).toBe(false);
    expect(complete({ ...d, widthMM: '5' }, 'zipper_dimensions')).toBe(false);
    expect(complete({ ...d, lengthIn: '22' }, 'zipper_dimensions')).toBe(true);
    expect(complete({ ...d, lengthIn: '2' }, 'zipper_dimensions')).toBe(false);
  });

  it('Unboxing: No ends the Price page, Yes waits for its date', () => {
    const d = started('Other Supply', 'Individual', {
      otherSupplyType: 'Notions',
      colour: ['Red'],
      priceOther: '4',
      imperfectionExists: 'No',
    });
    expect(complete(setSupplyUnboxing(supplyOf(d), 'No'), 'other_supply_price')).toBe(true);
    expect(complete(setSupplyUnboxing(supplyOf(d), 'Yes'), 'other_supply_price')).toBe(false);
  });
});
