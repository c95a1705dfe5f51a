import { useEffect, useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import type { Product } from '../../shared/products';
import { reasonOf, toastError } from '../app/toasts';
import { succeeded, type SubmitAnswer, type SubmissionState } from '../submission/submission-machine';
import { MissingPhotoError } from '../upload/upload-run';
import { saveProgress, type UploadProgress } from '../upload/upload-progress';
import type { PhotoSend } from '../upload/photo-send';
import type { UploadStep } from '../wizard/upload-steps';
import { followEntry } from './follow-entry';
import { keepInOutbox } from './keep-in-outbox';
import { listenSend } from './live-send';
import { retryNow } from './outbox-sender';
import { deviceOutbox, isPending, type OutboxEntry } from './outbox-store';
import { statusText } from './outbox-view';
import { useOutboxEntry } from './use-outbox';

/** A refusal the outbox recorded, with the server's words: the panel shows it as the upload's failure. */
class RefusedError extends Error {}

/** The draft's upload record for what the shop made of an entry (null: nothing yet). */
function progressOf(entry: OutboxEntry): UploadProgress | null {
  if (!entry.made) return null;
  return { ...entry.made, draftId: entry.id, attached: entry.status.state === 'listed' };
}

/** What the upload panel shows for a kept item that this page is not following (a reload, or after a failed try). */
function savedOf(entry: OutboxEntry): SubmissionState<UploadStep> {
  switch (entry.status.state) {
    case 'listed':
      return { status: 'success' };
    case 'attention':
      return entry.made
        ? { status: 'partiallyFailed', reason: entry.status.message }
        : { status: 'failed', reason: entry.status.message, retryable: true };
    default:
      return { status: 'queued' };
  }
}

const stepOf = (entry: OutboxEntry): UploadStep =>
  entry.made || (entry.status.state === 'sending' && entry.status.step !== 'product') ? 'uploadingMedia' : 'uploadingProduct';

export interface OutboxUpload {
  /** This draft's entry in the outbox (kept by this page or an earlier one), or null. */
  kept: OutboxEntry | null;
  /** What the panel shows for it while this page has not submitted. */
  saved: SubmissionState<UploadStep> | null;
  /** What the shop made of it so far, for the SKUs shown. */
  made: UploadProgress | null;
  /**
   * Upload: keeps the item in the outbox (an item kept before, refused, is kept again as the draft
   * now reads) and follows it while the sender sends it. Answers how it ended, `queued` once a try
   * found no network or the page moved on; null when this browser would not store it (said in a
   * toast): the caller then uploads it the old way, on this page. `queued` also when items kept
   * before it are still to go: it waits its turn on the phone, and the page shows it listed when it is.
   */
  send: (
    report: (step: UploadStep) => void,
    onPhotos: (send: PhotoSend) => void,
    signal: AbortSignal,
  ) => Promise<SubmitAnswer<UploadProgress | null> | null>;
  /** The draft is dropped (Start New Product): its refused entry, nothing of it in the shop, goes with it. */
  discard: () => Promise<void>;
  /** The upload panel's banner for a kept item. */
  banner: { title: string; body: ReactNode };
}

/**
 * The upload panel's way through the device outbox (issue 43): every upload is kept on the phone
 * first and sent from there, so the next item can start at once and nothing waits on the network.
 * While the page stays, it follows the item and shows each step as before (its photos byte by
 * byte, from this tab's sender), ending in the same success or failure. When this browser's
 * storage refuses the item (a full quota), it is said plainly and the item goes the old way.
 */
export function useOutboxUpload({
  draftId,
  answers,
  product,
  progress,
  onKept,
}: {
  draftId: string;
  answers: object;
  product: Product | null;
  /** What an earlier upload of this draft made, the old way (this browser refused its storage then): only its photos are sent. */
  progress: UploadProgress | null;
  /** The item is on the phone: 'Same as last' may start from it. */
  onKept: () => void;
}): OutboxUpload {
  const store = deviceOutbox();
  const stored = useOutboxEntry(draftId);
  // Shown at once, before the outbox is read again.
  const [keptHere, setKeptHere] = useState<OutboxEntry | null>(null);
  const kept = stored ?? (keptHere?.id === draftId ? keptHere : null);
  const made = kept ? progressOf(kept) : null;

  // The draft learns what the shop made of it, whoever sent it: a listed item's draft is sealed (D75).
  const madeKey = made ? `${made.productId} ${made.attached}` : null;
  useEffect(() => {
    if (made) saveProgress(made);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `made` is new on every render; its key says when it changed.
  }, [madeKey]);

  return {
    kept,
    saved: kept ? savedOf(kept) : null,
    made,
    async send(report, onPhotos, signal) {
      if (!product) return null;
      let entry = await store.get(draftId).catch(() => null);
      // Refused with nothing in the shop: the draft may have been fixed since, so it is kept again as it reads now.
      if (entry?.status.state === 'attention' && !entry.made) {
        await store.remove(entry.id);
        entry = null;
      }
      if (entry) entry = (await retryNow(store, entry.id)) ?? entry;
      else {
        try {
          entry = await keepInOutbox({ draftId, answers, product, progress: progress?.attached ? null : progress }, store);
        } catch (error) {
          if (error instanceof MissingPhotoError) return { outcome: 'failed', error };
          toastError(OUTBOX_MESSAGES.notKeptTitle, OUTBOX_MESSAGES.notKept(reasonOf(error)));
          return null;
        }
      }
      setKeptHere(entry);
      onKept();
      // Items kept before it go first (the order is kept): it waits its turn on the phone, not on this page.
      const kept = entry;
      const ahead = (await store.list().catch(() => [])).some((e) => e.id !== kept.id && isPending(e) && e.keptAt <= kept.keptAt);
      if (ahead) return { outcome: 'queued' };
      const stopListening = listenSend(draftId, onPhotos);
      const end = await followEntry(
        store,
        entry,
        (e) => {
          report(stepOf(e));
          if (e.status.state === 'sending' && e.status.step === 'attach') onPhotos({ state: 'sent', of: e.photos.length });
        },
        signal,
      ).finally(stopListening);
      switch (end.end) {
        case 'listed': {
          const progress = progressOf(end.entry);
          if (progress) saveProgress(progress);
          return succeeded(progress);
        }
        case 'attention': {
          const progress = progressOf(end.entry);
          const error = new RefusedError(end.entry.status.state === 'attention' ? end.entry.status.message : '');
          if (!progress) return { outcome: 'failed', error };
          saveProgress(progress);
          return { outcome: 'partiallyFailed', error };
        }
        case 'gone':
          return { outcome: 'failed', error: new RefusedError(OUTBOX_MESSAGES.deletedMeanwhile) };
        case 'waiting':
        case 'left':
          return { outcome: 'queued' };
      }
    },
    async discard() {
      if (kept?.status.state === 'attention' && !kept.made) await store.remove(kept.id).catch(() => undefined);
    },
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
