import { describe, expect, it } from 'vitest';
import { visibleSteps } from '../../wizard/step-graph';
import { SUPPLY_STEPS, suppliesTopBar } from './supplies-steps';
import { supplyOf, type SupplyForm } from './supply-form';
import { fieldErrorsOf } from '../../../shared/products';
import { SUPPLY_TYPES, type SupplyType } from '../../../shared/catalogue/product-types';
import { SUPPLY_KINDS } from '../../../shared/schemas/supplies';

const labels = (d: SupplyForm) => visibleSteps(SUPPLY_STEPS, d).map((s) => s.label);

/** The sidebar per kind and unit, in spec 001 section 2's order. */
describe('supplies sidebar', () => {
  it('shows only Supplies before a kind is chosen', () => {
    expect(labels({})).toEqual(['Supplies']);
    expect(suppliesTopBar({})).toBe('Supplies');
  });

  it.each<[string, SupplyForm, string[]]>([
    [
      'zipper individual',
      { productType: 'Zippers', sellingUnit: 'Individual' },
      [
        'Selling Unit',
        'Camera',
        'Zipper Type + Closure',
        'Zipper Dimensions',
        'Size',
        'Colours',
        'Brand/Imperfections/Quality',
        'Common Uses',
        'Quantity',
        'Price',
        'Additional Information',
      ],
    ],
    [
      'zipper tape',
      { productType: 'Zippers', sellingUnit: 'Tape By The Meter' },
      [
        'Selling Unit',
        'Camera',
        'Zipper Type',
        'Zipper Dimensions',
        'Size',
        'Colours',
        'Imperfections + Quality',
        'Quantity',
        'Price',
        'Additional Information',
      ],
    ],
    [
      'zipper hardware',
      { productType: 'Zippers', sellingUnit: 'Hardware' },
      [
        'Selling Unit',
        'Camera',
        'Hardware Type',
        'Hardware Unit',
        'Hardware Material',
        'Size',
        'Colours',
        'Brand/Imperfections/Quality',
        'Quantity',
        'Price',
        'Additional Information',
      ],
    ],
    [
      'buttons',
      { productType: 'Buttons', sellingUnit: 'Pack' },
      [
        'Selling Unit',
        'Camera',
        'Button Size',
        'Quantity',
        'Button Type',
        'Button Material',
        'Colours',
        'Button Design',
        'Common Uses',
        'Price',
      ],
    ],
    [
      'elastic by meter',
      { productType: 'Elastic', sellingUnit: 'By Meter' },
      ['Selling Unit', 'Camera', 'Dimensions', 'Quantity', 'Elastic Type', 'Qualities + Imperfections', 'Colours', 'Price'],
    ],
    [
      'elastic roll',
      { productType: 'Elastic', sellingUnit: 'Roll' },
      ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Elastic Type', 'Qualities + Imperfections', 'Colours', 'Price'],
    ],
    [
      'sewing patterns',
      { productType: 'Sewing Patterns' },
      ['Camera', 'Sewing Pattern Type', 'Sewing Pattern Brand Number', 'Quantity', 'Price'],
    ],
    [
      'thread',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Cotton' },
      ['Selling Unit', 'Camera', 'Thread Type', 'Thread Material', 'Colours', 'Thread Size', 'Quantity', 'Uses + Imperfections', 'Price'],
    ],
    [
      'thread silk',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Wooly Nylon' },
      ['Selling Unit', 'Camera', 'Thread Type', 'Colours', 'Thread Size', 'Quantity', 'Uses + Imperfections', 'Price'],
    ],
    [
      'trim bundle',
      { productType: 'Trim', sellingUnit: 'Bundle' },
      [
        'Selling Unit',
        'Camera',
        'Dimensions + Quantity',
        'Type + Weave',
        'Design + Shape',
        'Trim Qualities',
        'Trim Content',
        'Colours',
        'Uses + Imperfections',
        'Price',
      ],
    ],
    [
      'ribbing',
      { productType: 'Ribbing', sellingUnit: 'By Meter' },
      [
        'Selling Unit',
        'Camera',
        'Material and Stretch',
        'Colours',
        'Pattern + Imperfections',
        'Dimensions',
        'Ribbing Common Use',
        'Quantity',
        'Price',
      ],
    ],
    [
      'bias tape package',
      { productType: 'Bias Tape', sellingUnit: 'Package' },
      [
        'Selling Unit',
        'Camera',
        'Dimensions + Quantity',
        'Material + Type',
        'Brand + Additional Info',
        'Qualities + Imperfections',
        'Colours',
        'Price',
      ],
    ],
    [
      'bias tape roll',
      { productType: 'Bias Tape', sellingUnit: 'Roll' },
      ['Selling Unit', 'Camera', 'Dimensions + Quantity', 'Material + Type', 'Qualities + Imperfections', 'Colours', 'Price'],
    ],
    [
      'other by meter',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter' },
      [
        'Supply Type',
        'Selling Unit',
        'Camera',
        'Name',
        'Other Supply Dimensions',
        'Weight',
        'Other Supply Imperfections',
        'Additional Info',
        'Colours',
        'Price',
      ],
    ],
    [
      'other by weight',
      { productType: 'Other Supply', otherSupplyType: 'Notions', sellingUnit: 'By Weight' },
      [
        'Supply Type',
        'Selling Unit',
        'Camera',
        'Name',
        'Other Supply Dimensions',
        'Weight',
        'Other Supply Quantity',
        'Other Supply Imperfections',
        'Additional Info',
        'Colours',
        'Price',
      ],
    ],
    [
      'other books',
      { productType: 'Other Supply', otherSupplyType: 'Books', sellingUnit: 'Individual' },
      [
        'Supply Type',
        'Camera',
        'Name',
        'Other Supply Dimensions',
        'Weight + Size',
        'Other Supply Quantity',
        'Other Supply Imperfections',
        'Additional Info',
        'Colours',
        'Price',
      ],
    ],
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

/** The kind's own steps that exist for a draft, and those of them not done (what blocks Next and the later steps). */
const kindSteps = (d: SupplyForm) => visibleSteps(SUPPLY_STEPS, d).filter((s) => s.id !== 'supply_type' && s.id !== 'upload_product');
const ids = (d: SupplyForm) =>
  kindSteps(d)
    .map((s) => s.id)
    .join(' ');
const open = (d: SupplyForm) =>
  kindSteps(d)
    .filter((s) => s.done !== undefined && !s.done(d))
    .map((s) => s.id)
    .join(' ');
const draftOf = (kind: SupplyType, unit: string | undefined, rest: Partial<SupplyForm> = {}): SupplyForm => ({
  productType: kind,
  ...rest,
  ...(unit ? { sellingUnit: unit } : {}),
});

/**
 * Every kind and every selling unit (and none yet): which steps exist, and which of them an empty
 * draft leaves open. Written out from the hand-written predicates the steps had before they were
 * derived from the schema, so a derivation that shows, hides or gates one step differently fails here.
 */
describe('supply steps per kind and unit', () => {
  it.each<[SupplyType, string | undefined, string, string]>([
    // Before a unit is chosen only what every unit keeps shows or gates (every later step waits behind the open Selling Unit).
    // The hand-written predicates also listed Brand/Imperfections/Quality here (Tape omits the brand) and held Zipper Dimensions
    // open (Tape and Hardware omit the length); the sidebar entries were disabled either way.
    [
      'Zippers',
      undefined,
      'zipper_selling_unit zipper_camera zipper_dimensions zipper_size zipper_colours zipper_quantity zipper_price zipper_additional_information',
      'zipper_selling_unit zipper_colours zipper_quantity zipper_price',
    ],
    [
      'Zippers',
      'Individual',
      'zipper_selling_unit zipper_camera zipper_type_closure zipper_dimensions zipper_size zipper_colours zipper_brand_imperfections_quality zipper_common_uses zipper_quantity zipper_price zipper_additional_information',
      'zipper_type_closure zipper_dimensions zipper_colours zipper_brand_imperfections_quality zipper_common_uses zipper_quantity zipper_price',
    ],
    [
      'Zippers',
      'Pack',
      'zipper_selling_unit zipper_camera zipper_type_closure zipper_dimensions zipper_size zipper_colours zipper_brand_imperfections_quality zipper_common_uses zipper_quantity zipper_price zipper_additional_information',
      'zipper_type_closure zipper_dimensions zipper_colours zipper_brand_imperfections_quality zipper_common_uses zipper_quantity zipper_price',
    ],
    [
      'Zippers',
      'Tape By The Meter',
      'zipper_selling_unit zipper_camera zipper_type zipper_dimensions zipper_size zipper_colours zipper_imperfections_quality zipper_quantity zipper_price zipper_additional_information',
      'zipper_type zipper_colours zipper_imperfections_quality zipper_quantity zipper_price',
    ],
    [
      'Zippers',
      'Hardware',
      'zipper_selling_unit zipper_camera zipper_hardware_type zipper_hardware_unit zipper_hardware_material zipper_size zipper_colours zipper_brand_imperfections_quality zipper_quantity zipper_price zipper_additional_information',
      'zipper_hardware_type zipper_hardware_unit zipper_hardware_material zipper_colours zipper_brand_imperfections_quality zipper_quantity zipper_price',
    ],
    [
      'Buttons',
      undefined,
      'button_selling_unit button_camera button_size button_quantity button_type button_material button_colours button_design button_common_uses button_price',
      'button_selling_unit button_size button_quantity button_type button_material button_colours button_common_uses button_price',
    ],
    [
      'Buttons',
      'Individual',
      'button_selling_unit button_camera button_size button_quantity button_type button_material button_colours button_design button_common_uses button_price',
      'button_size button_quantity button_type button_material button_colours button_common_uses button_price',
    ],
    [
      'Buttons',
      'Pack',
      'button_selling_unit button_camera button_size button_quantity button_type button_material button_colours button_design button_common_uses button_price',
      'button_size button_quantity button_type button_material button_colours button_common_uses button_price',
    ],
    [
      'Elastic',
      undefined,
      'elastic_selling_unit elastic_camera elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
      'elastic_selling_unit elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
    ],
    [
      'Elastic',
      'By Meter',
      'elastic_selling_unit elastic_camera elastic_dimensions elastic_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
      'elastic_dimensions elastic_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
    ],
    [
      'Elastic',
      'Roll',
      'elastic_selling_unit elastic_camera elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
      'elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
    ],
    [
      'Elastic',
      'Bundle',
      'elastic_selling_unit elastic_camera elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
      'elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
    ],
    [
      'Elastic',
      'Pack',
      'elastic_selling_unit elastic_camera elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
      'elastic_dimensions_quantity elastic_type elastic_qualities_imperfections elastic_colours elastic_price',
    ],
    [
      'Sewing Patterns',
      undefined,
      'pattern_camera pattern_type pattern_brand_number pattern_quantity pattern_price',
      'pattern_type pattern_brand_number pattern_price',
    ],
    [
      'Thread',
      undefined,
      'thread_selling_unit thread_camera thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
      'thread_selling_unit thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
    ],
    [
      'Thread',
      'Individual',
      'thread_selling_unit thread_camera thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
      'thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
    ],
    [
      'Thread',
      'Pack',
      'thread_selling_unit thread_camera thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
      'thread_type thread_material thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
    ],
    [
      'Trim',
      undefined,
      'trim_selling_unit trim_camera trim_type_weave trim_design_shape trim_qualities trim_content trim_colours trim_uses_imperfections trim_price',
      'trim_selling_unit trim_type_weave trim_content trim_colours trim_uses_imperfections trim_price',
    ],
    [
      'Trim',
      'By Meter',
      'trim_selling_unit trim_camera trim_dimensions trim_quantity trim_type_weave trim_design_shape trim_qualities trim_content trim_colours trim_uses_imperfections trim_price',
      'trim_dimensions trim_quantity trim_type_weave trim_content trim_colours trim_uses_imperfections trim_price',
    ],
    [
      'Trim',
      'Roll',
      'trim_selling_unit trim_camera trim_dimensions_quantity trim_type_weave trim_design_shape trim_qualities trim_content trim_colours trim_uses_imperfections trim_price',
      'trim_dimensions_quantity trim_type_weave trim_content trim_colours trim_uses_imperfections trim_price',
    ],
    [
      'Trim',
      'Bundle',
      'trim_selling_unit trim_camera trim_dimensions_quantity trim_type_weave trim_design_shape trim_qualities trim_content trim_colours trim_uses_imperfections trim_price',
      'trim_dimensions_quantity trim_type_weave trim_content trim_colours trim_uses_imperfections trim_price',
    ],
    [
      'Trim',
      'Pack',
      'trim_selling_unit trim_camera trim_dimensions_quantity trim_type_weave trim_design_shape trim_qualities trim_content trim_colours trim_uses_imperfections trim_price',
      'trim_dimensions_quantity trim_type_weave trim_content trim_colours trim_uses_imperfections trim_price',
    ],
    [
      'Ribbing',
      undefined,
      'ribbing_selling_unit ribbing_camera ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
      'ribbing_selling_unit ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
    ],
    [
      'Ribbing',
      'Individual',
      'ribbing_selling_unit ribbing_camera ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
      'ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
    ],
    [
      'Ribbing',
      'Pack',
      'ribbing_selling_unit ribbing_camera ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
      'ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
    ],
    [
      'Ribbing',
      'By Meter',
      'ribbing_selling_unit ribbing_camera ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
      'ribbing_material_stretch ribbing_colours ribbing_pattern_imperfections ribbing_dimensions ribbing_common_use ribbing_quantity ribbing_price',
    ],
    [
      'Bias Tape',
      undefined,
      'bias_tape_selling_unit bias_tape_camera bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
      'bias_tape_selling_unit bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
    ],
    [
      'Bias Tape',
      'Roll',
      'bias_tape_selling_unit bias_tape_camera bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
      'bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
    ],
    [
      'Bias Tape',
      'Bundle',
      'bias_tape_selling_unit bias_tape_camera bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
      'bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
    ],
    [
      'Bias Tape',
      'Package',
      'bias_tape_selling_unit bias_tape_camera bias_tape_dimensions_quantity bias_tape_material_type bias_tape_brand_info bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
      'bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
    ],
    [
      'Bias Tape',
      'By Meter',
      'bias_tape_selling_unit bias_tape_camera bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
      'bias_tape_dimensions_quantity bias_tape_material_type bias_tape_qualities_imperfections bias_tape_colours bias_tape_price',
    ],
    // The hand-written predicates also listed Other Supply Quantity before a unit (By Meter omits quantity), disabled behind Selling Unit.
    [
      'Other Supply',
      undefined,
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
      'other_supply_type other_supply_selling_unit other_supply_imperfections other_supply_colours other_supply_price',
    ],
    [
      'Other Supply',
      'By Meter',
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_weight other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
      'other_supply_type other_supply_dimensions other_supply_imperfections other_supply_colours other_supply_price',
    ],
    [
      'Other Supply',
      'Individual',
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_weight_size other_supply_quantity other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
      'other_supply_type other_supply_quantity other_supply_imperfections other_supply_colours other_supply_price',
    ],
    [
      'Other Supply',
      'Pack',
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_weight_size other_supply_quantity other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
      'other_supply_type other_supply_quantity other_supply_imperfections other_supply_colours other_supply_price',
    ],
    [
      'Other Supply',
      'By Weight',
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_weight other_supply_quantity other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
      'other_supply_type other_supply_weight other_supply_quantity other_supply_imperfections other_supply_colours other_supply_price',
    ],
  ])('%s, unit %s: visible steps, and those an empty draft leaves open', (kind, unit, visible, openWhenEmpty) => {
    const d = draftOf(kind, unit);
    expect(ids(d)).toBe(visible);
    expect(open(d)).toBe(openWhenEmpty);
  });

  it.each<[string, SupplyForm, string]>([
    [
      'thread silk: its material is forced, so not asked',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'Silk' },
      'thread_selling_unit thread_camera thread_type thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
    ],
    [
      'thread wooly nylon',
      { productType: 'Thread', sellingUnit: 'Individual', threadType: 'Wooly Nylon' },
      'thread_selling_unit thread_camera thread_type thread_colours thread_size thread_quantity thread_uses_imperfections thread_price',
    ],
    [
      'books: the unit is forced, so not asked',
      { productType: 'Other Supply', otherSupplyType: 'Books', sellingUnit: 'Individual' },
      'other_supply_type other_supply_camera other_supply_name other_supply_dimensions other_supply_weight_size other_supply_quantity other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
    ],
    [
      'sequins',
      { productType: 'Other Supply', otherSupplyType: 'Sequins', sellingUnit: 'Pack' },
      'other_supply_type other_supply_camera other_supply_name other_supply_dimensions other_supply_weight_size other_supply_quantity other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
    ],
    [
      'velcro by the metre',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter' },
      'other_supply_type other_supply_selling_unit other_supply_camera other_supply_name other_supply_dimensions other_supply_weight other_supply_imperfections other_supply_additional_info other_supply_colours other_supply_price',
    ],
  ])('%s', (_name, d, visible) => {
    expect(ids(d)).toBe(visible);
  });
});

const photos = ['p1', 'p2', 'p3'];
const filled = { colour: ['Black'], quantityRadio: '2', priceRadio: '$3.50', images: photos, imperfectionExists: 'No' as const };

/** Every field of a kind, for every unit at once (buildSupply drops what a unit omits); each validates for every unit. */
const FULL: Record<SupplyType, Partial<SupplyForm>> = {
  Zippers: {
    ...filled,
    zipperType: 'Metal',
    closure: 'Separating',
    zipperHardwareType: 'Slider',
    zipperHardwareSU: 'Pack',
    zipperHardwareMaterial: 'Metal',
    material: 'Plastic',
    widthMM: '5',
    lengthIn: '22',
    sliderSize: '5',
    uses: ['Apparel'],
    packSize: '5',
  },
  Buttons: { ...filled, widthMM: '15', packSize: '4', buttonType: '4 Hole', materials: ['Shell'], uses: ['Apparel'] },
  Elastic: {
    ...filled,
    widthMixedUnit: 'Imperial',
    widthTyped: '1 1/2',
    lengthM: '3',
    elasticLengthType: 'Known',
    packSize: '3',
    elasticType: 'Knitted',
  },
  'Sewing Patterns': { ...filled, patternType: 'Womenswear', condition: 'Sealed', brand: 'Simplicity' },
  Thread: {
    ...filled,
    threadType: 'All Purpose',
    material: 'Polyester',
    spoolSize: 'Industrial',
    indusWeight: 'Heavy',
    threadOnSpool: 'Full',
    packSize: '6',
    uses: ['Garment Sewing'],
  },
  Trim: {
    ...filled,
    widthMixedUnit: 'Imperial',
    widthTyped: '3/4',
    lengthM: '20',
    trimLengthType: 'Known',
    packSize: '3',
    trimType: 'Lace',
    trimContent: ['Cotton'],
    uses: ['Bridal'],
  },
  Ribbing: {
    ...filled,
    material: 'Cotton Spandex',
    stretch: '2-way',
    widthCM: '10',
    lengthCM: '60',
    size: 'Single Width',
    uses: ['Cuffs'],
    packSize: '2',
  },
  'Bias Tape': {
    ...filled,
    widthMixedUnit: 'Imperial',
    widthTyped: '1/2',
    lengthM: '3',
    biasTapeLengthType: 'Known',
    material: 'Woven',
    biasTapeType: 'Double Fold',
  },
  'Other Supply': { ...filled, otherSupplyType: 'Notions', widthCM: '2', lengthM: '5', weightLB: '2', packSize: '10' },
};

/**
 * Done-gating: a filled draft leaves no step open, and taking out one field at a time opens exactly
 * the steps listed ('field: step step; ...'); a field not listed opens nothing (optional, or omitted
 * by the unit, or on a page that never blocks such as Camera).
 */
describe('supply steps done per kind and unit', () => {
  it.each<[SupplyType, string | undefined, string]>([
    [
      'Zippers',
      'Individual',
      'colour: zipper_colours; quantityRadio: zipper_quantity; priceRadio: zipper_price; zipperType: zipper_type_closure; closure: zipper_type_closure; lengthIn: zipper_dimensions; uses: zipper_common_uses; imperfectionExists: zipper_brand_imperfections_quality',
    ],
    [
      'Zippers',
      'Pack',
      'colour: zipper_colours; quantityRadio: zipper_quantity; priceRadio: zipper_price; zipperType: zipper_type_closure; closure: zipper_type_closure; lengthIn: zipper_dimensions; uses: zipper_common_uses; packSize: zipper_quantity; imperfectionExists: zipper_brand_imperfections_quality',
    ],
    [
      'Zippers',
      'Tape By The Meter',
      'colour: zipper_colours; quantityRadio: zipper_quantity; priceRadio: zipper_price; zipperType: zipper_type; material: zipper_type; imperfectionExists: zipper_imperfections_quality',
    ],
    [
      'Zippers',
      'Hardware',
      'colour: zipper_colours; quantityRadio: zipper_quantity; priceRadio: zipper_price; zipperHardwareType: zipper_hardware_type; zipperHardwareSU: zipper_hardware_unit; zipperHardwareMaterial: zipper_hardware_material; packSize: zipper_quantity; imperfectionExists: zipper_brand_imperfections_quality',
    ],
    [
      'Buttons',
      'Individual',
      'colour: button_colours; quantityRadio: button_quantity; priceRadio: button_price; widthMM: button_size; buttonType: button_type; materials: button_material; uses: button_common_uses',
    ],
    [
      'Buttons',
      'Pack',
      'colour: button_colours; quantityRadio: button_quantity; priceRadio: button_price; widthMM: button_size; packSize: button_quantity; buttonType: button_type; materials: button_material; uses: button_common_uses',
    ],
    [
      'Elastic',
      'By Meter',
      'colour: elastic_colours; quantityRadio: elastic_quantity; priceRadio: elastic_price; widthTyped: elastic_dimensions; elasticType: elastic_type; imperfectionExists: elastic_qualities_imperfections',
    ],
    [
      'Elastic',
      'Roll',
      'colour: elastic_colours; quantityRadio: elastic_dimensions_quantity; priceRadio: elastic_price; widthTyped: elastic_dimensions_quantity; lengthM: elastic_dimensions_quantity; elasticLengthType: elastic_dimensions_quantity; elasticType: elastic_type; imperfectionExists: elastic_qualities_imperfections',
    ],
    [
      'Elastic',
      'Bundle',
      'colour: elastic_colours; quantityRadio: elastic_dimensions_quantity; priceRadio: elastic_price; widthTyped: elastic_dimensions_quantity; lengthM: elastic_dimensions_quantity; elasticType: elastic_type; imperfectionExists: elastic_qualities_imperfections',
    ],
    [
      'Elastic',
      'Pack',
      'colour: elastic_colours; quantityRadio: elastic_dimensions_quantity; priceRadio: elastic_price; widthTyped: elastic_dimensions_quantity; lengthM: elastic_dimensions_quantity; packSize: elastic_dimensions_quantity; elasticType: elastic_type; imperfectionExists: elastic_qualities_imperfections',
    ],
    [
      'Sewing Patterns',
      undefined,
      'priceRadio: pattern_price; patternType: pattern_type; condition: pattern_type; brand: pattern_brand_number',
    ],
    [
      'Thread',
      'Individual',
      'colour: thread_colours; quantityRadio: thread_quantity; priceRadio: thread_price; threadType: thread_type; material: thread_material; spoolSize: thread_size; indusWeight: thread_size; threadOnSpool: thread_size; uses: thread_uses_imperfections; imperfectionExists: thread_uses_imperfections',
    ],
    [
      'Thread',
      'Pack',
      'colour: thread_colours; quantityRadio: thread_quantity; priceRadio: thread_price; threadType: thread_type; material: thread_material; spoolSize: thread_size; indusWeight: thread_size; threadOnSpool: thread_size; packSize: thread_quantity; uses: thread_uses_imperfections; imperfectionExists: thread_uses_imperfections',
    ],
    [
      'Trim',
      'By Meter',
      'colour: trim_colours; quantityRadio: trim_quantity; priceRadio: trim_price; widthTyped: trim_dimensions; trimType: trim_type_weave; trimContent: trim_content; uses: trim_uses_imperfections; imperfectionExists: trim_uses_imperfections',
    ],
    [
      'Trim',
      'Roll',
      'colour: trim_colours; quantityRadio: trim_dimensions_quantity; priceRadio: trim_price; widthTyped: trim_dimensions_quantity; lengthM: trim_dimensions_quantity; trimLengthType: trim_dimensions_quantity; trimType: trim_type_weave; trimContent: trim_content; uses: trim_uses_imperfections; imperfectionExists: trim_uses_imperfections',
    ],
    [
      'Trim',
      'Bundle',
      'colour: trim_colours; quantityRadio: trim_dimensions_quantity; priceRadio: trim_price; widthTyped: trim_dimensions_quantity; lengthM: trim_dimensions_quantity; trimType: trim_type_weave; trimContent: trim_content; uses: trim_uses_imperfections; imperfectionExists: trim_uses_imperfections',
    ],
    [
      'Trim',
      'Pack',
      'colour: trim_colours; quantityRadio: trim_dimensions_quantity; priceRadio: trim_price; widthTyped: trim_dimensions_quantity; lengthM: trim_dimensions_quantity; packSize: trim_dimensions_quantity; trimType: trim_type_weave; trimContent: trim_content; uses: trim_uses_imperfections; imperfectionExists: trim_uses_imperfections',
    ],
    [
      'Ribbing',
      'Individual',
      'colour: ribbing_colours; quantityRadio: ribbing_quantity; priceRadio: ribbing_price; material: ribbing_material_stretch; stretch: ribbing_material_stretch; widthCM: ribbing_dimensions; lengthCM: ribbing_dimensions; size: ribbing_dimensions; uses: ribbing_common_use; imperfectionExists: ribbing_pattern_imperfections',
    ],
    [
      'Ribbing',
      'Pack',
      'colour: ribbing_colours; quantityRadio: ribbing_quantity; priceRadio: ribbing_price; material: ribbing_material_stretch; stretch: ribbing_material_stretch; widthCM: ribbing_dimensions; lengthCM: ribbing_dimensions; size: ribbing_dimensions; uses: ribbing_common_use; packSize: ribbing_quantity; imperfectionExists: ribbing_pattern_imperfections',
    ],
    [
      'Ribbing',
      'By Meter',
      'colour: ribbing_colours; quantityRadio: ribbing_quantity; priceRadio: ribbing_price; material: ribbing_material_stretch; stretch: ribbing_material_stretch; widthCM: ribbing_dimensions; uses: ribbing_common_use; imperfectionExists: ribbing_pattern_imperfections',
    ],
    [
      'Bias Tape',
      'Roll',
      'colour: bias_tape_colours; quantityRadio: bias_tape_dimensions_quantity; priceRadio: bias_tape_price; widthTyped: bias_tape_dimensions_quantity; lengthM: bias_tape_dimensions_quantity; biasTapeLengthType: bias_tape_dimensions_quantity; material: bias_tape_material_type; biasTapeType: bias_tape_material_type; imperfectionExists: bias_tape_qualities_imperfections',
    ],
    [
      'Bias Tape',
      'Bundle',
      'colour: bias_tape_colours; quantityRadio: bias_tape_dimensions_quantity; priceRadio: bias_tape_price; widthTyped: bias_tape_dimensions_quantity; lengthM: bias_tape_dimensions_quantity; material: bias_tape_material_type; biasTapeType: bias_tape_material_type; imperfectionExists: bias_tape_qualities_imperfections',
    ],
    [
      'Bias Tape',
      'Package',
      'colour: bias_tape_colours; quantityRadio: bias_tape_dimensions_quantity; priceRadio: bias_tape_price; widthTyped: bias_tape_dimensions_quantity; lengthM: bias_tape_dimensions_quantity; material: bias_tape_material_type; biasTapeType: bias_tape_material_type; imperfectionExists: bias_tape_qualities_imperfections',
    ],
    [
      'Bias Tape',
      'By Meter',
      'colour: bias_tape_colours; quantityRadio: bias_tape_dimensions_quantity; priceRadio: bias_tape_price; widthTyped: bias_tape_dimensions_quantity; material: bias_tape_material_type; biasTapeType: bias_tape_material_type; imperfectionExists: bias_tape_qualities_imperfections',
    ],
    [
      'Other Supply',
      'By Meter',
      'colour: other_supply_colours; priceRadio: other_supply_price; otherSupplyType: other_supply_type; widthCM: other_supply_dimensions; lengthM: other_supply_dimensions; imperfectionExists: other_supply_imperfections',
    ],
    [
      'Other Supply',
      'Individual',
      'colour: other_supply_colours; quantityRadio: other_supply_quantity; priceRadio: other_supply_price; otherSupplyType: other_supply_type; imperfectionExists: other_supply_imperfections',
    ],
    [
      'Other Supply',
      'Pack',
      'colour: other_supply_colours; quantityRadio: other_supply_quantity; priceRadio: other_supply_price; otherSupplyType: other_supply_type; packSize: other_supply_quantity; imperfectionExists: other_supply_imperfections',
    ],
    [
      'Other Supply',
      'By Weight',
      'colour: other_supply_colours; quantityRadio: other_supply_quantity; priceRadio: other_supply_price; otherSupplyType: other_supply_type; weightLB: other_supply_weight; imperfectionExists: other_supply_imperfections',
    ],
  ])('%s, unit %s', (kind, unit, table) => {
    const full = draftOf(kind, unit, FULL[kind]);
    expect(fieldErrorsOf(supplyOf(full))).toEqual({});
    expect(open(full)).toBe('');
    const expected = new Map(table.split('; ').map((entry) => entry.split(': ') as [string, string]));
    for (const field of Object.keys(FULL[kind])) {
      const without = Object.fromEntries(Object.entries(full).filter(([key]) => key !== field)) as SupplyForm;
      expect([field, open(without)]).toEqual([field, expected.get(field) ?? '']);
    }
  });
});

describe('supply step declarations', () => {
  it('let staff move on from a value given but wrong: its page names it, and the price page sends them back', () => {
    const trim: SupplyForm = { productType: 'Trim', sellingUnit: 'By Meter', widthTyped: 'wide' };
    expect(open(trim).split(' ')).not.toContain('trim_dimensions');
    const zipper: SupplyForm = {
      ...draftOf('Zippers', 'Individual', FULL.Zippers),
      lengthIn: '2',
      colour: ['Bad $$$'],
      quantityRadio: '0',
      priceRadio: undefined,
      priceOther: 'abc',
    };
    expect(Object.keys(fieldErrorsOf(supplyOf(zipper))).sort()).toEqual(['colour.0', 'lengthIn', 'price', 'quantity']);
    expect(open(zipper)).toBe('');
  });

  it('name only fields their kind holds, so a misspelt field cannot hide a step or skip its check', () => {
    for (const kind of SUPPLY_TYPES) {
      const units = [undefined, ...(SUPPLY_KINDS[kind].units ?? [])];
      const steps = SUPPLY_STEPS.filter((s) => s.id !== 'supply_type' && units.some((u) => s.visible?.(draftOf(kind, u))));
      for (const s of steps) {
        for (const field of s.fields ?? [])
          expect([s.id, field, field === 'sellingUnit' || Object.hasOwn(SUPPLY_KINDS[kind].shape, field)]).toEqual([s.id, field, true]);
      }
    }
  });

  it.each<[string, SupplyForm, string]>([
    // The kind's rules across fields hold a step open while the steps after it are still empty.
    [
      'an Industrial spool needs its weight',
      { productType: 'Thread', sellingUnit: 'Pack', threadType: 'All Purpose', spoolSize: 'Industrial', threadOnSpool: 'Full' },
      'thread_size',
    ],
    [
      'velcro by the metre needs its width',
      { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter', lengthM: '5' },
      'other_supply_dimensions',
    ],
    [
      'a hardware pack needs its pack size',
      { productType: 'Zippers', sellingUnit: 'Hardware', zipperHardwareSU: 'Pack', quantityRadio: '1' },
      'zipper_quantity',
    ],
  ])('%s', (_name, d, stepId) => {
    expect(open(d).split(' ')).toContain(stepId);
    expect(open({ ...d, indusWeight: 'Heavy', widthCM: '2', packSize: '5' }).split(' ')).not.toContain(stepId);
  });
});
