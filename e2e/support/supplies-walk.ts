import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Walking the supplies wizard as staff do: by the names on screen, one step at a time. */

/** Waits until the wizard shows the supplies step `id` (its path segment). */
export const at = (page: Page, id: string) => page.waitForURL(`**/supplies/${id}`);
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const pick = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).click();
export const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** Types into a text box and leaves it, so the field counts as touched. */
export async function type(page: Page, name: string, value: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.fill(value);
  await box.press('Tab');
}

/** On Upload Product: a review with no errors, then Upload until the panel reports success. */
export async function uploadReviewed(page: Page): Promise<void> {
  await at(page, 'upload_product');
  await expect.poll(() => page.getByRole('table', { name: 'Review' }).count()).toBe(1);
  const errors = await page.locator('tr[data-error]').allTextContents();
  expect(errors).toEqual([]);
  await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-upload-state'), { timeout: 30_000 }).toBe('success');
}
