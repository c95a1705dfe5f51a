import { BrowserRouter } from 'react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { AppRoutes } from '../app/router';
import { storeExpiry } from '../app/session';
import { PRODUCT_FORM_KEYS, saveForm } from '../wizard/draft-store';
import { keepPhotos } from '../wizard/photo-store';

/**
 * The real app in the DOM stand-in, as main.tsx mounts it (router, then the signed-in shell with
 * its query cache and Mantine theme), opened at a path by a signed-in member of staff: the stored
 * session expiry as sign-in leaves it, and the server answered by shop-server.ts.
 */

type Flow = keyof typeof PRODUCT_FORM_KEYS;

let drafts = 0;

/** Three photos as the Camera step keeps them once processed: the photo widget's store, not decoded images. */
export async function seedPhotos(draftId: string, count = 3): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${draftId}-photo-${i + 1}`);
  await keepPhotos(
    draftId,
    ids.map((id, i) => ({
      id,
      name: `photo-${i + 1}.jpg`,
      blob: new Blob([`photo ${i + 1}`], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg' as const,
      width: 640,
      height: 480,
    })),
  );
  return ids;
}

export interface OpenOptions {
  /** A draft stored as the wizard keeps one (localStorage), read as the page loads. */
  draft?: { flow: Flow; data: object };
  /**
   * Photos kept with the draft, as the Camera step leaves them once processed: in the photo store
   * (photo-store.ts) and listed in the draft's `images`.
   */
  photos?: number;
}

/**
 * Opens `path` signed in, as a page load: whatever an earlier call drew is gone, what it stored
 * (localStorage, IndexedDB) is kept. Answers the draft's id and a user that taps and types.
 */
export async function renderApp(path: string, { draft, photos = 0 }: OpenOptions = {}) {
  cleanup();
  storeExpiry(Date.now() + 60 * 60_000);
  const draftId = `draft-${++drafts}`;
  const images = photos > 0 ? await seedPhotos(draftId, photos) : undefined;
  if (draft) saveForm({ draftId, data: images ? { ...draft.data, images } : draft.data }, PRODUCT_FORM_KEYS[draft.flow]);
  window.history.replaceState(null, '', path);
  // No delay between keystrokes, and no CSS pointer-events walk up the tree before each tap (a
  // stand-in has no layout to hide a control behind): disabled controls are asserted as such.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  // Without main.tsx's StrictMode, whose only effect is a development build's second render of
  // everything: the production app renders once, and so do these tests.
  const view = render(
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>,
  );
  return { user, draftId, view };
}

/** The draft of `flow` as the wizard last stored it. */
export function storedDraft(flow: Flow): Record<string, unknown> {
  const raw = localStorage.getItem(PRODUCT_FORM_KEYS[flow]);
  return raw ? (JSON.parse(raw) as { data: Record<string, unknown> }).data : {};
}

/** Waits until the wizard shows step `id` at its address under `base`, drawn. */
export async function atStep(base: string, id: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      expect(window.location.pathname).toBe(`${base}/${id}`);
      const page = document.querySelector<HTMLElement>(`[data-step="${id}"]`);
      expect(page).not.toBeNull();
      return page!;
    },
    { timeout: 15_000 },
  );
}

/** The sidebar's link to `path`, as a tap on it moves the wizard (journey.ts viaSidebar). */
export async function viaSidebar(user: ReturnType<typeof userEvent.setup>, path: string): Promise<void> {
  const nav = screen.getByRole('navigation', { name: 'Steps' });
  const link = nav.querySelector<HTMLAnchorElement>(`a[href="${path}"]`);
  expect(link, `the sidebar has a link to ${path}`).not.toBeNull();
  expect(link!.getAttribute('aria-disabled'), `the sidebar's link to ${path} is open`).not.toBe('true');
  await user.click(link!);
  const at = path.lastIndexOf('/');
  await atStep(path.slice(0, at), path.slice(at + 1));
}

export { screen, waitFor, within };
