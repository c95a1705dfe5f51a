import { describe, expect, it } from 'vitest';
import type { BoxDraft } from '../../../shared/schemas/box-draft';
import { firstOpenStep, nextStep, stepStates } from '../../wizard/step-graph';
import { BOX_STEPS, BOXES_FLOW } from './boxes-steps';

const sidebar = (d: BoxDraft) => stepStates(BOX_STEPS, d).map((s) => `${s.label}${s.enabled ? '' : ' (disabled)'}`);

describe('boxes flow declaration (spec 001 Inventory supplies)', () => {
  it('shows the sidebar the spec gives for each state, with no Upload Product step', () => {
    expect(sidebar({ isNewBox: 'no' })).toEqual(['Start or Update', 'Update Box Status (disabled)']);
    expect(sidebar({ isNewBox: 'no', boxID: '6C-1' })).toEqual(['Start or Update', 'Update Box Status']);
    expect(sidebar({ isNewBox: 'yes', supplyType: 'Zippers', boxSize: 'Blue Bin' })).toEqual([
      'Start or Update',
      'Type and Size',
      'Summary',
    ]);
    expect(sidebar({ isNewBox: 'yes', supplyType: 'Trim' })).toEqual([
      'Start or Update',
      'Type and Size',
      'Trim Type (disabled)',
      'Summary',
    ]);
    expect(sidebar({ isNewBox: 'yes', supplyType: 'Everything Else', boxSize: 'Small Bin', everythingElseCategory: 'Craft' })).toEqual([
      'Start or Update',
      'Type and Size',
      'Category',
      'Craft Category',
      'Summary',
    ]);
  });

  it('moves from type and size to the step the chosen type needs', () => {
    expect(nextStep(BOX_STEPS, { isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Banker Box' }, 'supply_type_box_size')).toBe('trim_type');
    expect(nextStep(BOX_STEPS, { isNewBox: 'yes', supplyType: 'Buttons', boxSize: 'Banker Box' }, 'supply_type_box_size')).toBe(
      'summary_page',
    );
    expect(
      nextStep(BOX_STEPS, { isNewBox: 'yes', supplyType: 'Everything Else', everythingElseCategory: 'Other' }, 'everything_else_category'),
    ).toBe('other_category');
    expect(firstOpenStep(BOX_STEPS, { isNewBox: 'no' })).toBe('start_or_update');
  });

  it('validates a new box only, naming the missing choice', () => {
    expect(BOXES_FLOW.validate({ isNewBox: 'no', boxID: '6C-1' })).toEqual({});
    const errors = BOXES_FLOW.validate({ isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Banker Box' });
    expect(errors.trimType?.[0]).toMatch(/Trim type/);
    expect(BOXES_FLOW.validate({ isNewBox: 'yes', supplyType: 'Trim', boxSize: 'Banker Box', trimType: 'Lace' })).toEqual({});
  });

  it('keeps its draft apart from the product form', () => {
    expect(BOXES_FLOW.storageKey).toBe('inventoryForm');
    expect(BOXES_FLOW.accepts(undefined)).toBe(true);
    expect(BOXES_FLOW.accepts('Fabric')).toBe(false);
  });
});
