import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import type { AccountView } from '../../shared/schemas/accounts';
import { ApiError } from '../api/client';
import { accountActions, fieldRefusal, lastSignInText, refusalOf, shownCredentials } from './team-view';

const AT = Date.UTC(2026, 10, 26, 14, 5);
const account = (over: Partial<AccountView> = {}): AccountView => ({
  email: 'ada@shop.test',
  role: 'staff',
  state: 'active',
  lastSignInAt: null,
  createdAt: AT,
  ...over,
});

describe('last sign-in', () => {
  it("is 'Never' for an account that never signed in", () => {
    expect(lastSignInText(null)).toBe('Last sign-in: Never');
  });

  it('is the local date and time, in the reader’s zone', () => {
    expect(lastSignInText(AT, 'en-GB', 'Europe/London')).toBe('Last sign-in: 26 Nov 2026, 14:05');
    expect(lastSignInText(AT, 'en-GB', 'America/New_York')).toBe('Last sign-in: 26 Nov 2026, 09:05');
  });
});

describe('credentials shown once', () => {
  it('shows a password as it came', () => {
    expect(shownCredentials('ada@shop.test', { password: 'k3y-9Fq2' }, 'http://shop.lan:3000')).toEqual({
      label: 'Password for ada@shop.test',
      value: 'k3y-9Fq2',
      note: null,
    });
  });

  it('shows a link as the full address on this origin, and when it stops working', () => {
    const shown = shownCredentials(
      'ada@shop.test',
      { link: '/auth/link?token=abcdefghijklmnopqrstuvwxyz', expiresAt: AT },
      'http://shop.lan:3000',
      'en-GB',
      'Europe/London',
    );
    expect(shown.label).toBe('Sign-in link for ada@shop.test');
    expect(shown.value).toBe('http://shop.lan:3000/auth/link?token=abcdefghijklmnopqrstuvwxyz');
    expect(shown.note).toBe('It stops working at 26 Nov 2026, 14:05, or once used.');
  });
});

describe('an account’s buttons', () => {
  it.each([
    [account(), { roleTo: 'owner', roleLabel: 'Make owner', disabled: false, stateLabel: 'Disable' }],
    [account({ role: 'owner' }), { roleTo: 'staff', roleLabel: 'Make staff', disabled: false, stateLabel: 'Disable' }],
    [account({ state: 'disabled' }), { roleTo: 'owner', roleLabel: 'Make owner', disabled: true, stateLabel: 'Enable' }],
  ])('%o offers %o', (a, expected) => {
    expect(accountActions(a)).toEqual(expected);
  });
});

describe('refusals beside the action', () => {
  it('are the server’s words', () => {
    expect(refusalOf(new ApiError('Accounts', 409, ACCOUNT_MESSAGES.lastOwner))).toBe(ACCOUNT_MESSAGES.lastOwner);
    expect(refusalOf(new ApiError('Accounts', 403, ACCOUNT_MESSAGES.ownerOnly))).toBe(ACCOUNT_MESSAGES.ownerOnly);
    expect(refusalOf(new ApiError('Accounts', 0, 'Failed to fetch'))).toBe('Failed to fetch');
  });

  it('are nothing while nothing was refused', () => {
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });

  it('say nothing for a 401: the page is already on its way to sign in', () => {
    expect(refusalOf(new ApiError('Accounts', 401, 'Please login again.'))).toBeNull();
  });

  it('name the field a 400 names, and only a 400', () => {
    const invalid = new ApiError('Accounts', 400, 'Email must be an email address', { email: ['Email must be an email address'] });
    expect(fieldRefusal(invalid, 'email')).toBe('Email must be an email address');
    expect(fieldRefusal(invalid, 'role')).toBeUndefined();
    expect(fieldRefusal(new ApiError('Accounts', 409, ACCOUNT_MESSAGES.exists('a@b.c')), 'email')).toBeUndefined();
  });
});
