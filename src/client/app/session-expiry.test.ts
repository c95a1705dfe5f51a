/**
 * The browser's expiry check, to the millisecond (issue 16, item 26). Spec 000 section 4: 'Login
 * stores the expiry from the response. Once the current time passes it, the user is sent to /login
 * with "Your session has expired. Please login again." With no expiry stored the message is
 * "Please login."' The clock is passed in (`sessionStatus(now)`); nothing here reads the wall clock.
 * The exact instant of expiry is not pinned: 'passes' does not say which side it falls on.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { adoptExpiry, clearSession, sessionStatus, storeExpiry, storedExpiry } from './session';
import { SESSION_MESSAGES } from '../../shared/messages/session';

const EXPIRY = Date.UTC(2026, 10, 23, 21, 0, 0);
const MINUTE = 60_000;

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

describe('sessionStatus(now) around the stored expiry', () => {
  it.each([
    [-12 * 60 * MINUTE, 'active'],
    [-MINUTE, 'active'],
    [-1, 'active'],
    [1, 'expired'],
    [1_000, 'expired'],
    [MINUTE - 1, 'expired'],
    [MINUTE, 'expired'],
    [MINUTE + 1, 'expired'],
    [24 * 60 * MINUTE, 'expired'],
  ] as const)('%d ms from the expiry: %s', (offset, status) => {
    storeExpiry(EXPIRY);
    expect(sessionStatus(EXPIRY + offset)).toBe(status);
  });

  it('is none with no expiry stored, after sign-out, or with an unreadable one', () => {
    expect(sessionStatus(EXPIRY - 1)).toBe('none');
    storeExpiry(EXPIRY);
    clearSession();
    expect(sessionStatus(EXPIRY - 1)).toBe('none');
    storage.setItem('expiry', 'not a time');
    expect(sessionStatus(EXPIRY - 1)).toBe('none');
    expect(storedExpiry()).toBeNull();
  });

  it('keeps the expiry the server answered, to the millisecond', () => {
    storeExpiry(EXPIRY + 7);
    expect(storedExpiry()).toBe(EXPIRY + 7);
    expect(sessionStatus(EXPIRY + 6)).toBe('active');
    expect(sessionStatus(EXPIRY + 8)).toBe('expired');
  });

  it('a later sign-in replaces the expiry', () => {
    storeExpiry(EXPIRY);
    storeExpiry(EXPIRY + 60 * MINUTE);
    expect(sessionStatus(EXPIRY + 1)).toBe('active');
  });
});

describe('the words staff read when sent to /login (spec 000 sections 4 and 8)', () => {
  it('expired, not signed in, and a 401', () => {
    expect(SESSION_MESSAGES.expired).toBe('Your session has expired. Please login again.');
    expect(SESSION_MESSAGES.notSignedIn).toBe('Please login.');
    expect(SESSION_MESSAGES.signInAgain).toBe('Please login again.');
  });
});

describe('a sign-in link’s landing page carries the expiry (issue 28)', () => {
  it('is stored to the millisecond, replacing an earlier session’s', () => {
    storeExpiry(EXPIRY - MINUTE);
    expect(adoptExpiry(`?expiry=${EXPIRY + 7}`)).toBe(true);
    expect(storedExpiry()).toBe(EXPIRY + 7);
    expect(sessionStatus(EXPIRY)).toBe('active');
  });

  it.each(['', '?expiry=', '?expiry=soon', '?expiry=-5', '?expiry=1.5', '?other=1'])('%s stores nothing', (search) => {
    expect(adoptExpiry(search)).toBe(false);
    expect(sessionStatus(EXPIRY)).toBe('none');
  });
});
