import { Stack, Table, Text, Title } from '@mantine/core';
import type { FieldChange } from '../../shared/edit/record-changes';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';

/** Long values (a feel, a list of uses) wrap inside their cell on a phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * Changes to a product as staff read them, one row each: the field, what it was, what it is (or
 * will be), under a heading that says whose changes they are. The Save changes page, a refused
 * save and a saved one all list them this way.
 */
export function ChangesList({ changes, label, testId }: { changes: readonly FieldChange[]; label: string; testId: string }) {
  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Title order={2} size="h5">
        {label}
      </Title>
      <Table withTableBorder fz="sm" horizontalSpacing={8} layout="fixed" aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="32%">{EDIT_PAGE_TEXT.field}</Table.Th>
            <Table.Th>{EDIT_PAGE_TEXT.before}</Table.Th>
            <Table.Th>{EDIT_PAGE_TEXT.after}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field} data-change={c.field}>
              <Table.Td style={WRAP}>
                <Text size="sm" fw={600} span>
                  {c.label}
                </Text>
              </Table.Td>
              <Table.Td style={WRAP} data-column="before">
                {c.before}
              </Table.Td>
              <Table.Td style={WRAP} data-column="after">
                {c.after}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
