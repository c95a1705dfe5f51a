/**
 * Set-up of the component tests (vitest.config.ts, project 'dom'): what a browser has and the DOM
 * stand-in lacks, for Mantine, and a clean page between tests. Only this project loads it: the
 * pure client tests run under Node with none of it.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { forgetPhotoStore } from '../wizard/photo-store';
import { forgetReads } from '../app/signed-in-queries';
import { shopServer } from './shop-server';

// Mantine reads the colour scheme and breakpoints through matchMedia, and sizes scroll areas and
// sliders with ResizeObserver; neither exists in the stand-in. No query ever matches: the
// narrowest phone (320 px, below every breakpoint) is what the journeys drove.
function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
// Mantine's growing text areas (a box's notes, Additional information, Team's credential) listen for
// web fonts loading, and the stand-in has no document.fonts: none ever loads there.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoResizeObserver });
Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: NoResizeObserver });

// Waits on what a person sees as long as the journeys do (vitest.e2e.config.ts): a first visit
// loads the signed-in shell and the page's code, which on a busy 2-core machine takes seconds.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => shopServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => shopServer.close());

beforeEach(() => {
  // A new IndexedDB per test: the photos of one test never reach the next. (The device outbox,
  // outbox-store.ts deviceOutbox, keeps the connection it opened first; no test here reads it.)
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  forgetPhotoStore();
});

afterEach(() => {
  cleanup();
  shopServer.resetHandlers();
  forgetReads();
  localStorage.clear();
  sessionStorage.clear();
});
