import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toastError } from '../app/toasts';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { printProductLabel } from '../labels/print-label';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { RECENT_QUERY, recentProducts, type RecentProduct } from '../api/recent';

/**
 * Recent uploads: the newest products in the shop with their main photo, title, SKUs and prices,
 * so staff on the embedded shop can see what went up (and reprint a label).
 */
export function RecentPage() {
  // Read again on every visit (a product uploaded a moment ago belongs here); leaving cancels it.
  const query = useQuery({ queryKey: RECENT_QUERY, queryFn: ({ signal }) => recentProducts(signal) });
  const products = query.data;
  const error = query.error?.message ?? null;

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
      {!products && !error && <Loader aria-label="Loading" />}
      {products?.length === 0 && <Text>Nothing has been uploaded yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {products?.map((p) => (
          <RecentCard key={p.productId} product={p} />
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

function RecentCard({ product }: { product: RecentProduct }) {
  return (
    <Card withBorder padding="sm" data-testid="recent-product" data-product-id={product.productId}>
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
      <Button mt="sm" variant="light" mih={TAP_TARGET_PX} onClick={() => void reprint(product)}>
        Print Label{product.variants.length > 1 ? 's' : ''}
      </Button>
    </Card>
  );
}
