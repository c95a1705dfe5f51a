/**
 * Wording of the owner's Team page (issue 28 item 2), in one place so the menu, the page and the
 * journey agree. Ours: the spec has no accounts page; the refusals and the shown-once note are the
 * server's words (src/shared/messages/accounts.ts).
 */
export const TEAM_TEXT = {
  /** The page's title and its link in the side menu. */
  title: 'Team',
  loading: 'Loading',
  retry: 'Retry',
  accounts: 'Accounts',
  you: 'You',
  disabled: 'Disabled',
  lastSignIn: (when: string) => `Last sign-in: ${when}`,
  never: 'Never',
  add: 'Add account',
  email: 'Email',
  role: 'Role',
  how: 'How they sign in first',
  howPassword: 'A password, shown once',
  howLink: 'A one-time sign-in link',
  /** Says what each way gives, under the choice. */
  howHint: 'A link works once, for 24 hours, and then asks them to choose their own password.',
  reset: 'Reset password',
  resetNewPassword: 'New password',
  resetLink: 'Sign-in link',
  resetHint: (email: string) => `${email} is signed out everywhere. Give them:`,
  cancel: 'Cancel',
  disable: 'Disable',
  enable: 'Enable',
  makeOwner: 'Make owner',
  makeStaff: 'Make staff',
  passwordFor: (email: string) => `Password for ${email}`,
  linkFor: (email: string) => `Sign-in link for ${email}`,
  linkStops: (when: string) => `It stops working at ${when}, or once used.`,
  copy: 'Copy',
  copied: 'Copied',
  /** Where the page cannot reach the clipboard (plain http on the shop's network). */
  copyByHand: 'Select the text and copy it.',
  done: 'Done',
  /** The owner-only page's way back, beside the server's refusal. */
  home: 'Home',
} as const;
