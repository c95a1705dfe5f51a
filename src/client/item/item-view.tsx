import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice } from '../../shared/pricing/price-choices';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import type { ProductRecord } from '../api/product-record';
import { TAP_TARGET_PX } from '../app/theme';
import { toastError } from '../app/toasts';
import { printProductLabel } from '../labels/print-label';
import { ITEM_TEXT } from './item-text';

/** Labels are made from the shop's record, as Recent uploads and the upload panel make them. */
async function reprint(product: ProductRecord) {
  try {
    await printProductLabel(product);
  } catch (error) {
    toastError(LABEL_NOT_MADE, error);
  }
}

/** One product as the shop holds it: photos, title, type, status, every variant (the scanned one marked), and its labels. */
export function ItemView({ product, scannedSku }: { product: ProductRecord; scannedSku: string }) {
  const [main, ...others] = product.media;
  const count = product.media.length;
  return (
    <Card withBorder padding="sm" data-testid="item" data-product-id={product.productId}>
      <Card.Section>
        {main ? (
          <Image src={main} alt={ITEM_TEXT.photoAlt(product.title, 1, count)} mah={320} fit="contain" bg="gray.1" />
        ) : (
          <Stack h={160} justify="center" align="center" bg="gray.1">
            <Text c="gray.7">{ITEM_TEXT.noPhotos}</Text>
          </Stack>
        )}
      </Card.Section>
      {others.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs" aria-label={ITEM_TEXT.photos}>
          {others.map((src, i) => (
            <Image key={src} src={src} alt={ITEM_TEXT.photoAlt(product.title, i + 2, count)} h={80} fit="cover" radius="sm" />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4">
          {product.title}
        </Title>
        <Badge color={product.status === 'ACTIVE' ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {product.status === 'ACTIVE' ? ITEM_TEXT.listed : ITEM_TEXT.draft}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {product.productType}
      </Text>
      <Table mt="xs" verticalSpacing={6} aria-label={ITEM_TEXT.variants}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Qty</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.variants.map((v) => {
            const scanned = v.sku === scannedSku;
            return (
              <Table.Tr
                key={v.sku}
                data-sku={v.sku}
                data-scanned={scanned || undefined}
                aria-current={scanned ? 'true' : undefined}
                bg={scanned ? 'teal.0' : undefined}
              >
                <Table.Td fw={scanned ? 700 : undefined}>
                  <Group gap={6} wrap="nowrap">
                    {v.sku}
                    {scanned && (
                      <Badge size="sm" color="teal">
                        {ITEM_TEXT.scanned}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{formatPrice(Number(v.price))}</Table.Td>
                <Table.Td>{v.quantity}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Button mt="sm" variant="light" mih={TAP_TARGET_PX} onClick={() => void reprint(product)}>
        {ITEM_TEXT.printLabels(product.variants.length)}
      </Button>
    </Card>
  );
}
