/**
 * IndexedDB and WebKit's back/forward cache (D134). WebKit keeps a page it leaves in that cache with
 * its transactions suspended and their locks held: every later change to the same store, in any
 * page of the app, then waits for them until the cached page is dropped (WebKitGTK 2.50). A store
 * whose changes each read the latest state inside their own transaction can run a change again, so
 * a page going into the cache aborts what it has under way there and makes those changes again
 * once it is shown again. Each store keeps a guard of its own (the photos, the outbox).
 */
export interface PageCacheGuard {
  /** Runs `once` (one transaction) and, when the page left for the cache during it, again once the page is back. */
  run<T>(once: () => Promise<T>): Promise<T>;
  /** Follows `tx` until it completes or aborts; `leftForCache` says its abort was the page leaving, to be run again. */
  follow(tx: IDBTransaction): { leftForCache(): boolean };
}

/** What a transaction aborted on leaving for the cache rejects with: it is run again, never reported. */
export const LEFT_FOR_CACHE = new Error('The page went into the back/forward cache.');

export function createPageCacheGuard(): PageCacheGuard {
  const underWay = new Set<IDBTransaction>();
  const aborted = new WeakSet<IDBTransaction>();
  /** Resolves when the page is shown again; set while it is in the back/forward cache. */
  let backFromCache: Promise<void> | null = null;
  let watching = false;

  /** Listens for the page leaving for the cache, once, where there is a page (not in Node's tests without one). */
  function watch(): void {
    if (watching || typeof globalThis.addEventListener !== 'function') return;
    watching = true;
    globalThis.addEventListener('pagehide', (event: Event) => {
      if (!(event as PageTransitionEvent).persisted || underWay.size === 0) return;
      backFromCache ??= new Promise<void>((resolve) =>
        globalThis.addEventListener(
          'pageshow',
          () => {
            backFromCache = null;
            resolve();
          },
          { once: true },
        ),
      );
      for (const tx of underWay) {
        aborted.add(tx);
        try {
          tx.abort();
        } catch {
          // Already committing: it completes as it would have.
          aborted.delete(tx);
        }
      }
    });
  }

  return {
    async run(once) {
      watch();
      for (;;) {
        if (backFromCache) await backFromCache;
        try {
          return await once();
        } catch (error) {
          if (error !== LEFT_FOR_CACHE) throw error;
        }
      }
    },
    follow(tx) {
      underWay.add(tx);
      const end = () => void underWay.delete(tx);
      tx.addEventListener('complete', end);
      tx.addEventListener('abort', end);
      return { leftForCache: () => aborted.has(tx) };
    },
  };
}
