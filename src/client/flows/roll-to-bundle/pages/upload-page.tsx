import { Link } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import { bundlePriceFromRoll } from '../../../../shared/pricing/bundle-price';
import { formatPrice } from '../../../../shared/pricing/price-choices';
import { TAP_TARGET_PX } from '../../../app/theme';
import type { StepProps } from '../../../wizard/wizard-types';
import { ERROR_ROW } from '../../../wizard/review-table';
import { ConvertPanel } from '../convert-panel';
import { pickedRoll, type RollToBundleDraft } from '../roll-to-bundle-draft';

type P = StepProps<RollToBundleDraft>;

/** A link is tapped with a thumb: it fills its cell at least 44 px high (issue 17). */
const TARGET = { display: 'flex', alignItems: 'center', minHeight: TAP_TARGET_PX } as const;

const dash = (v: string | undefined) => (v?.trim() ? v : '-');

/**
 * The summary table (name, SKU, length; errors link back to their step) above the conversion. The
 * length page converts too; this page is where a draft with errors shows them all.
 */
export function UploadPage(props: P) {
  const { draft, errors, stepOfField, pathOf } = props;
  const roll = pickedRoll(draft);
  const invalid = Object.keys(errors).length > 0;
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
    <ConvertPanel step={props} showInvalid>
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
                  style={messages.length > 0 ? ERROR_ROW : undefined}
                >
                  <Table.Td>
                    {link ? (
                      <Anchor component={Link} to={link} c={messages.length > 0 ? 'orange.9' : undefined} style={TARGET}>
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
                          <Anchor component={Link} to={link} c="orange.9" style={TARGET}>
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
      {price !== null && !draft.result && <Text size="sm">The bundle will be priced {formatPrice(price)}.</Text>}
    </ConvertPanel>
  );
}
