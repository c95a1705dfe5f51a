import { expect } from 'vitest';
import { renderApp, screen, waitFor, within, type OpenOptions } from './render-app';
import { next, pick, reviewRow, textbox, type User } from './wizard-walk';

/**
 * The supplies wizard walked as e2e/support/supplies-walk.ts walks it in a browser, in the DOM
 * stand-in: the Camera step's three photos are kept in the photo store before the walk
 * (render-app.tsx seedPhotos), since decoding real photos is a browser's.
 */

/**
 * Waits until the wizard shows the supplies step `id`, drawn. As render-app.tsx atStep, with the
 * journeys' patience: a first visit transforms and loads the page's code, which on a loaded 2-core
 * machine (three such files at once) took over 15 s.
 */
export const at = (id: string): Promise<HTMLElement> =>
  waitFor(
    () => {
      expect(window.location.pathname).toBe(`/supplies/${id}`);
      const page = document.querySelector<HTMLElement>(`[data-step="${id}"]`);
      expect(page).not.toBeNull();
      return page!;
    },
    { timeout: 30_000 },
  );

/** A whole walk to the shop, on a loaded machine (the project's 60 s is for one page's checks). */
export const WALK = { timeout: 180_000 } as const;

/** The sidebar's step labels, in order. */
export const sidebar = (): string[] =>
  [...screen.getByRole('navigation', { name: 'Steps' }).querySelectorAll('a')].map((a) => a.textContent ?? '');

/** The sidebar once it shows `label` (every kind lists Camera), so a missing step is not read off an empty sidebar. */
export async function sidebarWith(label = 'Camera'): Promise<string[]> {
  await waitFor(() => expect(sidebar()).toContain(label));
  return sidebar();
}

/** The product type the top bar shows. */
export const topBar = (): string | null => screen.getByTestId('product-type').textContent;

/** The choices of a single-choice group, in order. */
export const options = (group: string): string[] =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map((r) => r.textContent ?? '');

/** The choices of a many-choice group (buttons), in order. */
export const multiOptions = (group: string): string[] =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

/**
 * Opens Supplies on a new draft (three photos kept) as a page load: the picker with only the
 * Supplies step in the sidebar, then `kind` chosen and its first step drawn.
 */
export async function begin(kind: string, firstStep: string): Promise<User> {
  const { user } = await renderApp('/supplies', { draft: { flow: 'supplies', data: {} }, photos: 3 });
  await at('supply_type');
  // With no kind chosen the sidebar holds only the Supplies step.
  await waitFor(() => expect(sidebar()).toEqual(['Supplies']));
  await pick(user, 'Supply type', kind);
  await at(firstStep);
  return user;
}

/** Opens `path` as a page load with `data` stored as the supplies draft and three photos kept. */
export async function openWithDraft(path: string, data: object, options: Omit<OpenOptions, 'draft'> = { photos: 3 }): Promise<User> {
  const { user } = await renderApp(path, { draft: { flow: 'supplies', data }, ...options });
  return user;
}

/** The Camera step with its three photos shown, then Next (supplies-walk.ts addPhotos). */
export async function photosThenNext(user: User): Promise<void> {
  await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3));
  await next(user);
}

/** A page Next passes by, reached as staff do: by its link under the page before. */
export async function follow(user: User, id: string): Promise<void> {
  const link = screen.getByTestId('passed-by').querySelector<HTMLAnchorElement>(`a[href$="/supplies/${id}"]`);
  expect(link, `a passed-by link to ${id}`).not.toBeNull();
  await user.click(link!);
  await at(id);
}

/** Opens the step `id` by its address as a page load (the draft and photos are kept); answers the new page's user. */
export async function visit(id: string): Promise<User> {
  const { user } = await renderApp(`/supplies/${id}`);
  await at(id);
  return user;
}

/** Opens the page of the review row of `field` from Upload Product. */
export async function fromReview(user: User, field: string, id: string): Promise<void> {
  await at('upload_product');
  const body = reviewRow(field).closest('tbody')!;
  await user.click(within(body).getAllByRole('link')[0]!);
  await at(id);
}

/** The step ids the page links to as passed by Next. */
export const passedBy = (): string[] =>
  [...screen.getByTestId('passed-by').querySelectorAll('a')].map((a) => a.getAttribute('href')?.split('/').pop() ?? '');

/** Price page: the label for the unit, a suggestion picked (or `typed` when the kind has none), nothing missing. */
export async function price(user: User, id: string, label: string, typed?: string): Promise<void> {
  await at(id);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: label })).toHaveLength(1));
  if (typed) {
    expect(screen.queryAllByRole('radiogroup', { name: 'Suggested prices' })).toHaveLength(0);
    await user.clear(textbox(label));
    await user.paste(typed);
    await user.tab();
  } else {
    await waitFor(() =>
      expect(within(screen.getByRole('radiogroup', { name: 'Suggested prices' })).getAllByRole('radio', { checked: true })).toHaveLength(1),
    );
  }
  expect(screen.queryAllByTestId('missing-for-price')).toHaveLength(0);
}

/** The review's row for `field`, as text. */
export const reviewText = (field: string): string => reviewRow(field).textContent ?? '';

/** On Upload Product: a review with no errors, then `button` until the panel reports success. */
export async function uploadReviewed(user: User, button = 'Upload'): Promise<void> {
  await at('upload_product');
  await waitFor(() => expect(screen.getByRole('table', { name: 'Review' })).toBeTruthy());
  expect([...document.querySelectorAll('tr[data-error]')].map((r) => r.textContent)).toEqual([]);
  await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready'));
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('success'), { timeout: 30_000 });
}
