/**
 * The wizard's step graph: pure functions over a flow's declared steps and the current draft.
 * Flows declare data (StepDecl); this module alone decides visibility, enabled-ness, next and
 * previous, so no flow carries navigation code of its own (spec 000 section 2, 'Wizard behaviour').
 */

/** The review step every flow ends with (spec: 'An Upload Product step always comes last'). */
export const UPLOAD_STEP_ID = 'upload_product';
export const UPLOAD_STEP_LABEL = 'Upload Product';

export interface StepDecl<D> {
  /** Path segment under the flow's base route, e.g. 'bundle_or_roll'. */
  readonly id: string;
  /** Sidebar label, e.g. 'Bundle or Roll'. */
  readonly label: string;
  /** Whether the step exists for this draft; absent means always. */
  readonly visible?: (draft: D) => boolean;
  /**
   * Whether the data this step collects exists. Later steps stay disabled until every earlier
   * visible step is done; absent means the step never blocks (optional pages such as Camera).
   */
  readonly done?: (draft: D) => boolean;
  /** Field paths held by this step, so review rows and price-page links can point back here. */
  readonly fields?: readonly string[];
  /**
   * A flow whose last step is its own review (the boxes' summary page) marks it final: it is
   * always enabled like Upload Product, and no Upload Product step is added after it.
   */
  readonly final?: boolean;
  /**
   * Whether Next and Back jump over this step for this draft: an optional page, or one whose answer
   * a default already gives (a suggested price already selected). It stays in the sidebar, enabled
   * like any other step, and is reached by link from the page before or from the review.
   */
  readonly passBy?: (draft: D) => boolean;
  /**
   * Field paths whose errors Next does not pass on this page: it stays and shows them (issue 26
   * item 4). For pages another page's answers judge (the stretch rules on Stretch Percentage,
   * duplicate rows on Variant Dimensions); absent on pages Next may leave unfinished (Camera).
   */
  readonly stopsOn?: readonly string[];
}

export interface StepState {
  readonly id: string;
  readonly label: string;
  readonly enabled: boolean;
  readonly done: boolean;
}

function withUpload<D>(steps: readonly StepDecl<D>[]): readonly StepDecl<D>[] {
  return steps.some((s) => s.id === UPLOAD_STEP_ID || s.final) ? steps : [...steps, { id: UPLOAD_STEP_ID, label: UPLOAD_STEP_LABEL }];
}

/** The steps that exist for this draft, in order, with the upload step last. */
export function visibleSteps<D>(steps: readonly StepDecl<D>[], draft: D): readonly StepDecl<D>[] {
  return withUpload(steps).filter((s) => s.visible === undefined || s.visible(draft));
}

/**
 * Sidebar states: a step is enabled when every earlier visible step's data exists. The upload step
 * is always enabled because its review table is where staff see what is still missing.
 */
export function stepStates<D>(steps: readonly StepDecl<D>[], draft: D): readonly StepState[] {
  let blocked = false;
  return visibleSteps(steps, draft).map((s) => {
    const done = s.done === undefined || s.done(draft);
    const state: StepState = { id: s.id, label: s.label, enabled: s.id === UPLOAD_STEP_ID || s.final === true || !blocked, done };
    if (!done) blocked = true;
    return state;
  });
}

/** Whether the step may be shown for this draft (visible and enabled). */
export function isStepReachable<D>(steps: readonly StepDecl<D>[], draft: D, id: string): boolean {
  return stepStates(steps, draft).some((s) => s.id === id && s.enabled);
}

/** The nearest visible step after `id` that Next stops at (passed-by steps skipped), or null on the last step. */
export function nextStep<D>(steps: readonly StepDecl<D>[], draft: D, id: string): string | null {
  return neighbours(steps, draft, id).after[0]?.id ?? null;
}

/**
 * Next for a draft started from the last item ('Same as last', issue 17 item 3): the next step
 * still asking for something, past those the copy already answered, else the last (Upload
 * Product), so the new item costs only what differs. Back still stops at every page.
 */
export function nextToFill<D>(steps: readonly StepDecl<D>[], draft: D, id: string, errorPaths: readonly string[]): string | null {
  return firstAsking(steps, draft, neighbours(steps, draft, id).after, errorPaths);
}

/**
 * Where a draft started from the last item opens: the first step, in the flow's order, still
 * asking for something, by the same rule as `nextToFill`, else Upload Product. Not
 * `firstOpenStep`: a page that never blocks (Camera) is 'done' there, so a copy whose photos were
 * cleared opened past its Photos page and reached Upload Product with none (issue 43).
 */
export function firstToFill<D>(steps: readonly StepDecl<D>[], draft: D, errorPaths: readonly string[]): string {
  const stops = visibleSteps(steps, draft).filter((s) => s.passBy === undefined || !s.passBy(draft));
  return firstAsking(steps, draft, stops, errorPaths) ?? UPLOAD_STEP_ID;
}

/** The first of `stops` that is not complete (its data missing, or a field of its holding an error), else the last of them. */
function firstAsking<D>(
  steps: readonly StepDecl<D>[],
  draft: D,
  stops: readonly StepDecl<D>[],
  errorPaths: readonly string[],
): string | null {
  return (stops.find((s) => !isStepComplete(steps, draft, s.id, errorPaths)) ?? stops[stops.length - 1])?.id ?? null;
}

/** The nearest visible step before `id` that Back stops at (passed-by steps skipped), or null on the first step. */
export function previousStep<D>(steps: readonly StepDecl<D>[], draft: D, id: string): string | null {
  const { before } = neighbours(steps, draft, id);
  return before[before.length - 1]?.id ?? null;
}

/** Whether Next may be taken from `id`: the step's own data exists (or it never blocks). */
export function canAdvance<D>(steps: readonly StepDecl<D>[], draft: D, id: string): boolean {
  const step = withUpload(steps).find((s) => s.id === id);
  return step !== undefined && (step.done === undefined || step.done(draft)) && nextStep(steps, draft, id) !== null;
}

/**
 * Whether a step has everything it asks: its data exists and none of the fields it holds (by
 * `stepForField`, so a field declared more specifically elsewhere is not its) has an error. A
 * choice that makes the page complete ends the page (issue 17: a single answer ends a page).
 */
export function isStepComplete<D>(steps: readonly StepDecl<D>[], draft: D, id: string, errorPaths: readonly string[]): boolean {
  const step = withUpload(steps).find((s) => s.id === id);
  if (step === undefined || (step.done !== undefined && !step.done(draft))) return false;
  return errorPaths.every((path) => stepForField(steps, draft, path) !== id);
}

/**
 * The errors that keep Next on `id`: those of the fields the step names in `stopsOn` that the step
 * also holds (a roll's own row belongs to Dimensions, not to Variant Dimensions). Empty: Next goes on.
 */
export function errorsStoppingNext<D>(steps: readonly StepDecl<D>[], draft: D, id: string, errorPaths: readonly string[]): string[] {
  const stopsOn = withUpload(steps).find((s) => s.id === id)?.stopsOn ?? [];
  const named = (path: string) => stopsOn.some((f) => path === f || path.startsWith(`${f}.`));
  return errorPaths.filter((path) => named(path) && stepForField(steps, draft, path) === id);
}

/** Where a step stands among the visible steps, for the '7 of 19' indicator (1-based). */
export function stepPosition<D>(steps: readonly StepDecl<D>[], draft: D, id: string): { at: number; of: number } | null {
  const visible = visibleSteps(steps, draft);
  const at = visible.findIndex((s) => s.id === id);
  return at < 0 ? null : { at: at + 1, of: visible.length };
}

/**
 * The words of the step indicator in the bar at the foot: 'Step 3', 'Last step' on the last; null
 * while the flow has one step only (before the kind is chosen). No total: the visible steps depend
 * on answers still to come (a roll's variants, a stretch percentage), so a total jumped as they were
 * given ('1 of 17', then '3 of 18'), and the sidebar lists the steps there are so far.
 */
export function stepIndicator(position: { at: number; of: number } | null): string | null {
  if (!position || position.of <= 1) return null;
  return position.at === position.of ? 'Last step' : `Step ${position.at}`;
}

/** The first enabled step that is not done yet: where a returning user should land. */
export function firstOpenStep<D>(steps: readonly StepDecl<D>[], draft: D): string {
  const states = stepStates(steps, draft);
  return (states.find((s) => s.enabled && !s.done) ?? states[states.length - 1] ?? { id: UPLOAD_STEP_ID }).id;
}

/**
 * The step that holds a field path ('lengthM', 'lengthM.2', 'content.knownContent.0.amount'), if
 * any. A step may declare a whole field ('lengthM') or one entry of it ('lengthM.0', a roll's own
 * row): the visible step whose declared field covers the path most specifically wins (the first
 * declared on a tie). A path no declaration covers ('lengthM' when only 'lengthM.0' is declared)
 * goes to the first visible step declaring anything of that field.
 */
export function stepForField<D>(steps: readonly StepDecl<D>[], draft: D, path: string): string | null {
  const rootOf = (p: string) => p.split('.')[0] ?? p;
  const covers = (field: string) => path === field || path.startsWith(`${field}.`);
  let best: { id: string; length: number } | null = null;
  const visible = visibleSteps(steps, draft);
  for (const s of visible) {
    for (const f of s.fields ?? []) {
      if (covers(f) && (best === null || f.length > best.length)) best = { id: s.id, length: f.length };
    }
  }
  if (best) return best.id;
  return visible.find((s) => s.fields?.some((f) => rootOf(f) === rootOf(path)))?.id ?? null;
}

/**
 * The visible steps declared before and after `id` that Next and Back stop at (passed-by steps
 * left out). Working from the declared order means a step that just became hidden (its own answer
 * changed what exists) still has a sensible Next and Back.
 */
function neighbours<D>(all: readonly StepDecl<D>[], draft: D, id: string) {
  const declared = withUpload(all);
  const at = declared.findIndex((s) => s.id === id);
  // By id: a flow that declares no upload step gets a new one from each withUpload call.
  const visible = new Set(
    visibleSteps(all, draft)
      .filter((s) => s.passBy === undefined || !s.passBy(draft))
      .map((s) => s.id),
  );
  if (at < 0) return { before: [], after: [] };
  return {
    before: declared.slice(0, at).filter((s) => visible.has(s.id)),
    after: declared.slice(at + 1).filter((s) => visible.has(s.id)),
  };
}
