import type { OutboxStore } from './outbox-store';
import type { OutboxTimers, SenderLock } from './outbox-sender';

/** The Web Locks name every tab of the app asks for before it sends. */
export const SENDER_LOCK_NAME = 'selvage-outbox-sender';
/** How long a tab's lease holds without being renewed: a closed tab's lease lapses after this. */
export const LEASE_MS = 30_000;

interface WebLocks {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

/**
 * One sender per browser. The Web Locks API does it where there is one; it exists only in secure
 * contexts, so on the shop's plain-http LAN a phone has none, and a lease kept in the outbox
 * itself does it: taken in a transaction, renewed while sending, let go after, and taken over by
 * another tab once it lapses (a tab closed mid-send never renews it).
 */
export function senderLock(store: OutboxStore, timers: OutboxTimers, holder: string, locks: WebLocks | undefined = webLocks()): SenderLock {
  if (locks) {
    return async (work) => {
      await locks.request(SENDER_LOCK_NAME, work);
      return 'done';
    };
  }
  return leaseLock(store, timers, holder);
}

export function leaseLock(store: OutboxStore, timers: OutboxTimers, holder: string): SenderLock {
  return async (work) => {
    if (!(await store.takeLease(holder, timers.now(), LEASE_MS))) return 'busy';
    let renewing = true;
    let handle: unknown = null;
    const renew = () => {
      handle = timers.setTimeout(() => {
        if (!renewing) return;
        void store.takeLease(holder, timers.now(), LEASE_MS).catch(() => undefined);
        renew();
      }, LEASE_MS / 3);
    };
    renew();
    try {
      await work();
    } finally {
      renewing = false;
      timers.clearTimeout(handle);
      await store.dropLease(holder).catch(() => undefined);
    }
    return 'done';
  };
}

function webLocks(): WebLocks | undefined {
  const locks: unknown = (globalThis as { navigator?: { locks?: unknown } }).navigator?.locks;
  return typeof locks === 'object' && locks !== null && typeof (locks as Partial<WebLocks>).request === 'function'
    ? (locks as WebLocks)
    : undefined;
}
