import type { AuditAction } from '../schemas/audit';

/**
 * Words of the audit trail (issue 28 item 5): its actions, the summaries the server records, the
 * owner's page and the refusals of GET /admin/audit, each naming its field. Ours: the spec does not
 * word these.
 */
export const AUDIT_QUERY_MESSAGES = {
  limitWhole: 'Limit must be a whole number',
  limitMin: 'Limit must be at least 1',
  limitMax: (max: number) => `Limit must be at most ${max}`,
  cursor: 'Cursor is not one this server gave: load the list again',
  who: 'Who must be text',
  whoTooLong: (max: number) => `Who must be at most ${max} characters`,
  action: (actions: readonly string[]) => `Action must be one of: ${actions.join(', ')}`,
  since: 'Since must be a time in milliseconds since 1970',
  until: 'Until must be a time in milliseconds since 1970',
  untilBeforeSince: 'Until must be later than Since',
} as const;

/** Each action as the owner reads it. */
export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  sign_in: 'Sign-in',
  sign_out: 'Sign-out',
  upload: 'Upload',
  photos: 'Photos',
  edit: 'Edit',
  listing: 'On or off sale',
  roll_cut: 'Roll cut',
  box_create: 'Box made',
  box_status: 'Box status',
  account_add: 'Account added',
  account_reset: 'Password reset',
  account_state: 'Account enabled or disabled',
  account_role: 'Role changed',
  password_change: 'Own password changed',
};

/** The summaries the server records: what each action was about. */
export const AUDIT_WHAT = {
  notAnEmail: '(not an email address)',
  byLink: 'with a sign-in link',
  skus: (skus: readonly string[]) => (skus.length === 1 ? `SKU ${skus[0]}` : `SKUs ${skus.join(', ')}`),
  product: (productId: string) => `product ${productId}`,
  listed: (listed: boolean) => (listed ? 'back on sale' : 'off sale'),
  rollCut: (sku: string, length: string) => `SKU ${sku}, ${length} cut`,
  boxStatus: (from: string, to: string) => `${from || '?'} -> ${to || '?'}`,
  disabled: (disabled: boolean) => (disabled ? 'disabled' : 'enabled'),
  credentials: (how: string) => (how === 'link' ? 'sign-in link' : how === 'password' ? 'password shown once' : ''),
} as const;

/** What the owner's page says. */
export const AUDIT_TEXT = {
  step: 'Reading the audit trail',
  title: 'Audit trail',
  kept: 'Sign-ins, uploads, edits, conversions, box updates and account changes, kept for a year.',
  who: 'Who',
  whoPlaceholder: 'Part of an email',
  action: 'Action',
  anyAction: 'Any action',
  from: 'From',
  to: 'To',
  when: 'When',
  what: 'What',
  address: 'Address',
  failed: 'Failed',
  clear: 'Clear filters',
  loadMore: 'Load more',
  none: 'No entries match these filters.',
  shown: (n: number) => `${n} entr${n === 1 ? 'y' : 'ies'} shown`,
  activityLink: 'Activity',
} as const;
