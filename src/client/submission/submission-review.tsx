import { TAP_TARGET_PX } from '../app/theme';
import { useEffect, useRef, type ReactNode } from 'react';
import { keepClearOfToast } from '../app/toasts';
import { Button, Group, Stack } from '@mantine/core';
import { StatusBanner } from '../wizard/status-banner';
import type { Submission } from './use-submission';

/** The banners a flow words; a state the flow gives no words for shows no banner. */
export interface SubmissionBanners<S extends string> {
  invalid?: string;
  ready?: string;
  /** While submitting, per step ('...Sending product to Shopify.'). */
  busy?: Partial<Record<S, string>>;
  /** Below the busy banner's words: how far the submit got (product made, photos on their way). */
  busyDetail?: (step: S) => ReactNode;
  /** Read from what was kept (the draft, the upload record), so it reads the same after a reload. */
  success: { title: string; body: ReactNode };
  /** The partially failed banner's text after its reason (the SKUs already made). */
  partialDetail?: ReactNode;
  /** Kept on this device for its outbox to send (issue 43), for a flow that has one. */
  queued?: { title: string; body: ReactNode };
}

/** The primary button's words per state; without `retry` a failure offers no retry. */
export interface SubmissionButtons {
  submit: string;
  retry?: string;
  retryPartial?: string;
  /** Beside the submit, where the flow prints a label: submit, then print it on success in the same tap. */
  submitAndPrint?: string;
}

export interface SubmissionReviewProps<S extends string> {
  submission: Submission<S>;
  banners: SubmissionBanners<S>;
  buttons: SubmissionButtons;
  /** The flow's own buttons after the primary one (Print label, Start new), by the state they need. */
  actions?: ReactNode;
  /** What comes above the banner (a summary table). */
  children?: ReactNode;
  testId: string;
  sealed?: boolean;
}

/**
 * One status block for every submit: the banner of the current state and the one button that moves
 * it on (submit, Retry, Retry Image Upload), then the flow's own buttons. The state is also in
 * `data-upload-state`, which the journeys read.
 */
export function SubmissionReview<S extends string>({
  submission,
  banners,
  buttons,
  actions,
  children,
  testId,
  sealed,
}: SubmissionReviewProps<S>) {
  const { phase, busy } = submission;
  const primary = primaryLabel(submission, buttons);
  const result = useRef<HTMLDivElement>(null);
  const status = submission.state.status;
  const was = useRef(status);
  useEffect(() => {
    const ended = was.current === 'submitting' && status !== 'submitting';
    was.current = status;
    // What a submit ends in is toasted: its buttons are what staff tap next.
    if (ended && result.current) return keepClearOfToast(result.current);
  }, [status]);
  return (
    <Stack gap="sm" data-testid={testId} data-upload-state={phase} data-sealed={sealed || undefined}>
      {children}
      <Stack gap="sm" ref={result}>
        <SubmissionBanner submission={submission} banners={banners} />
        <Group>
          {primary !== null && (
            <Button
              size="md"
              mih={TAP_TARGET_PX}
              disabled={!submission.canSubmit || busy}
              loading={busy && !submission.printing}
              // The submit tap itself says 'no label'; a Retry carries on what the first tap asked for.
              onClick={() => void submission.submit(submission.state.status === 'idle' ? { print: false } : undefined)}
            >
              {primary}
            </Button>
          )}
          {primary === buttons.submit && buttons.submitAndPrint && submission.canPrint && (
            <Button
              size="md"
              mih={TAP_TARGET_PX}
              variant="light"
              disabled={!submission.canSubmit || busy}
              loading={busy && submission.printing}
              onClick={() => void submission.submit({ print: true })}
            >
              {buttons.submitAndPrint}
            </Button>
          )}
          {actions}
        </Group>
      </Stack>
    </Stack>
  );
}

function primaryLabel<S extends string>({ state }: Submission<S>, buttons: SubmissionButtons): string | null {
  switch (state.status) {
    case 'idle':
    case 'submitting':
      return buttons.submit;
    case 'failed':
      return state.retryable && buttons.retry ? buttons.retry : null;
    case 'partiallyFailed':
      return buttons.retryPartial ?? null;
    case 'success':
    case 'queued':
      return null;
  }
}

function SubmissionBanner<S extends string>({ submission, banners }: { submission: Submission<S>; banners: SubmissionBanners<S> }) {
  const { state, phase, texts } = submission;
  switch (state.status) {
    case 'idle': {
      const text = phase === 'invalid' ? banners.invalid : banners.ready;
      return text ? <StatusBanner tone={phase === 'invalid' ? 'invalid' : 'ready'}>{text}</StatusBanner> : null;
    }
    case 'submitting': {
      const text = banners.busy?.[state.step];
      return text ? (
        <StatusBanner tone="busy">
          {text}
          {banners.busyDetail?.(state.step)}
        </StatusBanner>
      ) : null;
    }
    case 'success':
      return (
        <StatusBanner tone="success" title={banners.success.title}>
          {banners.success.body}
        </StatusBanner>
      );
    case 'partiallyFailed':
      return (
        <StatusBanner tone="partial" title={texts.partiallyFailed ?? texts.failed}>
          {state.reason || texts.noReason}
          {banners.partialDetail}
        </StatusBanner>
      );
    case 'failed':
      return (
        <StatusBanner tone="failed" title={texts.failed}>
          {state.reason || texts.noReason}
        </StatusBanner>
      );
    case 'queued':
      return banners.queued ? (
        <StatusBanner tone="success" title={banners.queued.title}>
          {banners.queued.body}
        </StatusBanner>
      ) : null;
  }
}
