import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './server';
import { toastAtRest } from './browser';
import { makeJpeg, writeFixtures } from './photos';
import { newPageTabs } from './shared-tabs';
import { drawnStep } from './journey';

/** Walking the supplies wizard as staff do: by the names on screen, one step at a time. */

/** Waits until the wizard shows the supplies step `id` (its path segment). */
export const at = (page: Page, id: string) => drawnStep(page, '/supplies', id);
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const pick = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).click();
export const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/**
 * A page Next passes by (issue 17: optional, or answered by a default) reached as staff do: by its
 * link under the page before ('Quantity: 1', 'Price: $4.50 suggested').
 */
export async function follow(page: Page, id: string): Promise<void> {
  await page.getByTestId('passed-by').locator(`a[href$="/supplies/${id}"]`).click();
  await at(page, id);
}

/** Opens the step `id` by its address (the draft is kept): a passed-by page an answer moved past. */
export async function visit(page: Page, id: string): Promise<void> {
  await page.goto(`/supplies/${id}`);
  await at(page, id);
}

/** Opens the page of the review row of `field` (a page Next passed by, or one an answer moved past), from Upload Product. */
export async function fromReview(page: Page, field: string, id: string): Promise<void> {
  await at(page, 'upload_product');
  await page.locator(`tbody:has(tr[data-field="${field}"])`).getByRole('link').first().click();
  await at(page, id);
}

/**
 * On the page `id` as Next stops there with 'Any flaws?' unanswered (issue 26 item 1): the question
 * with No flaws and the flaws, nothing chosen (no default), Next waiting for an answer, and the
 * sidebar's next step `after` closed until then.
 */
export async function flawsAsked(page: Page, id: string, after: string): Promise<void> {
  await at(page, id);
  const question = page.getByRole('group', { name: 'Any flaws?', exact: true });
  const noFlaws = question.getByRole('button', { name: 'No flaws', exact: true });
  await expect.poll(() => noFlaws.getAttribute('aria-pressed')).toBe('false');
  const flaws = question.getByRole('group', { name: 'Flaws', exact: true });
  expect(await flaws.getByRole('button').count()).toBeGreaterThan(0);
  expect(await flaws.getByRole('button', { pressed: true }).count()).toBe(0);
  expect(await question.getByRole('textbox', { name: 'Flaws (other)', exact: true }).inputValue()).toBe('');
  await expect.poll(() => page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
  expect(await page.locator(`nav[aria-label="Steps"] a[href$="/supplies/${after}"]`).getAttribute('aria-disabled')).toBe('true');
}

/** Types into a text box and leaves it, so the field counts as touched. */
export async function type(page: Page, name: string, value: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.fill(value);
  await box.press('Tab');
}

/** On Upload Product: a review with no errors, then `button` (Upload, or Upload and Print Label) until the panel reports success. */
export async function uploadReviewed(page: Page, button = 'Upload'): Promise<void> {
  await at(page, 'upload_product');
  await expect.poll(() => page.getByRole('table', { name: 'Review' }).count()).toBe(1);
  const errors = await page.locator('tr[data-error]').allTextContents();
  expect(errors).toEqual([]);
  await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-upload-state')).toBe('ready');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.getByTestId('upload-panel').getAttribute('data-upload-state'), { timeout: 30_000 }).toBe('success');
  await toastAtRest(page);
}

/**
 * Phone tabs of one signed-in staff member on the supplies wizard, each with an empty draft, on
 * /supplies; `addPhotos` takes three photos (made once per file) on the Camera step and moves on.
 * `sharedTab()` gives the running journey the file's one phone context and page as a new tab
 * would be (fresh-tab.ts: no new renderer per journey), and the journey leaves it open.
 */
export function suppliesPhone(journey: { readonly server: RunningServer; readonly browser: Browser }) {
  let photoFiles: string[] = [];
  const makePhotos = async (page: Page) => {
    photoFiles = Object.values(
      writeFixtures({
        'one.jpg': await makeJpeg(page, 640, 480, '#c62828'),
        'two.jpg': await makeJpeg(page, 640, 480, '#1e88e5'),
        'three.jpg': await makeJpeg(page, 480, 640, '#2e7d32'),
      }),
    );
  };
  // Made as newPage makes a phone's context: no service worker at all, as on the shop's phones over http.
  const shared = newPageTabs(journey, 'phone', '/supplies');
  return {
    sharedTab: async (): Promise<Page> => {
      const { page } = await shared();
      if (photoFiles.length === 0) await makePhotos(page);
      await at(page, 'supply_type');
      return page;
    },
    addPhotos: async (page: Page): Promise<void> => {
      await page.getByTestId('photo-input').setInputFiles(photoFiles);
      await expect.poll(() => page.getByTestId('photo-thumb').count(), { timeout: 20_000 }).toBe(3);
      await next(page);
    },
  };
}

/** Chooses the supply kind on the Supplies step and waits for its first step. */
export async function chooseKind(page: Page, kind: string, firstStep: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Supply type' }).getByRole('radio', { name: kind, exact: true }).click();
  await at(page, firstStep);
}
