import { useEffect, useState } from 'react';
import { deviceOutbox, type OutboxEntry, type OutboxStore } from './outbox-store';

/**
 * The outbox's entries, in the order kept, read again on every change in this tab or another;
 * null until first read. A browser whose storage cannot be opened reads as an empty outbox: the
 * upload panel then never offers it (keeping an item says so when it fails).
 */
export function useOutbox(store: OutboxStore = deviceOutbox()): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    let reads = 0;
    const read = () => {
      const n = ++reads;
      store.list().then(
        (list) => {
          if (live && n === reads) setEntries(list);
        },
        () => {
          if (live && n === reads) setEntries([]);
        },
      );
    };
    read();
    const stop = store.subscribe(read);
    return () => {
      live = false;
      stop();
    };
  }, [store]);
  return entries;
}

/** The entry kept from this draft, if it is in the outbox. */
export function useOutboxEntry(draftId: string): OutboxEntry | null {
  return useOutbox()?.find((e) => e.id === draftId) ?? null;
}
