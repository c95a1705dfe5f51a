import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { runSubmission, type SubmissionRun } from './run-submission';
import { DEFAULT_POLICY, IDLE, succeeded, type Settled, type SubmissionState } from './submission-machine';

type S = 'creating' | 'attaching';

/** A run with every effect recorded, in the order it happened. */
function harness(overrides: Partial<SubmissionRun<string, S>> = {}) {
  const log: string[] = [];
  let current = true;
  const run: SubmissionRun<string, S> = {
    from: IDLE,
    invalid: false,
    firstStep: 'creating',
    submit: () => Promise.resolve(succeeded('made')),
    onSuccess: (value) => log.push(`kept ${value}`),
    texts: { success: (value) => ({ title: 'Upload Success', message: value }), failed: 'Upload Failed.', partiallyFailed: 'Partly.' },
    noReason: 'No reason given.',
    policy: DEFAULT_POLICY,
    ...overrides,
  };
  const effects = {
    show: (state: SubmissionState<S>) =>
      log.push(
        `show ${state.status}${state.status === 'submitting' ? `:${state.step}` : ''}${'reason' in state ? `:${state.reason}` : ''}`,
      ),
    current: () => current,
    toastSuccess: (title: string, message: string) => log.push(`toast ok ${title} / ${message}`),
    toastError: (title: string, reason: string, fallback: string) => log.push(`toast error ${title} / ${reason || fallback}`),
  };
  return { log, go: () => runSubmission(run, effects), drop: () => (current = false) };
}

describe('one run of a submission', () => {
  it('shows each step, keeps the result before the success toast, then shows success', async () => {
    // Would catch a toast saying success while a reload would still offer to submit again.
    const { log, go } = harness({
      submit: (step) => {
        step('attaching');
        return Promise.resolve(succeeded('SKU 10026'));
      },
    });
    expect(await go()).toBe(true);
    expect(log).toEqual([
      'show submitting:creating',
      'show submitting:attaching',
      'kept SKU 10026',
      'toast ok Upload Success / SKU 10026',
      'show success',
    ]);
  });

  it('a thrown error is a failure: its toast and banner carry the reason, or "No reason given."', async () => {
    const thrown = harness({
      submit: () => Promise.reject(new ApiError('Roll to Bundle conversion', 404, 'No roll products found with that SKU.')),
    });
    await thrown.go();
    expect(thrown.log).toEqual([
      'show submitting:creating',
      'toast error Upload Failed. / No roll products found with that SKU.',
      'show failed:No roll products found with that SKU.',
    ]);
    const silent = harness({ submit: () => Promise.reject(new Error('')) });
    await silent.go();
    expect(silent.log).toContain('toast error Upload Failed. / No reason given.');
  });

  it('a partial failure toasts under its own title', async () => {
    const { log, go } = harness({
      from: { status: 'partiallyFailed', reason: 'interrupted' },
      submit: () => Promise.resolve({ outcome: 'partiallyFailed', error: 'Upload media failed.' } satisfies Settled<string>),
    });
    await go();
    expect(log).toEqual([
      'show submitting:creating',
      'toast error Partly. / Upload media failed.',
      'show partiallyFailed:Upload media failed.',
    ]);
  });

  it('a 401 shows no toast and leaves nothing on screen', async () => {
    // Would catch an 'Upload Failed.' toast over the login page.
    const { log, go } = harness({ submit: () => Promise.reject(new ApiError('Upload product', 401, 'Please login again.')) });
    await go();
    expect(log).toEqual(['show submitting:creating', 'show idle']);
  });

  it('refuses a tap the state does not allow, and sends nothing', async () => {
    let sent = 0;
    const submit = () => {
      sent += 1;
      return Promise.resolve(succeeded('x'));
    };
    for (const from of [
      { status: 'success' },
      { status: 'submitting', step: 'creating' },
      { status: 'failed', reason: '409', retryable: false },
    ] as const) {
      const { log, go } = harness({ from, submit });
      expect(await go()).toBe(false);
      expect(log).toEqual([]);
    }
    const invalid = harness({ invalid: true, submit });
    expect(await invalid.go()).toBe(false);
    expect(sent).toBe(0);
  });

  it('drops the answer of a run overtaken by Start New: no toast, nothing kept, nothing shown', async () => {
    // Would catch the old draft's success landing on the new, empty draft.
    let answer: (value: Settled<string>) => void = () => undefined;
    const { log, go, drop } = harness({ submit: () => new Promise((resolve) => (answer = resolve)) });
    const running = go();
    drop();
    answer(succeeded('old'));
    await running;
    expect(log).toEqual(['show submitting:creating']);
  });

  it("an item handed to the outbox shows queued, toasts the outbox's words, keeps nothing and offers no second submit", async () => {
    // Would catch a queued item read as a failure (an error toast, a Retry) or as a success (kept as the last upload).
    const { log, go } = harness({
      submit: () => Promise.resolve({ outcome: 'queued' }),
      texts: {
        success: (value) => ({ title: 'Upload Success', message: value }),
        failed: 'Upload Failed.',
        queued: { title: 'Saved on this phone, sending', message: 'It goes by itself.' },
      },
    });
    expect(await go()).toBe(true);
    expect(log).toEqual(['show submitting:creating', 'toast ok Saved on this phone, sending / It goes by itself.', 'show queued']);
    const again = harness({ from: { status: 'queued' } });
    expect(await again.go()).toBe(false);
    expect(again.log).toEqual([]);
  });
});
