import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_TYPE_DISPLAY, isProductType } from '../../shared/catalogue/product-types';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import { ShellTitle } from '../app/shell/shell-slots';
import { TAP_TARGET_PX } from '../app/theme';
import { toastError } from '../app/toasts';
import { itemHref } from '../item/item-lookup';
import { whenText } from '../item/item-history';
import { LoadingStatus } from '../widgets/loading-status';
import { LABEL_NOT_MADE } from '../../shared/messages/upload';
import { productRecord } from '../api/product-record';
import { printAndMark } from '../labels/print-and-mark';
import { retryNow } from './outbox-sender';
import { canReturnToDraft, returnToDraft } from './return-to-draft';
import { deviceOutbox, type OutboxEntry } from './outbox-store';
import { statusText } from './outbox-view';
import { useOutbox } from './use-outbox';

/**
 * The items kept on this phone (issue 43): each with where it has got to. One not yet listed can
 * be sent again now or deleted (after a confirm: it has not reached the shop), and one the server
 * refused comes back to its flow as the draft it was to be fixed (Fix); one listed shows
 * its SKU, prints its labels, links to its item page, and can be cleared from the list.
 */
export function OutboxPage() {
  const entries = useOutbox();
  const [deleting, setDeleting] = useState<OutboxEntry | null>(null);
  const store = deviceOutbox();

  const act = (work: Promise<unknown>) => work.catch((error: unknown) => toastError(OUTBOX_MESSAGES.title, error));
  const [printing, setPrinting] = useState<string | null>(null);
  const navigate = useNavigate();

  /** Back in its flow as the draft it was, on the review, whose links lead to what the server named. */
  async function fix(entry: OutboxEntry) {
    const answer = await returnToDraft(entry, store);
    if (answer.kind === 'busy') return toastError(OUTBOX_MESSAGES.fix, new Error(OUTBOX_MESSAGES.fixBusy(entry.flow)));
    // The Upload page says what the server said, until the item is uploaded (D145).
    await navigate(answer.to);
  }

  /** From the shop's record, read at the tap, as the upload panel prints: what the shop holds is what the label says. */
  async function printLabelsOf(entryId: string, productId: string) {
    setPrinting(entryId);
    try {
      const record = await productRecord(productId);
      await printAndMark(record, record.labelOutOfDate);
    } catch (error) {
      toastError(LABEL_NOT_MADE, error);
    } finally {
      setPrinting(null);
    }
  }

  return (
    <Stack gap="md" data-testid="outbox-page">
      <ShellTitle>{OUTBOX_MESSAGES.title}</ShellTitle>
      <Title order={1} size="h3">
        {OUTBOX_MESSAGES.title}
      </Title>
      <Text size="sm" c="dimmed">
        {OUTBOX_MESSAGES.intro}
      </Text>
      {entries === null ? (
        <LoadingStatus label={OUTBOX_MESSAGES.title} />
      ) : entries.length === 0 ? (
        <Text>{OUTBOX_MESSAGES.empty}</Text>
      ) : (
        entries.map((entry) => (
          <Card key={entry.id} withBorder data-testid="outbox-entry" data-state={entry.status.state}>
            <Stack gap="xs">
              <Text fw={600}>{entry.made?.title ?? entry.title}</Text>
              <Text size="sm" c="dimmed">
                {isProductType(entry.kind) ? PRODUCT_TYPE_DISPLAY[entry.kind] : entry.kind} ·{' '}
                {OUTBOX_MESSAGES.keptAt(whenText(entry.keptAt))}
              </Text>
              <Text size="sm" data-testid="outbox-entry-state" c={entry.status.state === 'attention' ? 'red' : undefined}>
                {statusText(entry)}
              </Text>
              <Group gap="sm">
                {entry.status.state === 'listed' ? (
                  <>
                    {entry.made && (
                      <Button
                        h={TAP_TARGET_PX}
                        loading={printing === entry.id}
                        onClick={() => void printLabelsOf(entry.id, entry.made!.productId)}
                      >
                        {OUTBOX_MESSAGES.printLabels(entry.made.skus.length)}
                      </Button>
                    )}
                    {entry.made?.skus[0] && (
                      <Button component={Link} to={itemHref(entry.made.skus[0])} variant="light" h={TAP_TARGET_PX}>
                        {OUTBOX_MESSAGES.openItem}
                      </Button>
                    )}
                    <Button variant="default" h={TAP_TARGET_PX} onClick={() => void act(store.remove(entry.id))}>
                      {OUTBOX_MESSAGES.clear}
                    </Button>
                  </>
                ) : (
                  <>
                    {canReturnToDraft(entry) && (
                      <Button h={TAP_TARGET_PX} onClick={() => void act(fix(entry))}>
                        {OUTBOX_MESSAGES.fix}
                      </Button>
                    )}
                    <Button
                      h={TAP_TARGET_PX}
                      variant={canReturnToDraft(entry) ? 'light' : 'filled'}
                      disabled={entry.status.state === 'sending'}
                      onClick={() => void act(retryNow(store, entry.id))}
                    >
                      {OUTBOX_MESSAGES.retryNow}
                    </Button>
                    <Button
                      variant="default"
                      color="red"
                      h={TAP_TARGET_PX}
                      disabled={entry.status.state === 'sending'}
                      onClick={() => setDeleting(entry)}
                    >
                      {OUTBOX_MESSAGES.delete}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        ))
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={OUTBOX_MESSAGES.deleteTitle} centered>
        <Stack gap="md">
          <Text>{OUTBOX_MESSAGES.deleteBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {OUTBOX_MESSAGES.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const entry = deleting;
                setDeleting(null);
                if (entry) void act(store.remove(entry.id));
              }}
            >
              {OUTBOX_MESSAGES.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
