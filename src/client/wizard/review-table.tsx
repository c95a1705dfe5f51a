import { Link } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import { displayValue } from '../../shared/display-value';
import type { FieldErrors } from '../../shared/schemas/validate';

/** Long words are hyphenated where English allows, and broken only when a word cannot fit at all. */
const WRAP = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

type ReviewTableProps = {
  product: Record<string, unknown>;
  labels: Readonly<Record<string, string>>;
  variantedFields: readonly string[];
} & (
  | {
      readOnly?: false;
      errors: FieldErrors;
      /** Where a field or an error's exact path ('lengthM.2') is edited; each error links to its own. */
      linkFor: (path: string) => string | null;
      /** Names the part of a field an error path is about ('Variant 3'), shown before its message. */
      partOf?: (path: string) => string | null;
    }
  /** An uploaded item: nothing links back to a step and there are no errors to show, so no Errors column. */
  | { readOnly: true }
);

const NO_ERRORS: FieldErrors = {};
const noLink = () => null;

/** Field (links to its page), Is variant field?, Value, Errors; error rows orange (spec 000 section 2). */
export function ReviewTable(props: ReviewTableProps) {
  const { product, labels, variantedFields, readOnly } = props;
  const errors = readOnly ? NO_ERRORS : props.errors;
  const linkFor = readOnly ? noLink : props.linkFor;
  const partOf = readOnly ? noLink : (props.partOf ?? noLink);
  const errorsOf = (field: string) =>
    Object.entries(errors)
      .filter(([path]) => path === field || path.startsWith(`${field}.`))
      .flatMap(([path, list]) => list.map((message) => ({ path, message, part: partOf(path) })));
  const shown = new Set(Object.keys(labels));
  const stray = Object.entries(errors).filter(([path]) => !shown.has(path.split('.')[0] ?? path));
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing={6} fz="sm" aria-label="Review" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            {/* Narrow Yes/No column, so values and messages keep whole words on a phone. */}
            <Table.Th w={readOnly ? '36%' : '28%'}>Field</Table.Th>
            <Table.Th w={readOnly ? '20%' : '16%'} style={WRAP}>
              Is variant field?
            </Table.Th>
            <Table.Th w={readOnly ? '44%' : '30%'}>Value</Table.Th>
            {!readOnly && <Table.Th w="26%">Errors</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(labels).map(([field, label]) => {
            const messages = errorsOf(field);
            // The field's name leads to where its first error is fixed, else to the field's page.
            const link = linkFor(messages[0]?.path ?? field);
            if (!Object.hasOwn(product, field) && messages.length === 0) return null;
            return (
              <Table.Tr
                key={field}
                data-field={field}
                data-error={messages.length > 0 || undefined}
                style={messages.length > 0 ? { background: 'var(--mantine-color-orange-1)' } : undefined}
              >
                <Table.Td style={WRAP}>
                  {link ? (
                    <Anchor component={Link} to={link}>
                      {label}
                    </Anchor>
                  ) : (
                    label
                  )}
                </Table.Td>
                <Table.Td>{variantedFields.includes(field) ? 'Yes' : 'No'}</Table.Td>
                <Table.Td style={WRAP}>{displayValue(field, product[field], labels)}</Table.Td>
                {!readOnly && (
                  <Table.Td style={WRAP}>
                    {messages.map(({ path, message, part }) => {
                      const text = part ? `${part}: ${message}` : message;
                      const to = linkFor(path);
                      return (
                        <Text key={`${path}:${message}`} size="sm" c="orange.9" data-error-path={path}>
                          {to ? (
                            <Anchor component={Link} to={to} c="orange.9">
                              {text}
                            </Anchor>
                          ) : (
                            text
                          )}
                        </Text>
                      );
                    })}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {stray.map(([path, messages]) => (
            <Table.Tr key={path} style={{ background: 'var(--mantine-color-orange-1)' }}>
              <Table.Td>{path || 'Form'}</Table.Td>
              <Table.Td>No</Table.Td>
              <Table.Td>-</Table.Td>
              <Table.Td>{messages.join(' ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
