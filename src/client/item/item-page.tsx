import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { productRecordBySku } from '../api/product-record';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { ScanButton } from '../scan/camera-scan';
import { ItemView } from './item-view';
import { itemQueryKey, lookupFailure, readSku } from './item-lookup';
import { ITEM_TEXT } from './item-text';

/**
 * Find an item (issue 19 item 2): a label scanned by the camera or a handheld scanner (which types
 * the code and Enter), or a SKU typed, opens the product it belongs to, as the shop holds it now,
 * and reprints its label. The SKU rides in the URL (`/item?sku=...`), so Recent uploads can link
 * here and a reload shows the same product. The field empties after each look-up and keeps the
 * focus: the next label goes straight into it.
 */
export function ItemPage() {
  const [params, setParams] = useSearchParams();
  const wanted = readSku(params.get('sku'));
  const sku = wanted && 'sku' in wanted ? wanted.sku : null;
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const query = useQuery({
    queryKey: itemQueryKey(sku ?? ''),
    queryFn: ({ signal }) => productRecordBySku(sku ?? '', signal),
    enabled: sku !== null,
  });

  useEffect(() => field.current?.focus(), []);

  function look(raw: string) {
    const read = readSku(raw);
    if (!read) return;
    if ('error' in read) {
      setFieldError(read.error);
      return;
    }
    setFieldError(null);
    setValue('');
    // Scanning label after label would otherwise fill Back with every one of them.
    if (read.sku === sku) void query.refetch();
    else setParams({ sku: read.sku }, { replace: true });
    // After the camera's dialog closes, focus goes back to the field for the next label.
    requestAnimationFrame(() => field.current?.focus());
  }

  const failure = query.error ? lookupFailure(query.error) : null;
  return (
    <Stack maw={640} mx="auto" mt="md" gap="md">
      <ShellTitle>{ITEM_TEXT.title}</ShellTitle>
      <Title order={1} size="h3">
        {ITEM_TEXT.title}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          look(value);
        }}
      >
        <Stack gap="xs">
          <TextInput
            ref={field}
            label={ITEM_TEXT.field}
            description={ITEM_TEXT.hint}
            inputMode="numeric"
            enterKeyHint="search"
            autoComplete="off"
            size="lg"
            value={value}
            error={fieldError}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          {/* A phone's numeric keypad may have no Enter key: Find does what Enter does. */}
          <Group grow align="flex-start" gap="xs">
            <Button type="submit" mih={TAP_TARGET_PX}>
              {ITEM_TEXT.find}
            </Button>
            <Stack gap="xs">
              <ScanButton onCode={look} />
            </Stack>
          </Group>
        </Stack>
      </form>
      {wanted && 'error' in wanted && (
        <Alert color="orange" role="alert">
          {wanted.error}
        </Alert>
      )}
      {sku !== null && query.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{PRODUCT_RECORD_MESSAGES.loading}</Text>
        </Group>
      )}
      {failure && (
        <Alert color={failure.canRetry ? 'red' : 'orange'} role="alert">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{failure.message}</Text>
            {failure.canRetry && (
              <Button variant="light" mih={TAP_TARGET_PX} loading={query.isFetching} onClick={() => void query.refetch()}>
                {ITEM_TEXT.retry}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {/* Keyed by product: an Undo offered for one item never shows on the next one scanned. */}
      {query.data && sku !== null && !failure && <ItemView key={query.data.productId} product={query.data} scannedSku={sku} />}
    </Stack>
  );
}
