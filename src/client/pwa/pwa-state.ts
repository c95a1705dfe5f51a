/**
 * What the notices at the foot of every page show: whether Selvage can reach its server, and
 * whether a new version is installed and waiting. Kept outside React so the service worker's
 * registration (loaded after the page) and the query cache can both report to it.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

export interface PwaState {
  /** The browser says it is offline, or the last call to the server failed for want of a network. */
  offline: boolean;
  /** Takes the waiting version now (it reloads the page); null while no new version waits. */
  applyUpdate: (() => void) | null;
}

let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let serverUnreachable = false;
let state: PwaState = { offline: browserOffline, applyUpdate: null };
const listeners = new Set<() => void>();

function set(next: Partial<PwaState>): void {
  const merged = { ...state, ...next };
  if (merged.offline === state.offline && merged.applyUpdate === state.applyUpdate) return;
  state = merged;
  for (const listener of listeners) listener();
}

const refreshOffline = () => set({ offline: browserOffline || serverUnreachable });

/** A call failed without an answer (ApiError status 0), or one got an answer (any status). */
export function reportServerReached(reached: boolean): void {
  serverUnreachable = !reached;
  refreshOffline();
}

export function reportUpdateWaiting(applyUpdate: () => void): void {
  set({ applyUpdate });
}

/** The current state, outside React (tests). */
export const snapshotForTests = (): PwaState => state;

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * Follows the browser's online and offline events, from the first page on (/login included, which
 * has no query cache).
 */
export function watchBrowserConnectivity(): void {
  const onLineChange = () => {
    browserOffline = navigator.onLine === false;
    // Back online: the next call says whether the server is there too.
    if (!browserOffline) serverUnreachable = false;
    refreshOffline();
  };
  window.addEventListener('online', onLineChange);
  window.addEventListener('offline', onLineChange);
}

/**
 * Follows every read and change through the query cache, which loads with the signed-in shell
 * (app/signed-in-queries.tsx): a network failure shows the notice, any answer from the server
 * takes it away.
 */
export function watchQueryConnectivity(queryClient: QueryClient): void {
  const seen = (error: unknown) => {
    if (error instanceof ApiError) reportServerReached(error.status !== 0);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error') seen(event.action.error);
    else if (event.action.type === 'success') reportServerReached(true);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error') seen(event.action.error);
    else if (event.action.type === 'success') reportServerReached(true);
  });
}
