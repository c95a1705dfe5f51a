import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { LABEL_NOT_MADE, UPLOAD_MESSAGES } from '../../shared/messages/upload';
import { toastError, toastSuccess } from '../app/toasts';
import { clearPhotos } from './photo-store';
import { StartNewDialog } from './start-new-dialog';
import { StatusBanner } from './status-banner';
import type { StepProps } from './wizard-types';
import { loadProgress } from '../upload/upload-progress';
import { runUpload, type UploadPhase } from '../upload/upload-run';
import { printProductLabel } from '../labels/print-label';

export interface UploadPanelProps<D extends object> {
  step: StepProps<D>;
  /** The product as it will be uploaded (validated with the shared schema), or null while the form has errors. */
  product: Record<string, unknown> | null;
  /** Start New Product: a new draft of the same type (keeping what the flow keeps, e.g. the unboxing date). */
  newProduct: () => D;
  /** Start New Supply: an empty supplies draft; leave out where it does not apply (fabric). */
  newSupply?: () => D;
}

type Shown = { phase: UploadPhase; reason: string } | null;

/**
 * The upload panel of spec 000 sections 2 and 4: a status banner and the buttons each state
 * allows. What already reached the shop is read back from the saved progress, so a reload shows
 * the same state and never offers to create the product again.
 */
export function UploadPanel<D extends object>({ step, product, newProduct, newSupply }: UploadPanelProps<D>) {
  const { draftId, errors, reset } = step;
  const [shown, setShown] = useState<Shown>(() => {
    const saved = loadProgress(draftId);
    if (!saved) return null;
    return saved.attached ? { phase: 'success', reason: '' } : { phase: 'partiallyFailed', reason: UPLOAD_MESSAGES.interrupted };
  });
  const [confirm, setConfirm] = useState(false);
  const progress = loadProgress(draftId);
  const invalid = !product || Object.keys(errors).length > 0;
  const phase = shown?.phase ?? null;
  const busy = phase === 'uploadingProduct' || phase === 'uploadingMedia';

  async function submit() {
    if (!product) return;
    const outcome = await runUpload(product, draftId, (p) => setShown({ phase: p, reason: '' }));
    if (outcome.signedOut) return;
    setShown({ phase: outcome.phase, reason: outcome.reason });
    if (outcome.phase === 'success') {
      toastSuccess(UPLOAD_MESSAGES.successTitle, `${outcome.progress?.title ?? ''} (SKU ${outcome.progress?.skus.join(', ') ?? ''})`);
    } else {
      toastError(outcome.phase === 'failed' ? UPLOAD_MESSAGES.failed : UPLOAD_MESSAGES.partiallyFailed, outcome.reason, UPLOAD_MESSAGES.noReason);
    }
  }

  async function printLabel() {
    if (!product || !progress) return;
    try {
      await printProductLabel(product, progress.skus);
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    }
  }

  function startNew(make: () => D) {
    void clearPhotos(draftId);
    setConfirm(false);
    setShown(null);
    reset(make());
  }

  const created = phase === 'success' || phase === 'partiallyFailed';
  return (
    <Stack gap="sm" data-testid="upload-panel" data-upload-state={phase ?? (invalid ? 'invalid' : 'ready')}>
      <UploadBanner phase={phase} invalid={invalid} reason={shown?.reason ?? ''} skus={progress?.skus ?? []} title={progress?.title ?? ''} />
      <Group>
        {!created && (
          <Button size="md" disabled={invalid || busy} loading={busy} onClick={() => void submit()}>
            {phase === 'failed' ? 'Retry' : 'Upload'}
          </Button>
        )}
        {phase === 'partiallyFailed' && (
          <Button size="md" onClick={() => void submit()}>
            Retry Image Upload
          </Button>
        )}
        {created && (
          <Button size="md" variant="light" onClick={() => void printLabel()}>
            Print Product Label
          </Button>
        )}
        <Button size="md" variant="default" disabled={busy} onClick={() => setConfirm(true)}>
          Start New Product
        </Button>
        {newSupply && created && (
          <Button size="md" variant="default" onClick={() => startNew(newSupply)}>
            Start New Supply
          </Button>
        )}
      </Group>
      <StartNewDialog
        opened={confirm}
        onClose={() => setConfirm(false)}
        onNewProduct={() => startNew(newProduct)}
        {...(newSupply ? { onNewSupply: () => startNew(newSupply) } : {})}
      />
    </Stack>
  );
}

function UploadBanner({ phase, invalid, reason, skus, title }: { phase: UploadPhase | null; invalid: boolean; reason: string; skus: string[]; title: string }) {
  switch (phase) {
    case 'uploadingProduct':
      return <StatusBanner tone="busy">{UPLOAD_MESSAGES.sendingProduct}</StatusBanner>;
    case 'uploadingMedia':
      return <StatusBanner tone="busy">{UPLOAD_MESSAGES.sendingImages}</StatusBanner>;
    case 'success':
      return (
        <StatusBanner tone="success" title={UPLOAD_MESSAGES.successTitle}>
          {title} — SKU {skus.join(', ')}
        </StatusBanner>
      );
    case 'partiallyFailed':
      return (
        <StatusBanner tone="partial" title={UPLOAD_MESSAGES.partiallyFailed}>
          {reason || UPLOAD_MESSAGES.noReason} (SKU {skus.join(', ')})
        </StatusBanner>
      );
    case 'failed':
      return (
        <StatusBanner tone="failed" title={UPLOAD_MESSAGES.failed}>
          {reason || UPLOAD_MESSAGES.noReason}
        </StatusBanner>
      );
    case null:
      return invalid ? <StatusBanner tone="invalid">{UPLOAD_MESSAGES.fixAllErrors}</StatusBanner> : <StatusBanner tone="ready">{UPLOAD_MESSAGES.ready}</StatusBanner>;
  }
}
