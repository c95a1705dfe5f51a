import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { atStep } from './render-app';

/**
 * Walking a wizard as staff do, by the names on screen, in the DOM stand-in: the component
 * counterparts of e2e/support/supplies-walk.ts.
 */

export type User = ReturnType<typeof userEvent.setup>;

/** A control staff cannot use: disabled itself or inside a disabled fieldset. */
export const isDisabled = (el: Element): boolean =>
  el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true' || el.closest('fieldset:disabled') !== null;

export const radioIn = (group: string, option: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

export const nextButton = () => screen.getByRole('button', { name: 'Next' });

export async function pick(user: User, group: string, option: string): Promise<void> {
  await user.click(radioIn(group, option));
}

export async function press(user: User, name: string): Promise<void> {
  await user.click(screen.getByRole('button', { name }));
}

export async function next(user: User): Promise<void> {
  await user.click(nextButton());
}

/**
 * Fills a text box (what was there replaced, the new text in one input, as Playwright's fill does)
 * and leaves it, so the field counts as touched.
 */
export async function type(user: User, name: string | RegExp, value: string): Promise<void> {
  await fill(user, textbox(name), value);
  await user.tab();
}

/** Replaces a box's text in one input, as a paste or Playwright's fill: one change for the draft, not one per key. */
export async function fill(user: User, box: HTMLElement, value: string): Promise<void> {
  await user.clear(box);
  if (value !== '') await user.paste(value);
}

/** The review row of `field` on Upload Product. */
export const reviewRow = (field: string): HTMLElement => {
  const row = document.querySelector<HTMLElement>(`tr[data-field="${field}"]`);
  expect(row, `the review has a row for ${field}`).not.toBeNull();
  return row!;
};

/**
 * On the page `id` as Next stops there with 'Any flaws?' unanswered (issue 26 item 1): the question
 * with No flaws and the flaws, nothing chosen, Next waiting for an answer, and the sidebar's next
 * step `after` closed until then.
 */
export async function flawsAsked(base: string, id: string, after: string): Promise<void> {
  await atStep(base, id);
  const question = screen.getByRole('group', { name: 'Any flaws?' });
  const noFlaws = within(question).getByRole('button', { name: 'No flaws' });
  expect(noFlaws.getAttribute('aria-pressed')).toBe('false');
  const flaws = within(question).getByRole('group', { name: 'Flaws' });
  expect(within(flaws).getAllByRole('button').length).toBeGreaterThan(0);
  expect(within(flaws).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  expect(within(question).getByRole<HTMLInputElement>('textbox', { name: 'Flaws (other)' }).value).toBe('');
  await waitFor(() => expect(isDisabled(nextButton())).toBe(true));
  const link = screen.getByRole('navigation', { name: 'Steps' }).querySelector(`a[href$="${base}/${after}"]`);
  expect(link?.getAttribute('aria-disabled')).toBe('true');
}
