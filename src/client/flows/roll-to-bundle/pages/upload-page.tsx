import { Link } from 'react-router';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { UPLOAD_MESSAGES } from '../../../../shared/messages/upload';
import { bundlePriceFromRoll } from '../../../../shared/pricing/bundle-price';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { rollToBundleSchema } from '../../../../shared/schemas/roll-to-bundle';
import { convertRollToBundle, type BundleResult } from '../../../api/roll-to-bundle';
import { printBundleLabel } from '../../../labels/print-label';
import { succeeded } from '../../../submission/submission-machine';
import { SubmissionReview } from '../../../submission/submission-review';
import { useSubmission } from '../../../submission/use-submission';
import type { StepProps } from '../../../wizard/wizard-types';
import { pickedRoll, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

export const CONVERT_TEXTS = {
  uploading: '...Converting the roll to a bundle.',
  success: (sku: string, length: number, price: string) => `SKU ${sku} is now a bundle of ${length} m at ${formatPrice(Number(price))}.`,
} as const;

const successText = (result: BundleResult) => CONVERT_TEXTS.success(result.sku, result.length, result.price);

const dash = (v: string | undefined) => (v?.trim() ? v : '-');

/**
 * The summary table (name, SKU, length; errors link back to their step), the upload button and the
 * states of spec 001 'Roll-to-bundle states'. Success is read from the draft, so it survives a reload.
 */
export function UploadPage(props: P) {
  const { draft, draftId, update, errors, pathOf, stepOfField, reset } = props;
  const roll = pickedRoll(draft);
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
    texts: { success: (result) => ({ title: UPLOAD_MESSAGES.successTitle, message: successText(result) }), failed: UPLOAD_MESSAGES.failed },
  });

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
    <SubmissionReview
      testId="roll-upload"
      submission={convert}
      banners={{
        invalid: UPLOAD_MESSAGES.fixAllErrors,
        ready: UPLOAD_MESSAGES.ready,
        busy: { uploading: CONVERT_TEXTS.uploading },
        success: { title: UPLOAD_MESSAGES.successTitle, body: draft.result ? successText(draft.result) : '' },
      }}
      // Retry only where trying again can help: no answer, or a 5xx (docs/decisions.md D47).
      buttons={{ submit: 'Upload', retry: 'Retry' }}
      actions={
        <>
          {convert.phase === 'success' && (
            <Button size="md" onClick={() => void printBundleLabel(draft.result)}>
              Print label
            </Button>
          )}
          {(convert.phase === 'success' || convert.phase === 'failed') && (
            <Button size="md" variant="default" onClick={() => reset({})}>
              Start new
            </Button>
          )}
        </>
      }
    >
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
                <Table.Tr
                  key={row.field}
                  data-field={row.field}
                  data-error={messages.length > 0 || undefined}
                  style={messages.length > 0 ? { background: 'var(--mantine-color-orange-1)' } : undefined}
                >
                  <Table.Td>
                    {link ? (
                      <Anchor component={Link} to={link}>
                        {row.label}
                      </Anchor>
                    ) : (
                      row.label
                    )}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.value}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    {messages.map((m) => (
                      <Text key={m} size="sm" c="orange.9">
                        {link ? (
                          <Anchor component={Link} to={link} c="orange.9">
                            {m}
                          </Anchor>
                        ) : (
                          m
                        )}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {price !== null && convert.phase !== 'success' && <Text size="sm">The bundle will be priced {formatPrice(price)}.</Text>}
    </SubmissionReview>
  );
}
