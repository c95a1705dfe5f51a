import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { recordChanges } from '../../shared/edit/record-changes';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import type { ProductDraft } from '../../shared/products';
import { productPhotosAnswer } from '../../shared/schemas/media';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import type { FieldErrors } from '../../shared/schemas/validate';
import { ApiError } from '../api/client';
import { saveEdit } from '../api/product-edit';
import { TAP_TARGET_PX } from '../app/theme';
import { SubmissionReview } from '../submission/submission-review';
import { useSubmission } from '../submission/use-submission';
import type { PhotoSend } from '../upload/photo-send';
import { photosOf, sendPhotos } from '../upload/upload-run';
import { StatusBanner } from '../wizard/status-banner';
import { UploadSteps } from '../wizard/upload-steps';
import type { StepProps } from '../wizard/wizard-types';
import { ChangesList } from './changes-list';
import { conflictOf, productChanges, productOfDraft, saveRetryable } from './edit-changes';
import { photosChanged } from './edit-photos';
import { runEditSave, type EditSaveCalls, type EditSaveStep } from './edit-save';
import { useEditSession } from './edit-session';
import { answeredOf, keepAnswered, saveKeyOf, type EditBase } from './edit-store';

export interface SaveChangesProps<D extends object> {
  step: StepProps<D>;
  /** The wizard's draft as a product draft (a supplies page runs with its kind chosen). */
  draftOf: (draft: D) => ProductDraft;
  /** The flow's own review table of the draft, showing these errors, each a link to its page. */
  table: (errors: FieldErrors) => ReactNode;
  /** The flow's review price block: the price that will be listed, and a suggestion that moved since. */
  price: ReactNode;
}

/**
 * 'Save changes', the last step of an edit (issue 27 items 1 and 2): what a save will change in the
 * shop's record, the Save button, then the review table every flow shows. One save is one
 * Idempotency-Key (saveKeyOf): a double tap or a retry after a lost answer applies once. A save the
 * shop refuses because the item changed meanwhile overwrites nothing: the page lists what changed
 * and offers to start again from the shop's record, keeping the answers typed until staff choose to.
 */
export function SaveChanges<D extends object>({ step, draftOf, table, price }: SaveChangesProps<D>) {
  const { base, conflict, refused: conflicted, restart, finish } = useEditSession();
  const product = productOfDraft(draftOf(step.draft));
  const valid = product !== null && Object.keys(step.errors).length === 0;
  const changes = product && valid ? productChanges(base.record, product) : [];
  const withPhotos = product !== null && photosChanged(base.record, product.images);
  // A photo failure after the answers went says what did go, when more than the photos changed.
  const photosNotSent = changes.some((c) => c.field !== 'photos') ? EDIT_PAGE_TEXT.photosNotSent : EDIT_PAGE_TEXT.photosOnlyNotSent;
  // Answers an earlier try saved while its photos did not go: kept across pages and reloads.
  const [answered, setAnswered] = useState(() => answeredOf(base));
  const sent = JSON.stringify(product);
  // Other answers are another attempt: what the server refused of the old ones no longer stands.
  const attempt = `${saveKeyOf(base)}:${sent}`;
  const [refused, setRefused] = useState<{ attempt: string; errors: FieldErrors } | null>(null);
  const [photosSent, setPhotosSent] = useState<PhotoSend | null>(null);

  /** A 409 (of either call) shows what changed meanwhile; a 400 of the answers marks their fields. */
  const readRefusal = (error: unknown) => {
    const current = conflictOf(error);
    if (current) conflicted(current);
    if (error instanceof ApiError && error.status === 400 && error.errors) setRefused({ attempt, errors: error.errors });
  };

  const save = useSubmission<ProductChangeAnswer, EditSaveStep>({
    key: attempt,
    // Answers saved without their photos leave the shop changed: Save stays open even if staff undid them here.
    invalid: !valid || (changes.length === 0 && answered === null),
    firstStep: 'saving',
    // After a reload, or back from another page: the answers went, the photos are still to send.
    saved: answered?.sent === sent ? { status: 'partiallyFailed', reason: EDIT_PAGE_TEXT.photosInterrupted } : null,
    submit: async (report) => {
      if (!product) return { outcome: 'failed', error: EDIT_PAGE_TEXT.fixErrors };
      setPhotosSent(null);
      try {
        const settled = await runEditSave({ base, product, answered }, EDIT_SAVE_CALLS(base), {
          step: report,
          photos: setPhotosSent,
          answered: (kept) => {
            keepAnswered(kept);
            setAnswered(kept);
          },
        });
        if (settled.outcome === 'success' || settled.outcome === 'signedOut') return settled;
        readRefusal(settled.error);
        // The answers went: what the 409 says of nothing being saved is true of the photos only.
        if (settled.outcome === 'partiallyFailed' && conflictOf(settled.error))
          return { ...settled, error: new Error(EDIT_PAGE_TEXT.photosConflict) };
        return settled;
      } catch (error) {
        readRefusal(error);
        throw error;
      }
    },
    onSuccess: finish,
    texts: {
      success: (answer) => ({ title: PRODUCT_EDIT_MESSAGES.saved, message: answer.product.title }),
      failed: EDIT_PAGE_TEXT.failed,
      partiallyFailed: photosNotSent,
    },
    policy: { retryable: saveRetryable },
  });

  const current = conflict;
  const errors = refused?.attempt === attempt ? { ...step.errors, ...refused.errors } : step.errors;
  const skus = base.record.variants.map((v) => v.sku).join(', ');
  return (
    <Stack gap="md">
      {current ? (
        // Against the record as this edit's own saved answers left it, when they went before a refused photo call.
        <Conflict
          held={answered?.answer.product ?? base.record}
          current={current}
          photosOnly={answered !== null ? photosNotSent : null}
          onRestart={() => restart(current)}
        />
      ) : (
        <>
          {changes.length > 0 && <ChangesList changes={changes} label={EDIT_PAGE_TEXT.willChange} testId="edit-changes" />}
          {price}
          <SubmissionReview
            testId="save-panel"
            submission={save}
            banners={{
              invalid: valid ? EDIT_PAGE_TEXT.nothingYet : EDIT_PAGE_TEXT.fixErrors,
              ready: EDIT_PAGE_TEXT.ready,
              busy: { saving: EDIT_PAGE_TEXT.saving, sendingPhotos: EDIT_PAGE_TEXT.sendingPhotos },
              // As the upload panel shows it: the answers, then which photo is on its way, then the attaching.
              busyDetail: (at) =>
                product && withPhotos ? (
                  <UploadSteps
                    at={at === 'saving' ? 'uploadingProduct' : 'uploadingMedia'}
                    photos={product.images.length}
                    sent={photosSent}
                    skus={skus}
                  />
                ) : null,
              success: { title: PRODUCT_EDIT_MESSAGES.saved, body: null },
            }}
            buttons={{ submit: EDIT_PAGE_TEXT.save, retry: EDIT_PAGE_TEXT.retry, retryPartial: EDIT_PAGE_TEXT.retryPhotos }}
          />
        </>
      )}
      {table(errors)}
    </Stack>
  );
}

/** The save's calls: the edit's photos from this device, the answers, then the photos. */
const EDIT_SAVE_CALLS = (base: EditBase): EditSaveCalls => ({
  photos: (product) => photosOf(product, base.editId),
  saveAnswers: saveEdit,
  sendPhotos: async (productId, photos, baseVersion, onPhotos) => {
    const answer = productPhotosAnswer.safeParse(await sendPhotos(productId, photos, onPhotos, baseVersion));
    if (!answer.success) throw new Error(EDIT_PAGE_TEXT.photosAnswerUnread);
    return answer.data;
  },
});

/**
 * The save was refused: the item changed after this edit started, or (`photosOnly`: the banner's
 * title) after its answers were saved, before its photos went. Nothing more was written.
 */
function Conflict(props: { held: VersionedRecord; current: VersionedRecord; photosOnly: string | null; onRestart: () => void }) {
  const { held, current, photosOnly, onRestart } = props;
  const changed = recordChanges(held, current);
  return (
    <Stack gap="sm" data-testid="edit-conflict">
      <StatusBanner tone={photosOnly ? 'partial' : 'failed'} title={photosOnly ?? EDIT_PAGE_TEXT.failed}>
        {photosOnly ? EDIT_PAGE_TEXT.photosConflict : PRODUCT_EDIT_MESSAGES.conflict}
      </StatusBanner>
      <ChangesList changes={changed} label={EDIT_PAGE_TEXT.changedMeanwhile} testId="edit-conflict-changes" />
      <Stack gap={4} align="flex-start">
        <Button size="md" mih={TAP_TARGET_PX} onClick={onRestart}>
          {EDIT_PAGE_TEXT.editAgain}
        </Button>
        <Text size="sm" c="dimmed">
          {EDIT_PAGE_TEXT.editAgainNote}
        </Text>
      </Stack>
    </Stack>
  );
}
