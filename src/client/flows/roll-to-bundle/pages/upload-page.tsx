import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { toastError, toastSuccess } from '../../../app/toasts';
import { StatusBanner } from '../../../wizard/status-banner';
import { UPLOAD_MESSAGES } from '../../../../shared/messages/upload';
import { bundlePriceFromRoll } from '../../../../shared/pricing/bundle-price';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { rollToBundleSchema } from '../../../../shared/schemas/roll-to-bundle';
import { ApiError } from '../../../api/client';
import { convertRollToBundle } from '../../../api/roll-to-bundle';
import { printBundleLabel } from '../../../labels/print-label';
import type { StepProps } from '../../../wizard/wizard-types';
import { pickedRoll, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

/** Spec 001 'Roll-to-bundle states'. Success is read from the draft, so it survives a reload. */
type Phase = 'invalid' | 'ready' | 'uploading' | 'success' | 'failed';

export const CONVERT_TEXTS = {
  uploading: '...Converting the roll to a bundle.',
  success: (sku: string, length: number, price: string) => `SKU ${sku} is now a bundle of ${length} m at ${formatPrice(Number(price))}.`,
} as const;

const dash = (v: string | undefined) => (v?.trim() ? v : '-');

/** The summary table (name, SKU, length; errors link back to their step), the upload button and its states. */
export function UploadPage(props: P) {
  const { draft, draftId, update, errors, pathOf, stepOfField, reset } = props;
  const [attempt, setAttempt] = useState<{ phase: 'uploading' } | { phase: 'failed'; reason: string; retryable: boolean } | null>(null);
  const roll = pickedRoll(draft);
  const invalid = Object.keys(errors).length > 0;
  const phase: Phase = draft.result ? 'success' : (attempt?.phase ?? (invalid ? 'invalid' : 'ready'));
  const busy = phase === 'uploading';

  async function upload() {
    const checked = rollToBundleSchema.safeParse({ sku: draft.sku?.trim() ?? '', length: draft.length ?? '' });
    if (!checked.success || invalid) return;
    setAttempt({ phase: 'uploading' });
    try {
      const result = await convertRollToBundle(checked.data, draftId);
      setAttempt(null);
      update((d) => ({ ...d, result }));
      toastSuccess(UPLOAD_MESSAGES.successTitle, CONVERT_TEXTS.success(result.sku, result.length, result.price));
    } catch (error) {
      // A 401 has already signed out and gone to /login with its message.
      if (error instanceof ApiError && error.status === 401) return;
      const reason = error instanceof Error ? error.message : String(error);
      // No roll (404), taken by a colleague (409) or refused (400) will answer the same again; a
      // lost connection or a server failure may not.
      const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      setAttempt({ phase: 'failed', reason, retryable });
      toastError(UPLOAD_MESSAGES.failed, reason, UPLOAD_MESSAGES.noReason);
    }
  }

  const rows: { field: string; label: string; value: string; errorFields: string[] }[] = [
    { field: 'roll', label: 'Name', value: dash(roll ? roll.name || roll.title : undefined), errorFields: ['roll'] },
    { field: 'sku', label: 'SKU', value: dash(draft.sku), errorFields: ['sku'] },
    { field: 'length', label: 'Length (m)', value: dash(draft.length), errorFields: ['length'] },
  ];
  const linkFor = (field: string) => {
    const step = stepOfField(field);
    return step ? pathOf(step) : null;
  };
  const price = !invalid && roll && Number(roll.price) > 0 ? bundlePriceFromRoll(Number(roll.price), Number(draft.length)) : null;

  return (
    <Stack data-testid="roll-upload" data-upload-state={phase}>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder verticalSpacing="xs" layout="fixed" aria-label="Summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="28%">Field</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const messages = row.errorFields.flatMap((f) => errors[f] ?? []);
              const link = linkFor(row.field);
              return (
                <Table.Tr key={row.field} data-field={row.field} data-error={messages.length > 0 || undefined} style={messages.length > 0 ? { background: 'var(--mantine-color-orange-1)' } : undefined}>
                  <Table.Td>{link ? <Anchor component={Link} to={link}>{row.label}</Anchor> : row.label}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.value}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {messages.map((m) => (
                      <Text key={m} size="sm" c="orange.9">
                        {link ? <Anchor component={Link} to={link} c="orange.9">{m}</Anchor> : m}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {price !== null && phase !== 'success' && <Text size="sm">The bundle will be priced {formatPrice(price)}.</Text>}
      <Banner phase={phase} draft={draft} reason={attempt?.phase === 'failed' ? attempt.reason : ''} />
      <Group>
        {(phase === 'ready' || phase === 'invalid' || phase === 'uploading') && (
          <Button size="md" disabled={invalid || busy} loading={busy} onClick={() => void upload()}>
            Upload
          </Button>
        )}
        {attempt?.phase === 'failed' && attempt.retryable && (
          <Button size="md" onClick={() => void upload()}>
            Retry
          </Button>
        )}
        {phase === 'success' && (
          <Button size="md" onClick={() => void printBundleLabel(draft.result)}>
            Print label
          </Button>
        )}
        {(phase === 'success' || phase === 'failed') && (
          <Button size="md" variant="default" onClick={() => reset({})}>
            Start new
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Banner({ phase, draft, reason }: { phase: Phase; draft: RollToBundleDraft; reason: string }) {
  switch (phase) {
    case 'invalid':
      return <StatusBanner tone="invalid">{UPLOAD_MESSAGES.fixAllErrors}</StatusBanner>;
    case 'ready':
      return <StatusBanner tone="ready">{UPLOAD_MESSAGES.ready}</StatusBanner>;
    case 'uploading':
      return <StatusBanner tone="busy">{CONVERT_TEXTS.uploading}</StatusBanner>;
    case 'success':
      return (
        <StatusBanner tone="success" title={UPLOAD_MESSAGES.successTitle}>
          {draft.result ? CONVERT_TEXTS.success(draft.result.sku, draft.result.length, draft.result.price) : ''}
        </StatusBanner>
      );
    case 'failed':
      return (
        <StatusBanner tone="failed" title={UPLOAD_MESSAGES.failed}>
          {reason || UPLOAD_MESSAGES.noReason}
        </StatusBanner>
      );
  }
}
