import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { SUBCATEGORY_FIELD } from '../../../../shared/catalogue/boxes';
import { ownValue } from '../../../../shared/own-key';
import { BOX_MESSAGES } from '../../../../shared/messages/boxes';
import { boxCreateBody, type BoxRecord } from '../../../../shared/schemas/box-api';
import { boxBaseCodeOf, emptyBoxDraft, NEW_BOX_REQUIRED, subcategoryOf, type BoxDraft } from '../../../../shared/schemas/box-draft';
import { createBox, previewBoxCount } from '../../../api/boxes';
import { ApiError } from '../../../api/client';
import { messageOf, succeeded } from '../../../submission/submission-machine';
import { SubmissionReview } from '../../../submission/submission-review';
import { useSubmission } from '../../../submission/use-submission';
import type { StepProps } from '../../../wizard/wizard-types';
import { useBoxes } from '../box-context';
import { useBoxLabel } from '../box-label';
import { KeptNote } from '../kept-note';
import { rememberBoxSize } from '../new-box';
import { TAP_TARGET_PX } from '../../../app/theme';

type P = StepProps<BoxDraft>;

/** A link is tapped with a thumb: it fills its cell at least 44 px high (issue 17). */
const TARGET = { display: 'flex', alignItems: 'center', minHeight: TAP_TARGET_PX } as const;

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
  const boxLabel = useBoxLabel();
  const base = boxBaseCodeOf(draft);
  const body = boxCreateBody(draft);
  const ready = draft.isNewBox === 'yes' && Object.keys(errors).length === 0 && base !== null && body !== null;
  const expected = useExpectedCount(ready && !created ? base : null);
  const create = useSubmission<BoxRecord, 'creating'>({
    key: draftId,
    invalid: !ready,
    firstStep: 'creating',
    saved: created ? { status: 'success' } : null,
    // One call, keyed by the draft: tapping again after a lost answer gets this same box back.
    submit: async () => (body ? succeeded(await createBox(body, draftId)) : { outcome: 'failed', error: NEW_BOX_REQUIRED }),
    onSuccess: (box) => {
      setCreated({ draftId, box });
      rememberBoxSize(box.boxSize);
      void reload();
    },
    texts: { success: (box) => ({ title: BOX_MESSAGES.createdToast, message: box.boxID }), failed: BOX_MESSAGES.errorTitle },
    policy: {
      // No answer at all (the Wi-Fi dropped): the box may exist already, and tapping again is safe.
      describe: (error) => (error instanceof ApiError && error.status === 0 ? BOX_MESSAGES.createNoAnswer : messageOf(error)),
      // Always: the key makes a repeat safe, and a creation still in flight (409) asks to try again.
      retryable: () => true,
    },
    print: (box) => boxLabel.print(box),
  });

  const labelMade = created !== null && boxLabel.sentFor === created.boxID;

  function newEntry() {
    setCreated(null);
    setUpdated(null);
    boxLabel.forget();
    reset(emptyBoxDraft());
    void reload();
  }

  return (
    <SubmissionReview
      testId="box-summary"
      submission={create}
      banners={{
        success: {
          title: BOX_MESSAGES.createdBanner,
          body: created && (
            <Stack gap="xs" data-testid="box-created">
              <Title order={2} size="h1" data-testid="created-box-id">
                {created.boxID}
              </Title>
              <Text>
                {[created.productType, created.subA, created.subB].filter(Boolean).join(' › ')} · {created.boxSize}
              </Text>
              {boxLabel.sentFor === created.boxID && (
                <Text size="sm" role="status">
                  {BOX_MESSAGES.labelEmailed(created.boxID)}
                </Text>
              )}
              <KeptNote box={created} />
            </Stack>
          ),
        },
      }}
      buttons={{ submit: 'Submit New Box', retry: 'Submit New Box', submitAndPrint: BOX_MESSAGES.submitAndCreateLabel }}
      actions={
        created && (
          <>
            {/* Once this box's label is made (Submit and Create Label did it), the next box is what
                comes next: Create Label stays for a second copy, no longer the button that stands out. */}
            <Button
              size="md"
              mih={TAP_TARGET_PX}
              variant={labelMade ? 'default' : 'filled'}
              loading={boxLabel.busy}
              onClick={() => void boxLabel.print(created)}
            >
              {BOX_MESSAGES.createLabel}
            </Button>
            <Button size="md" mih={TAP_TARGET_PX} variant={labelMade ? 'filled' : 'default'} onClick={newEntry}>
              {BOX_MESSAGES.newSupplyEntry}
            </Button>
          </>
        )
      }
    >
      {!created && <BoxSummary draft={draft} errors={errors} pathOf={pathOf} stepOfField={stepOfField} base={base} expected={expected} />}
    </SubmissionReview>
  );
}

/** The new box's choices (each linking to its step, with its errors) and the Box ID it would get. */
function BoxSummary({
  draft,
  errors,
  pathOf,
  stepOfField,
  base,
  expected,
}: Pick<P, 'draft' | 'errors' | 'pathOf' | 'stepOfField'> & { base: string | null; expected: number | null }) {
  return (
    <>
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
                    <Anchor component={Link} to={pathOf(step)} style={TARGET}>
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
    </>
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
