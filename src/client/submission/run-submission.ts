import {
  settledEvent,
  submissionReducer,
  type FailurePolicy,
  type SubmitAnswer,
  type SubmissionEvent,
  type SubmissionState,
} from './submission-machine';

/** The words a flow's submission shows in its toasts, and as titles of its failure banners. */
export interface SubmissionTexts<T> {
  /** The success toast, from what the submit answered. */
  success: (value: T) => { title: string; message: string };
  /** Title of the failed toast and banner ('Upload Failed.', 'error occured'). */
  failed: string;
  /** Title of the partially failed toast and banner, for a flow that can fail part-way. */
  partiallyFailed?: string;
  /** A failure without a message: 'No reason given.' unless the flow says otherwise. */
  noReason?: string;
  /** The toast of an item handed to the device outbox, for a flow that has one. */
  queued?: { title: string; message: string };
}

export interface SubmissionRun<T, S extends string> {
  from: SubmissionState<S>;
  invalid: boolean;
  firstStep: S;
  submit: (step: (step: S) => void) => Promise<SubmitAnswer<T>>;
  onSuccess?: (value: T) => void;
  texts: SubmissionTexts<T>;
  noReason: string;
  policy: FailurePolicy;
}

/** What a run does to the world: React state and toasts in the app, records in tests. */
export interface SubmissionEffects<S extends string> {
  /** Every state the run passes through, in order. */
  show: (state: SubmissionState<S>) => void;
  /** Whether this run still counts: a reset or a new draft since it started makes its answer moot. */
  current: () => boolean;
  toastSuccess: (title: string, message: string) => void;
  toastError: (title: string, reason: string, fallback: string) => void;
}

/**
 * One submit through the machine: refused unless the state allows it; then the flow's submit
 * function, whose answer ends it. The result is kept (`onSuccess`) before the success toast; a
 * failure toasts its reason; a 401 shows nothing (the client has signed out and left for /login).
 * Returns false when the submit was refused.
 */
export async function runSubmission<T, S extends string>(run: SubmissionRun<T, S>, effects: SubmissionEffects<S>): Promise<boolean> {
  let state = submissionReducer(run.from, { type: 'submit', step: run.firstStep, invalid: run.invalid });
  if (state === run.from) return false;
  const send = (event: SubmissionEvent<S>) => {
    if (!effects.current()) return;
    state = submissionReducer(state, event);
    effects.show(state);
  };
  effects.show(state);

  let settled: SubmitAnswer<T>;
  try {
    settled = await run.submit((step) => send({ type: 'step', step }));
  } catch (error) {
    settled = { outcome: 'failed', error };
  }
  if (!effects.current()) return true;
  const event = settledEvent<S>(settled, run.policy);
  if (settled.outcome === 'success') {
    run.onSuccess?.(settled.value);
    const toast = run.texts.success(settled.value);
    effects.toastSuccess(toast.title, toast.message);
  } else if (event.type === 'fail') {
    effects.toastError(run.texts.failed, event.reason, run.noReason);
  } else if (event.type === 'partiallyFail') {
    effects.toastError(run.texts.partiallyFailed ?? run.texts.failed, event.reason, run.noReason);
  } else if (event.type === 'queue' && run.texts.queued) {
    effects.toastSuccess(run.texts.queued.title, run.texts.queued.message);
  }
  send(event);
  return true;
}
