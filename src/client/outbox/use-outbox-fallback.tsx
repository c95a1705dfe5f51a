import { useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import type { Product } from '../../shared/products';
import { ApiError } from '../api/client';
import { reasonOf, toastError } from '../app/toasts';
import type { SubmitAnswer } from '../submission/submission-machine';
import type { UploadProgress } from '../upload/upload-progress';
import { keepInOutbox } from './keep-in-outbox';
import type { OutboxEntry } from './outbox-store';
import { statusText } from './outbox-view';
import { useOutboxEntry } from './use-outbox';

/** A failed upload as runUpload answers it. */
export interface FailedUpload {
  progress: UploadProgress | null;
  error?: unknown;
}

export interface OutboxFallback {
  /** This draft's entry in the outbox, kept by this page or an earlier one (a reload), or null. */
  kept: OutboxEntry | null;
  /**
   * After an upload failed: an item the network failed (no answer, a 5xx) while the browser says
   * it is offline goes to the outbox ('queued'); null leaves the failure as it is.
   */
  keepIfOffline: (failed: FailedUpload) => Promise<SubmitAnswer<never> | null>;
  /** The last failure was the network's: the failed step also offers to keep the item for later. */
  canKeep: boolean;
  /** Keeps the last failed item in the outbox; false (and said) when this browser would not store it. */
  keep: () => Promise<boolean>;
  /** The upload panel's banner for a kept item. */
  banner: { title: string; body: ReactNode };
}

/** No answer came, or the server failed: the same request may go through later. A refusal (4xx) would not. */
const networkFailed = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The upload panel's way into the device outbox (issue 43, first slice): an upload that fails for
 * want of a network is kept on the phone and sent from there, and the next item can start. An
 * upload that goes through is untouched. When this browser's storage refuses the item (a full
 * quota, WebKit's private browsing), it is said plainly and the item stays on its failed step, to
 * be retried the old way.
 */
export function useOutboxFallback({
  draftId,
  answers,
  product,
}: {
  draftId: string;
  answers: object;
  product: Product | null;
}): OutboxFallback {
  const stored = useOutboxEntry(draftId);
  // Shown at once, before the outbox is read again: no flash of the failed step in between.
  const [keptHere, setKeptHere] = useState<OutboxEntry | null>(null);
  const [failed, setFailed] = useState<{ draftId: string; progress: UploadProgress | null } | null>(null);
  const kept = stored ?? (keptHere?.id === draftId ? keptHere : null);

  async function keepItem(progress: UploadProgress | null): Promise<boolean> {
    if (!product) return false;
    try {
      setKeptHere(await keepInOutbox({ draftId, answers, product, progress }));
      return true;
    } catch (error) {
      toastError(OUTBOX_MESSAGES.notKeptTitle, OUTBOX_MESSAGES.notKept(reasonOf(error)));
      return false;
    }
  }

  return {
    kept,
    async keepIfOffline({ progress, error }) {
      if (!product || !networkFailed(error)) {
        setFailed(null);
        return null;
      }
      setFailed({ draftId, progress });
      if (navigator.onLine !== false) return null;
      return (await keepItem(progress)) ? { outcome: 'queued' } : null;
    },
    canKeep: failed?.draftId === draftId && kept === null,
    keep: () => (failed?.draftId === draftId ? keepItem(failed.progress) : Promise.resolve(false)),
    banner: {
      title: OUTBOX_MESSAGES.savedTitle,
      body: (
        <>
          {OUTBOX_MESSAGES.savedBody}
          {kept && (
            <Text size="sm" fw={600} mt="xs" data-testid="outbox-item-state">
              {statusText(kept)}
            </Text>
          )}
        </>
      ),
    },
  };
}
