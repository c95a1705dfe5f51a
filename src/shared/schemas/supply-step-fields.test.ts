import { describe, expect, it } from 'vitest';
import type { SupplyType } from '../catalogue/product-types';
import { fieldErrorsOf } from '../products';
import type { SupplyDraft } from './supply-draft';
import { fieldExists, fieldsExist, fieldsFilled, missingFields } from './supply-step-fields';

const photos = ['p1', 'p2', 'p3'];
const missing = (d: SupplyDraft) => [...missingFields(d)].sort();

describe('fieldExists: the kind has the field and the unit keeps it (spec 001 section 5)', () => {
  it.each<[string, SupplyType, string | undefined, string, boolean]>([
    // Misses a rule that ignores the per-unit omit table.
    ['tape keeps the zipper material', 'Zippers', 'Tape By The Meter', 'material', true],
    ['tape omits the closure', 'Zippers', 'Tape By The Meter', 'closure', false],
    ['tape omits the length', 'Zippers', 'Tape By The Meter', 'lengthIn', false],
    ['an individual zipper omits the material', 'Zippers', 'Individual', 'material', false],
    ['hardware omits the zipper type', 'Zippers', 'Hardware', 'zipperType', false],
    ['hardware keeps the pack size', 'Zippers', 'Hardware', 'packSize', true],
    ['ribbing by the metre omits the size', 'Ribbing', 'By Meter', 'size', false],
    // Misses a rule that only reads the omit table, not the kind's own fields.
    ['buttons have no length', 'Buttons', 'Pack', 'lengthM', false],
    ['patterns have no selling unit', 'Sewing Patterns', undefined, 'sellingUnit', false],
    ['a kind sold in units has one', 'Thread', undefined, 'sellingUnit', true],
    // The form-only fields map onto what the product holds.
    ['every kind holds photos', 'Sewing Patterns', undefined, 'images', true],
    ['every kind holds a price', 'Other Supply', 'Pack', 'price', true],
    ['by the metre other supplies hold no quantity', 'Other Supply', 'By Meter', 'quantity', false],
    // Misses a rule that treats 'no unit yet' as 'nothing omitted' (every unit's steps at once).
    ['before a unit: a field every unit keeps', 'Zippers', undefined, 'colour', true],
    ['before a unit: a field one unit omits', 'Zippers', undefined, 'brand', false],
    ['before a unit: the hardware fields', 'Zippers', undefined, 'zipperHardwareType', false],
    ['a unit the kind is not sold in counts as none', 'Buttons', 'Roll', 'packSize', false],
    ['a kind without units omits nothing', 'Sewing Patterns', undefined, 'brand', true],
  ])('%s', (_name, type, unit, field, expected) => {
    expect(fieldExists(type, unit, field)).toBe(expected);
  });

  it('fieldsExist asks whether any of them exists', () => {
    expect(fieldsExist('Zippers', 'Tape By The Meter', ['closure', 'material'])).toBe(true);
    expect(fieldsExist('Zippers', 'Tape By The Meter', ['closure', 'lengthIn'])).toBe(false);
    expect(fieldsExist('Zippers', 'Tape By The Meter', [])).toBe(false);
  });
});

const zipper: SupplyDraft = {
  productType: 'Zippers',
  sellingUnit: 'Individual',
  zipperType: 'Metal',
  closure: 'Separating',
  lengthIn: '22',
  colour: ['Black'],
  uses: ['Apparel'],
  quantityRadio: '1',
  priceRadio: '$3.50',
  imperfectionExists: 'No',
  images: photos,
};

describe('missingFields: what the kind requires of the draft and it leaves empty', () => {
  it('finds nothing in a complete draft, which the whole product schema accepts', () => {
    expect(fieldErrorsOf(zipper)).toEqual({});
    expect(missing(zipper)).toEqual([]);
  });

  it('counts a required field left empty, never an optional one', () => {
    // Misses a rule that asks for every field (optional slider size, brand) or none.
    expect(missing({ ...zipper, colour: [], uses: undefined, lengthIn: ' ', brand: undefined, sliderSize: '' })).toEqual([
      'colour',
      'lengthIn',
      'uses',
    ]);
  });

  it('counts photos the product needs as missing (the Camera step itself never blocks)', () => {
    expect(missing({ ...zipper, images: [] })).toEqual(['images']);
  });

  it('reads the form as the upload does: typed twins, typed price, typed quantity and width', () => {
    // Misses reading the form's raw inputs ('colour', 'price', 'widthIn' are not what the form stores).
    expect(missing({ ...zipper, colour: [], colourOther: 'Teal' })).toEqual([]);
    expect(missing({ ...zipper, priceRadio: undefined, priceOther: '4.25' })).toEqual([]);
    expect(missing({ ...zipper, priceRadio: undefined })).toEqual(['price']);
    expect(missing({ ...zipper, quantityRadio: undefined, quantityOther: '3' })).toEqual([]);
    const elastic: SupplyDraft = { productType: 'Elastic', sellingUnit: 'By Meter', widthMixedUnit: 'Imperial', widthTyped: '1 1/2' };
    expect(fieldsFilled(elastic, ['widthIn'])).toBe(true);
    expect(fieldsFilled({ ...elastic, widthMixedUnit: 'Metric', widthTyped: '38' }, ['widthIn'])).toBe(true);
    expect(fieldsFilled({ ...elastic, widthTyped: ' ' }, ['widthIn'])).toBe(false);
  });

  it('leaves a value given but wrong to its page and the price page, as the spec has staff move on', () => {
    // Misses gating on validity: Next would refuse an unreadable width the price page is meant to send staff back to.
    const elastic: SupplyDraft = { productType: 'Elastic', sellingUnit: 'By Meter', widthTyped: 'wide' };
    expect(fieldsFilled(elastic, ['widthIn'])).toBe(true);
    expect(missing({ ...zipper, lengthIn: '2', priceOther: 'abc', quantityOther: '0', colour: ['Bad $$$'] })).toEqual([]);
    expect(Object.keys(fieldErrorsOf({ ...zipper, lengthIn: '2' }))).toEqual(['lengthIn']);
  });

  it('skips what a No answer clears and what the unit omits', () => {
    expect(missing({ ...zipper, sellingUnit: 'Tape By The Meter', material: 'Metal', lengthIn: '' })).toEqual([]);
    expect(missing({ ...zipper, sellingUnit: 'Tape By The Meter', lengthIn: '' })).toEqual(['material']);
    expect(missing({ ...zipper, qualityExists: 'No' })).toEqual([]);
  });

  it('asks what the rules across fields require while later fields are still empty', () => {
    // Misses one parse of the whole product: zod runs the kind's rules only once every field is valid.
    const thread: SupplyDraft = { productType: 'Thread', sellingUnit: 'Pack', spoolSize: 'Industrial', threadOnSpool: 'Full' };
    expect(fieldsFilled(thread, ['spoolSize', 'indusWeight', 'threadOnSpool'])).toBe(false);
    expect(fieldsFilled({ ...thread, indusWeight: 'Heavy' }, ['spoolSize', 'indusWeight', 'threadOnSpool'])).toBe(true);
    const velcro: SupplyDraft = { productType: 'Other Supply', otherSupplyType: 'Velcro', sellingUnit: 'By Meter', lengthM: '5' };
    expect(fieldsFilled(velcro, ['widthCM', 'lengthM'])).toBe(false);
    expect(fieldsFilled({ ...velcro, widthCM: '2' }, ['widthCM', 'lengthM'])).toBe(true);
    // A rule broken by a value given ('Various' spools on single thread) is the page's to name, not a gap.
    expect(fieldsFilled({ ...thread, sellingUnit: 'Individual', threadOnSpool: 'Various', indusWeight: 'Heavy' }, ['threadOnSpool'])).toBe(
      true,
    );
  });

  it('survives a rule tripping over a field that failed its own check', () => {
    // The bias tape rule reads qualities as a list; a stored draft holding something else must not break the sidebar.
    // A stored draft is whatever the phone kept, so its type is not a promise here.
    const odd = { productType: 'Bias Tape', sellingUnit: 'Roll', qualities: 5, material: 'Woven' } as unknown as SupplyDraft;
    expect(fieldsFilled(odd, ['qualities', 'material'])).toBe(true);
    expect(fieldsFilled(odd, ['biasTapeType'])).toBe(false);
  });

  it('checks the fields before a unit is chosen, and the unit itself', () => {
    // Misses a whole-product parse, which reports only the missing unit then.
    const other: SupplyDraft = { productType: 'Other Supply' };
    expect(fieldsFilled(other, ['otherSupplyType'])).toBe(false);
    expect(fieldsFilled({ ...other, otherSupplyType: 'Feathers' }, ['otherSupplyType'])).toBe(true);
    expect(fieldsFilled(other, ['sellingUnit'])).toBe(false);
    expect(fieldsFilled({ productType: 'Buttons', sellingUnit: 'Pack' }, ['sellingUnit'])).toBe(true);
    expect(fieldsFilled({ productType: 'Sewing Patterns' }, ['sellingUnit'])).toBe(true);
  });

  it('names every field the whole product reports as required and empty', () => {
    const drafts: SupplyDraft[] = [
      { ...zipper, colour: [], uses: [] },
      { ...zipper, sellingUnit: 'Pack', packSize: '' },
      { productType: 'Thread', sellingUnit: 'Pack', images: photos },
      { productType: 'Ribbing', sellingUnit: 'By Meter', material: 'Cotton', stretch: '2-way' },
    ];
    for (const d of drafts) {
      const required = Object.entries(fieldErrorsOf(d))
        .filter(([, messages]) => messages.some((m) => m.includes('required')))
        .map(([path]) => path.split('.')[0]);
      expect(required.length).toBeGreaterThan(0);
      expect(missing(d)).toEqual(expect.arrayContaining(required));
    }
  });
});
