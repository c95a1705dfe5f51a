import { NO_CONNECTION } from '../../shared/messages/connection';
import { ApiError } from '../api/client';

/**
 * The one machine behind every submit that must act once: the product upload, the roll conversion
 * and the box creation (spec 000 section 4 'Upload status', spec 001 'Roll-to-bundle states' and
 * section 8). Pure: no React, no toasts, no IO, so each transition is tested on its own.
 *
 * 'Form invalid' and 'ready' are not states of the machine: both are `idle`, told apart by the form
 * (`phaseOf`). `S` names the steps a flow reports while it submits ('uploadingProduct',
 * 'uploadingMedia'), which are also the values of its `data-upload-state`.
 */
export type SubmissionState<S extends string> =
  | { status: 'idle' }
  | { status: 'submitting'; step: S }
  | { status: 'success' }
  /** Something was made (the product) but not all of it (its photos): a retry goes on from there. */
  | { status: 'partiallyFailed'; reason: string }
  /** Nothing was made. `retryable`: whether the same request could answer otherwise next time. */
  | { status: 'failed'; reason: string; retryable: boolean }
  /** Kept on this device for its outbox to send (issue 43): nothing more to do on this page. */
  | { status: 'queued' };

export type SubmissionEvent<S extends string> =
  | { type: 'submit'; step: S; invalid: boolean }
  | { type: 'step'; step: S }
  | { type: 'succeed' }
  | { type: 'partiallyFail'; reason: string }
  | { type: 'fail'; reason: string; retryable: boolean }
  | { type: 'queue' }
  /** A 401: the client has already signed out and left for /login, so nothing more is shown. */
  | { type: 'signedOut' }
  | { type: 'reset' };

export const IDLE = { status: 'idle' } as const satisfies SubmissionState<never>;

/**
 * Whether a submit may start from here: never while one runs or after success (the thing exists),
 * never with form errors (except to finish a partly made product, which the form no longer
 * changes), and after a failure only if trying again could help.
 */
export function canSubmit<S extends string>(state: SubmissionState<S>, invalid: boolean): boolean {
  switch (state.status) {
    case 'idle':
      return !invalid;
    case 'failed':
      return state.retryable && !invalid;
    case 'partiallyFailed':
      return true;
    case 'submitting':
    case 'success':
    case 'queued':
      return false;
  }
}

/** The transitions; an event a state does not expect leaves it as it is (a late answer, a double tap). */
export function submissionReducer<S extends string>(state: SubmissionState<S>, event: SubmissionEvent<S>): SubmissionState<S> {
  if (event.type === 'reset') return IDLE;
  if (event.type === 'submit') return canSubmit(state, event.invalid) ? { status: 'submitting', step: event.step } : state;
  if (state.status !== 'submitting') return state;
  switch (event.type) {
    case 'step':
      return { status: 'submitting', step: event.step };
    case 'succeed':
      return { status: 'success' };
    case 'partiallyFail':
      return { status: 'partiallyFailed', reason: event.reason };
    case 'fail':
      return { status: 'failed', reason: event.reason, retryable: event.retryable };
    case 'queue':
      return { status: 'queued' };
    case 'signedOut':
      return IDLE;
  }
}

/** What the page shows and names in `data-upload-state`: the machine's state, or for idle the form's. */
export type SubmissionPhase<S extends string> = 'invalid' | 'ready' | S | 'success' | 'partiallyFailed' | 'failed' | 'queued';

export function phaseOf<S extends string>(state: SubmissionState<S>, invalid: boolean): SubmissionPhase<S> {
  switch (state.status) {
    case 'idle':
      return invalid ? 'invalid' : 'ready';
    case 'submitting':
      return state.step;
    case 'success':
    case 'partiallyFailed':
    case 'failed':
    case 'queued':
      return state.status;
  }
}

/**
 * What a submit function answers. Throwing is the same as `failed` with that error, so a page that
 * only calls the API returns `succeeded(await call())`. A function that already knows its outcome
 * (the product upload's own run) says so.
 */
export type Settled<T> =
  { outcome: 'success'; value: T } | { outcome: 'failed' | 'partiallyFailed'; error: unknown } | { outcome: 'signedOut' };

/** What a submit may answer: settled, or (a flow with a device outbox, issue 43) handed to the outbox, which sends it from here. */
export type SubmitAnswer<T> = Settled<T> | { outcome: 'queued' };

export const succeeded = <T>(value: T): Settled<T> => ({ outcome: 'success', value });

/** How a flow reads its failures: the words shown, and whether Retry is offered. */
export interface FailurePolicy {
  describe: (error: unknown) => string;
  retryable: (error: unknown) => boolean;
}

/** The error's own message (already the spec's wording when it came from the API client). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : '');

/** No answer came back (status 0: offline, the server out of reach), as opposed to an answer that refused. */
export const isNoConnection = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * What a failure says: 'No connection: ...' when no answer came (the browser's 'Failed to fetch'
 * tells staff nothing), otherwise the error's own message.
 */
export const describeFailure = (error: unknown): string => (isNoConnection(error) ? NO_CONNECTION : messageOf(error));

/**
 * No answer at all (status 0), a server failure (5xx) or no API error at all (a photo gone from the
 * device) may go otherwise next time; a 4xx (no such roll, taken by a colleague, refused) answers
 * the same again (docs/decisions.md D47).
 */
export const isTransient = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export const DEFAULT_POLICY: FailurePolicy = { describe: describeFailure, retryable: isTransient };

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The event that ends a submission with this answer. */
export function settledEvent<S extends string>(settled: SubmitAnswer<unknown>, policy: FailurePolicy = DEFAULT_POLICY): SubmissionEvent<S> {
  switch (settled.outcome) {
    case 'success':
      return { type: 'succeed' };
    case 'signedOut':
      return { type: 'signedOut' };
    case 'queued':
      return { type: 'queue' };
    case 'partiallyFailed':
      return isSignedOut(settled.error) ? { type: 'signedOut' } : { type: 'partiallyFail', reason: policy.describe(settled.error) };
    case 'failed':
      return isSignedOut(settled.error)
        ? { type: 'signedOut' }
        : { type: 'fail', reason: policy.describe(settled.error), retryable: policy.retryable(settled.error) };
  }
}
