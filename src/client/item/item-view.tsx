import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { formatPrice } from '../../shared/pricing/price-choices';
import { LISTING_STATUS_TEXT, PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { ApiError } from '../api/client';
import { productHistory, setListed, type ItemRecord } from '../api/product-edit';
import { RECENT_QUERY } from '../api/recent';
import { TAP_TARGET_PX } from '../app/theme';
import { toastError } from '../app/toasts';
import { printAndMark } from '../labels/print-and-mark';
import { editHref, itemHistoryKey, itemQueryKey } from './item-lookup';
import { historyLines } from './item-history';
import { browserTimer, UNDO_MS, undoWindow, type UndoTimer } from './undo-window';
import { ITEM_TEXT } from './item-text';

/** A failure staff should hear of; a 401 has already sent them to /login with its own message. */
function complain(title: string, error: unknown) {
  if (!(error instanceof ApiError && error.status === 401)) toastError(title, error);
}

/** What Undo puts back: the listing as it was before the change just made. */
interface UndoOffer {
  listed: boolean;
}

/** The undo window as React state: the offer on screen, open and take. */
function useUndoWindow(timer: UndoTimer) {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const [offered] = useState(() => undoWindow<UndoOffer>(timer, UNDO_MS, setOffer));
  useEffect(() => () => offered.close(), [offered]);
  return { offer, open: offered.open, take: offered.take };
}

/**
 * One product as the shop holds it: photos, title, type, listing status, every variant (the scanned
 * one marked), its labels (with a note when an edit left the printed one out of date), Edit, off
 * sale and back with a few seconds of Undo, and its history (issue 27 items 3 to 5).
 */
export function ItemView({ product, scannedSku }: { product: ItemRecord; scannedSku: string }) {
  const [main, ...others] = product.media;
  const count = product.media.length;
  const queryClient = useQueryClient();
  const undo = useUndoWindow(browserTimer);
  const [changing, setChanging] = useState(false);
  const [printing, setPrinting] = useState(false);
  const listed = product.status === 'ACTIVE';
  // Only Selvage's own listings can be edited: a product made in the shop's admin has no answers to open.
  const editable = product.details.productType !== undefined;

  async function changeListing(to: boolean, offerUndo: boolean) {
    setChanging(true);
    try {
      const answer = await setListed(product.productId, to);
      queryClient.setQueryData<ItemRecord>(
        itemQueryKey(scannedSku),
        (old) => old && { ...answer.product, labelOutOfDate: old.labelOutOfDate },
      );
      if (offerUndo) undo.open({ listed: !to });
      void queryClient.invalidateQueries({ queryKey: itemHistoryKey(product.productId) });
      void queryClient.invalidateQueries({ queryKey: RECENT_QUERY });
    } catch (error) {
      complain(ITEM_TEXT.listingNotChanged, error);
    } finally {
      setChanging(false);
    }
  }

  function undoChange() {
    const offer = undo.take();
    if (offer) void changeListing(offer.listed, false);
  }

  async function print() {
    setPrinting(true);
    // Labels are made from the shop's record, as Recent uploads and the upload panel make them.
    const reprint = await printAndMark(product, product.labelOutOfDate);
    if (reprint.made && !reprint.marked) complain(ITEM_TEXT.labelNotMarked, reprint.error);
    else if (reprint.made && product.labelOutOfDate) {
      await queryClient.invalidateQueries({ queryKey: itemQueryKey(scannedSku) });
      void queryClient.invalidateQueries({ queryKey: RECENT_QUERY });
    }
    setPrinting(false);
  }

  return (
    <Stack gap="md">
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
          {/* Never shrunk: a long title squeezed 'Listed' to 'LIS...' on a phone. */}
          <Badge color={listed ? 'teal' : 'gray'} style={{ flexShrink: 0 }} data-testid="listing-status">
            {LISTING_STATUS_TEXT[product.status]}
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
                          {ITEM_TEXT.lookedUp}
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
        {product.labelOutOfDate && (
          <Alert color="orange" mt="sm" p="xs" data-testid="label-out-of-date">
            <Text size="sm" fw={600}>
              {PRODUCT_EDIT_MESSAGES.labelOutOfDate}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: editable ? 3 : 2 }} spacing="xs" mt="sm">
          <Button
            variant={product.labelOutOfDate ? 'filled' : 'light'}
            color={product.labelOutOfDate ? 'orange' : undefined}
            mih={TAP_TARGET_PX}
            loading={printing}
            onClick={() => void print()}
          >
            {ITEM_TEXT.printLabels(product.variants.length)}
          </Button>
          {editable && (
            <Button
              component={Link}
              to={editHref(product.productId)}
              variant="light"
              mih={TAP_TARGET_PX}
              aria-label={ITEM_TEXT.editLabel(product.title)}
            >
              {ITEM_TEXT.edit}
            </Button>
          )}
          <Button variant="default" mih={TAP_TARGET_PX} loading={changing} onClick={() => void changeListing(!listed, true)}>
            {listed ? ITEM_TEXT.takeOffSale : ITEM_TEXT.putBackOnSale}
          </Button>
        </SimpleGrid>
        {/* Always in the page, so a screen reader hears the bar come and go. */}
        <div role="status">
          {undo.offer && (
            <Paper withBorder p="xs" mt="sm" bg="gray.0" data-testid="undo-bar">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{undo.offer.listed ? PRODUCT_EDIT_MESSAGES.unlisted : PRODUCT_EDIT_MESSAGES.relisted}</Text>
                <Button variant="subtle" mih={TAP_TARGET_PX} disabled={changing} onClick={undoChange}>
                  {ITEM_TEXT.undo}
                </Button>
              </Group>
            </Paper>
          )}
        </div>
      </Card>
      <ItemHistory productId={product.productId} />
    </Stack>
  );
}

/** Every change Selvage made to the product, newest first: what, when, who, and each field before and after. */
function ItemHistory({ productId }: { productId: string }) {
  const query = useQuery({ queryKey: itemHistoryKey(productId), queryFn: ({ signal }) => productHistory(productId, signal) });
  const lines = query.data ? historyLines(query.data) : null;
  return (
    <Stack gap="xs" data-testid="item-history" component="section" aria-labelledby="item-history-title">
      <Title order={2} size="h4" id="item-history-title">
        {ITEM_TEXT.history}
      </Title>
      {query.isError ? (
        <Text size="sm" c="red">
          {query.error.message}
        </Text>
      ) : lines === null ? (
        <Text size="sm" c="dimmed">
          {ITEM_TEXT.historyLoading}
        </Text>
      ) : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ITEM_TEXT.historyEmpty}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={lines.length - 1}>
          {lines.map((line) => (
            <Timeline.Item key={line.key} title={line.what} data-testid="history-entry">
              <Text size="xs" c="dimmed">
                {line.when} · {line.who}
              </Text>
              {line.changes.map((change, i) => (
                <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {change}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
