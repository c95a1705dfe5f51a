import { describe, expect, it } from 'vitest';
import type { RollListing } from '../../api/roll-to-bundle';
import { firstOpenStep, nextStep, previousStep, stepForField, stepStates, visibleSteps } from '../../wizard/step-graph';
import type { RollToBundleDraft } from './roll-to-bundle-draft';
import { ROLL_TO_BUNDLE_STEPS } from './roll-to-bundle-steps';

/**
 * The real roll-to-bundle steps (issue 16 item 25), written out from spec 001: the routes
 * /roll_to_bundle/search, /length and /upload; 'Search: ... picking one moves on'; 'Upload: summary
 * table ... table links go back to steps'. Upload ends the flow in place of Upload Product and, like
 * it, is always enabled (D22, D53).
 */

const roll: RollListing = {
  productId: 'local:1',
  title: 'Harbour Morning - Blue Poplin Roll',
  sku: '10001',
  name: 'Harbour Morning',
  lengthM: 8,
  widthCM: 148,
  content: '60% Cotton, 40% Polyester',
  price: '9.00',
};

const ids = (d: RollToBundleDraft) => visibleSteps(ROLL_TO_BUNDLE_STEPS, d).map((s) => s.id);
const enabledIds = (d: RollToBundleDraft) =>
  stepStates(ROLL_TO_BUNDLE_STEPS, d)
    .filter((s) => s.enabled)
    .map((s) => s.id);

describe('roll to bundle steps', () => {
  it('are the three spec routes in order, with no Upload Product added', () => {
    expect(ROLL_TO_BUNDLE_STEPS.map((s) => s.id)).toEqual(['search', 'length', 'upload']);
  });

  it.each<[string, RollToBundleDraft, string[], string]>([
    // [draft, enabled steps, landing]
    ['a new draft', {}, ['search', 'upload'], 'search'],
    ['a SKU typed, no roll picked', { sku: '10001' }, ['search', 'upload'], 'search'],
    ['a roll picked', { sku: '10001', roll }, ['search', 'length', 'upload'], 'length'],
    [
      'a roll picked, then another SKU typed (the pick no longer applies)',
      { sku: '10002', roll, length: '2' },
      ['search', 'upload'],
      'search',
    ],
    ['a roll picked, the length blank', { sku: '10001', roll, length: '  ' }, ['search', 'length', 'upload'], 'length'],
    ['a roll picked and a length typed', { sku: '10001', roll, length: '2.35' }, ['search', 'length', 'upload'], 'upload'],
    // A wrong length still lets staff reach the summary, whose table names the error and links back.
    ['a length more than the roll holds', { sku: '10001', roll, length: '80' }, ['search', 'length', 'upload'], 'upload'],
  ])('%s', (_name, d, enabled, landing) => {
    expect(ids(d)).toEqual(['search', 'length', 'upload']);
    expect(enabledIds(d)).toEqual(enabled);
    expect(firstOpenStep(ROLL_TO_BUNDLE_STEPS, d)).toBe(landing);
  });

  it.each<[string, string | null, string | null]>([
    ['search', 'length', null],
    ['length', 'upload', 'search'],
    ['upload', null, 'length'],
  ])('from %s: next %s, back %s', (from, next, back) => {
    const d: RollToBundleDraft = { sku: '10001', roll, length: '2' };
    expect(nextStep(ROLL_TO_BUNDLE_STEPS, d, from)).toBe(next);
    expect(previousStep(ROLL_TO_BUNDLE_STEPS, d, from)).toBe(back);
  });

  it.each<[string, string]>([
    ['sku', 'search'],
    ['roll', 'search'],
    ['length', 'length'],
  ])('the summary table links %s back to %s', (field, stepId) => {
    expect(stepForField(ROLL_TO_BUNDLE_STEPS, {}, field)).toBe(stepId);
  });
});
