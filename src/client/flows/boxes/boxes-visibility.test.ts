import { describe, expect, it } from 'vitest';
import type { BoxDraft } from '../../../shared/schemas/box-draft';
import { firstOpenStep, nextStep, previousStep, stepStates, visibleSteps } from '../../wizard/step-graph';
import { BOX_STEPS } from './boxes-steps';

/**
 * The real inventory box steps (issue 16 item 25), every expected list written out from spec 001
 * 'Inventory supplies': 'New Box = no: start/update and update box status only. New Box = yes with
 * a type other than Trim or Everything Else: start, type and size, summary. Trim adds the trim type
 * step. Everything Else adds the category step plus a Sewing, Craft or Other subcategory step.'
 * The summary ends the flow in place of Upload Product (D53).
 */

const ids = (d: BoxDraft) => visibleSteps(BOX_STEPS, d).map((s) => s.id);
const enabledIds = (d: BoxDraft) =>
  stepStates(BOX_STEPS, d)
    .filter((s) => s.enabled)
    .map((s) => s.id);

describe('box steps as declared', () => {
  it('are the spec routes in order, with no Upload Product', () => {
    expect(BOX_STEPS.map((s) => s.id)).toEqual([
      'start_or_update',
      'update_box_status',
      'supply_type_box_size',
      'trim_type',
      'everything_else_category',
      'sewing_category',
      'craft_category',
      'other_category',
      'summary_page',
    ]);
  });
});

describe('box step visibility', () => {
  it.each<[string, BoxDraft, string[]]>([
    ['a new draft (New Box no)', { isNewBox: 'no' }, ['start_or_update', 'update_box_status']],
    ['an existing box', { isNewBox: 'no', boxID: '6C-1' }, ['start_or_update', 'update_box_status']],
    // Left over from a new box: with New Box no they no longer count.
    [
      'New Box no, with choices left from before',
      { isNewBox: 'no', supplyType: 'Trim', boxSize: 'Blue Bin', trimType: 'Lace' },
      ['start_or_update', 'update_box_status'],
    ],
    ['a new box, no type yet', { isNewBox: 'yes' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    [
      'a new box of Zippers',
      { isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Banker Box' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
    ],
    ['a new box of Buttons', { isNewBox: 'yes', supplyType: 'Buttons' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    ['a new box of Elastic', { isNewBox: 'yes', supplyType: 'Elastic' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    [
      'a new box of Sewing Patterns',
      { isNewBox: 'yes', supplyType: 'Sewing Patterns' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
    ],
    ['a new box of Thread', { isNewBox: 'yes', supplyType: 'Thread' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    ['a new box of Ribbing', { isNewBox: 'yes', supplyType: 'Ribbing' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    ['a new box of Bias Tape', { isNewBox: 'yes', supplyType: 'Bias Tape' }, ['start_or_update', 'supply_type_box_size', 'summary_page']],
    [
      'a new box of Trim',
      { isNewBox: 'yes', supplyType: 'Trim' },
      ['start_or_update', 'supply_type_box_size', 'trim_type', 'summary_page'],
    ],
    [
      'a new box of Trim, type chosen',
      { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Small Bin', trimType: 'Ricrac' },
      ['start_or_update', 'supply_type_box_size', 'trim_type', 'summary_page'],
    ],
    [
      'a new box of Everything Else, no category yet',
      { isNewBox: 'yes', supplyType: 'Everything Else' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'summary_page'],
    ],
    [
      'Everything Else: Sewing',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Sewing' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'sewing_category', 'summary_page'],
    ],
    [
      'Everything Else: Craft',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Craft' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'craft_category', 'summary_page'],
    ],
    [
      'Everything Else: Other',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Other' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'other_category', 'summary_page'],
    ],
    // A trim type left from before does not add Trim Type to another supply type.
    [
      'a new box of Buttons with a trim type left over',
      { isNewBox: 'yes', supplyType: 'Buttons', trimType: 'Lace' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
    ],
  ])('%s', (_name, d, expected) => {
    expect(ids(d)).toEqual(expected);
  });
});

describe('box steps enabled, next, previous and landing', () => {
  it.each<[string, BoxDraft, string[], string]>([
    // [draft, enabled steps, landing]
    ['a new draft', { isNewBox: 'no' }, ['start_or_update'], 'start_or_update'],
    ['an existing box typed', { isNewBox: 'no', boxID: '6C-1' }, ['start_or_update', 'update_box_status'], 'update_box_status'],
    // The summary is always enabled like Upload Product (D53): it is where staff see what is missing.
    ['a new box, no type yet', { isNewBox: 'yes' }, ['start_or_update', 'supply_type_box_size', 'summary_page'], 'supply_type_box_size'],
    [
      'a new box, type without size',
      { isNewBox: 'yes', supplyType: 'Zippers' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
      'supply_type_box_size',
    ],
    [
      'a new box, size without type',
      { isNewBox: 'yes', boxSize: 'Blue Bin' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
      'supply_type_box_size',
    ],
    [
      'a new box of Zippers, sized',
      { isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Blue Bin' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
      'summary_page',
    ],
    [
      'Trim, sized, no trim type',
      { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Blue Bin' },
      ['start_or_update', 'supply_type_box_size', 'trim_type', 'summary_page'],
      'trim_type',
    ],
    [
      'Trim, no size yet, trim type chosen',
      { isNewBox: 'yes', supplyType: 'Trim', trimType: 'Lace' },
      ['start_or_update', 'supply_type_box_size', 'summary_page'],
      'supply_type_box_size',
    ],
    [
      'Trim, complete',
      { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Blue Bin', trimType: 'Lace' },
      ['start_or_update', 'supply_type_box_size', 'trim_type', 'summary_page'],
      'summary_page',
    ],
    [
      'Everything Else, sized',
      { isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Large Bin' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'summary_page'],
      'everything_else_category',
    ],
    [
      'Everything Else, Craft without subcategory',
      { isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Large Bin', everythingElseCategory: 'Craft' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'craft_category', 'summary_page'],
      'craft_category',
    ],
    [
      'Everything Else, Sewing complete',
      { isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Large Bin', everythingElseCategory: 'Sewing', sewingCategory: 'Velcro' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'sewing_category', 'summary_page'],
      'summary_page',
    ],
    [
      // The Craft subcategory does not complete an Other box.
      'Everything Else, Other with a craft subcategory left over',
      { isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Large Bin', everythingElseCategory: 'Other', craftCategory: 'Beads' },
      ['start_or_update', 'supply_type_box_size', 'everything_else_category', 'other_category', 'summary_page'],
      'other_category',
    ],
  ])('%s', (_name, d, enabled, landing) => {
    expect(enabledIds(d)).toEqual(enabled);
    expect(firstOpenStep(BOX_STEPS, d)).toBe(landing);
  });

  it.each<[string, BoxDraft, string, string | null, string | null]>([
    // [draft, from, next, previous]
    ['existing box', { isNewBox: 'no', boxID: '6C-1' }, 'start_or_update', 'update_box_status', null],
    ['existing box', { isNewBox: 'no', boxID: '6C-1' }, 'update_box_status', null, 'start_or_update'],
    [
      'new box of Zippers',
      { isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Blue Bin' },
      'start_or_update',
      'supply_type_box_size',
      null,
    ],
    [
      'new box of Zippers',
      { isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Blue Bin' },
      'supply_type_box_size',
      'summary_page',
      'start_or_update',
    ],
    ['new box of Zippers', { isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Blue Bin' }, 'summary_page', null, 'supply_type_box_size'],
    [
      'Trim',
      { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Blue Bin', trimType: 'Lace' },
      'supply_type_box_size',
      'trim_type',
      'start_or_update',
    ],
    [
      'Trim',
      { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Blue Bin', trimType: 'Lace' },
      'trim_type',
      'summary_page',
      'supply_type_box_size',
    ],
    ['Trim', { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Blue Bin', trimType: 'Lace' }, 'summary_page', null, 'trim_type'],
    [
      'Everything Else Sewing',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Sewing' },
      'supply_type_box_size',
      'everything_else_category',
      'start_or_update',
    ],
    [
      'Everything Else Sewing',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Sewing' },
      'everything_else_category',
      'sewing_category',
      'supply_type_box_size',
    ],
    [
      'Everything Else Sewing',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Sewing' },
      'sewing_category',
      'summary_page',
      'everything_else_category',
    ],
    [
      'Everything Else Craft',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Craft' },
      'everything_else_category',
      'craft_category',
      'supply_type_box_size',
    ],
    [
      'Everything Else Craft',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Craft' },
      'summary_page',
      null,
      'craft_category',
    ],
    [
      'Everything Else Other',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Other' },
      'everything_else_category',
      'other_category',
      'supply_type_box_size',
    ],
    [
      'Everything Else Other',
      { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Other' },
      'other_category',
      'summary_page',
      'everything_else_category',
    ],
  ])('%s: from %s, next %s, back %s', (_name, d, from, next, back) => {
    expect(nextStep(BOX_STEPS, d, from)).toBe(next);
    expect(previousStep(BOX_STEPS, d, from)).toBe(back);
  });
});
