/**
 * Issue 42 item 6: a box created keeps its type. Before, Type and Size still took another type
 * after creation, and the top bar read 'Thread' over 'New Box Created 2-2 Buttons'.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/journey';
import { newPage, signIn } from './support/browser';
import { createdBoxLocked } from '../src/client/flows/boxes/new-box';
import { STAFF } from './support/server';

const journey = useServerAndBrowser();

const step = (page: Page, id: string) => page.waitForURL(`**/inventory_supplies/${id}`);
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

describe('a created box', () => {
  it('cannot change its type or size: its pages show them locked, and the top bar keeps its type', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, 'desktop');
    await signIn(page, STAFF, '/inventory_supplies');
    await step(page, 'start_or_update');
    await page.getByRole('button', { name: 'Start a new box', exact: true }).click();
    await step(page, 'supply_type_box_size');
    const carried = page.getByRole('button', { name: 'Change size', exact: true });
    if (await carried.isVisible()) await carried.click();
    await radio(page, 'Banker Box').click();
    await radio(page, 'Buttons').click();
    await step(page, 'summary_page');
    await page.getByRole('button', { name: 'Submit New Box' }).click();
    await visible(page, 'New Box Created');
    const boxID = (await page.getByTestId('created-box-id').innerText()).trim();
    expect(boxID).toMatch(/^2-\d+$/);
    await visible(page, 'Inventory Supplies · Buttons');

    await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Type and Size' }).click();
    await step(page, 'supply_type_box_size');
    await visible(page, createdBoxLocked(boxID));
    expect(await radio(page, 'Thread').isDisabled()).toBe(true);
    expect(await radio(page, 'Small Bin').isDisabled()).toBe(true);
    await radio(page, 'Thread').click({ force: true });
    expect(await radio(page, 'Buttons').getAttribute('aria-checked')).toBe('true');
    await visible(page, 'Inventory Supplies · Buttons');
    expect(await page.getByText('Inventory Supplies · Thread', { exact: true }).count()).toBe(0);

    // The start page keeps it a new box until New Supply Entry.
    await page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: 'Start or Update' }).click();
    await step(page, 'start_or_update');
    expect(await page.getByRole('checkbox', { name: 'New Box' }).isDisabled()).toBe(true);
    await context.close();
  });
});
