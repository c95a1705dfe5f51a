import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import type { OutboxEntry } from './outbox-store';

/** What an entry's state reads, on the Outbox page and under the upload panel's banner. */
export function statusText(entry: Pick<OutboxEntry, 'status' | 'made'>): string {
  const { status } = entry;
  switch (status.state) {
    case 'waiting':
      return status.lastError ? OUTBOX_MESSAGES.retryingAfter(status.lastError) : OUTBOX_MESSAGES.waiting;
    case 'sending':
      if (status.step === 'product') return OUTBOX_MESSAGES.sendingProduct;
      if (status.step === 'attach') return OUTBOX_MESSAGES.attaching;
      return OUTBOX_MESSAGES.sendingPhoto(status.photo ?? 1, status.of ?? 1);
    case 'listed':
      return OUTBOX_MESSAGES.listed(entry.made?.skus.join(', ') ?? '');
    case 'attention':
      return `${OUTBOX_MESSAGES.attention}: ${status.message}`;
  }
}

/** How many entries the top bar's badge counts: every one not yet listed. */
export const waitingCount = (entries: readonly OutboxEntry[] | null): number =>
  entries?.filter((e) => e.status.state !== 'listed').length ?? 0;
