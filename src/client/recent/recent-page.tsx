import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Checkbox, Group, Image, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { toastError } from '../app/toasts';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { printBatchLabels, printProductLabel } from '../labels/print-label';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { RECENT_QUERY, recentProducts, type RecentProduct } from '../api/recent';
import { labelPageCount, todaysUploads } from './selection';

/**
 * Recent uploads: the newest products in the shop with their main photo, title, SKUs and prices,
 * so staff on the embedded shop can see what went up and reprint labels: one product's, or a batch
 * of chosen products' in one document (issue 19 item 4).
 */
export function RecentPage() {
  // Read again on every visit (a product uploaded a moment ago belongs here); leaving cancels it.
  const query = useQuery({ queryKey: RECENT_QUERY, queryFn: ({ signal }) => recentProducts(signal) });
  const products = query.data;
  const error = query.error?.message ?? null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = (productId: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });

  return (
    <Stack maw={960} mx="auto">
      <ShellTitle>Recent uploads</ShellTitle>
      <Title order={1} size="h3">
        Recent uploads
      </Title>
      {error && (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      {!products && !error && <Loader role="status" aria-label="Loading" />}
      {products?.length === 0 && <Text>Nothing has been uploaded yet.</Text>}
      {products && products.length > 0 && (
        <BatchBar products={products} selected={selected} onSelect={(ids) => setSelected(new Set(ids))} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {products?.map((p) => (
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
            {"Today's uploads"}
          </Button>
          <Button variant="subtle" mih={TAP_TARGET_PX} disabled={chosen.length === 0} onClick={() => onSelect([])}>
            Clear selection
          </Button>
        </Group>
        <Switch
          label="Copies per quantity"
          description="Print each variant's label as many times as its quantity"
          checked={copiesPerQuantity}
          onChange={(e) => setCopiesPerQuantity(e.currentTarget.checked)}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" aria-live="polite" data-testid="batch-summary">
            {chosen.length === 0
              ? 'Choose products to print their labels together.'
              : `${chosen.length} product${chosen.length === 1 ? '' : 's'} selected · ${pages} label${pages === 1 ? '' : 's'}`}
          </Text>
          <Button mih={TAP_TARGET_PX} disabled={chosen.length === 0} loading={printing} onClick={() => void print()}>
            Print Selected Labels
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RecentCard({ product, selected, onSelect }: { product: RecentProduct; selected: boolean; onSelect: (on: boolean) => void }) {
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
            <Text c="gray.7">No photos</Text>
          </Stack>
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {product.title}
        </Text>
        {/* Never shrunk: a long title squeezed 'Listed' to 'LIS...' on a phone. */}
        <Badge color={product.status === 'ACTIVE' ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {product.status === 'ACTIVE' ? 'Listed' : 'Draft'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {product.productType} · {product.media.length} photo{product.media.length === 1 ? '' : 's'}
      </Text>
      <Stack gap={2} mt="xs">
        {product.variants.map((v) => (
          <Text key={v.sku} size="sm" data-sku={v.sku}>
            SKU {v.sku} · ${v.price} · qty {v.quantity}
          </Text>
        ))}
      </Stack>
      <Group mt="sm" justify="space-between" wrap="nowrap">
        <Checkbox
          label="Select"
          aria-label={`Select ${product.title}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          styles={{ body: { alignItems: 'center', minHeight: TAP_TARGET_PX } }}
        />
        <Button variant="light" mih={TAP_TARGET_PX} onClick={() => void reprint(product)}>
          Print Label{product.variants.length > 1 ? 's' : ''}
        </Button>
      </Group>
    </Card>
  );
}
