import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { BoxRecord } from '../../src/shared/schemas/box-api';

/**
 * The inventory box flow's steps as staff tap them (e2e/boxes.test.ts, e2e/box-services.test.ts):
 * the same taps whichever box table, image host and mailer the server is connected to.
 */

/** The box wizard is at its step `id` (its address). */
export const step = (page: Page, id: string) => page.waitForURL(`**/inventory_supplies/${id}`);
export const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();
/** `text` is on screen (its first match), within `timeout`. */
export const visible = (page: Page, text: string, timeout = 15_000) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout }).toBe(true);

/** Every box, read as the page reads it (with the page's session cookie). */
export const listBoxes = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/product/boxes')).json()) as { boxes: BoxRecord[] }).boxes);

export const boxById = async (page: Page, id: string) => (await listBoxes(page)).find((b) => b.boxID === id);

export const startNewBox = (page: Page) => page.getByRole('button', { name: 'Start a new box', exact: true }).click();

/** The one tap that opens the sizes when the page shows the size carried from the last box. */
export const changeSize = (page: Page) => page.getByRole('button', { name: 'Change size', exact: true }).click();

/**
 * From Start or Update to the new box's summary: Start a new box, the size (after Change size when
 * one is `carried` from the last box), then the type and its sub-choices.
 */
export async function chooseNewBox(page: Page, choices: string[], size: string, { carried = false } = {}): Promise<void> {
  await step(page, 'start_or_update');
  await startNewBox(page);
  await step(page, 'supply_type_box_size');
  // The size first: the type then ends the page, whatever size the last box had.
  const [type, ...rest] = choices;
  if (carried) await changeSize(page);
  await radio(page, size);
  await radio(page, type!);
  for (const choice of rest) await radio(page, choice);
  await step(page, 'summary_page');
}

/** A new box with Submit New Box: answers the Box ID the page shows once it is created. */
export async function createBox(page: Page, choices: string[], size: string, options: { carried?: boolean } = {}): Promise<string> {
  await chooseNewBox(page, choices, size, options);
  await page.getByRole('button', { name: 'Submit New Box' }).click();
  await visible(page, 'Upload Success');
  await visible(page, 'New Box Created');
  return (await page.getByTestId('created-box-id').innerText()).trim();
}
