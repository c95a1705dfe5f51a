import { useState, type ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { editedRecord } from '../../shared/edit/edited-record';
import { recordChanges } from '../../shared/edit/record-changes';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import type { ProductDraft } from '../../shared/products';
import type { ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';
import type { FieldErrors } from '../../shared/schemas/validate';
import { ApiError } from '../api/client';
import { saveEdit } from '../api/product-edit';
import { TAP_TARGET_PX } from '../app/theme';
import { succeeded } from '../submission/submission-machine';
import { SubmissionReview } from '../submission/submission-review';
import { useSubmission } from '../submission/use-submission';
import { StatusBanner } from '../wizard/status-banner';
import type { StepProps } from '../wizard/wizard-types';
import { ChangesList } from './changes-list';
import { conflictOf, productOfDraft, saveRetryable } from './edit-changes';
import { useEditSession } from './edit-session';
import { saveKeyOf } from './edit-store';

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
  const changes = product && valid ? recordChanges(base.record, editedRecord(base.record, product)) : [];
  const saveKey = saveKeyOf(base);
  // Other answers are another attempt: what the server refused of the old ones no longer stands.
  const attempt = `${saveKey}:${JSON.stringify(product)}`;
  const [refused, setRefused] = useState<{ attempt: string; errors: FieldErrors } | null>(null);

  const save = useSubmission<ProductChangeAnswer, 'saving'>({
    key: attempt,
    invalid: !valid || changes.length === 0,
    firstStep: 'saving',
    submit: async () => {
      if (!product) return { outcome: 'failed', error: EDIT_PAGE_TEXT.fixErrors };
      try {
        return succeeded(await saveEdit({ productId: base.productId, baseVersion: base.version, product }, saveKey));
      } catch (error) {
        const current = conflictOf(error);
        if (current) conflicted(current);
        if (error instanceof ApiError && error.status === 400 && error.errors) setRefused({ attempt, errors: error.errors });
        throw error;
      }
    },
    onSuccess: finish,
    texts: {
      success: (answer) => ({ title: PRODUCT_EDIT_MESSAGES.saved, message: answer.product.title }),
      failed: EDIT_PAGE_TEXT.failed,
    },
    policy: { retryable: saveRetryable },
  });

  const current = conflict;
  const errors = refused?.attempt === attempt ? { ...step.errors, ...refused.errors } : step.errors;
  return (
    <Stack gap="md">
      {current ? (
        <Conflict held={base.record} current={current} onRestart={() => restart(current)} />
      ) : (
        <>
          {changes.length > 0 && (
            <Stack gap={6} component="section" aria-label={EDIT_PAGE_TEXT.willChange}>
              <Title order={2} size="h5">
                {EDIT_PAGE_TEXT.willChange}
              </Title>
              <ChangesList changes={changes} label={EDIT_PAGE_TEXT.willChange} testId="edit-changes" />
            </Stack>
          )}
          {price}
          <SubmissionReview
            testId="save-panel"
            submission={save}
            banners={{
              invalid: valid ? EDIT_PAGE_TEXT.nothingYet : EDIT_PAGE_TEXT.fixErrors,
              ready: EDIT_PAGE_TEXT.ready,
              busy: { saving: EDIT_PAGE_TEXT.saving },
              success: { title: PRODUCT_EDIT_MESSAGES.saved, body: null },
            }}
            buttons={{ submit: EDIT_PAGE_TEXT.save, retry: EDIT_PAGE_TEXT.retry }}
          />
        </>
      )}
      {table(errors)}
    </Stack>
  );
}

/** The save was refused: the item changed after this edit started. Nothing was written. */
function Conflict({ held, current, onRestart }: { held: VersionedRecord; current: VersionedRecord; onRestart: () => void }) {
  const changed = recordChanges(held, current);
  return (
    <Stack gap="sm" data-testid="edit-conflict">
      <StatusBanner tone="failed" title={EDIT_PAGE_TEXT.failed}>
        {PRODUCT_EDIT_MESSAGES.conflict}
      </StatusBanner>
      <Stack gap={6} component="section" aria-label={EDIT_PAGE_TEXT.changedMeanwhile}>
        <Title order={2} size="h5">
          {EDIT_PAGE_TEXT.changedMeanwhile}
        </Title>
        <ChangesList changes={changed} label={EDIT_PAGE_TEXT.changedMeanwhile} testId="edit-conflict-changes" />
      </Stack>
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
