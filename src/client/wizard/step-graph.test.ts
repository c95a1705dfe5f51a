import { describe, expect, it } from 'vitest';
import {
  UPLOAD_STEP_ID,
  canAdvance,
  errorsStoppingNext,
  firstOpenStep,
  firstToFill,
  isStepComplete,
  isStepReachable,
  nextStep,
  nextToFill,
  previousStep,
  stepForField,
  stepIndicator,
  stepPosition,
  stepStates,
  visibleSteps,
  type StepDecl,
} from './step-graph';

interface Draft {
  kind?: 'Bundle' | 'Roll';
  variants?: boolean;
  width?: number;
  name?: string;
}

const steps: StepDecl<Draft>[] = [
  { id: 'bundle_or_roll', label: 'Bundle or Roll', done: (d) => d.kind !== undefined, fields: ['kind'] },
  { id: 'has_variants', label: 'Has Variants', done: (d) => d.variants !== undefined, fields: ['variants'] },
  { id: 'camera', label: 'Camera' },
  {
    id: 'dimensions',
    label: 'Dimensions',
    visible: (d) => d.kind === 'Roll' || d.variants === false,
    done: (d) => d.width !== undefined,
    fields: ['width'],
  },
  {
    id: 'variant_dimensions',
    label: 'Variant Dimensions',
    visible: (d) => d.variants === true,
    done: (d) => d.width !== undefined,
    fields: ['width'],
  },
  { id: 'name', label: 'Name', done: (d) => Boolean(d.name), fields: ['name'] },
];

describe('step graph', () => {
  it('always ends with the upload step', () => {
    expect(visibleSteps(steps, {}).at(-1)?.id).toBe(UPLOAD_STEP_ID);
  });

  it('shows only the steps whose condition holds', () => {
    expect(visibleSteps(steps, { kind: 'Bundle', variants: true }).map((s) => s.id)).toEqual([
      'bundle_or_roll',
      'has_variants',
      'camera',
      'variant_dimensions',
      'name',
      UPLOAD_STEP_ID,
    ]);
    expect(visibleSteps(steps, { kind: 'Roll', variants: false }).map((s) => s.id)).toContain('dimensions');
  });

  it('disables steps until the earlier data exists, but never the upload step', () => {
    const states = stepStates(steps, { kind: 'Bundle' });
    const enabled = Object.fromEntries(states.map((s) => [s.id, s.enabled]));
    expect(enabled).toMatchObject({ bundle_or_roll: true, has_variants: true, camera: false, name: false, [UPLOAD_STEP_ID]: true });
    expect(isStepReachable(steps, { kind: 'Bundle', variants: false, width: 150 }, 'name')).toBe(true);
  });

  it('moves to the nearest visible steps', () => {
    const d: Draft = { kind: 'Bundle', variants: true };
    expect(nextStep(steps, d, 'camera')).toBe('variant_dimensions');
    expect(previousStep(steps, d, 'name')).toBe('variant_dimensions');
    expect(previousStep(steps, d, 'bundle_or_roll')).toBeNull();
    expect(nextStep(steps, d, UPLOAD_STEP_ID)).toBeNull();
  });

  it('keeps Next and Back sensible on a step that just became hidden', () => {
    const d: Draft = { kind: 'Bundle', variants: true };
    expect(nextStep(steps, d, 'dimensions')).toBe('variant_dimensions');
    expect(previousStep(steps, d, 'dimensions')).toBe('camera');
  });

  it('lets Next go only when the step is done or optional', () => {
    expect(canAdvance(steps, {}, 'bundle_or_roll')).toBe(false);
    expect(canAdvance(steps, { kind: 'Roll' }, 'bundle_or_roll')).toBe(true);
    expect(canAdvance(steps, {}, 'camera')).toBe(true);
    expect(canAdvance(steps, { name: 'x' }, UPLOAD_STEP_ID)).toBe(false);
  });

  it('finds where a returning user should land and which step holds a field', () => {
    expect(firstOpenStep(steps, { kind: 'Roll' })).toBe('has_variants');
    expect(stepForField(steps, { kind: 'Bundle', variants: true }, 'width')).toBe('variant_dimensions');
    expect(stepForField(steps, { kind: 'Roll', variants: false }, 'width.0')).toBe('dimensions');
    expect(stepForField(steps, {}, 'unknown')).toBeNull();
  });

  it('gives a path to the step declaring it most specifically: one entry beats the whole field', () => {
    const rows: StepDecl<{ roll?: boolean }>[] = [
      { id: 'first_row', label: 'First row', visible: (d) => d.roll === true, fields: ['length.0'] },
      { id: 'table', label: 'Table', fields: ['length'] },
    ];
    expect(stepForField(rows, { roll: true }, 'length.0')).toBe('first_row');
    expect(stepForField(rows, { roll: true }, 'length.2')).toBe('table');
    expect(stepForField(rows, { roll: true }, 'length')).toBe('table');
    expect(stepForField(rows.slice(0, 1), { roll: true }, 'length')).toBe('first_row');
  });

  it('lets a flow end with a final step of its own instead of Upload Product, always enabled', () => {
    const own: StepDecl<Draft>[] = [
      { id: 'start', label: 'Start', done: (d) => d.kind !== undefined },
      { id: 'finish', label: 'Finish', visible: (d) => d.kind === 'Roll', done: (d) => Boolean(d.name) },
      { id: 'summary', label: 'Summary', visible: (d) => d.kind === 'Roll', final: true },
    ];
    expect(visibleSteps(own, {}).map((s) => s.id)).toEqual(['start']);
    expect(stepStates(own, { kind: 'Roll' }).map((s) => [s.id, s.enabled])).toEqual([
      ['start', true],
      ['finish', true],
      ['summary', true],
    ]);
    expect(isStepReachable(own, { kind: 'Roll' }, 'summary')).toBe(true);
    expect(nextStep(own, { kind: 'Roll' }, 'summary')).toBeNull();
  });
});

describe('passed-by steps, complete steps and the step indicator', () => {
  // Camera is passed by once a width exists: Next and Back jump over it, the sidebar keeps it.
  const withPassBy: StepDecl<Draft>[] = steps.map((s) => (s.id === 'camera' ? { ...s, passBy: (d: Draft) => d.width !== undefined } : s));
  const bundle: Draft = { kind: 'Bundle', variants: false };

  it('stops Next and Back at a passed-by step only while its condition does not hold', () => {
    expect(nextStep(withPassBy, bundle, 'has_variants')).toBe('camera');
    expect(nextStep(withPassBy, { ...bundle, width: 90 }, 'has_variants')).toBe('dimensions');
    expect(previousStep(withPassBy, { ...bundle, width: 90 }, 'dimensions')).toBe('has_variants');
  });

  it('keeps a passed-by step in the sidebar, enabled, and leaves it by its own Next and Back', () => {
    const draft = { ...bundle, width: 90 };
    expect(stepStates(withPassBy, draft).find((s) => s.id === 'camera')).toMatchObject({ enabled: true });
    expect(isStepReachable(withPassBy, draft, 'camera')).toBe(true);
    expect(nextStep(withPassBy, draft, 'camera')).toBe('dimensions');
    expect(previousStep(withPassBy, draft, 'camera')).toBe('has_variants');
  });

  it('calls a step complete when its data exists and none of its fields has an error', () => {
    expect(isStepComplete(steps, bundle, 'dimensions', [])).toBe(false);
    expect(isStepComplete(steps, { ...bundle, width: 90 }, 'dimensions', ['width'])).toBe(false);
    expect(isStepComplete(steps, { ...bundle, width: 90 }, 'dimensions', [])).toBe(true);
    // An error of another step's field does not hold this one back.
    expect(isStepComplete(steps, { ...bundle, width: 90 }, 'dimensions', ['name'])).toBe(true);
    // A step without `done` is complete when its fields are clean.
    expect(isStepComplete(steps, bundle, 'camera', ['name'])).toBe(true);
  });

  it('numbers a step among the visible steps, upload included', () => {
    expect(stepPosition(steps, bundle, 'bundle_or_roll')).toEqual({ at: 1, of: 6 });
    expect(stepPosition(steps, bundle, 'dimensions')).toEqual({ at: 4, of: 6 });
    expect(stepPosition(steps, { kind: 'Bundle', variants: true }, UPLOAD_STEP_ID)).toEqual({ at: 6, of: 6 });
    expect(stepPosition(steps, bundle, 'variant_dimensions')).toBeNull();
  });

  it('says which step this is without a total a later answer would change, and says so on the last', () => {
    const says = (draft: Draft, id: string) => stepIndicator(stepPosition(steps, draft, id));
    // Answering variants adds Variant Dimensions: the words for the first steps stay as they were.
    for (const id of ['bundle_or_roll', 'has_variants', 'camera'])
      expect(says(bundle, id)).toBe(says({ kind: 'Bundle', variants: true }, id));
    expect(says(bundle, 'camera')).toBe('Step 3');
    expect(says(bundle, UPLOAD_STEP_ID)).toBe('Last step');
    expect(says({ kind: 'Bundle', variants: true }, UPLOAD_STEP_ID)).toBe('Last step');
    // A flow with one step so far (no kind chosen) says nothing.
    expect(stepIndicator({ at: 1, of: 1 })).toBeNull();
  });
});

describe('Next for a draft copied from the last item (Same as last)', () => {
  // A second colourway: the kind and the width carried over, the name left to fill.
  const copied: Draft = { kind: 'Bundle', variants: false, width: 148 };

  it('goes past the pages the copy answered to the next one still asking for something', () => {
    // Camera has no `done` of its own here: complete, so passed like Dimensions; Name is empty.
    expect(nextToFill(steps, copied, 'bundle_or_roll', [])).toBe('name');
    expect(nextToFill(steps, copied, 'has_variants', [])).toBe('name');
    // The photos are asked again where the page says they are missing.
    const withPhotos: StepDecl<Draft>[] = steps.map((s) => (s.id === 'camera' ? { ...s, done: () => false } : s));
    expect(nextToFill(withPhotos, copied, 'has_variants', [])).toBe('camera');
    expect(nextToFill(withPhotos, copied, 'camera', [])).toBe('name');
    // Where plain Next stops at every page.
    expect(nextStep(steps, copied, 'has_variants')).toBe('camera');
  });

  it('stops at a copied page whose field now has an error', () => {
    expect(nextToFill(steps, copied, 'has_variants', ['width'])).toBe('dimensions');
  });

  it('goes to Upload Product once nothing is left, and has no Next from there', () => {
    const filled = { ...copied, name: 'Harbour' };
    expect(nextToFill(steps, filled, 'bundle_or_roll', [])).toBe(UPLOAD_STEP_ID);
    expect(nextToFill(steps, filled, 'name', [])).toBe(UPLOAD_STEP_ID);
    expect(nextToFill(steps, filled, UPLOAD_STEP_ID, [])).toBeNull();
  });

  it('opens at the first page still asking, in the flow order: photos cleared make Camera it, though Camera never blocks', () => {
    const withPhotos: StepDecl<Draft>[] = steps.map((s) => (s.id === 'camera' ? { ...s, fields: ['photos'] } : s));
    // Where a returning draft lands: Camera counts as done there, so the copy would open past it (issue 43).
    expect(firstOpenStep(withPhotos, copied)).toBe('name');
    expect(firstToFill(withPhotos, copied, ['photos'])).toBe('camera');
    expect(firstToFill(withPhotos, copied, [])).toBe('name');
    expect(firstToFill(withPhotos, { kind: 'Bundle' }, ['photos'])).toBe('has_variants');
    expect(firstToFill(withPhotos, { ...copied, name: 'Harbour' }, [])).toBe(UPLOAD_STEP_ID);
    // A passed-by page is no stop of Next, so the copy does not open there either.
    const passBy: StepDecl<Draft>[] = withPhotos.map((s) => (s.id === 'camera' ? { ...s, passBy: () => true } : s));
    expect(firstToFill(passBy, copied, ['photos'])).toBe('name');
  });

  it('never stops at a hidden or passed-by page', () => {
    const withPassBy: StepDecl<Draft>[] = steps.map((s) => (s.id === 'name' ? { ...s, passBy: () => true } : s));
    expect(nextToFill(withPassBy, copied, 'has_variants', [])).toBe(UPLOAD_STEP_ID);
    // variant_dimensions is hidden for a bundle without variants, though its width is unset for it.
    expect(nextToFill(steps, { kind: 'Bundle', variants: false }, 'has_variants', [])).toBe('dimensions');
  });
});

// Issue 26 item 4: a rule across fields shown on the page where the mistake is made, and Next not passing it silently.
describe('Next on a page that stops for its errors', () => {
  interface Stretchy {
    stretch?: '2-way' | '4-way';
    widthStretch?: number;
  }
  const stretchSteps: StepDecl<Stretchy>[] = [
    { id: 'stretch', label: 'Stretch', done: (d) => d.stretch !== undefined, fields: ['stretch'] },
    { id: 'stretch_percentage', label: 'Stretch Percentage', fields: ['widthStretch', 'lengthStretch'], stopsOn: ['widthStretch'] },
    { id: 'camera', label: 'Camera', fields: ['images'] },
  ];
  const draft: Stretchy = { stretch: '4-way' };

  it('stops for the errors of the fields it names and holds, so the page shows them', () => {
    expect(errorsStoppingNext(stretchSteps, draft, 'stretch_percentage', ['widthStretch', 'images', 'feel'])).toEqual(['widthStretch']);
    expect(errorsStoppingNext(stretchSteps, draft, 'stretch_percentage', ['images'])).toEqual([]);
  });

  it('never stops a page that names none (Camera goes on without photos)', () => {
    expect(errorsStoppingNext(stretchSteps, draft, 'camera', ['images', 'widthStretch'])).toEqual([]);
  });
});
