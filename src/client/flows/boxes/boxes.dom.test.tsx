import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { atStep, renderApp, screen, viaSidebar, waitFor, within } from '../../test/render-app';
import { isDisabled, next, pick, press, radioIn, type User } from '../../test/wizard-walk';
import { shopServer } from '../../test/shop-server';
import { boxesHeld, boxesSent, boxHandlers, makeBox, resetBoxes, seedBox, updateBox } from '../../test/box-server';
import { nothingListedToday } from '../../test/home-server';
import { BOX_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxCreateInput } from '../../../shared/schemas/box-api';
import { createdBoxLocked, HOME_NEW_BOX } from './new-box';

/**
 * The inventory box pages as staff meet them (e2e/boxes.test.ts, box-history.test.ts and
 * boxes-created-lock.test.ts until D152 moved what a page shows here): which steps the sidebar
 * offers, the size carried from the last box, what Back and Home's entry do, a created box's lock,
 * a lost answer tapped again, the boxes by status, a box's history, and a failed update keeping its
 * notes. Real photos, the label PDF and mail, and the real table's numbering stay with the journey.
 */

// The label itself is the journey's (a real PDF); here only whether and for which box the page asks for one.
const printed = vi.hoisted(() => ({ boxes: [] as { boxID: string }[] }));
vi.mock('../../labels/print-label', () => ({
  printBoxLabel: (box: { boxID: string }) => {
    printed.boxes.push(box);
    return Promise.resolve();
  },
}));

const at = (id: string) => atStep('/inventory_supplies', id);
const sidebar = () =>
  within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());
const shown = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
const testId = (id: string) => screen.getByTestId(id);
const newBoxBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'New Box' });
const boxIdBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Box ID' });
const notesBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
const staysAt = async (id: string) => {
  await new Promise((done) => setTimeout(done, 50));
  expect(window.location.pathname).toBe(`/inventory_supplies/${id}`);
};
const statusChip = (status: string) => screen.getByRole('radio', { name: new RegExp(`^${status} · \\d+$`) });
const listedBox = (boxID: string) => within(testId('boxes-by-status')).getByRole('button', { name: new RegExp(`^${boxID}\\b`) });
const historyTexts = () => screen.queryAllByTestId('history-entry').map((e) => e.textContent ?? '');

const RIBBON: BoxCreateInput = { productType: 'Trim', subA: 'Ribbon', subB: '', boxSize: 'Banker Box' };
const ZIPPERS: BoxCreateInput = { productType: 'Zippers', subA: '', subB: '', boxSize: 'Blue Bin' };

beforeEach(() => {
  resetBoxes();
  printed.boxes.length = 0;
  shopServer.use(...boxHandlers, nothingListedToday);
});

/** Submits the summary's new box and answers its Box ID as the page shows it. */
async function submitNewBox(user: User, button = 'Submit New Box'): Promise<string> {
  await press(user, button);
  await shown(BOX_MESSAGES.createdBanner);
  return testId('created-box-id').textContent.trim();
}

describe('inventory box pages', () => {
  it('a new box: Back shows the start as left, the sidebar follows the type, the first size is asked, and the next box carries it; an ID search opens a box', async () => {
    const { user } = await renderApp('/inventory_supplies');
    await at('start_or_update');
    expect(sidebar()).toEqual(['Start or Update', 'Update Box Status']);

    // One tap on 'Start a new box' opens the first question; Back shows New Box ticked and the Box ID locked with its hint.
    await press(user, 'Start a new box');
    await at('supply_type_box_size');
    await press(user, 'Back');
    await at('start_or_update');
    expect(newBoxBox().checked).toBe(true);
    expect(isDisabled(boxIdBox())).toBe(true);
    await shown('Untick New Box to enter a Box ID.');
    await next(user);

    // A first box has no size yet: the type waits for one. Trim adds its step to the sidebar.
    await at('supply_type_box_size');
    await pick(user, 'Supply type', 'Trim');
    await staysAt('supply_type_box_size');
    await pick(user, 'Size of box', 'Banker Box');
    await at('trim_type');
    expect(sidebar()).toEqual(['Start or Update', 'Type and Size', 'Trim Type', 'Summary']);
    await pick(user, 'Trim type', 'Lace');
    await at('summary_page');
    await waitFor(() => expect(testId('box-code-preview').textContent).toContain('6C-1'));
    expect(await submitNewBox(user)).toBe('6C-1');
    await shown('Upload Success');
    expect(boxesSent.creations.map((c) => c.body)).toEqual([{ productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' }]);

    // New Supply Entry: a fresh draft, back at the start, not a new box yet.
    await press(user, BOX_MESSAGES.newSupplyEntry);
    await at('start_or_update');
    expect(screen.queryAllByRole('checkbox', { name: 'New Box' })).toHaveLength(0);
    expect(isDisabled(screen.getByRole('button', { name: 'Start a new box' }))).toBe(false);

    // The next box starts at the last box's size, said above the types (issue 26 item 5); Change size
    // opens the sizes with it chosen, and another size waits for the type.
    await press(user, 'Start a new box');
    await at('supply_type_box_size');
    await shown('Size: Banker Box (from the last box)');
    await press(user, 'Change size');
    expect(radioIn('Size of box', 'Banker Box').getAttribute('aria-checked')).toBe('true');
    await pick(user, 'Size of box', 'Large Bin');
    await staysAt('supply_type_box_size');
    await pick(user, 'Supply type', 'Everything Else');
    await at('everything_else_category');
    await pick(user, 'Category', 'Other');
    await at('other_category');
    await press(user, 'Back');
    await at('everything_else_category');
    await press(user, 'Back');
    await at('supply_type_box_size');
    // A type other than Trim or Everything Else: start, type and size, summary only.
    await pick(user, 'Supply type', 'Buttons');
    await at('summary_page');
    expect(sidebar()).toEqual(['Start or Update', 'Type and Size', 'Summary']);
    await shown('Large Bin');
    await waitFor(() => expect(testId('box-code-preview').textContent).toContain('2-'));

    // Unticking New Box offers the new box again; a Box ID typed lower case is shown upper case and opens the box.
    const start = await renderApp('/inventory_supplies/start_or_update');
    await at('start_or_update');
    await start.user.click(newBoxBox());
    expect(isDisabled(screen.getByRole('button', { name: 'Start a new box' }))).toBe(false);
    await start.user.type(boxIdBox(), '6c');
    expect(boxIdBox().value).toBe('6C');
    expect(isDisabled(screen.getByRole('button', { name: 'Start a new box' }))).toBe(true);
    await shown('Clear the Box ID to start a new box.');
    // The list drops down under the field; the stand-in never ends Mantine's opening transition, so it stays display: none.
    const [option] = await screen.findAllByRole('option', { name: '6C-1', hidden: true });
    await start.user.click(option!);
    await at('update_box_status');
    expect(testId('current-status').textContent).toBe('New Box');
    expect(testId('next-status').textContent).toBe('General Sort');
  });

  it("Home's Start A New Box: no stop on the start page; Submit and Create Label makes the box, its label and mail; the next box starts fresh at that size", async () => {
    const home = await renderApp('/');
    await home.user.click(await screen.findByRole('link', { name: HOME_NEW_BOX }));
    await at('supply_type_box_size');
    // Back shows the start page as staff left it (New Box ticked), without starting again.
    await press(home.user, 'Back');
    await at('start_or_update');
    expect(newBoxBox().checked).toBe(true);
    await next(home.user);
    await at('supply_type_box_size');
    await pick(home.user, 'Size of box', 'Blue Bin');
    await pick(home.user, 'Supply type', 'Zippers');
    await at('summary_page');

    const boxID = await submitNewBox(home.user, BOX_MESSAGES.submitAndCreateLabel);
    expect(boxID).toBe('1-1');
    expect(boxesSent.creations.map((c) => c.body)).toEqual([{ productType: 'Zippers', subA: '', subB: '', boxSize: 'Blue Bin' }]);
    await waitFor(() => expect(boxesSent.labelMails).toEqual([boxID]));
    expect(printed.boxes).toEqual([expect.objectContaining({ boxID, productType: 'Zippers' })]);
    await shown(BOX_MESSAGES.labelEmailed(boxID));
    // The label just made is not offered as the next thing to do: New Supply Entry stands out, Create Label stays for a copy.
    expect(screen.getByRole('button', { name: BOX_MESSAGES.createLabel }).getAttribute('data-variant')).toBe('default');
    expect(screen.getByRole('button', { name: BOX_MESSAGES.newSupplyEntry }).getAttribute('data-variant')).toBe('filled');

    // Home's entry again: a new box at the same size, not the one just made.
    const again = await renderApp('/');
    await again.user.click(await screen.findByRole('link', { name: HOME_NEW_BOX }));
    await at('supply_type_box_size');
    await shown('Size: Blue Bin (from the last box)');
    expect(radioIn('Supply type', 'Zippers').getAttribute('aria-checked')).toBe('false');
    await pick(again.user, 'Supply type', 'Zippers');
    await at('summary_page');
    expect(screen.queryAllByTestId('created-box-id')).toHaveLength(0);
    expect(isDisabled(screen.getByRole('button', { name: 'Submit New Box' }))).toBe(false);
  });

  // Issue 42 item 6: Type and Size still took another type after creation, and the top bar read 'Thread' over 'New Box Created 2-2 Buttons'.
  it('a created box cannot change its type or size: its pages show them locked, and the top bar keeps its type', async () => {
    const { user } = await renderApp('/inventory_supplies');
    await at('start_or_update');
    await press(user, 'Start a new box');
    await at('supply_type_box_size');
    await pick(user, 'Size of box', 'Banker Box');
    await pick(user, 'Supply type', 'Buttons');
    await at('summary_page');
    const boxID = await submitNewBox(user);
    expect(boxID).toBe('2-1');
    await shown('Inventory Supplies · Buttons');

    await viaSidebar(user, '/inventory_supplies/supply_type_box_size');
    await shown(createdBoxLocked(boxID));
    expect(isDisabled(radioIn('Supply type', 'Thread'))).toBe(true);
    expect(isDisabled(radioIn('Size of box', 'Small Bin'))).toBe(true);
    // A forced tap, as the journey's: a click dispatched at the disabled choice itself.
    fireEvent.click(radioIn('Supply type', 'Thread'));
    expect(radioIn('Supply type', 'Buttons').getAttribute('aria-checked')).toBe('true');
    await shown('Inventory Supplies · Buttons');
    expect(screen.queryAllByText('Inventory Supplies · Thread')).toHaveLength(0);

    // The start page keeps it a new box until New Supply Entry.
    await viaSidebar(user, '/inventory_supplies/start_or_update');
    expect(isDisabled(newBoxBox())).toBe(true);
  });

  it('a create whose answer is lost says to tap again, and the second tap gets the same box, never a second one', async () => {
    const { user } = await renderApp('/inventory_supplies/start_or_update');
    await at('start_or_update');
    await press(user, 'Start a new box');
    await at('supply_type_box_size');
    await pick(user, 'Supply type', 'Trim');
    await pick(user, 'Size of box', 'Banker Box');
    await at('trim_type');
    await pick(user, 'Trim type', 'Ribbon');
    await at('summary_page');
    await waitFor(() => expect(testId('box-code-preview').textContent).toContain('6B-1'));

    // The server makes the box, but its answer never reaches the phone (the Wi-Fi drops).
    let lostKey: string | null = null;
    shopServer.use(
      http.post(
        '*/product/boxes',
        async ({ request }) => {
          lostKey = request.headers.get('idempotency-key');
          makeBox((await request.json()) as BoxCreateInput, lostKey);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await press(user, 'Submit New Box');
    await shown(BOX_MESSAGES.errorTitle);
    await shown(BOX_MESSAGES.createNoAnswer);
    expect(boxesHeld().map((b) => b.boxID)).toEqual(['6B-1']);

    // Tapped again with the same key: the same box comes back, not 6B-2.
    expect(await submitNewBox(user)).toBe('6B-1');
    expect(lostKey).not.toBeNull();
    expect(boxesSent.creations.map((c) => c.key)).toEqual([lostKey]);
    expect(boxesHeld().map((b) => b.boxID)).toEqual(['6B-1']);
  });

  it('boxes by status open a box; its history and what earlier updates filed are shown; its label prints again', async () => {
    seedBox(RIBBON);
    updateBox('6B-1', 'Mostly cream ribbon', ['/box-photos/ribbon-1.jpg']);
    updateBox('6B-1', 'About 40 m', ['/box-photos/ribbon-2.jpg']);
    // Measured -> Input files into General Sort again, after the first update's note and photo.
    updateBox('6B-1', 'Some white too', ['/box-photos/ribbon-3.jpg']);

    const { user } = await renderApp('/inventory_supplies/start_or_update');
    await at('start_or_update');
    await user.click(await screen.findByRole('radio', { name: 'Input · 1' }));
    await user.click(listedBox('6B-1'));
    await at('update_box_status');

    await waitFor(() => expect(historyTexts()).toHaveLength(4));
    const entries = historyTexts();
    expect(entries[0]).toContain('Measured → Input');
    expect(entries[0]).toContain('Some white too');
    expect(entries[1]).toContain('General Sort → Measured');
    expect(entries[1]).toContain('About 40 m');
    expect(entries[2]).toContain('New Box → General Sort');
    expect(entries[2]).toContain('Mostly cream ribbon');
    expect(entries[3]).toContain('Created · New Box');
    for (const entry of entries) expect(entry).toContain('staff@selvage.test');
    const photosOf = (i: number) => within(screen.getAllByTestId('history-entry')[i]!).queryAllByRole('img');
    expect([0, 1, 2, 3].map((i) => photosOf(i).length)).toEqual([1, 1, 1, 0]);
    const generalSort = testId('saved-general-sort');
    expect(generalSort.textContent).toContain('Mostly cream ribbon');
    expect(generalSort.textContent).toContain('Some white too');
    expect(within(generalSort).getAllByRole('img')).toHaveLength(2);
    expect(testId('saved-measured').textContent).toContain('About 40 m');

    // The label again, from the box itself: made and mailed.
    await press(user, BOX_MESSAGES.printLabel);
    await shown(BOX_MESSAGES.labelEmailed('6B-1'));
    expect(printed.boxes).toEqual([expect.objectContaining({ boxID: '6B-1', productType: 'Trim', subA: 'Ribbon' })]);
    expect(boxesSent.labelMails).toEqual(['6B-1']);

    // Back at the start, the box is listed under Input and no box under New Box.
    await press(user, 'Back');
    await at('start_or_update');
    await user.click(statusChip('New Box'));
    await shown('No boxes are New Box.');
    await user.click(statusChip('Input'));
    expect(listedBox('6B-1')).toBeTruthy();
  });

  it('a failed update keeps the notes, through a reload too; the update then moves the box on and clears them', async () => {
    seedBox(ZIPPERS);
    const { user } = await renderApp('/inventory_supplies/start_or_update');
    await at('start_or_update');
    await user.click(await screen.findByRole('radio', { name: 'New Box · 1' }));
    await user.click(listedBox('1-1'));
    await at('update_box_status');
    await waitFor(() => expect(historyTexts()).toEqual([expect.stringContaining('Created · New Box')]));
    await user.type(notesBox(), 'Half full');

    // The table is down: the error toast, and nothing typed is lost.
    shopServer.use(http.post('*/product/box_status', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    await press(user, 'Update Box');
    await shown(BOX_MESSAGES.errorTitle);
    await shown("Box status update failed. Something's wrong with the server. Please retry or Contact administrator");
    expect(notesBox().value).toBe('Half full');
    expect(testId('current-status').textContent).toBe('New Box');

    // A reload keeps the picked box and the notes.
    const reloaded = await renderApp('/inventory_supplies/update_box_status');
    await at('update_box_status');
    await waitFor(() => expect(notesBox().value).toBe('Half full'));
    await press(reloaded.user, 'Update Box');
    await shown(BOX_MESSAGES.updatedBanner);
    await shown(BOX_MESSAGES.updatedToast);
    await waitFor(() => expect(testId('current-status').textContent).toBe('General Sort'));
    expect(testId('next-status').textContent).toBe('Measured');
    expect(notesBox().value).toBe('');
    await waitFor(() => expect(testId('saved-general-sort').textContent).toContain('Half full'));
    expect(boxesSent.updates.at(-1)).toEqual({ boxID: '1-1', fromStatus: 'New Box', notes: 'Half full', photos: [] });
    await waitFor(() => expect(historyTexts()[0]).toContain('New Box → General Sort'));
  });
});
