import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { ApiError } from '../api/client';
import { passwordBody, passwordFormErrors, passwordRefusal } from './password-form';

const form = (over: Partial<{ current: string; next: string; again: string }> = {}) => ({
  current: 'old password',
  next: 'new password',
  again: 'new password',
  ...over,
});

describe('the own-password form', () => {
  it('may be sent when the current one is given and the new one typed twice alike', () => {
    expect(passwordFormErrors(form())).toBeNull();
    expect(passwordBody(form(), true)).toEqual({ current: 'old password', next: 'new password' });
  });

  it('names each field that is wrong, in the shared schema’s words', () => {
    expect(passwordFormErrors(form({ current: '', next: 'short', again: 'short' }))).toEqual({
      current: 'Current password is required',
      next: 'New password must be at least 8 characters',
    });
  });

  it('says when the second typing differs', () => {
    expect(passwordFormErrors(form({ again: 'new passwort' }))).toEqual({ again: 'The two new passwords are not the same.' });
  });

  it('after a sign-in link asks and sends no current password', () => {
    expect(passwordFormErrors(form({ current: '' }), false)).toBeNull();
    expect(passwordBody(form(), false)).toEqual({ next: 'new password' });
  });
});

describe('the server’s refusal', () => {
  it('goes under the field it names', () => {
    const wrong = new ApiError('Change password', 400, ACCOUNT_MESSAGES.currentWrong, { current: [ACCOUNT_MESSAGES.currentWrong] });
    expect(passwordRefusal(wrong)).toEqual({ fields: { current: ACCOUNT_MESSAGES.currentWrong }, form: null });
  });

  it('else over the whole form', () => {
    expect(passwordRefusal(new ApiError('Change password', 429, 'Too many tries'))).toEqual({ fields: {}, form: 'Too many tries' });
  });

  it('is nothing for a 401: the app has left for /login', () => {
    expect(passwordRefusal(new ApiError('Change password', 401, 'Please login again.'))).toBeNull();
  });
});
