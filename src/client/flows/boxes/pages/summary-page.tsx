import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { toastError, toastSuccess } from '../../../app/toasts';
import { SUBCATEGORY_FIELD } from '../../../../shared/catalogue/boxes';
import { ownValue } from '../../../../shared/own-key';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import { boxCreateBody } from '../../../../shared/schemas/box-api';
import { boxBaseCodeOf, emptyBoxDraft, NEW_BOX_REQUIRED, subcategoryOf, type BoxDraft } from '../../../../shared/schemas/box-draft';
import { createBox, previewBoxCount } from '../../../api/boxes';
import { ApiError } from '../../../api/client';
import type { StepProps } from '../../../wizard/wizard-types';
import { useBoxes } from '../box-context';
import { useBoxLabel } from '../box-label';

type P = StepProps<BoxDraft>;

const showError = (error: unknown) => toastError(BOX_MESSAGES.errorTitle, error);

interface Row {
  field: string;
  label: string;
  value: string | undefined;
}

function rowsOf(d: BoxDraft): Row[] {
  const rows: Row[] = [
    { field: 'isNewBox', label: 'New Box?', value: d.isNewBox === 'yes' ? 'Yes' : 'No' },
    { field: 'supplyType', label: 'Supply type', value: d.supplyType },
    { field: 'boxSize', label: 'Size of box', value: d.boxSize },
  ];
  if (d.supplyType === 'Trim') rows.push({ field: 'trimType', label: 'Trim type', value: d.trimType });
  if (d.supplyType === 'Everything Else') {
    rows.push({ field: 'everythingElseCategory', label: 'Category', value: d.everythingElseCategory });
    const field = ownValue(SUBCATEGORY_FIELD, d.everythingElseCategory);
    if (field) rows.push({ field, label: `${d.everythingElseCategory} category`, value: subcategoryOf(d) });
  }
  return rows;
}

/** summary_page: what the new box will be, its code, and the submit; then the label and a new entry. */
export function SummaryPage({ draft, draftId, errors, pathOf, stepOfField, reset }: P) {
  const { createdFor, setCreated, setUpdated, reload } = useBoxes();
  const created = createdFor(draftId);
  const [busy, setBusy] = useState(false);
  const boxLabel = useBoxLabel();
  const base = boxBaseCodeOf(draft);
  const problems = Object.entries(errors);
  const ready = draft.isNewBox === 'yes' && problems.length === 0 && base !== null && !created;
  const expected = useExpectedCount(ready ? base : null);

  async function submit() {
    if (!base) return;
    setBusy(true);
    try {
      const body = boxCreateBody(draft);
      if (!body) throw new Error(NEW_BOX_REQUIRED);
      // One call, keyed by the draft: tapping again after a lost answer gets this same box back.
      const box = await createBox(body, draftId);
      toastSuccess(BOX_MESSAGES.createdToast, box.boxID);
      setCreated({ draftId, box });
      void reload();
    } catch (error) {
      // No answer at all (the Wi-Fi dropped): the box may exist already, and tapping again is safe.
      showError(error instanceof ApiError && error.status === 0 ? BOX_MESSAGES.createNoAnswer : error);
    } finally {
      setBusy(false);
    }
  }

  function newEntry() {
    setCreated(null);
    setUpdated(null);
    boxLabel.forget();
    reset(emptyBoxDraft());
    void reload();
  }

  if (created) {
    return (
      <Alert color="green" title={BOX_MESSAGES.createdBanner} data-testid="box-created">
        <Stack gap="md">
          <Title order={2} size="h1" data-testid="created-box-id">
            {created.boxID}
          </Title>
          <Text>{[created.productType, created.subA, created.subB].filter(Boolean).join(' › ')} · {created.boxSize}</Text>
          <Group>
            <Button size="md" loading={boxLabel.busy} onClick={() => void boxLabel.print(created)}>
              {BOX_MESSAGES.createLabel}
            </Button>
            <Button size="md" variant="default" onClick={newEntry}>
              {BOX_MESSAGES.newSupplyEntry}
            </Button>
          </Group>
          {boxLabel.sentFor === created.boxID && (
            <Text size="sm" role="status">
              {BOX_MESSAGES.labelEmailed(created.boxID)}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rowsOf(draft).map((row) => {
            const step = stepOfField(row.field);
            const rowErrors = errors[row.field] ?? [];
            return (
              <Table.Tr key={row.field} bg={rowErrors.length ? 'orange.1' : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {step ? (
                    <Anchor component={Link} to={pathOf(step)}>
                      {row.label}
                    </Anchor>
                  ) : (
                    row.label
                  )}
                </Table.Td>
                <Table.Td>
                  {row.value ?? '-'}
                  {rowErrors.map((e) => (
                    <Text key={e} c="red" size="sm">
                      {e}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
          <Table.Tr>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>Box ID</Table.Td>
            <Table.Td data-testid="box-code-preview">
              {base ? (
                <>
                  <Text span fw={700}>
                    {base}-{expected ?? ''}
                  </Text>
                  <Text span c="dimmed" size="sm">
                    {expected === null ? ' (the number after the dash is given on submit)' : ' (expected: the number is given on submit)'}
                  </Text>
                </>
              ) : (
                '-'
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {draft.isNewBox !== 'yes' && (
        <Text c="red" role="alert">
          {NEW_BOX_REQUIRED}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="md" disabled={!ready} loading={busy} onClick={() => void submit()}>
          Submit New Box
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The number the box would get if submitted now (POST /product/box_count, which reserves nothing):
 * someone else may take it first, so the page says it is expected, and the created box shows its own.
 */
function useExpectedCount(base: string | null): number | null {
  const [expected, setExpected] = useState<{ base: string; count: number } | null>(null);
  useEffect(() => {
    if (!base) return;
    const controller = new AbortController();
    // A preview that fails leaves the plain base code: nothing depends on it.
    previewBoxCount(base, controller.signal).then(
      (count) => !controller.signal.aborted && setExpected({ base, count }),
      () => undefined,
    );
    return () => controller.abort();
  }, [base]);
  return base && expected?.base === base ? expected.count : null;
}
