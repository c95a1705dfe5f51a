import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LABEL_NOT_MADE, UPLOAD_MESSAGES } from '../../shared/messages/upload';
import type { Product } from '../../shared/products';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { toastError, toastSuccess } from '../app/toasts';
import { TAP_TARGET_PX } from '../app/theme';
import { editHref } from '../item/item-lookup';
import { productRecord, type ProductRecord } from '../api/product-record';
import { pileNext, sameAsLast } from '../../shared/rules/same-as-last';
import { PILE_MESSAGES } from '../../shared/messages/pile';
import { keepInPile, startPile } from '../pile/pile-store';
import { usePile } from '../pile/use-pile';
import { flowOfKind } from '../outbox/outbox-store';
import { saveLastUploaded } from './draft-store';
import { clearPhotos } from './photo-store';
import { StartNewDialog } from './start-new-dialog';
import { isUploadStep, UploadSteps, type UploadStep } from './upload-steps';
import type { ResetHow, StepProps } from './wizard-types';
import { useUploadProgress } from './use-draft';
import { runUpload } from '../upload/upload-run';
import type { UploadProgress } from '../upload/upload-progress';
import type { PhotoSend } from '../upload/photo-send';
import { succeeded } from '../submission/submission-machine';
import { SubmissionReview } from '../submission/submission-review';
import { useSubmission } from '../submission/use-submission';
import { printProductLabel } from '../labels/print-label';
import { LoadingStatus } from '../widgets/loading-status';
import { useOutboxUpload } from '../outbox/use-outbox-upload';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import { ASKS_ATTRIBUTE, BAR_HEIGHT_PX, bringIntoView } from '../widgets/asked-in-view';

export interface UploadPanelProps<D extends object> {
  step: StepProps<D>;
  /** The product as it will be uploaded (validated with the shared schema), or null while the form has errors. */
  product: Product | null;
  /** Start New Supply: an empty supplies draft; leave out where it does not apply (fabric). */
  newSupply?: () => D;
  /**
   * What the page shows below the panel. `uploaded` is null while the draft can still change; once
   * it is sealed, it is the product as the shop holds it, to be shown read-only (no links back).
   */
  children: (uploaded: ProductRecord['details'] | null) => ReactNode;
}

const skuList = (progress: UploadProgress | null) => progress?.skus.join(', ') ?? '';
/** The success toast's words, for an upload this page waited for and for one the outbox listed later. */
const successToast = (done: UploadProgress | null) => ({
  title: UPLOAD_MESSAGES.successTitle,
  message: `${done?.title ?? ''} (SKU ${skuList(done)})`,
});

/**
 * The upload panel of spec 000 sections 2 and 4: a status banner and the buttons each state
 * allows. What already reached the shop is read back from the saved progress, so a reload shows
 * the same state and never offers to create the product again. Once the photos are attached the
 * draft is sealed (D75): the page shows the shop's record of the item, and its labels are
 * printed from that record.
 */
export function UploadPanel<D extends object>({ step, product, newSupply, children }: UploadPanelProps<D>) {
  const { draft, draftId, errors, reset, newProduct, sealed, refused } = step;
  const progress = useUploadProgress(draftId);
  const [confirm, setConfirm] = useState(false);
  const [photosSent, setPhotoSend] = useState<PhotoSend | null>(null);
  // A pile's item (issue 43 item 2): once kept, the next one starts at once, a copy asking what differs.
  const pile = usePile((draft as { productType?: unknown }).productType);
  const nextInPile = () => pileNext(draft) as D | null;
  // Issue 43: every upload goes through the device outbox; this page follows it while it stays.
  const outbox = useOutboxUpload({
    draftId,
    answers: draft,
    product,
    progress,
    onKept: () => {
      saveLastUploaded(draft);
      const copy = nextInPile();
      if (!pile || !copy || !product) return;
      keepInPile(pile.flow, { id: draftId, kind: product.productType, photos: product.images.length });
      startNew(() => copy, { prefilled: true });
    },
  });
  // Stops following the item when the page moves on (Next item, leaving): the outbox still sends it.
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), [draftId]);
  const record = progress ?? outbox.made;
  const upload = useSubmission<UploadProgress | null, UploadStep>({
    key: draftId,
    invalid: !product || Object.keys(errors).length > 0,
    firstStep: 'uploadingProduct',
    saved:
      outbox.saved ??
      (progress ? (progress.attached ? { status: 'success' } : { status: 'partiallyFailed', reason: UPLOAD_MESSAGES.interrupted }) : null),
    submit: async (report) => {
      if (!product) return { outcome: 'failed', error: UPLOAD_MESSAGES.fixAllErrors };
      setPhotoSend(null);
      following.current?.abort();
      const follow = new AbortController();
      following.current = follow;
      const step = (phase: UploadStep) => !follow.signal.aborted && report(phase);
      const sent = await outbox.send(step, setPhotoSend, follow.signal);
      if (sent) return sent;
      // This browser would not keep it (said): it goes the old way, this page waiting for it.
      const outcome = await runUpload(product, draftId, (phase) => isUploadStep(phase) && report(phase), setPhotoSend);
      if (outcome.signedOut) return { outcome: 'signedOut' };
      if (outcome.phase === 'success') return succeeded(outcome.progress);
      return { outcome: outcome.phase, error: outcome.error };
    },
    // Kept before the success toast, so 'Same as last' finds it after a reload or the next item.
    onSuccess: () => saveLastUploaded(draft),
    texts: {
      success: successToast,
      failed: UPLOAD_MESSAGES.failed,
      partiallyFailed: UPLOAD_MESSAGES.partiallyFailed,
      queued: { title: OUTBOX_MESSAGES.savedTitle, message: OUTBOX_MESSAGES.savedToast },
    },
    // 'Failed allows Retry' (spec 000 section 4): the draft id keys the product, so a retry never makes a second.
    policy: { retryable: () => true },
    print: (done) => printLabel(done),
  });

  // A kept item that a failed try left to the outbox ('Saved on this phone'), listed or refused
  // later while this page shows it: the page shows how it ended, as if it had waited.
  const keptState = outbox.kept?.status.state;
  useEffect(() => {
    if (upload.state.status !== 'queued' || keptState === undefined || keptState === 'waiting' || keptState === 'sending') return;
    upload.reset();
    if (keptState === 'listed' && outbox.made) {
      const toast = successToast(outbox.made);
      toastSuccess(toast.title, toast.message);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the kept item's state moves this.
  }, [keptState]);

  /** From the shop's record, read at the click: what the shop holds now is what the label says. */
  async function printLabel(uploaded: UploadProgress | null) {
    if (!uploaded) return;
    try {
      await printProductLabel(await productRecord(uploaded.productId));
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    }
  }

  /** This item, kept or uploaded, is the first of a pile: the next starts as its copy. */
  function listPile() {
    const copy = nextInPile();
    if (!product || !copy) return;
    startPile({ flow: flowOfKind(product.productType), kind: product.productType, photos: product.images.length, items: [draftId] });
    startNew(() => copy, { prefilled: true });
  }

  function startNew(make: () => D, how?: ResetHow) {
    following.current?.abort();
    void clearPhotos(draftId);
    setConfirm(false);
    upload.reset();
    reset(make(), how);
  }

  const created = upload.phase === 'success' || upload.phase === 'partiallyFailed';
  // Nothing unsaved is lost once the item is in the shop with its photos: the next one starts at
  // once (issue 17). Before that, or with photos still to attach, Start New Product asks first.
  const done = upload.phase === 'success';
  // On the phone, on its way to the shop: nothing is lost by starting the next item (issue 43).
  const onItsWay = !done && outbox.kept !== null && (upload.busy || upload.phase === 'queued');
  // 'Same as last' starts from the item just uploaded; null for a draft that is no product yet.
  const next = done || onItsWay ? sameAsLast(draft) : null;
  // What comes next (Next item, Same as last, List a pile) on screen once the item is kept or done:
  // below the price and the banner they were a scroll away on a phone.
  const moveOn = done || onItsWay;
  useEffect(() => {
    if (!moveOn) return;
    const frame = window.requestAnimationFrame(() =>
      bringIntoView([...document.querySelectorAll(`[${ASKS_ATTRIBUTE}="next"]`)].at(-1), BAR_HEIGHT_PX),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [moveOn]);
  return (
    <>
      {refused && !done && (
        <Alert color="red" title={OUTBOX_MESSAGES.refusedTitle} data-testid="refused-note">
          {refused}
        </Alert>
      )}
      <SubmissionReview
        testId="upload-panel"
        sealed={sealed}
        submission={upload}
        banners={{
          invalid: UPLOAD_MESSAGES.fixAllErrors,
          ready: UPLOAD_MESSAGES.ready,
          busy: { uploadingProduct: UPLOAD_MESSAGES.sendingProduct, uploadingMedia: UPLOAD_MESSAGES.sendingImages },
          busyDetail: (at) => (
            <>
              <UploadSteps at={at} photos={product?.images.length ?? 0} sent={photosSent} skus={skuList(record)} />
              {outbox.kept && (
                <Text size="sm" mt="xs" data-testid="upload-next-now">
                  {OUTBOX_MESSAGES.nextNow}
                </Text>
              )}
            </>
          ),
          success: { title: UPLOAD_MESSAGES.successTitle, body: `${record?.title ?? ''} — SKU ${skuList(record)}` },
          partialDetail: ` (SKU ${skuList(record)})`,
          queued: outbox.banner,
        }}
        buttons={
          // A pile's labels are printed together, from the pile's bar.
          pile
            ? { submit: PILE_MESSAGES.uploadNext, retry: 'Retry', retryPartial: 'Retry Image Upload' }
            : { submit: 'Upload', retry: 'Retry', retryPartial: 'Retry Image Upload', submitAndPrint: UPLOAD_MESSAGES.uploadAndPrint }
        }
        actions={
          <>
            {(done || onItsWay) && (
              <Button size="md" {...{ [ASKS_ATTRIBUTE]: 'next' }} onClick={() => startNew(newProduct)}>
                {OUTBOX_MESSAGES.nextItem}
              </Button>
            )}
            {next && (
              <Button
                size="md"
                variant="light"
                {...{ [ASKS_ATTRIBUTE]: 'next' }}
                onClick={() => startNew(() => next as D, { prefilled: true })}
              >
                Same as last
              </Button>
            )}
            {next && !pile && (
              <Button size="md" variant="light" {...{ [ASKS_ATTRIBUTE]: 'next' }} onClick={listPile}>
                {PILE_MESSAGES.start}
              </Button>
            )}
            {created && (
              <Button size="md" variant="light" onClick={() => void printLabel(record)}>
                Print Product Label
              </Button>
            )}
            {!done && !onItsWay && (
              <Button size="md" variant="default" disabled={upload.busy} onClick={() => setConfirm(true)}>
                Start New Product
              </Button>
            )}
            {newSupply && created && (
              <Button size="md" variant="default" onClick={() => startNew(newSupply)}>
                Start New Supply
              </Button>
            )}
          </>
        }
      />
      <StartNewDialog
        opened={confirm}
        onClose={() => setConfirm(false)}
        onNewProduct={() => void outbox.discard().then(() => startNew(newProduct))}
        {...(newSupply ? { onNewSupply: () => void outbox.discard().then(() => startNew(newSupply)) } : {})}
      />
      {sealed && record ? <UploadedItem productId={record.productId}>{children}</UploadedItem> : children(null)}
    </>
  );
}

/** The sealed success view's content: the shop's record of the item, read-only. */
function UploadedItem({ productId, children }: { productId: string; children: (uploaded: ProductRecord['details']) => ReactNode }) {
  const record = useProductRecord(productId);
  if (!record) return <LoadingStatus label={PRODUCT_RECORD_MESSAGES.loading} />;
  if ('error' in record) return <Alert color="red">{record.error}</Alert>;
  return (
    <Stack gap="sm" data-testid="uploaded-item">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text size="sm" c="dimmed">
          {PRODUCT_RECORD_MESSAGES.sealed}
        </Text>
        {/* A mistake seen after upload is fixed in the same pages, on the same product (issue 27). */}
        <Button component={Link} to={editHref(productId)} variant="light" mih={TAP_TARGET_PX} style={{ flexShrink: 0 }}>
          {PRODUCT_RECORD_MESSAGES.edit}
        </Button>
      </Group>
      {children(record.product.details)}
    </Stack>
  );
}

type RecordState = { productId: string; product: ProductRecord } | { productId: string; error: string };

function useProductRecord(productId: string): RecordState | null {
  const [state, setState] = useState<RecordState | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    productRecord(productId, abort.signal).then(
      (product) => setState({ productId, product }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ productId, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
  }, [productId]);
  // An answer for another product (the draft was replaced meanwhile) is not this one's.
  return state?.productId === productId ? state : null;
}
