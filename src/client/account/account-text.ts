/**
 * Wording of the own-password page (issue 28 item 3), in one place so the menu, the page and the
 * journey agree. Ours: the spec has no such page; the server's refusals and its confirmation are
 * in src/shared/messages/accounts.ts.
 */
export const ACCOUNT_TEXT = {
  /** The page's title and its link in the side menu. */
  title: 'My password',
  loading: 'Loading',
  signedInAs: (email: string) => `Signed in as ${email}`,
  /** After a one-time sign-in link: the account has no password yet. */
  choose: 'Choose your password: you will sign in with it from now on.',
  current: 'Current password',
  next: 'New password',
  again: 'New password again',
  hint: (min: number) => `At least ${min} characters.`,
  mismatch: 'The two new passwords are not the same.',
  save: 'Change password',
  show: 'Show passwords',
  hide: 'Hide passwords',
} as const;
