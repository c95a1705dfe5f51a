import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { displayValue } from '../../shared/display-value';
import { isProductType } from '../../shared/catalogue/product-types';
import type { FieldErrors } from '../../shared/schemas/validate';

/** Long words are hyphenated where English allows, and broken only when a word cannot fit at all. */
const WRAP = { overflowWrap: 'break-word', hyphens: 'auto' } as const;
/** An error is tapped with a thumb: its link is at least 44 px high (issue 17 item 4). */
const TARGET = { display: 'block', paddingBlock: 12 } as const;
/** A row holding an error; its text and links are orange.9, the shade that reads on it (axe: 4.5:1). */
export const ERROR_ROW = { background: 'var(--mantine-color-orange-1)' } as const;

type ReviewTableProps = {
  product: Record<string, unknown>;
  labels: Readonly<Record<string, string>>;
  /** The fields that differ per variant; the 'Is variant field?' column shows only when there are some. */
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
  /** An uploaded item: nothing links back to a step and there are no errors to show. */
  | { readOnly: true }
);

const NO_ERRORS: FieldErrors = {};
const noLink = () => null;

interface ErrorLine {
  path: string;
  /** The field's label, or the bare path of an error no row shows. */
  label: string;
  text: string;
  to: string | null;
}

/**
 * The review's errors, then its fields (spec 000 section 2). The errors come first, each a link to
 * where it is fixed, so a phone shows what blocks the upload without scrolling. The fields follow
 * as a compact two-column list (Field, Value), with 'Is variant field?' between them only for an
 * item with variants; a row with errors is orange and its name links to where its first error is
 * fixed, and tapping anywhere on a row goes to its page.
 */
export function ReviewTable(props: ReviewTableProps) {
  const { product, labels, variantedFields, readOnly } = props;
  const kind = isProductType(product.productType) ? product.productType : undefined;
  const navigate = useNavigate();
  const errors = readOnly ? NO_ERRORS : props.errors;
  const linkFor = readOnly ? noLink : props.linkFor;
  const partOf = readOnly ? noLink : (props.partOf ?? noLink);
  const line = (path: string, message: string): ErrorLine => {
    const part = partOf(path);
    const root = path.split('.')[0] ?? path;
    return { path, label: labels[root] ?? (path || 'Form'), text: part ? `${part}: ${message}` : message, to: linkFor(path) };
  };
  const errorsOf = (field: string) =>
    Object.entries(errors)
      .filter(([path]) => path === field || path.startsWith(`${field}.`))
      .flatMap(([path, list]) => list.map((message) => line(path, message)));
  const shown = new Set(Object.keys(labels));
  const stray = Object.entries(errors).filter(([path]) => !shown.has(path.split('.')[0] ?? path));
  const rows = Object.entries(labels).filter(([field]) => Object.hasOwn(product, field) || errorsOf(field).length > 0);
  const allErrors = [...rows.flatMap(([field]) => errorsOf(field)), ...stray.flatMap(([path, list]) => list.map((m) => line(path, m)))];
  const variantColumn = variantedFields.length > 0;

  // Consecutive fields edited on the same page share one block and one link: a tap anywhere on it
  // opens that page, and the list costs a thumb-sized target per page rather than per field.
  const groups = groupBy(
    rows.map(([field, label]) => {
      const messages = errorsOf(field);
      return { field, label, messages, link: linkFor(messages[0]?.path ?? field) };
    }),
    (row) => (readOnly ? row.field : ((linkFor(row.field) ?? row.field).split('#')[0] ?? row.field)),
  );

  /** A tap on a block goes where its link goes (a tap on the link itself is the link's own). */
  const openGroup = (to: string | null) => (event: MouseEvent<HTMLElement>) => {
    if (!to || (event.target as Element).closest('a')) return;
    void navigate(to);
  };

  return (
    <Stack gap="sm">
      {allErrors.length > 0 && <ErrorList lines={allErrors} />}
      <Table withTableBorder withRowBorders={false} horizontalSpacing={8} fz="sm" aria-label="Review" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={variantColumn ? '36%' : '42%'} py={8}>
              Field
            </Table.Th>
            {/* Narrow Yes/No column, so values keep whole words on a phone. */}
            {variantColumn && (
              <Table.Th w="23%" py={8} style={WRAP}>
                Is variant field?
              </Table.Th>
            )}
            <Table.Th py={8}>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {groups.map((group) => {
          // The block's link: where its first error is fixed, else the page of its fields.
          const link = group.find((row) => row.messages.length > 0)?.link ?? group[0]?.link ?? null;
          return (
            <Table.Tbody
              key={group[0]?.field}
              style={{ borderTop: '1px solid var(--table-border-color)', ...(link ? { cursor: 'pointer' } : {}) }}
              onClick={openGroup(link)}
            >
              {group.map(({ field, label, messages }, i) => {
                // A lone field's block is 44 px high; more fields add a line each.
                const pad = readOnly
                  ? { paddingTop: 6, paddingBottom: 6 }
                  : { paddingTop: i === 0 ? 12 : 2, paddingBottom: i === group.length - 1 ? 12 : 2 };
                return (
                  <Table.Tr
                    key={field}
                    data-field={field}
                    data-error={messages.length > 0 || undefined}
                    style={messages.length > 0 ? ERROR_ROW : undefined}
                  >
                    <Table.Td style={{ ...WRAP, ...pad }}>
                      {i === 0 && link ? (
                        <Anchor component={Link} to={link} size="sm" fw={600} c={messages.length > 0 ? 'orange.9' : undefined}>
                          {label}
                        </Anchor>
                      ) : (
                        label
                      )}
                    </Table.Td>
                    {variantColumn && <Table.Td style={pad}>{variantedFields.includes(field) ? 'Yes' : 'No'}</Table.Td>}
                    <Table.Td style={{ ...WRAP, ...pad }} data-column="value">
                      {displayValue(field, product[field], labels, kind)}
                      {/* Said here as text: the list above links each one, and the block links to the first. */}
                      {messages.map(({ path, text }) => (
                        <Text key={`${path}:${text}`} size="sm" c="orange.9" data-error-path={path}>
                          {text}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          );
        })}
        {stray.length > 0 && (
          <Table.Tbody style={{ borderTop: '1px solid var(--table-border-color)' }}>
            {stray.map(([path, messages]) => (
              <Table.Tr key={path} style={ERROR_ROW} data-error>
                <Table.Td style={WRAP}>{path || 'Form'}</Table.Td>
                {variantColumn && <Table.Td>No</Table.Td>}
                <Table.Td style={WRAP} data-column="value">
                  -
                  <Text size="sm" c="orange.9">
                    {messages.join(' ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        )}
      </Table>
    </Stack>
  );
}

/** Consecutive items with the same key, in order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups: T[][] = [];
  let last: string | undefined;
  for (const item of items) {
    const k = key(item);
    const open = groups.at(-1);
    if (open && k === last) open.push(item);
    else groups.push([item]);
    last = k;
  }
  return groups;
}

/** What blocks the upload, first on the page: each error names its field and links to where it is fixed. */
function ErrorList({ lines }: { lines: readonly ErrorLine[] }) {
  return (
    <Stack
      gap={0}
      component="section"
      aria-label="Errors to fix"
      data-testid="review-errors"
      p="xs"
      style={{ ...ERROR_ROW, borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-orange-3)' }}
    >
      <Text fw={700} size="sm">
        {lines.length === 1 ? '1 error to fix' : `${lines.length} errors to fix`}
      </Text>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {lines.map(({ path, label, text, to }) => {
          // The message mostly names its field already ('Length (m) is required'); say it once.
          const words = text.includes(label) ? text : `${label}: ${text}`;
          return (
            <li key={`${path}:${text}`} data-review-error={path}>
              {to ? (
                <Anchor component={Link} to={to} c="orange.9" size="sm" underline="always" style={TARGET}>
                  {words}
                </Anchor>
              ) : (
                <Text size="sm" c="orange.9" py={12}>
                  {words}
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
