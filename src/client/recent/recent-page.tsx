import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  Image,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PRODUCT_TYPE_DISPLAY, PRODUCT_TYPES, isProductType } from '../../shared/catalogue/product-types';
import { LISTING_STATUS_TEXT } from '../../shared/messages/product-edit';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { foldSearch, RECENT_SEARCH_MAX } from '../../shared/schemas/recent';
import { toastError } from '../app/toasts';
import { printBatchLabels, printProductLabel } from '../labels/print-label';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { RECENT_QUERY, recentPage, type RecentEntry, type RecentProduct } from '../api/recent';
import { itemHref } from '../item/item-lookup';
import { whenText } from '../item/item-history';
import { useHandheldScanner } from '../scan/handheld-scanner';
import { ScanButton } from '../scan/camera-scan';
import { labelPageCount, todaysUploads } from './selection';
import { scanAction, searchStatus, skuToOpen } from './recent-search';
import { isNarrowed, readRecentView, recentRequest, recentViewParams, startOfDay, type RecentView } from './recent-view';
import { RECENT_TEXT } from './recent-text';
import { LoadingStatus } from '../widgets/loading-status';

/** Typing settles for this long before the server is asked: one request per word, not per key. */
const SEARCH_SETTLE_MS = 300;

/**
 * Recent uploads: Selvage's listings, newest first and a page at a time, each with its main photo,
 * title, SKUs, prices, who listed it and when, so staff can see what went up and reprint labels:
 * one product's, or a batch of chosen products' in one document (issue 19 item 4). Search (part of
 * a title, or a whole SKU) and the filters (Mine, Today, kind) ask the server over every listing
 * and live in the address, so a reload and Back keep them (issue 27 item 6). A label scanned, Enter
 * on a SKU found, or a card's Open opens the product's item page (issue 19 items 1 and 2).
 */
export function RecentPage() {
  const [params, setParams] = useSearchParams();
  const view = readRecentView(params);
  const navigate = useNavigate();
  // In the key: a page left open past midnight asks for the new day's Today.
  const day = startOfDay(new Date());
  const query = useInfiniteQuery({
    queryKey: [...RECENT_QUERY, view, view.today ? day : null],
    queryFn: ({ pageParam, signal }) => recentPage(recentRequest(view, new Date(day), pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // The cards on screen stay while the next search loads: the grid does not blink at every word.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const entries = pages?.flatMap((p) => p.products);
  const total = pages?.at(-1)?.total ?? 0;
  const error = query.error?.message ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The batch works on the cards loaded: a choice stays chosen while a search hides its card.
  const [chosen, setChosen] = useState<ReadonlyMap<string, RecentProduct>>(new Map());

  const change = (next: Partial<RecentView>) =>
    setParams((before) => recentViewParams({ ...readRecentView(before), ...next }), { replace: true });

  // What the field shows; the address holds what was last searched.
  const [text, setText] = useState(view.q);
  const [searched, setSearched] = useState(view.q);
  if (searched !== view.q) {
    // Back or a reload brought another search: the field shows it (unless it is what was just typed).
    setSearched(view.q);
    if (foldSearch(text) !== foldSearch(view.q)) setText(view.q);
  }
  const search = useDebouncedCallback((q: string) => change({ q }), SEARCH_SETTLE_MS);

  // Enter on a SKU whose search has not been answered yet: opened when the answer finds it.
  const pendingOpen = useRef<string | null>(null);
  const answered = query.isPlaceholderData ? undefined : pages?.[0];
  useEffect(() => {
    const wanted = pendingOpen.current;
    if (wanted === null || !answered || foldSearch(view.q) !== foldSearch(wanted)) return;
    pendingOpen.current = null;
    const sku = skuToOpen(answered.products, wanted);
    if (sku !== null) void navigate(itemHref(sku));
  }, [answered, view.q, navigate]);

  const submit = () => {
    search.cancel();
    if (answered && foldSearch(view.q) === foldSearch(text)) {
      const sku = skuToOpen(answered.products, text);
      if (sku !== null) void navigate(itemHref(sku));
      return;
    }
    pendingOpen.current = text;
    change({ q: text });
  };

  const scanned = (code: string) => {
    const action = scanAction(code);
    if ('open' in action) void navigate(itemHref(action.open));
    else {
      search.cancel();
      setText(action.search);
      change({ q: action.search });
    }
  };
  useHandheldScanner(scanned);

  const toggle = (product: RecentProduct, on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(product.productId);
      else next.delete(product.productId);
      return next;
    });
    setChosen((before) => new Map(before).set(product.productId, product));
  };
  const held = entries?.filter((e): e is RecentProduct => e.held) ?? [];
  const selectProducts = (ids: readonly string[]) => {
    setSelected(new Set(ids));
    setChosen((before) => {
      const next = new Map(before);
      for (const p of held) if (ids.includes(p.productId)) next.set(p.productId, p);
      return next;
    });
  };
  const batch = [...selected].flatMap((id) => chosen.get(id) ?? []);
  const narrowed = isNarrowed(view);

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
          submit();
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
            maxLength={RECENT_SEARCH_MAX}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              search(event.currentTarget.value);
            }}
            styles={{ input: { minHeight: TAP_TARGET_PX } }}
          />
          <ScanButton onCode={scanned} />
        </Stack>
      </form>
      <Group gap="xs" role="group" aria-label={RECENT_TEXT.filters} align="flex-end">
        <Chip
          checked={view.mine}
          onChange={(on) => change({ mine: on })}
          size="md"
          variant="outline"
          styles={{ label: { minHeight: TAP_TARGET_PX } }}
        >
          {RECENT_TEXT.mine}
        </Chip>
        <Chip
          checked={view.today}
          onChange={(on) => change({ today: on })}
          size="md"
          variant="outline"
          styles={{ label: { minHeight: TAP_TARGET_PX } }}
        >
          {RECENT_TEXT.today}
        </Chip>
        <NativeSelect
          aria-label={RECENT_TEXT.kind}
          value={view.kind ?? ''}
          onChange={(event) => {
            const kind = event.currentTarget.value;
            change({ kind: isProductType(kind) ? kind : null });
          }}
          data={[{ value: '', label: RECENT_TEXT.allKinds }, ...PRODUCT_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_DISPLAY[t] }))]}
          styles={{ input: { minHeight: TAP_TARGET_PX } }}
        />
      </Group>
      {/* Always there, so a screen reader hears the count change as search and filters narrow the list. */}
      <Group gap="xs" mih={20}>
        <Text size="sm" role="status" data-testid="search-summary">
          {entries && !query.isPlaceholderData ? searchStatus(narrowed ? view : null, entries.length, total) : ''}
        </Text>
        {query.isPlaceholderData && <Loader size="xs" aria-hidden />}
      </Group>
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
      {!entries && !error && <LoadingStatus label={RECENT_TEXT.loading} />}
      {entries?.length === 0 && !narrowed && <Text>{RECENT_TEXT.empty}</Text>}
      {held.length > 0 && <BatchBar shown={held} chosen={batch} onSelect={selectProducts} />}
      {/* The cards of the last search stay, at full contrast, while the next one loads: the grid is busy, not faded. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={query.isPlaceholderData}>
        {entries?.map((entry) =>
          entry.held ? (
            <RecentCard
              key={entry.productId}
              product={entry}
              selected={selected.has(entry.productId)}
              onSelect={(on) => toggle(entry, on)}
            />
          ) : (
            <GoneCard key={entry.productId} entry={entry} />
          ),
        )}
      </SimpleGrid>
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="light" mih={TAP_TARGET_PX} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {RECENT_TEXT.loadMore}
          </Button>
        </Group>
      )}
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
  shown,
  chosen,
  onSelect,
}: {
  shown: readonly RecentProduct[];
  chosen: readonly RecentProduct[];
  onSelect: (ids: readonly string[]) => void;
}) {
  const [copiesPerQuantity, setCopiesPerQuantity] = useState(false);
  const [printing, setPrinting] = useState(false);
  const today = todaysUploads(shown);
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

/** Who listed it and when, as Selvage recorded it. */
function ListedBy({ entry }: { entry: RecentEntry }) {
  return (
    <Text size="sm" c="dimmed" data-testid="listed-by">
      {RECENT_TEXT.listedBy(entry.listedBy, whenText(entry.listedAt))}
    </Text>
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
          {LISTING_STATUS_TEXT[product.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {product.productType} · {RECENT_TEXT.photos(product.media.length)}
      </Text>
      <ListedBy entry={product} />
      {product.labelOutOfDate && (
        <Badge color="orange" variant="light" mt={4} data-testid="label-out-of-date">
          {RECENT_TEXT.labelOutOfDate}
        </Badge>
      )}
      <Stack gap={2} mt="xs">
        {product.variants.map((v) => (
          <Text key={v.sku} size="sm" data-sku={v.sku}>
            {RECENT_TEXT.variant(v.sku, v.price, v.quantity)}
          </Text>
        ))}
      </Stack>
      {/* Wraps: three controls side by side overflowed a card in three columns (1280 px). */}
      <Group mt="sm" justify="space-between" wrap="wrap" gap="xs">
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

/** A listing the shop no longer holds: what Selvage recorded, and no label to print (nothing in the shop to match it). */
function GoneCard({ entry }: { entry: Extract<RecentEntry, { held: false }> }) {
  return (
    <Card withBorder padding="sm" data-testid="recent-gone" data-product-id={entry.productId} bg="gray.0">
      <Text fw={600} lineClamp={2}>
        {entry.title}
      </Text>
      <Text size="sm" c="dimmed">
        {entry.productType} · {RECENT_TEXT.skus(entry.skus)}
      </Text>
      <ListedBy entry={entry} />
      <Alert color="gray" mt="xs" p="xs">
        <Text size="sm">{RECENT_TEXT.gone}</Text>
      </Alert>
    </Card>
  );
}
