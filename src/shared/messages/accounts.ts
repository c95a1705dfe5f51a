/**
 * Wording around accounts and roles (issue 28): the owner's accounts page, a staff member's own
 * password, sign-in links, and refusals. Ours: the spec does not word these (docs/decisions.md).
 */
export const ACCOUNT_MESSAGES = {
  /** 403: a staff account called an owner's page or call. */
  ownerOnly: 'Only the shop owner can do this.',
  /** Sign-in of a disabled account: said plainly, after the password was checked. */
  disabled: 'This account is disabled. Ask the shop owner to enable it.',
  lastOwner: 'The shop must keep at least one owner: make another account an owner first.',
  notYourself: 'You cannot disable your own account.',
  noAccount: (email: string) => `There is no account ${email}.`,
  exists: (email: string) => `There is already an account ${email}.`,
  currentWrong: 'The current password is not right.',
  passwordChanged: 'Password changed. Other devices signed in to this account were signed out.',
  /** A sign-in link used, expired or unknown. */
  linkInvalid: 'This sign-in link has been used or has expired. Ask the shop owner for a new one.',
  /** Shown once beside a generated password or link. */
  shownOnce: 'Shown once: pass it on now. It cannot be shown again.',
  signOutWithPost: 'Sign out with POST /auth/logout.',
} as const;
