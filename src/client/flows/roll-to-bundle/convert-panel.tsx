import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { TAP_TARGET_PX } from '../../app/theme';
import { UPLOAD_MESSAGES } from '../../../shared/messages/upload';
import { formatPrice } from '../../../shared/pricing/price-choices';
import { rollToBundleSchema } from '../../../shared/schemas/roll-to-bundle';
import { convertRollToBundle, type BundleResult } from '../../api/roll-to-bundle';
import { printBundleLabel } from '../../labels/print-label';
import { succeeded } from '../../submission/submission-machine';
import { SubmissionReview } from '../../submission/submission-review';
import { useSubmission } from '../../submission/use-submission';
import type { StepProps } from '../../wizard/wizard-types';
import type { RollToBundleDraft } from './roll-to-bundle-draft';

export const CONVERT_TEXTS = {
  uploading: '...Converting the roll to a bundle.',
  success: (sku: string, length: number, price: string) => `SKU ${sku} is now a bundle of ${length} m at ${formatPrice(Number(price))}.`,
} as const;

const successText = (result: BundleResult) => CONVERT_TEXTS.success(result.sku, result.length, result.price);

interface ConvertPanelProps {
  step: StepProps<RollToBundleDraft>;
  /** Whether the 'Fix all errors to upload.' banner shows: the length page waits until its field is touched. */
  showInvalid: boolean;
  /** What comes above the banner (the summary table). */
  children?: ReactNode;
}

/**
 * The conversion with its states (spec 001 'Roll-to-bundle states'): the banner, Upload, then Print
 * label and Start new. The length page and the summary both offer it, so a phone converts where the
 * length is typed (issue 17); either way the draft's id is the Idempotency-Key, so the roll is
 * converted once, and success is read from the draft, so it shows on both pages and after a reload.
 */
export function ConvertPanel({ step, showInvalid, children }: ConvertPanelProps) {
  const { draft, draftId, update, errors, reset } = step;
  const checked = rollToBundleSchema.safeParse({ sku: draft.sku?.trim() ?? '', length: draft.length ?? '' });
  const invalid = Object.keys(errors).length > 0 || !checked.success;
  const convert = useSubmission<BundleResult, 'uploading'>({
    key: draftId,
    invalid,
    firstStep: 'uploading',
    saved: draft.result ? { status: 'success' } : null,
    submit: async () => {
      if (!checked.success) return { outcome: 'failed', error: UPLOAD_MESSAGES.fixAllErrors };
      return succeeded(await convertRollToBundle(checked.data, draftId));
    },
    onSuccess: (result) => update((d) => ({ ...d, result })),
    print: (result) => printBundleLabel(result),
    texts: { success: (result) => ({ title: UPLOAD_MESSAGES.successTitle, message: successText(result) }), failed: UPLOAD_MESSAGES.failed },
  });

  return (
    <SubmissionReview
      testId="roll-upload"
      submission={convert}
      banners={{
        invalid: showInvalid ? UPLOAD_MESSAGES.fixAllErrors : undefined,
        ready: UPLOAD_MESSAGES.ready,
        busy: { uploading: CONVERT_TEXTS.uploading },
        success: { title: UPLOAD_MESSAGES.successTitle, body: draft.result ? successText(draft.result) : '' },
      }}
      // Retry only where trying again can help: no answer, or a 5xx (docs/decisions.md D47).
      buttons={{ submit: 'Upload', retry: 'Retry', submitAndPrint: UPLOAD_MESSAGES.uploadAndPrint }}
      actions={
        <>
          {convert.phase === 'success' && (
            <Button size="md" mih={TAP_TARGET_PX} onClick={() => void printBundleLabel(draft.result)}>
              Print label
            </Button>
          )}
          {(convert.phase === 'success' || convert.phase === 'failed') && (
            <Button size="md" mih={TAP_TARGET_PX} variant="default" onClick={() => reset({})}>
              Start new
            </Button>
          )}
        </>
      }
    >
      {children}
    </SubmissionReview>
  );
}
