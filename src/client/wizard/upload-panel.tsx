import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { LABEL_NOT_MADE, UPLOAD_MESSAGES } from '../../shared/messages/upload';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { toastError, toastSuccess } from '../app/toasts';
import { productRecord, type ProductRecord } from '../api/product-record';
import { clearPhotos } from './photo-store';
import { StartNewDialog } from './start-new-dialog';
import { StatusBanner } from './status-banner';
import type { StepProps } from './wizard-types';
import { useUploadProgress } from './use-draft';
import { runUpload, type UploadPhase } from '../upload/upload-run';
import { printProductLabel } from '../labels/print-label';

export interface UploadPanelProps<D extends object> {
  step: StepProps<D>;
  /** The product as it will be uploaded (validated with the shared schema), or null while the form has errors. */
  product: Record<string, unknown> | null;
  /** Start New Supply: an empty supplies draft; leave out where it does not apply (fabric). */
  newSupply?: () => D;
  /**
   * What the page shows below the panel. `uploaded` is null while the draft can still change; once
   * it is sealed, it is the product as the shop holds it, to be shown read-only (no links back).
   */
  children: (uploaded: Record<string, unknown> | null) => ReactNode;
}

type Shown = { phase: UploadPhase; reason: string } | null;

/**
 * The upload panel of spec 000 sections 2 and 4: a status banner and the buttons each state
 * allows. What already reached the shop is read back from the saved progress, so a reload shows
 * the same state and never offers to create the product again. Once the photos are attached the
 * draft is sealed (D75): the page shows the shop's record of the item, and its labels are
 * printed from that record.
 */
export function UploadPanel<D extends object>({ step, product, newSupply, children }: UploadPanelProps<D>) {
  const { draftId, errors, reset, newProduct, sealed } = step;
  const progress = useUploadProgress(draftId);
  // What this page's own upload run shows; without one, the saved progress says where things stand.
  const [run, setRun] = useState<Shown>(null);
  const [confirm, setConfirm] = useState(false);
  const invalid = !product || Object.keys(errors).length > 0;
  const phase = run?.phase ?? (progress ? (progress.attached ? 'success' : 'partiallyFailed') : null);
  const reason = run?.reason ?? (progress && !progress.attached ? UPLOAD_MESSAGES.interrupted : '');
  const busy = phase === 'uploadingProduct' || phase === 'uploadingMedia';

  async function submit() {
    if (!product) return;
    const outcome = await runUpload(product, draftId, (p) => setRun({ phase: p, reason: '' }));
    if (outcome.signedOut) return;
    setRun({ phase: outcome.phase, reason: outcome.reason });
    if (outcome.phase === 'success') {
      toastSuccess(UPLOAD_MESSAGES.successTitle, `${outcome.progress?.title ?? ''} (SKU ${outcome.progress?.skus.join(', ') ?? ''})`);
    } else {
      toastError(outcome.phase === 'failed' ? UPLOAD_MESSAGES.failed : UPLOAD_MESSAGES.partiallyFailed, outcome.reason, UPLOAD_MESSAGES.noReason);
    }
  }

  /** From the shop's record, read at the click: what the shop holds now is what the label says. */
  async function printLabel() {
    if (!progress) return;
    try {
      await printProductLabel(await productRecord(progress.productId));
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    }
  }

  function startNew(make: () => D) {
    void clearPhotos(draftId);
    setConfirm(false);
    setRun(null);
    reset(make());
  }

  const created = phase === 'success' || phase === 'partiallyFailed';
  return (
    <>
      <Stack gap="sm" data-testid="upload-panel" data-upload-state={phase ?? (invalid ? 'invalid' : 'ready')} data-sealed={sealed || undefined}>
        <UploadBanner phase={phase} invalid={invalid} reason={reason} skus={progress?.skus ?? []} title={progress?.title ?? ''} />
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
      {sealed && progress ? <UploadedItem productId={progress.productId}>{children}</UploadedItem> : children(null)}
    </>
  );
}

/** The sealed success view's content: the shop's record of the item, read-only. */
function UploadedItem({ productId, children }: { productId: string; children: (uploaded: Record<string, unknown>) => ReactNode }) {
  const record = useProductRecord(productId);
  if (!record) return <Loader aria-label={PRODUCT_RECORD_MESSAGES.loading} />;
  if ('error' in record) return <Alert color="red">{record.error}</Alert>;
  return (
    <Stack gap="sm" data-testid="uploaded-item">
      <Text size="sm" c="dimmed">
        {PRODUCT_RECORD_MESSAGES.sealed}
      </Text>
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
