import type { Product } from '../../shared/products';
import type { UploadedProduct } from '../../shared/schemas/shop-answers';
import { ApiError } from '../api/client';
import { stillInFlightAnswer } from '../../shared/schemas/answers';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import { isNoConnection, isTransient, messageOf } from '../submission/submission-machine';
import { photoSend, type PhotoSend } from '../upload/photo-send';
import { isPending, MissingOutboxPhoto, type OutboxEntry, type OutboxStatus, type OutboxStore } from './outbox-store';

/** The two calls an item takes (D72: the photos call stages, attaches and publishes them). */
export interface OutboxApi {
  uploadProduct: (product: Product, idempotencyKey: string, signal: AbortSignal) => Promise<UploadedProduct>;
  uploadPhotos: (
    productId: string,
    photos: readonly { blob: Blob; name: string }[],
    onProgress: (loaded: number, total: number) => void,
    baseVersion: undefined,
    signal: AbortSignal,
  ) => Promise<unknown>;
}

/** The clock and timers the sender waits with: the page's own, or a test's. */
export interface OutboxTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * One sender at a time per browser: runs `work` holding the lock and answers 'done', or answers
 * 'busy' at once when another tab holds it and this one should look again later.
 */
export type SenderLock = (work: () => Promise<void>) => Promise<'done' | 'busy'>;

export interface SenderOptions {
  store: OutboxStore;
  api: OutboxApi;
  lock: SenderLock;
  timers: OutboxTimers;
  /** Where the browser's `online` event comes (the window); absent in tests that fire none. */
  online?: EventTarget;
  /**
   * Every progress of an entry's photos, as the bytes go (the upload panel's per-photo progress);
   * the outbox itself records only which photo is on its way.
   */
  onSend?: (id: string, send: PhotoSend) => void;
}

/** The first wait after a try with no useful answer; each next one doubles, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** How soon a tab that found the sender's lease taken looks again. */
export const BUSY_RETRY_MS = 5_000;
/**
 * A call that hears nothing for this long is given up as a time-out, and tried again like one with
 * no connection: on a Wi-Fi that drops, a request can hang until the browser's own limit (minutes)
 * and hold every item behind it. The photos' call counts from its last progress.
 */
export const SEND_TIMEOUT_MS = 60_000;
/** After the photos' last byte: the server stages, attaches and publishes them, Shopify's waits included. */
export const ATTACH_TIMEOUT_MS = 3 * 60_000;
/**
 * How long a listed entry stays on the Outbox page (its labels printable from there) before it goes
 * by itself: a shift. Its photos' bytes go at once; every upload passes through the outbox, so
 * nothing listed may pile up on the phone.
 */
export const LISTED_KEPT_MS = 12 * 60 * 60_000;

/** The wait after the `attempts`-th failed try: 2 s, 4 s, 8 s ... at most 5 minutes. */
export const retryWait = (attempts: number): number => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** A 409 because an earlier try of this very call is still under way (stillInFlightAnswer). */
const stillInFlight = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && stillInFlightAnswer.safeParse(error.body).success;

/**
 * Answers that may go otherwise next time (no connection, time-out, 5xx, an earlier try still
 * under way), and a lost session (signed in again, it goes through).
 */
const worthRetrying = (error: unknown): boolean =>
  !(error instanceof MissingOutboxPhoto) &&
  (isTransient(error) || stillInFlight(error) || (error instanceof ApiError && (error.status === 401 || error.status === 408)));

export interface OutboxSender {
  /** Starts sending (now, and on every new entry, retry and `online` event); answers how to stop. */
  start: () => () => void;
  /** Looks at the outbox now. */
  kick: () => void;
  /** Resolves once no send is under way (for tests and for a page that waits on it). */
  idle: () => Promise<void>;
  /** Every waiting entry is tried again at once (the browser says it is online again). */
  retryAll: () => Promise<void>;
}

/**
 * Sends the outbox's entries in the order kept, one at a time, each step recorded before the next:
 * the product (its Idempotency-Key is the entry's id, so a repeat after a lost answer or a reload
 * answers the same product), then its photos, which the server stages, attaches and publishes. A
 * try with no useful answer waits longer each time (`retryWait`); the browser coming back online
 * ends every wait. A refusal (400 a rule, 409 a conflict, any other 4xx) leaves the entry needing
 * attention with the server's words; nothing is dropped. The order is strict: an entry waiting
 * to be retried holds the ones kept after it.
 */
export function createOutboxSender({ store, api, lock, timers, online, onSend }: SenderOptions): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;
  let wake: { at: number; handle: unknown } | null = null;
  let stopped = true;

  function wakeAt(at: number) {
    if (stopped) return;
    if (wake && wake.at <= at) return;
    if (wake) timers.clearTimeout(wake.handle);
    const handle = timers.setTimeout(
      () => {
        wake = null;
        kick();
      },
      Math.max(0, at - timers.now()),
    );
    wake = { at, handle };
  }

  const setStatus = (id: string, status: OutboxStatus) => store.update(id, (e) => ({ ...e, status }));

  /** Aborts the call once it has heard nothing for SEND_TIMEOUT_MS; `heard` starts the count again. */
  function timeout() {
    const abort = new AbortController();
    let handle: unknown = null;
    const heard = (ms = SEND_TIMEOUT_MS) => {
      timers.clearTimeout(handle);
      handle = timers.setTimeout(() => abort.abort(), ms);
    };
    heard();
    return { signal: abort.signal, heard, done: () => timers.clearTimeout(handle) };
  }

  async function sendOne(entry: OutboxEntry): Promise<void> {
    const of = entry.photos.length;
    // The call under way, whose signal says whether it was given up as a time-out.
    let call: { signal: AbortSignal } | null = null;
    try {
      let made = entry.made;
      if (!made) {
        await setStatus(entry.id, { state: 'sending', step: 'product' });
        const productCall = timeout();
        call = productCall;
        const created = await api.uploadProduct(entry.product, entry.id, productCall.signal).finally(productCall.done);
        made = { productId: created.productId, skus: created.skus, title: created.title };
        const kept = made;
        // Recorded before any photo goes: a reload from here on sends the photos, never a second product.
        const recorded = await store.update(entry.id, (e) => ({
          ...e,
          made: kept,
          status: { state: 'sending', step: 'photos', photo: 1, of },
        }));
        if (!recorded) return;
      } else {
        await setStatus(entry.id, { state: 'sending', step: 'photos', photo: 1, of });
      }
      const photos = await store.photosOf(entry);
      const sizes = photos.map((p) => p.size);
      onSend?.(entry.id, photoSend(sizes, 0, 1));
      let shown = 'photo 1';
      const productId = made.productId;
      const photosCall = timeout();
      call = photosCall;
      await api
        .uploadPhotos(
          productId,
          photos.map((blob, i) => ({ blob, name: entry.photos[i]!.name })),
          (loaded, total) => {
            const send = photoSend(sizes, loaded, total);
            onSend?.(entry.id, send);
            // Once every byte is out the server stages and attaches them (D72), which may take a while.
            photosCall.heard(send.state === 'sent' ? ATTACH_TIMEOUT_MS : SEND_TIMEOUT_MS);
            const now = send.state === 'sending' ? `photo ${send.photo}` : 'attach';
            if (now === shown) return;
            shown = now;
            const status: OutboxStatus =
              send.state === 'sending' ? { state: 'sending', step: 'photos', photo: send.photo, of } : { state: 'sending', step: 'attach' };
            // Progress only: a write that fails leaves the last one shown, and the send goes on.
            setStatus(entry.id, status).catch(() => undefined);
          },
          undefined,
          photosCall.signal,
        )
        .finally(photosCall.done);
      await store.update(entry.id, (e) => ({ ...e, status: { state: 'listed', at: timers.now() }, nextTryAt: 0 }));
      // In the shop: the phone needs the photos' bytes no more. One left behind goes with the entry.
      await store.dropPhotos(entry.id).catch(() => undefined);
    } catch (error) {
      if (worthRetrying(error)) {
        await store.update(entry.id, (e) => {
          const attempts = e.attempts + 1;
          return {
            ...e,
            attempts,
            nextTryAt: timers.now() + retryWait(attempts),
            status: {
              state: 'waiting',
              lastError: call?.signal.aborted
                ? OUTBOX_MESSAGES.timedOut
                : isNoConnection(error)
                  ? OUTBOX_MESSAGES.noConnection
                  : messageOf(error),
            },
          };
        });
      } else {
        const httpStatus = error instanceof ApiError ? error.status : 0;
        const errors = error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0 ? { errors: error.errors } : {};
        await setStatus(entry.id, { state: 'attention', message: messageOf(error), httpStatus, ...errors });
      }
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const entries = await store.list();
      for (const e of entries)
        if (e.status.state === 'listed' && e.status.at !== undefined && e.status.at + LISTED_KEPT_MS <= timers.now())
          await store.remove(e.id);
      const head = entries.find(isPending);
      if (!head) return;
      if (head.nextTryAt > timers.now()) return wakeAt(head.nextTryAt);
      await sendOne(head);
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      const answer = await lock(drain).catch(() => 'busy' as const);
      if (answer === 'busy') wakeAt(timers.now() + BUSY_RETRY_MS);
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  }

  async function retryAll(): Promise<void> {
    for (const e of await store.list())
      if (isPending(e) && e.nextTryAt > 0) await store.update(e.id, (x) => ({ ...x, nextTryAt: 0 }), 'retry');
    kick();
  }

  return {
    start() {
      stopped = false;
      const onChange = (change: string) => {
        if (change === 'added' || change === 'retry') kick();
      };
      const onOnline = () => void retryAll().catch(() => kick());
      const unsubscribe = store.subscribe(onChange);
      online?.addEventListener('online', onOnline);
      kick();
      return () => {
        stopped = true;
        unsubscribe();
        online?.removeEventListener('online', onOnline);
        if (wake) timers.clearTimeout(wake.handle);
        wake = null;
      };
    },
    kick,
    idle: async () => {
      while (running) await running;
    },
    retryAll,
  };
}

/** Staff's Retry now: an entry waiting or needing attention goes back to the head of its turn at once. */
export function retryNow(store: OutboxStore, id: string): Promise<OutboxEntry | null> {
  return store.update(
    id,
    (e) => (e.status.state === 'listed' || e.status.state === 'sending' ? e : { ...e, nextTryAt: 0, status: { state: 'waiting' } }),
    'retry',
  );
}
