import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderApp, atStep, screen, waitFor, within } from '../../test/render-app';
import { fill, isDisabled, press, type User } from '../../test/wizard-walk';
import { shopServer } from '../../test/shop-server';
import { editRoll, listRoll, resetRolls, rollHandlers, rollsSent, rollsWithSku } from '../../test/roll-server';
import { ROLL_TO_BUNDLE_MESSAGES } from '../../../shared/schemas/roll-to-bundle';
import { UPLOAD_MESSAGES } from '../../../shared/messages/upload';
import { rollVersion } from '../../../shared/edit/record-version';
import { ROLL_TO_BUNDLE_TEXTS } from './roll-to-bundle-draft';
import { ROLL_TO_BUNDLE_FORM_KEY } from './roll-to-bundle-steps';

/**
 * Roll to bundle as staff meet it (e2e/roll-to-bundle.test.ts until D152 moved what a page shows
 * here): the search and its messages, the length and the price, the conversion's states and what
 * it sends, a lost session, and a roll someone else changed. The label's PDF, the listing the real
 * shop reads back and Recent uploads stay with the journey.
 */

// The label itself is the journey's (a real PDF); here only whether and with what the page asks for one.
const printed = vi.hoisted(() => ({ bundles: [] as unknown[] }));
vi.mock('../../labels/print-label', () => ({
  printBundleLabel: (bundle: unknown) => {
    printed.bundles.push(bundle);
    return Promise.resolve();
  },
}));

const at = (id: string) => atStep('/roll_to_bundle', id);
const skuBox = () => screen.getByRole('textbox', { name: 'SKU' });
const lengthBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Length in metres' });
const button = (name: string) => screen.getByRole('button', { name });
const uploadState = () => screen.getByTestId('roll-upload').getAttribute('data-upload-state');
const shown = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
const notShown = (text: string) => waitFor(() => expect(screen.queryAllByText(text)).toHaveLength(0));
const stateIs = (state: string) => waitFor(() => expect(uploadState()).toBe(state));
const storedDraft = () => (JSON.parse(localStorage.getItem(ROLL_TO_BUNDLE_FORM_KEY) ?? '{}') as { data?: Record<string, unknown> }).data;

/** Opens Roll to Bundle and types `sku`: its only roll opens the length page without a tap. */
async function openRoll(sku: string): Promise<User> {
  const { user } = await renderApp('/roll_to_bundle');
  await at('search');
  await fill(user, skuBox(), sku);
  await at('length');
  return user;
}

beforeEach(() => {
  resetRolls();
  printed.bundles.length = 0;
  shopServer.use(...rollHandlers);
});

describe('roll to bundle pages', () => {
  it('search: each bad SKU has its message and is not searched; several rolls wait for a pick; one roll opens; Back shows it picked', async () => {
    const { user } = await renderApp('/roll_to_bundle');
    await at('search');
    await fill(user, skuBox(), '5');
    await fill(user, skuBox(), '');
    await user.tab();
    await shown(ROLL_TO_BUNDLE_MESSAGES.skuRequired);
    await fill(user, skuBox(), '12a');
    await shown(ROLL_TO_BUNDLE_MESSAGES.skuWhole);
    expect(screen.queryAllByText(ROLL_TO_BUNDLE_MESSAGES.noRolls)).toHaveLength(0);
    await fill(user, skuBox(), '99999');
    await shown(ROLL_TO_BUNDLE_MESSAGES.noRolls);
    await notShown(ROLL_TO_BUNDLE_MESSAGES.skuWhole);
    // Only a SKU without errors reaches the server.
    expect(rollsSent.searches).not.toContain('12a');
    expect(rollsSent.searches).toContain('99999');

    // Two rolls under one SKU (a shop with a repeated SKU): listed, and the page waits for a pick.
    listRoll('4242', { lengthM: [8], widthCM: [148], price: [9], colour: ['Red'] });
    listRoll('4242', { lengthM: [8], widthCM: [148], price: [9], colour: ['Green'] });
    await fill(user, skuBox(), '4242');
    const twins = () => screen.queryAllByRole('listitem').filter((li) => li.textContent?.includes('SKU 4242'));
    await waitFor(() => expect(twins()).toHaveLength(2));
    expect(twins()[0]!.textContent).toContain('8 m × 148 cm · $9.00/m');
    await new Promise((done) => setTimeout(done, 50));
    expect(window.location.pathname).toBe('/roll_to_bundle/search');

    // The one roll with this SKU opens as soon as the SKU is typed: no tap.
    const roll = listRoll('10026', { lengthM: [8], widthCM: [148], price: [9] });
    await fill(user, skuBox(), roll.sku);
    await at('length');

    // Back shows the search with that roll picked, and stays there; picking it again moves on.
    await press(user, 'Back');
    await at('search');
    const result = await waitFor(() => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(`SKU ${roll.sku}`))!);
    await new Promise((done) => setTimeout(done, 50));
    expect(window.location.pathname).toBe('/roll_to_bundle/search');
    const pick = within(result).getByRole('button');
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    await user.click(pick);
    await at('length');
  });

  it('length: bad lengths named, the summary links to them; Upload on the length page converts once with the roll shown, and the success stays', async () => {
    const roll = listRoll('10026', { lengthM: [8], widthCM: [148], price: [9] });
    const user = await openRoll(roll.sku);
    await shown(`Harbour Morning - Blue Poplin Roll (SKU ${roll.sku}) holds 8 m.`);
    await fill(user, lengthBox(), 'abc');
    await user.tab();
    await shown(ROLL_TO_BUNDLE_MESSAGES.lengthNotNumber);
    await fill(user, lengthBox(), '9');
    await user.tab();
    await shown(ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(8));

    // The summary names the bad length and links back to its step.
    const summary = await renderApp('/roll_to_bundle/upload');
    await at('upload');
    await stateIs('invalid');
    await shown(UPLOAD_MESSAGES.fixAllErrors);
    expect(isDisabled(button('Upload'))).toBe(true);
    await summary.user.click(screen.getByRole('link', { name: ROLL_TO_BUNDLE_MESSAGES.lengthOverRoll(8) }));
    await at('length');

    // Handed on as typed: a tap on Upload right after the last digit is not lost on a button still disabled.
    await fill(summary.user, lengthBox(), '2.35');
    expect(isDisabled(button('Upload'))).toBe(false);
    // 9.00 x 2.35 = 21.15, rounded up to 21.50.
    await waitFor(() => expect(screen.getByTestId('bundle-price').textContent).toContain('Bundle price $21.50'));
    await stateIs('ready');
    await press(summary.user, 'Upload');
    await stateIs('success');
    expect(window.location.pathname).toBe('/roll_to_bundle/length');
    await shown(`SKU ${roll.sku} is now a bundle of 2.35 m at $21.50.`);
    // What was converted stays as converted: another length is another conversion (Start new).
    expect(lengthBox().readOnly).toBe(true);
    // Upload alone prints nothing: the label waits for Print label.
    expect(printed.bundles).toHaveLength(0);
    // One conversion, of the roll as the page showed it, keyed by the draft so a retry cannot convert twice.
    expect(rollsSent.conversions).toHaveLength(1);
    expect(rollsSent.conversions[0]).toEqual({
      body: { sku: roll.sku, length: 2.35, rollVersion: rollVersion(roll) },
      key: expect.stringMatching(/.+/),
    });

    // A reload keeps the success, here and on the summary, and Print label prints the bundle.
    await renderApp('/roll_to_bundle/length');
    await stateIs('success');
    const again = await renderApp('/roll_to_bundle/upload');
    await stateIs('success');
    const table = screen.getByRole('table', { name: 'Summary' }).textContent;
    for (const part of ['Harbour Morning', roll.sku, '2.35']) expect(table).toContain(part);
    await press(again.user, 'Print label');
    expect(printed.bundles).toEqual([
      expect.objectContaining({ sku: roll.sku, length: 2.35, price: '21.50', name: 'Harbour Morning', width: 148 }),
    ]);

    // Start new: an empty search, and the converted SKU is no roll any more.
    await press(again.user, 'Start new');
    await at('search');
    expect((skuBox() as HTMLInputElement).value).toBe('');
    await fill(again.user, skuBox(), roll.sku);
    await shown(ROLL_TO_BUNDLE_MESSAGES.noRolls);
  });

  it('a bundle over 9.99 m is refused; a server failure may be retried; a roll converted by someone else meanwhile fails for good, still said after a reload', async () => {
    const roll = listRoll('20001', { lengthM: [30] });
    const user = await openRoll(roll.sku);
    await fill(user, lengthBox(), '12');
    await user.tab();
    await shown(ROLL_TO_BUNDLE_MESSAGES.lengthOverBundleMax);
    await fill(user, lengthBox(), '3');
    await user.keyboard('{Enter}');
    await at('upload');
    await stateIs('ready');

    shopServer.use(
      http.post('*/product/roll_to_bundle', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }),
    );
    await press(user, 'Upload');
    await stateIs('failed');
    await shown("Roll to Bundle conversion failed. Something's wrong with the server. Please retry or Contact administrator");

    // Meanwhile a colleague converts the same roll; the retry is told, and cannot be retried again.
    const colleague = await fetch(`${window.location.origin}/product/roll_to_bundle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: roll.sku, length: 5, rollVersion: rollVersion(roll) }),
    });
    expect(colleague.status).toBe(200);
    await press(user, 'Retry');
    await shown(ROLL_TO_BUNDLE_MESSAGES.noRolls);
    expect(uploadState()).toBe('failed');
    await shown(UPLOAD_MESSAGES.failed);
    expect(screen.queryAllByRole('button', { name: 'Retry' })).toHaveLength(0);
    expect(button('Start new')).toBeTruthy();
    // The server was asked twice: the colleague's 5 m, converted, then this page's 3 m, refused.
    expect(rollsSent.conversions.map((c) => (c.body as { length: number }).length)).toEqual([5, 3]);
    expect(rollsWithSku(roll.sku)).toEqual([]);

    // A refusal is still explained after a reload.
    await renderApp('/roll_to_bundle/upload');
    await stateIs('failed');
    await shown(ROLL_TO_BUNDLE_MESSAGES.noRolls);
    await shown(UPLOAD_MESSAGES.failed);
  });

  it('Upload and Print Label prints nothing for a failed conversion and prints once the Retry converts', async () => {
    const roll = listRoll('20003', { lengthM: [8], widthCM: [148], price: [9] });
    const user = await openRoll(roll.sku);
    await fill(user, lengthBox(), '2.35');
    await stateIs('ready');
    shopServer.use(
      http.post('*/product/roll_to_bundle', () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }), { once: true }),
    );
    await press(user, UPLOAD_MESSAGES.uploadAndPrint);
    await stateIs('failed');
    expect(printed.bundles).toHaveLength(0);
    await press(user, 'Retry');
    await stateIs('success');
    await waitFor(() => expect(printed.bundles).toHaveLength(1));
    expect(printed.bundles[0]).toMatchObject({ sku: roll.sku, price: '21.50', name: 'Harbour Morning', length: 2.35 });
  });

  it('a lost session signs out with the message, keeping what was entered', async () => {
    const roll = listRoll('20004', { lengthM: [8] });
    const user = await openRoll(roll.sku);
    await fill(user, lengthBox(), '1.5');
    await user.keyboard('{Enter}');
    await at('upload');
    await stateIs('ready');
    // Every call now meets the lost session: the look at the roll before converting is the first.
    shopServer.use(http.all('*/product/*', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await press(user, 'Upload');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await shown('Please login again.');
    expect(rollsSent.conversions).toHaveLength(0);
    expect(storedDraft()).toMatchObject({ sku: roll.sku, length: '1.5' });

    // Signed in again, the same draft is there, still ready.
    shopServer.resetHandlers();
    shopServer.use(...rollHandlers);
    await renderApp('/roll_to_bundle/upload');
    await stateIs('ready');
    expect(screen.getByRole('table', { name: 'Summary' }).textContent).toContain('1.5');
  });

  // Issue 42 item 5: the page said '$27.00: $9.00 per metre x 3 m' while the server converted at $45.00.
  it('a roll repriced by someone else shows its current price before converting, whether it changed before the page opened, before the tap or during it', async () => {
    const roll = listRoll('20002', { lengthM: [30], price: [9] });
    const user = await openRoll(roll.sku);
    await fill(user, lengthBox(), '3');
    await shown('Bundle price $27.00: $9.00 per metre × 3 m, rounded up to the next $0.50.');

    // Repriced while the page was away: the page opens on the roll as it is now.
    editRoll(roll.productId, { price: [15] });
    const reloaded = await renderApp('/roll_to_bundle/length');
    await shown('Bundle price $45.00: $15.00 per metre × 3 m, rounded up to the next $0.50.');
    await waitFor(() => expect(screen.getByTestId('roll-changed').textContent).toContain('30 m at $15.00 per metre'));

    // Repriced while the page stands open: the tap shows the new price instead of converting at it.
    editRoll(roll.productId, { price: [20] });
    await press(reloaded.user, 'Upload');
    await shown(ROLL_TO_BUNDLE_TEXTS.notConvertedChanged);
    await shown('Bundle price $60.00: $20.00 per metre × 3 m, rounded up to the next $0.50.');
    expect(rollsSent.conversions).toHaveLength(0);

    // Repriced after that look, while the conversion is on its way: the server refuses (409) with
    // the roll as it is now, and the page shows it.
    shopServer.use(
      http.post(
        '*/product/roll_to_bundle',
        () => {
          editRoll(roll.productId, { price: [25] });
          // Nothing answered here: the fake shop answers the conversion.
          return undefined;
        },
        { once: true },
      ),
    );
    await press(reloaded.user, 'Retry');
    await shown(ROLL_TO_BUNDLE_TEXTS.notConvertedChanged);
    await shown('Bundle price $75.00: $25.00 per metre × 3 m, rounded up to the next $0.50.');
    await waitFor(() => expect(screen.getByTestId('roll-changed').textContent).toContain('30 m at $25.00 per metre'));
    expect(rollsSent.conversions).toHaveLength(1);
    expect(rollsWithSku(roll.sku)).toMatchObject([{ lengthM: 30, price: '25.00' }]);

    // Retry converts the roll as now shown.
    await press(reloaded.user, 'Retry');
    await stateIs('success');
    await shown(`SKU ${roll.sku} is now a bundle of 3 m at $75.00.`);
    expect(rollsSent.conversions.at(-1)?.body).toMatchObject({ sku: roll.sku, length: 3 });
  });
});
