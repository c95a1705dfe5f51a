import { useRef, useState } from 'react';
import { LABEL_NOT_MADE, UPLOAD_MESSAGES } from '../../shared/messages/upload';
import { NO_CONNECTION } from '../../shared/messages/connection';
import { toastError, toastSuccess } from '../app/toasts';
import { runSubmission, type SubmissionTexts } from './run-submission';
import {
  canSubmit,
  DEFAULT_POLICY,
  describeFailure,
  IDLE,
  phaseOf,
  type FailurePolicy,
  type SubmitAnswer,
  type SubmissionPhase,
  type SubmissionState,
} from './submission-machine';

export type { SubmissionTexts };

export interface SubmissionOptions<T, S extends string> {
  /** The draft's id: a new draft (Start New, New Supply Entry) starts from idle, and a late answer for the old one is dropped. */
  key: string;
  /** The form has errors: nothing is sent, and idle reads 'invalid'. */
  invalid: boolean;
  /** The step the machine is in from the tap until the submit function reports another. */
  firstStep: S;
  /** What already happened to this draft, as kept across reloads; shown while this page has not submitted. */
  saved?: SubmissionState<S> | null;
  /** Sends it. Throwing counts as `failed` with that error. */
  submit: (step: (step: S) => void) => Promise<SubmitAnswer<T>>;
  /** Keep the result (in the draft, the box context); runs before the success toast. */
  onSuccess?: (value: T) => void;
  texts: SubmissionTexts<T>;
  /** How failures read and whether they offer Retry; by default only a lost answer or a 5xx does. */
  policy?: Partial<FailurePolicy>;
  /**
   * The label of what was submitted, for the one-tap submit-and-print (issue 17, issue 19): runs
   * after a success that `submit({ print: true })` asked for, including through its retries. A
   * label that fails is toasted ('Label not made') unless `print` says so itself; the submission
   * stays a success either way.
   */
  print?: (value: T) => Promise<void>;
}

export interface Submission<S extends string> {
  state: SubmissionState<S>;
  phase: SubmissionPhase<S>;
  busy: boolean;
  /** The primary button may be pressed (submit, Retry, Retry Image Upload). */
  canSubmit: boolean;
  /**
   * Sends it. `print` says whether the label follows a success; left out (Retry), the intent of
   * the tap that started this draft's submission holds.
   */
  submit: (intent?: { print: boolean }) => Promise<void>;
  /** A print follows a success: the flow gave a `print`. */
  canPrint: boolean;
  /** The submission under way was asked to print: its own button shows the spinner. */
  printing: boolean;
  /** Forget this page's attempt (the saved state, if any, shows again). */
  reset: () => void;
  /** Titles of the failure banners, as the toasts word them. */
  texts: { failed: string; partiallyFailed?: string; noReason: string };
}

/**
 * The default words for a failure, knowing whether the browser is offline: a submit that fails
 * offline failed for want of a network, whatever the step made of it; online, a request with no
 * answer (the server out of reach over the shop's Wi-Fi) says the same. A flow with words of its
 * own keeps them.
 */
const offlineAware = (error: unknown): string => (navigator.onLine === false ? NO_CONNECTION : describeFailure(error));

/**
 * One submission per page: the product upload, the roll conversion and the box creation all run
 * through this hook, which shows the spec's toasts (9 s, errors closable) and hands the page one
 * state for `SubmissionReview`.
 */
export function useSubmission<T, S extends string>(options: SubmissionOptions<T, S>): Submission<S> {
  const { key, invalid, saved, texts } = options;
  const [live, setLive] = useState<{ key: string; state: SubmissionState<S> }>({ key, state: IDLE });
  // The run whose answers still count: a reset or a newer run makes an older one's moot.
  const runs = useRef(0);
  // A second tap before the page re-renders still reads the old state: this refuses it.
  const running = useRef(false);
  // Whether the label follows a success: set by the tap that submits, kept by its retries.
  const printAfter = useRef(false);
  // The same intent, for drawing: which of the two buttons shows the spinner.
  const [printing, setPrinting] = useState(false);
  const own = live.key === key ? live.state : IDLE;
  // What this page did wins over what was saved before it: a retry of a saved partial shows its progress.
  const state = own.status !== 'idle' ? own : (saved ?? IDLE);
  const noReason = texts.noReason ?? UPLOAD_MESSAGES.noReason;

  async function submit(intent?: { print: boolean }): Promise<void> {
    if (running.current) return;
    if (intent) {
      printAfter.current = intent.print;
      setPrinting(intent.print);
    }
    const print = options.print;
    const run = runs.current + 1;
    const current = () => run === runs.current;
    running.current = true;
    runs.current = run;
    try {
      await runSubmission(
        {
          from: state,
          invalid,
          firstStep: options.firstStep,
          submit: options.submit,
          onSuccess: (value) => {
            options.onSuccess?.(value);
            if (print && printAfter.current && current()) {
              printAfter.current = false;
              print(value).catch((error: unknown) => toastError(LABEL_NOT_MADE, error));
            }
          },
          texts,
          noReason,
          policy: { ...DEFAULT_POLICY, describe: offlineAware, ...options.policy },
        },
        { show: (next) => setLive({ key, state: next }), current, toastSuccess, toastError },
      );
    } finally {
      if (current()) running.current = false;
    }
  }

  function reset() {
    runs.current += 1;
    running.current = false;
    printAfter.current = false;
    setPrinting(false);
    setLive({ key, state: IDLE });
  }

  return {
    state,
    phase: phaseOf(state, invalid),
    busy: state.status === 'submitting',
    canSubmit: canSubmit(state, invalid),
    submit,
    canPrint: options.print !== undefined,
    printing,
    reset,
    texts: { failed: texts.failed, partiallyFailed: texts.partiallyFailed, noReason },
  };
}
