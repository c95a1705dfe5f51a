import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor } from '../test/render-app';
import { fill } from '../test/wizard-walk';
import { shopServer } from '../test/shop-server';
import { passwordHandler, sessionAs } from '../test/owner-server';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { ACCOUNT_TEXT } from './account-text';

/**
 * Everyone's own password (issue 28 item 3) where a one-time sign-in link lands: only the new
 * password is asked while the account has none, and from then on the current one first, a wrong
 * one named under its field. That the link signs in and the chosen password works is the real
 * server's, in e2e/team.test.ts.
 */

const LINKED = 'linked.staff@selvage.test';

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

describe('my password (issue 28 item 3)', () => {
  it('after a sign-in link only the new password is asked; once chosen, the current one is asked first and a wrong one is named under its field', async () => {
    shopServer.use(sessionAs(LINKED, 'staff', false), passwordHandler('chosen by me'));
    const { user } = await renderApp('/account/password');
    await waitFor(() => expect(box(ACCOUNT_TEXT.next)).toBeTruthy());
    expect(screen.queryAllByLabelText(ACCOUNT_TEXT.current)).toHaveLength(0);
    expect(screen.getByText(ACCOUNT_TEXT.choose)).toBeTruthy();

    await fill(user, box(ACCOUNT_TEXT.next), 'chosen by me');
    await fill(user, box(ACCOUNT_TEXT.again), 'chosen by me');
    // The server now holds a password for the account: the session says so when asked again.
    shopServer.use(sessionAs(LINKED, 'staff', true));
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    await waitFor(() => expect(screen.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy());

    // From now on the current password is asked first, and a wrong one is named under its field.
    await waitFor(() => expect(screen.queryAllByLabelText(ACCOUNT_TEXT.current)).toHaveLength(1));
    await fill(user, box(ACCOUNT_TEXT.current), 'not my password');
    await fill(user, box(ACCOUNT_TEXT.next), 'chosen again');
    await fill(user, box(ACCOUNT_TEXT.again), 'chosen again');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXT.save }));
    await waitFor(() => expect(screen.getByText(ACCOUNT_MESSAGES.currentWrong)).toBeTruthy());
    expect(box(ACCOUNT_TEXT.current).getAttribute('aria-invalid')).toBe('true');
  });
});
