import { describe, expect, it } from 'vitest';
import { NO_CONNECTION } from '../../shared/messages/connection';
import { ApiError } from '../api/client';
import {
  canSubmit,
  DEFAULT_POLICY,
  describeFailure,
  IDLE,
  isTransient,
  phaseOf,
  settledEvent,
  submissionReducer,
  type Settled,
  type SubmissionEvent,
  type SubmissionState,
} from './submission-machine';

type S = 'first' | 'second';
type State = SubmissionState<S>;
type Event = SubmissionEvent<S>;

const idle: State = IDLE;
const submitting: State = { status: 'submitting', step: 'first' };
const success: State = { status: 'success' };
const partial: State = { status: 'partiallyFailed', reason: 'photos lost' };
const failedRetry: State = { status: 'failed', reason: 'no answer', retryable: true };
const failedFinal: State = { status: 'failed', reason: 'no such roll', retryable: false };

const STATES = { idle, submitting, success, partial, failedRetry, failedFinal } as const;

const EVENTS = {
  submit: { type: 'submit', step: 'first', invalid: false },
  submitInvalid: { type: 'submit', step: 'first', invalid: true },
  step: { type: 'step', step: 'second' },
  succeed: { type: 'succeed' },
  partiallyFail: { type: 'partiallyFail', reason: 'attach failed' },
  fail: { type: 'fail', reason: 'server down', retryable: true },
  signedOut: { type: 'signedOut' },
  reset: { type: 'reset' },
} as const satisfies Record<string, Event>;

// The answers a running submission may get, and where each leaves it.
const toSecond: State = { status: 'submitting', step: 'second' };
const toSucceeded: State = { status: 'success' };
const toPartial: State = { status: 'partiallyFailed', reason: 'attach failed' };
const toFailed: State = { status: 'failed', reason: 'server down', retryable: true };
const toSubmitting: State = { status: 'submitting', step: 'first' };

/**
 * Every cell: state x event -> next state, 'same' meaning the very same object (an ignored event).
 * A sampled test or a property ("never leaves success") would pass a machine that, say, let a late
 * 'fail' overwrite a success, or let a tap on a permanent failure send again; a full table fails.
 */
const TABLE: Record<keyof typeof STATES, Record<keyof typeof EVENTS, State | 'same'>> = {
  // Ready (or invalid): a tap starts, unless the form has errors; answers with nothing running are late ones.
  idle: {
    submit: toSubmitting,
    submitInvalid: 'same',
    step: 'same',
    succeed: 'same',
    partiallyFail: 'same',
    fail: 'same',
    signedOut: 'same',
    reset: idle,
  },
  // Running: a second tap is refused; every answer ends it; a 401 shows nothing.
  submitting: {
    submit: 'same',
    submitInvalid: 'same',
    step: toSecond,
    succeed: toSucceeded,
    partiallyFail: toPartial,
    fail: toFailed,
    signedOut: idle,
    reset: idle,
  },
  // Done: never sent twice, whatever arrives late.
  success: {
    submit: 'same',
    submitInvalid: 'same',
    step: 'same',
    succeed: 'same',
    partiallyFail: 'same',
    fail: 'same',
    signedOut: 'same',
    reset: idle,
  },
  // The product exists: Retry Image Upload goes on even if the form changed since (it is not re-sent).
  partial: {
    submit: toSubmitting,
    submitInvalid: toSubmitting,
    step: 'same',
    succeed: 'same',
    partiallyFail: 'same',
    fail: 'same',
    signedOut: 'same',
    reset: idle,
  },
  // A failure that may go otherwise: Retry, but only with a valid form.
  failedRetry: {
    submit: toSubmitting,
    submitInvalid: 'same',
    step: 'same',
    succeed: 'same',
    partiallyFail: 'same',
    fail: 'same',
    signedOut: 'same',
    reset: idle,
  },
  // A failure that would answer the same (404, 409): no retry; Start new (reset) only.
  failedFinal: {
    submit: 'same',
    submitInvalid: 'same',
    step: 'same',
    succeed: 'same',
    partiallyFail: 'same',
    fail: 'same',
    signedOut: 'same',
    reset: idle,
  },
};

describe('submission machine transitions', () => {
  const cells = Object.entries(TABLE).flatMap(([state, row]) =>
    Object.entries(row).map(([event, next]) => ({ state: state as keyof typeof STATES, event: event as keyof typeof EVENTS, next })),
  );

  it.each(cells)('$state + $event', ({ state, event, next }) => {
    const from = STATES[state];
    const to = submissionReducer(from, EVENTS[event]);
    if (next === 'same') expect(to).toBe(from);
    else expect(to).toEqual(next);
  });

  it('covers every state and every event of the machine', () => {
    // A state or event added to the machine without a row or column here fails this.
    const statuses = new Set(Object.values(STATES).map((s) => s.status));
    expect([...statuses].sort()).toEqual(['failed', 'idle', 'partiallyFailed', 'submitting', 'success']);
    const types = new Set(Object.values(EVENTS).map((e) => e.type));
    expect([...types].sort()).toEqual(['fail', 'partiallyFail', 'reset', 'signedOut', 'step', 'submit', 'succeed']);
  });

  it('refuses exactly where canSubmit says no, so the button and the machine never disagree', () => {
    // Would miss nothing the table misses, but catches a button enabled for a tap the machine drops.
    for (const [name, state] of Object.entries(STATES)) {
      for (const invalid of [false, true]) {
        const moved = submissionReducer(state, { type: 'submit', step: 'first', invalid }) !== state;
        expect(moved, `${name}, invalid ${invalid}`).toBe(canSubmit(state, invalid));
      }
    }
  });
});

describe('phase shown and kept in data-upload-state', () => {
  it.each([
    { state: idle, invalid: true, phase: 'invalid' },
    { state: idle, invalid: false, phase: 'ready' },
    // The flow's own step name, so the product upload still reads 'uploadingMedia'.
    { state: toSecond, invalid: false, phase: 'second' },
    { state: success, invalid: true, phase: 'success' },
    { state: partial, invalid: true, phase: 'partiallyFailed' },
    { state: failedFinal, invalid: false, phase: 'failed' },
  ])('$phase', ({ state, invalid, phase }) => {
    expect(phaseOf(state, invalid)).toBe(phase);
  });
});

describe('how an answer ends a submission', () => {
  const api = (status: number, message = `HTTP ${status}`) => new ApiError('Upload product', status, message);

  it.each([
    { name: 'no answer at all (status 0)', error: api(0, 'Failed to fetch'), retryable: true },
    { name: 'a 500', error: api(500), retryable: true },
    { name: 'a 502 from an outside service', error: api(502), retryable: true },
    { name: 'a 503 (busy receiving photos)', error: api(503), retryable: true },
    { name: 'a 400 refusal', error: api(400), retryable: false },
    { name: 'a 404 (no such roll)', error: api(404), retryable: false },
    { name: 'a 409 (taken by a colleague)', error: api(409), retryable: false },
    { name: 'a 422 (key reused)', error: api(422), retryable: false },
    { name: 'no API error (a photo gone from the device)', error: new Error('Photo 2 of 3 is no longer on this device.'), retryable: true },
  ])('$name: retryable $retryable by default', ({ error, retryable }) => {
    expect(isTransient(error)).toBe(retryable);
    const reason = error instanceof ApiError && error.status === 0 ? NO_CONNECTION : error.message;
    expect(settledEvent<S>({ outcome: 'failed', error })).toEqual({ type: 'fail', reason, retryable });
  });

  it("says what a lost answer means for staff instead of the browser's 'Failed to fetch'", () => {
    // Would catch 'Upload Failed. Failed to fetch' on a phone that lost its signal (issue 17 item 7).
    expect(describeFailure(api(0, 'Failed to fetch'))).toBe('No connection: your item is kept, retry when back');
    expect(describeFailure(api(500, 'Upload product failed.'))).toBe('Upload product failed.');
    expect(describeFailure(new Error('Photo 2 of 3 is no longer on this device.'))).toBe('Photo 2 of 3 is no longer on this device.');
  });

  it('a 401 shows nothing, failed or partly done: the client has already signed out', () => {
    // Would catch a page that shows 'Upload Failed. Please login again.' on its way to /login.
    expect(settledEvent<S>({ outcome: 'failed', error: api(401) })).toEqual({ type: 'signedOut' });
    expect(settledEvent<S>({ outcome: 'partiallyFailed', error: api(401) })).toEqual({ type: 'signedOut' });
    expect(settledEvent<S>({ outcome: 'signedOut' })).toEqual({ type: 'signedOut' });
  });

  it('a partial failure carries its reason and is always retried from where it stopped', () => {
    expect(settledEvent<S>({ outcome: 'partiallyFailed', error: api(500, 'Upload media failed.') })).toEqual({
      type: 'partiallyFail',
      reason: 'Upload media failed.',
    });
  });

  it("uses the flow's policy: its words for a failure and whether it may retry", () => {
    const policy = {
      describe: (e: unknown) => (e instanceof ApiError && e.status === 0 ? 'got no answer' : DEFAULT_POLICY.describe(e)),
      retryable: () => true,
    };
    expect(settledEvent<S>({ outcome: 'failed', error: api(0) }, policy)).toEqual({
      type: 'fail',
      reason: 'got no answer',
      retryable: true,
    });
    expect(settledEvent<S>({ outcome: 'failed', error: api(409, 'Still being handled') }, policy)).toEqual({
      type: 'fail',
      reason: 'Still being handled',
      retryable: true,
    });
  });

  it('reads a reason from a string or an Error, and nothing from anything else', () => {
    const reasons = (['Upload Failed reason', new Error('boom'), { message: 'not an Error' }, undefined] as const).map((error) =>
      settledEvent<S>({ outcome: 'failed', error } satisfies Settled<never>),
    );
    expect(reasons.map((e) => (e.type === 'fail' ? e.reason : null))).toEqual(['Upload Failed reason', 'boom', '', '']);
  });

  it('success is success', () => {
    expect(settledEvent<S>({ outcome: 'success', value: 1 })).toEqual({ type: 'succeed' });
  });
});
