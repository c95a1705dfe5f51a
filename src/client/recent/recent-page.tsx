import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { toastError } from '../app/toasts';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { printBatchLabels, printProductLabel } from '../labels/print-label';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { RECENT_QUERY, recentProducts, type RecentProduct } from '../api/recent';
import { itemHref } from '../item/item-lookup';
import { useHandheldScanner } from '../scan/handheld-scanner';
import { ScanButton } from '../scan/camera-scan';
import { labelPageCount, todaysUploads } from './selection';
import { scanAction, searchRecent, searchStatus, skuToOpen } from './recent-search';
import { RECENT_TEXT } from './recent-text';

/**
 * Recent uploads: the newest products in the shop with their main photo, title, SKUs and prices,
 * so staff on the embedded shop can see what went up and reprint labels: one product's, or a batch
 * of chosen products' in one document (issue 19 item 4). Search narrows the cards by title or SKU;
 * a label scanned (handheld scanner or camera), Enter on a listed SKU, or a card's Open opens the
 * product's item page (issue 19 items 1 and 2).
 */
export function RecentPage() {
  // Read again on every visit (a product uploaded a moment ago belongs here); leaving cancels it.
  const query = useQuery({ queryKey: RECENT_QUERY, queryFn: ({ signal }) => recentProducts(signal) });
  const products = query.data;
  const error = query.error?.message ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  // The batch keeps working on every product: a choice stays chosen while Search hides its card.
  const shown = products ? searchRecent(products, search) : undefined;

  const scanned = (code: string) => {
    const action = scanAction(code);
    if ('open' in action) void navigate(itemHref(action.open));
    else setSearch(action.search);
  };
  useHandheldScanner(scanned);

  const toggle = (productId: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });

  return (
    <Stack maw={960} mx="auto">
      <ShellTitle>{RECENT_TEXT.title}</ShellTitle>
      <Title order={1} size="h3">
        {RECENT_TEXT.title}
      </Title>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const sku = products ? skuToOpen(products, search) : null;
          if (sku !== null) void navigate(itemHref(sku));
        }}
      >
        {/* Scan under the field, not beside it: its notice (no camera on plain http) needs the width. */}
        <Stack gap="xs" align="flex-start">
          <TextInput
            w="100%"
            type="search"
            label={RECENT_TEXT.searchLabel}
            description={RECENT_TEXT.searchHint}
            enterKeyHint="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            styles={{ input: { minHeight: TAP_TARGET_PX } }}
          />
          <ScanButton onCode={scanned} />
          {/* Always there, so a screen reader hears the count change as Search narrows the cards; below
              Scan, so the button does not move as the text comes and goes. */}
          <Text size="sm" role="status" data-testid="search-summary">
            {shown && products ? searchStatus(search, shown.length, products.length) : ''}
          </Text>
        </Stack>
      </form>
      {error && (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
              {RECENT_TEXT.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {!products && !error && <Loader role="status" aria-label={RECENT_TEXT.loading} />}
      {products?.length === 0 && <Text>{RECENT_TEXT.empty}</Text>}
      {products && products.length > 0 && (
        <BatchBar products={products} selected={selected} onSelect={(ids) => setSelected(new Set(ids))} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {shown?.map((p) => (
          <RecentCard key={p.productId} product={p} selected={selected.has(p.productId)} onSelect={(on) => toggle(p.productId, on)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Labels are made from the shop's record, as the upload panel makes them. */
async function reprint(product: RecentProduct) {
  try {
    await printProductLabel(product);
  } catch (error) {
    toastError(LABEL_NOT_MADE, error);
  }
}

/** The batch: a shortcut to today's uploads, whether copies follow quantity, and one Print for all chosen. */
function BatchBar({
  products,
  selected,
  onSelect,
}: {
  products: readonly RecentProduct[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[]) => void;
}) {
  const [copiesPerQuantity, setCopiesPerQuantity] = useState(false);
  const [printing, setPrinting] = useState(false);
  const chosen = products.filter((p) => selected.has(p.productId));
  const today = todaysUploads(products);
  const pages = labelPageCount(chosen, copiesPerQuantity);

  const print = async () => {
    setPrinting(true);
    try {
      await printBatchLabels(chosen, { copiesPerQuantity });
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="batch-bar">
      <Stack gap="xs">
        <Group gap="xs">
          <Button variant="light" mih={TAP_TARGET_PX} disabled={today.length === 0} onClick={() => onSelect(today)}>
            {RECENT_TEXT.todaysUploads}
          </Button>
          <Button variant="subtle" mih={TAP_TARGET_PX} disabled={chosen.length === 0} onClick={() => onSelect([])}>
            {RECENT_TEXT.clearSelection}
          </Button>
        </Group>
        <Switch
          label={RECENT_TEXT.copiesPerQuantity}
          description={RECENT_TEXT.copiesPerQuantityHint}
          checked={copiesPerQuantity}
          onChange={(e) => setCopiesPerQuantity(e.currentTarget.checked)}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" aria-live="polite" data-testid="batch-summary">
            {chosen.length === 0 ? RECENT_TEXT.chooseForBatch : RECENT_TEXT.batchSummary(chosen.length, pages)}
          </Text>
          <Button mih={TAP_TARGET_PX} disabled={chosen.length === 0} loading={printing} onClick={() => void print()}>
            {RECENT_TEXT.printSelected}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RecentCard({ product, selected, onSelect }: { product: RecentProduct; selected: boolean; onSelect: (on: boolean) => void }) {
  const firstSku = product.variants[0]?.sku;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="recent-product"
      data-product-id={product.productId}
      data-selected={selected}
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section>
        {product.media[0] ? (
          <Image src={product.media[0]} alt={product.title} h={180} fit="cover" />
        ) : (
          <Stack h={180} justify="center" align="center" bg="gray.1">
            <Text c="gray.7">{RECENT_TEXT.noPhotos}</Text>
          </Stack>
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {product.title}
        </Text>
        {/* Never shrunk: a long title squeezed 'Listed' to 'LIS...' on a phone. */}
        <Badge color={product.status === 'ACTIVE' ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {product.status === 'ACTIVE' ? RECENT_TEXT.listed : RECENT_TEXT.draft}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {product.productType} · {RECENT_TEXT.photos(product.media.length)}
      </Text>
      <Stack gap={2} mt="xs">
        {product.variants.map((v) => (
          <Text key={v.sku} size="sm" data-sku={v.sku}>
            {RECENT_TEXT.variant(v.sku, v.price, v.quantity)}
          </Text>
        ))}
      </Stack>
      <Group mt="sm" justify="space-between" wrap="nowrap">
        <Checkbox
          label={RECENT_TEXT.select}
          aria-label={RECENT_TEXT.selectLabel(product.title)}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          styles={{ body: { alignItems: 'center', minHeight: TAP_TARGET_PX } }}
        />
        <Group gap="xs" wrap="nowrap">
          {firstSku && (
            <Button
              component={Link}
              to={itemHref(firstSku)}
              variant="subtle"
              mih={TAP_TARGET_PX}
              aria-label={RECENT_TEXT.openLabel(product.title)}
            >
              {RECENT_TEXT.open}
            </Button>
          )}
          <Button variant="light" mih={TAP_TARGET_PX} onClick={() => void reprint(product)}>
            {RECENT_TEXT.printLabels(product.variants.length)}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
