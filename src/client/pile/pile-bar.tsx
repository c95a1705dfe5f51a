import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PILE_MESSAGES } from '../../shared/messages/pile';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { productRecord } from '../api/product-record';
import { toastError } from '../app/toasts';
import { TAP_TARGET_PX } from '../app/theme';
import { printBatchLabels } from '../labels/print-label';
import type { OutboxMade } from '../outbox/outbox-store';
import { useOutbox } from '../outbox/use-outbox';
import { endPile, isPending } from './pile-store';
import { usePile } from './use-pile';

/**
 * Over every page of a flow while its pile is on (issue 43 item 2): how many items are kept, the
 * labels of those the shop has in one print, and the way out. Nothing else of the page changes.
 */
export function PileBar({ kind }: { kind: unknown }) {
  const pile = usePile(kind);
  const entries = useOutbox();
  const [printing, setPrinting] = useState(false);
  if (!pile) return null;
  const mine = pile.items.flatMap((id) => entries?.filter((e) => e.id === id) ?? []);
  const listed = mine.flatMap((e): OutboxMade[] => (e.status.state === 'listed' && e.made ? [e.made] : []));
  const left = mine.length - listed.length;
  const end = (
    <Button size="sm" mih={TAP_TARGET_PX} variant="default" onClick={() => endPile(pile.flow)}>
      {PILE_MESSAGES.end}
    </Button>
  );
  if (isPending(pile))
    return (
      <Paper withBorder p="xs" data-testid="pile-bar">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">{PILE_MESSAGES.pending}</Text>
          {end}
        </Group>
      </Paper>
    );

  async function print() {
    setPrinting(true);
    try {
      // From the shop's records, read at the tap: what the shop holds is what the labels say.
      await printBatchLabels(await Promise.all(listed.map((made) => productRecord(made.productId))), { copiesPerQuantity: false });
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <Paper withBorder p="xs" data-testid="pile-bar">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {PILE_MESSAGES.bar(pile.kind, pile.items.length)}
          </Text>
          <Group gap="xs">
            <Button
              size="sm"
              mih={TAP_TARGET_PX}
              variant="light"
              disabled={listed.length === 0}
              loading={printing}
              onClick={() => void print()}
            >
              {PILE_MESSAGES.printLabels(listed.length)}
            </Button>
            {end}
          </Group>
        </Group>
        {/* Said while the pile is new; after its first copy staff know, and the bar keeps the page's answers on screen. */}
        {pile.items.length <= 1 && (
          <Text size="xs" c="dimmed">
            {PILE_MESSAGES.barHint(pile.photos)}
          </Text>
        )}
        {left > 0 && (
          <Text size="xs" data-testid="pile-still-coming">
            {PILE_MESSAGES.stillComing(left)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
