import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

/**
 * A fresh pwa-state module over a stand-in window and navigator (unit tests run in Node), watching
 * the browser and, as on signed-in pages, a query cache (`withQueries: false`: /login, which has none).
 */
async function load(onLine = true, { withQueries = true } = {}) {
  vi.resetModules();
  const window = new EventTarget();
  const navigator = { onLine };
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', navigator);
  const state = await import('./pwa-state');
  // The api client the fresh module sees, so that its errors pass `instanceof`.
  const { ApiError } = await import('../api/client');
  const noAnswer = () => Promise.reject(new ApiError('Recent uploads', 0, 'Failed to fetch'));
  const serverError = () => Promise.reject(new ApiError('Recent uploads', 500, 'Server error'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  state.watchBrowserConnectivity();
  if (withQueries) state.watchQueryConnectivity(queryClient);
  const offline = () => state.snapshotForTests().offline;
  const goOffline = (value: boolean) => {
    navigator.onLine = !value;
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  };
  const read = (answer: () => Promise<unknown>) =>
    queryClient.fetchQuery({ queryKey: [Math.random()], queryFn: answer }).catch(() => undefined);
  return { state, offline, goOffline, read, noAnswer, serverError };
}

afterEach(() => vi.unstubAllGlobals());

describe('the offline notice', () => {
  it('follows the browser going offline and back', async () => {
    const { offline, goOffline } = await load();
    expect(offline()).toBe(false);
    goOffline(true);
    expect(offline()).toBe(true);
    goOffline(false);
    expect(offline()).toBe(false);
  });

  it('follows the browser on /login, where no query cache is watched', async () => {
    const { offline, goOffline, read, noAnswer } = await load(true, { withQueries: false });
    goOffline(true);
    expect(offline()).toBe(true);
    goOffline(false);
    expect(offline()).toBe(false);
    // The cache exists here but nobody watches it: its failures say nothing.
    await read(noAnswer);
    expect(offline()).toBe(false);
  });

  it('starts shown when the page opens offline', async () => {
    const { offline } = await load(false);
    expect(offline()).toBe(true);
  });

  it('shows when a read gets no answer (status 0), and goes at the next answer, even an error one', async () => {
    const { offline, read, noAnswer, serverError } = await load();
    await read(noAnswer);
    expect(offline()).toBe(true);
    await read(serverError);
    expect(offline()).toBe(false);
    await read(noAnswer);
    expect(offline()).toBe(true);
    await read(() => Promise.resolve([]));
    expect(offline()).toBe(false);
  });

  it('is not taken away by an answer while the browser itself is offline', async () => {
    const { offline, goOffline, read } = await load();
    goOffline(true);
    await read(() => Promise.resolve([]));
    expect(offline()).toBe(true);
  });
});

describe('the update notice', () => {
  it('offers the waiting version once one is reported', async () => {
    const { state } = await load();
    expect(state.snapshotForTests().applyUpdate).toBeNull();
    const apply = vi.fn();
    state.reportUpdateWaiting(apply);
    state.snapshotForTests().applyUpdate?.();
    expect(apply).toHaveBeenCalledOnce();
  });
});
