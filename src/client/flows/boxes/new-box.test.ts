import { describe, expect, it } from 'vitest';
import { emptyBoxDraft, chooseSupplyType } from '../../../shared/schemas/box-draft';
import { isStepComplete, nextStep } from '../../wizard/step-graph';
import { BOX_STEPS, BOXES_FLOW } from './boxes-steps';
import {
  carriedBoxSize,
  isNewBoxFromHome,
  LAST_BOX_SIZE_KEY,
  lastBoxSize,
  NEW_BOX_FROM_HOME,
  newBoxFromHome,
  rememberBoxSize,
  startNewBox,
} from './new-box';

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

describe("Home's Start A New Box (issue 17: a new box to its label in 5 actions)", () => {
  it('starts an empty draft as a new box at the last size, keeping its id (nothing was made from it)', () => {
    expect(newBoxFromHome(emptyBoxDraft(), false, 'Blue Bin')).toEqual({ draft: { isNewBox: 'yes', boxSize: 'Blue Bin' }, fresh: false });
    expect(newBoxFromHome(emptyBoxDraft(), false, undefined)).toEqual({ draft: { isNewBox: 'yes' }, fresh: false });
  });

  it('goes on with a new box being described, its choices kept', () => {
    const described = chooseSupplyType({ isNewBox: 'yes', boxSize: 'Large Bin' }, 'Trim');
    expect(newBoxFromHome(described, false, 'Blue Bin')).toEqual({ draft: described, fresh: false });
  });

  it('after a box was created from this draft, starts a fresh draft: the next box is not the last one again', () => {
    const made = chooseSupplyType({ isNewBox: 'yes', boxSize: 'Large Bin' }, 'Zippers');
    expect(newBoxFromHome(made, true, 'Large Bin')).toEqual({ draft: { isNewBox: 'yes', boxSize: 'Large Bin' }, fresh: true });
  });

  it('leaves an update under way alone: a Box ID entered is not thrown away', () => {
    expect(newBoxFromHome({ isNewBox: 'no', boxID: 'ZIP-12' }, false, 'Blue Bin')).toBeNull();
    // Spaces alone are no Box ID.
    expect(newBoxFromHome({ isNewBox: 'no', boxID: '  ' }, false, undefined)?.draft.isNewBox).toBe('yes');
  });

  it("knows Home's navigation state and nothing else", () => {
    expect(isNewBoxFromHome(NEW_BOX_FROM_HOME)).toBe(true);
    for (const other of [null, undefined, {}, { startNewBox: 'true' }, 'startNewBox']) expect(isNewBoxFromHome(other)).toBe(false);
  });
});

describe('the size a new box carries from the last one (issue 26 item 5)', () => {
  it('is the draft size while it is the last box size, and nothing once staff pick another or there was no box', () => {
    const started = startNewBox(emptyBoxDraft(), 'Blue Bin');
    expect(carriedBoxSize(started, 'Blue Bin')).toBe('Blue Bin');
    expect(carriedBoxSize({ ...started, boxSize: 'Large Bin' }, 'Blue Bin')).toBeUndefined();
    expect(carriedBoxSize(startNewBox(emptyBoxDraft(), undefined), undefined)).toBeUndefined();
  });
});
