import { describe, expect, it } from 'vitest';
import { emptyBoxDraft, chooseSupplyType } from '../../../shared/schemas/box-draft';
import { isStepComplete, nextStep } from '../../wizard/step-graph';
import { BOX_STEPS, BOXES_FLOW } from './boxes-steps';
import { LAST_BOX_SIZE_KEY, lastBoxSize, rememberBoxSize, startNewBox } from './new-box';

/** A Storage stand-in: unit tests run without a browser. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

const complete = (d: Parameters<typeof BOXES_FLOW.validate>[0], step: string) =>
  isStepComplete(BOX_STEPS, d, step, Object.keys(BOXES_FLOW.validate(d)));

describe('Start a new box (issue 17: one button, not a checkbox then Next)', () => {
  it('ticks New Box and opens Type and Size in the same tap', () => {
    const started = startNewBox(emptyBoxDraft(), undefined);
    expect(started).toEqual({ isNewBox: 'yes' });
    expect(complete(started, 'start_or_update')).toBe(true);
    expect(nextStep(BOX_STEPS, started, 'start_or_update')).toBe('supply_type_box_size');
  });

  it('starts at the size of the last box made on this device, so a type alone ends Type and Size', () => {
    const started = startNewBox(emptyBoxDraft(), 'Blue Bin');
    expect(started).toEqual({ isNewBox: 'yes', boxSize: 'Blue Bin' });
    expect(complete(started, 'supply_type_box_size')).toBe(false);
    const typed = chooseSupplyType(started, 'Zippers');
    expect(complete(typed, 'supply_type_box_size')).toBe(true);
    expect(nextStep(BOX_STEPS, typed, 'supply_type_box_size')).toBe('summary_page');
    // Trim still asks its type, on its own page.
    expect(nextStep(BOX_STEPS, chooseSupplyType(started, 'Trim'), 'supply_type_box_size')).toBe('trim_type');
  });

  it('keeps a size this draft already has (Back to the start and on again)', () => {
    expect(startNewBox({ isNewBox: 'no', boxSize: 'Large Bin' }, 'Blue Bin').boxSize).toBe('Large Bin');
  });

  it('remembers only a size the catalogue has', () => {
    const store = memoryStore();
    expect(lastBoxSize(store)).toBeUndefined();
    rememberBoxSize('Small Bin', store);
    expect(lastBoxSize(store)).toBe('Small Bin');
    rememberBoxSize('Shoe box', store);
    expect(lastBoxSize(store)).toBe('Small Bin');
    expect(lastBoxSize(memoryStore({ [LAST_BOX_SIZE_KEY]: 'Crate' }))).toBeUndefined();
  });
});
