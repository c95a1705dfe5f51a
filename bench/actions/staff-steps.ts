import type { Locator, Page } from 'playwright-core';
import type { ActionCounter } from './counter';

/** The controls staff tap, found by the names they read on screen (never by test ids or URLs). */
export const choice = (page: Page, name: string, group?: string): Locator =>
  (group ? page.getByRole('radiogroup', { name: group, exact: true }) : page).getByRole('radio', { name, exact: true }).first();
/** A button, or a link drawn as one (the home page's tasks). */
export const button = (page: Page, name: string): Locator =>
  page
    .getByRole('button', { name, exact: true })
    .or(page.getByRole('link', { name, exact: true }))
    .first();
export const textbox = (page: Page, name: string): Locator => page.getByRole('textbox', { name, exact: true }).first();

/** Taps a choice unless it is already made (a default costs nothing). */
export async function pick(c: ActionCounter, target: Locator, what: string): Promise<void> {
  await target.waitFor({ timeout: 15_000 }).catch(() => {
    throw new Error(`The page ${c.path()} offers no ${what}.`);
  });
  if ((await target.getAttribute('aria-checked')) === 'true' || (await target.isChecked().catch(() => false))) {
    c.note(`${what} already chosen`);
    return;
  }
  await c.tap(target, what);
}

/** One choice on a page whose remaining input it is: the page may move on by itself, or need Next. */
export async function answer(c: ActionCounter, name: string, group?: string): Promise<void> {
  const page = c.path();
  await pick(c, choice(c.page, name, group), name);
  await c.nextIfNeeded(page);
}

/**
 * Several choices on one page, then on (by itself or by Next). A page that moves on before the
 * last of them (its other answers were given by defaults) needs no more.
 */
export async function answers(c: ActionCounter, picks: readonly (string | readonly [group: string, name: string])[]): Promise<void> {
  const page = c.path();
  for (const item of picks) {
    if (c.path() !== page) {
      c.note(`moved on before ${String(item)}`);
      return;
    }
    if (typeof item === 'string') await pick(c, choice(c.page, item), item);
    else await pick(c, choice(c.page, item[1], item[0]), `${item[0]}: ${item[1]}`);
  }
  await c.nextIfNeeded(page);
}

/**
 * One option of a long list (34 weave types): tapped where it is in view; otherwise, where the page
 * offers a search box, typed there first (as a scroll, it costs one action), else scrolled to.
 */
export async function answerFromList(c: ActionCounter, name: string, search: RegExp): Promise<void> {
  const target = choice(c.page, name);
  await target.waitFor({ timeout: 15_000 }).catch(() => undefined);
  const box = c.page
    .getByRole('searchbox', { name: search })
    .or(c.page.getByRole('textbox', { name: search }))
    .first();
  if (!((await target.count()) > 0 && (await c.inView(target))) && (await box.count()) > 0) await c.fill(box, name, 'search');
  await answer(c, name);
}

/** Toggles (multi-choice buttons) then Next: several may be chosen, so the page cannot know when staff are done. */
export async function toggles(c: ActionCounter, names: readonly string[]): Promise<void> {
  const page = c.path();
  for (const name of names) await c.tap(button(c.page, name), name);
  await c.nextIfNeeded(page);
}

/** Three photos on a camera page, then on. */
export async function takePhotos(c: ActionCounter, files: readonly string[]): Promise<void> {
  const page = c.path();
  for (const file of files) await c.photo(file);
  await c.nextIfNeeded(page);
}

/** 'Any flaws?', the last answer of its page: No flaws, or the flaw then Next (several may be chosen). */
export async function flaws(c: ActionCounter, flaw: string | undefined, page = c.path()): Promise<void> {
  await c.tap(button(c.page, flaw ?? 'No flaws'), flaw ?? 'No flaws');
  await c.nextIfNeeded(page);
}
