import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '../test/render-app';
import { fill } from '../test/wizard-walk';
import { shopServer } from '../test/shop-server';
import { OWNER_EMAIL, resetTeam, sessionAs, team, teamHandlers } from '../test/owner-server';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { TEAM_TEXT } from './team-text';

/**
 * The owner's Team page (issue 28 item 2) as the owner meets it: add staff with a password or a
 * sign-in link shown once, the server's refusals beside the button that asked, reset and disable.
 * What those changes do to the staff member's own sessions is the real server's, in
 * e2e/team.test.ts and src/server/routes/accounts.routes.test.ts.
 */

const NEW_STAFF = 'new.staff@selvage.test';

beforeEach(() => {
  resetTeam();
});

const card = (email: string) => document.querySelector<HTMLElement>(`[data-testid="account"][data-email="${email}"]`)!;
const addForm = () => screen.getByRole('heading', { name: TEAM_TEXT.add }).closest('section')!;

/** The credential a card or the Add form shows once, with the note that it is shown once. */
async function shownOnce(where: () => HTMLElement): Promise<string> {
  const panel = await waitFor(() => within(where()).getByTestId('shown-once'));
  expect(panel.textContent).toContain(ACCOUNT_MESSAGES.shownOnce);
  return within(panel).getByTestId<HTMLTextAreaElement>('credential').value;
}

async function openTeam() {
  shopServer.use(sessionAs(OWNER_EMAIL, 'owner'), ...teamHandlers);
  const opened = await renderApp('/team');
  await waitFor(() => expect(card(OWNER_EMAIL)).not.toBeNull());
  return opened;
}

describe('the team, run from the app (issue 28 item 2)', () => {
  it('the owner adds staff with a password shown once; the same address again, disabling themself and leaving no owner are refused in the server’s words; a reset shows a new password; disable marks the card', async () => {
    const { user } = await openTeam();
    await fill(user, screen.getByRole('textbox', { name: TEAM_TEXT.email }), NEW_STAFF);
    await user.click(within(addForm()).getByRole('button', { name: TEAM_TEXT.add }));
    const first = await shownOnce(addForm);
    expect(first).toBe(team.given[0]);
    await waitFor(() => expect(within(card(NEW_STAFF)).getByTestId('last-sign-in').textContent).toBe('Last sign-in: Never'));
    expect(card(NEW_STAFF).getAttribute('data-role')).toBe('staff');

    // The same address again is refused beside the button, in the server's words.
    await fill(user, screen.getByRole('textbox', { name: TEAM_TEXT.email }), NEW_STAFF);
    await user.click(within(addForm()).getByRole('button', { name: TEAM_TEXT.add }));
    await waitFor(() => expect(within(addForm()).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.exists(NEW_STAFF)));

    // The owner can neither disable themself nor leave the shop without an owner.
    await user.click(within(card(OWNER_EMAIL)).getByRole('button', { name: TEAM_TEXT.disable }));
    await waitFor(() => expect(within(card(OWNER_EMAIL)).getByTestId('refusal').textContent).toBe(ACCOUNT_MESSAGES.notYourself));
    await user.click(within(card(OWNER_EMAIL)).getByRole('button', { name: TEAM_TEXT.makeStaff }));
    await waitFor(() => expect(within(card(OWNER_EMAIL)).getByTestId('refusal').textContent).toBe(ACCOUNT_MESSAGES.lastOwner));

    // A reset gives a new password, shown once on their card.
    await user.click(within(card(NEW_STAFF)).getByRole('button', { name: TEAM_TEXT.reset }));
    await user.click(within(card(NEW_STAFF)).getByRole('button', { name: TEAM_TEXT.resetNewPassword }));
    const second = await shownOnce(() => card(NEW_STAFF));
    expect(second).toBe(team.given[1]);
    expect(second).not.toBe(first);

    await user.click(within(card(NEW_STAFF)).getByRole('button', { name: TEAM_TEXT.disable }));
    await waitFor(() => expect(card(NEW_STAFF).getAttribute('data-state')).toBe('disabled'));
  });

  it('a one-time sign-in link is shown whole, on this server, with when it stops working', async () => {
    const { user } = await openTeam();
    await fill(user, screen.getByRole('textbox', { name: TEAM_TEXT.email }), 'linked.staff@selvage.test');
    await user.click(screen.getByRole('radio', { name: TEAM_TEXT.howLink }));
    await user.click(within(addForm()).getByRole('button', { name: TEAM_TEXT.add }));
    const link = await shownOnce(addForm);
    expect(link).toBe(`${window.location.origin}${team.given[0]!}`);
    expect(link.startsWith(`${window.location.origin}/auth/link?token=`)).toBe(true);
    expect(within(addForm()).getByTestId('shown-once').textContent).toMatch(/It stops working at .+, or once used\./);
  });

  it('staff who open Team read that it is the owner’s, and the accounts are never asked for', async () => {
    // No handler for /admin/accounts: asking for it would fail the test (onUnhandledRequest).
    shopServer.use(sessionAs(NEW_STAFF, 'staff'));
    await renderApp('/team');
    await waitFor(() => expect(screen.getByTestId('owner-only').textContent).toContain(ACCOUNT_MESSAGES.ownerOnly));
  });
});
