import { useEffect, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { TAP_TARGET_PX } from '../../app/theme';
import { UPLOAD_MESSAGES } from '../../../shared/messages/upload';
import { formatPrice } from '../../../shared/pricing/price-choices';
import { rollToBundleSchema } from '../../../shared/schemas/roll-to-bundle';
import { rollChangedAnswer } from '../../../shared/schemas/answers';
import { rollVersion } from '../../../shared/edit/record-version';
import { ApiError } from '../../api/client';
import { convertRollToBundle, searchRolls, type BundleResult } from '../../api/roll-to-bundle';
import { printBundleLabel } from '../../labels/print-label';
import { describeFailure, isTransient, succeeded } from '../../submission/submission-machine';
import { SubmissionReview } from '../../submission/submission-review';
import { useSubmission } from '../../submission/use-submission';
import type { StepProps } from '../../wizard/wizard-types';
import {
  changedRoll,
  pickedRoll,
  ROLL_TO_BUNDLE_TEXTS,
  savedConversion,
  withCurrentRoll,
  type RollToBundleDraft,
} from './roll-to-bundle-draft';

export const CONVERT_TEXTS = {
  uploading: '...Converting the roll to a bundle.',
  success: (sku: string, length: number, price: string) => `SKU ${sku} is now a bundle of ${length} m at ${formatPrice(Number(price))}.`,
} as const;

/**
 * The rolls with this SKU as the shop holds them now, for the look before converting; a look that
 * fails leaves the conversion to answer for itself, except a lost session (already signed out).
 */
async function lookAgain(sku: string) {
  try {
    return await searchRolls(sku);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return [];
  }
}

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
  const roll = pickedRoll(draft);
  // The version of the roll this page shows goes with the conversion: the server converts only that roll.
  const checked = rollToBundleSchema.safeParse({
    sku: draft.sku?.trim() ?? '',
    length: draft.length ?? '',
    rollVersion: roll ? rollVersion(roll) : '',
  });
  const invalid = Object.keys(errors).length > 0 || !checked.success;
  const converted = draft.result !== undefined;

  // The roll as the shop holds it now (issue 42 item 5): someone may have edited or cut it since it
  // was picked, and the length check and the bundle price shown must be reckoned from that.
  useEffect(() => {
    if (!roll || converted) return;
    const abort = new AbortController();
    searchRolls(roll.sku, abort.signal).then(
      (now) => {
        const current = changedRoll(roll, now);
        if (current && !abort.signal.aborted) update((d) => withCurrentRoll(d, current));
      },
      // Only a look: the conversion itself answers if the roll is gone or the server is out of reach.
      () => undefined,
    );
    return () => abort.abort();
    // Once per roll picked (and again after it changed): not on every keystroke of the length.
  }, [roll?.productId, roll?.sku, roll?.price, roll?.lengthM, converted]); // eslint-disable-line react-hooks/exhaustive-deps

  const convert = useSubmission<BundleResult, 'uploading'>({
    key: draftId,
    invalid,
    firstStep: 'uploading',
    saved: savedConversion(draft),
    submit: async () => {
      if (!checked.success) return { outcome: 'failed', error: UPLOAD_MESSAGES.fixAllErrors };
      // Looked at again at the tap: a roll changed while the page stood open is shown, not converted
      // at a price staff never saw. Retry converts it as it is now.
      const current = roll ? changedRoll(roll, await lookAgain(roll.sku)) : undefined;
      if (current) {
        update((d) => withCurrentRoll(d, current));
        return { outcome: 'failed', error: new Error(ROLL_TO_BUNDLE_TEXTS.notConvertedChanged) };
      }
      try {
        return succeeded(await convertRollToBundle(checked.data, draftId));
      } catch (error) {
        // Changed between that look and the conversion: the server sends the roll as it is now, shown as the look's would be.
        const changed = error instanceof ApiError && error.status === 409 ? rollChangedAnswer.safeParse(error.body) : undefined;
        if (changed?.success) {
          update((d) => withCurrentRoll(d, changed.data.current));
          return { outcome: 'failed', error: new Error(ROLL_TO_BUNDLE_TEXTS.notConvertedChanged) };
        }
        // A refusal answers the same again: kept, so a reload still says why (a 401 has signed out).
        if (!isTransient(error) && !(error instanceof ApiError && error.status === 401)) {
          const refused = describeFailure(error);
          update((d) => ({ ...d, refused }));
        }
        throw error;
      }
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
      {draft.rollChanged && !converted && (
        <Alert color="orange" role="status" data-testid="roll-changed">
          {draft.rollChanged}
        </Alert>
      )}
      {children}
    </SubmissionReview>
  );
}
