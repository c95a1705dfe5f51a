import type { OutboxEntry, OutboxStore } from './outbox-store';

/**
 * Where a followed entry ended for the page that kept it: in the shop (`listed`), refused
 * (`attention`), a try that found no network or no server (`waiting`: the phone sends it later),
 * gone from the outbox (deleted on the Outbox page meanwhile), or no longer followed (`left`: the
 * page moved on to the next item).
 */
export type Followed = { end: 'listed' | 'attention' | 'waiting'; entry: OutboxEntry } | { end: 'gone' } | { end: 'left' };

/**
 * Follows one outbox entry, told of each of its changes (`onEntry`), until the shop has it, refuses
 * it or a try fails; the sender does the sending. `from` is the entry as the page kept it: a try
 * that failed before counts for nothing, the page that just tapped Upload (Retry) wants the next
 * one's outcome, and each failed try adds one to `attempts`.
 */
export function followEntry(
  store: OutboxStore,
  from: OutboxEntry,
  onEntry: (entry: OutboxEntry) => void,
  signal: AbortSignal,
): Promise<Followed> {
  return new Promise<Followed>((resolve) => {
    const { id } = from;
    let reads = 0;
    let over = false;
    const finish = (followed: Followed) => {
      if (over) return;
      over = true;
      stop();
      signal.removeEventListener('abort', left);
      resolve(followed);
    };
    const left = () => finish({ end: 'left' });
    const look = () => {
      const n = ++reads;
      store.get(id).then(
        (entry) => {
          // An older read answering after a newer one is stale.
          if (over || n !== reads) return;
          if (!entry) return finish({ end: 'gone' });
          onEntry(entry);
          if (entry.status.state === 'listed') return finish({ end: 'listed', entry });
          if (entry.status.state === 'attention') return finish({ end: 'attention', entry });
          if (entry.status.state === 'waiting' && entry.attempts > from.attempts) finish({ end: 'waiting', entry });
        },
        // The outbox unreadable now: the next change reads again.
        () => undefined,
      );
    };
    const stop = store.subscribe(look);
    signal.addEventListener('abort', left);
    if (signal.aborted) return left();
    look();
  });
}
