import { z } from 'zod';
import { AUDIT_QUERY_MESSAGES as M } from '../messages/audit';
import { EMAIL_MAX } from './login';
import { EPOCH_MS } from './recent';

/** Everything the audit trail records (issue 28 item 5), one per audited route (src/server/http/audit-trail.ts). */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'upload',
  'photos',
  'edit',
  'listing',
  'roll_cut',
  'box_create',
  'box_status',
  'account_add',
  'account_reset',
  'account_state',
  'account_role',
  'password_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long the trail is kept: older entries are removed. */
export const AUDIT_KEPT_MS = 365 * 24 * 60 * 60_000;

/** How many entries one page holds by default, and at most. */
export const AUDIT_LIMIT = { default: 50, max: 100 } as const;

/** The longest summary kept of what an action was about. */
export const AUDIT_WHAT_MAX = 300;

/** Where the next page starts: the last entry shown (when, and its id to break ties). */
export interface AuditCursor {
  at: number;
  id: number;
}

export const writeAuditCursor = (cursor: AuditCursor): string => `${cursor.at}:${cursor.id}`;

export function readAuditCursor(text: string): AuditCursor | null {
  const match = /^(\d{1,13}):(\d{1,10})$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 2 ** 31 - 1 ? null : { at: Number(match[1]), id };
}

const epochMs = (message: string) => z.string({ error: message }).regex(EPOCH_MS, message).transform(Number);

/**
 * GET /admin/audit: one page of the trail, newest first. Filters: `who` (part of an email, any
 * case), `action`, `since` (at or after) and `until` (before): the browser sends the starts of its
 * own days. `cursor` is the `next` of the page before.
 */
export const auditQuery = z
  .strictObject({
    limit: z.coerce
      .number({ error: M.limitWhole })
      .int(M.limitWhole)
      .min(1, M.limitMin)
      .max(AUDIT_LIMIT.max, M.limitMax(AUDIT_LIMIT.max))
      .default(AUDIT_LIMIT.default),
    cursor: z
      .string({ error: M.cursor })
      .transform((text, ctx) => {
        const cursor = readAuditCursor(text);
        if (!cursor) ctx.addIssue({ code: 'custom', message: M.cursor });
        return cursor ?? z.NEVER;
      })
      .optional(),
    who: z
      .string({ error: M.who })
      .max(EMAIL_MAX, M.whoTooLong(EMAIL_MAX))
      .transform((text) => text.trim())
      .optional(),
    action: z.enum(AUDIT_ACTIONS, { error: M.action(AUDIT_ACTIONS) }).optional(),
    since: epochMs(M.since).optional(),
    until: epochMs(M.until).optional(),
  })
  .refine((q) => q.since === undefined || q.until === undefined || q.since < q.until, { path: ['until'], message: M.untilBeforeSince });
export type AuditQuery = z.output<typeof auditQuery>;

/** One entry of the trail. */
export interface AuditEntry {
  id: number;
  /** Epoch ms. */
  at: number;
  /** The signed-in email, or the email typed for a sign-in. */
  who: string;
  action: AuditAction;
  /** What it was about: a SKU, a product id, a Box ID, the account changed; '' when nothing more. */
  what: string;
  /** The address the request came from, as the server saw it (behind a proxy, per TRUST_PROXY). */
  address: string;
  ok: boolean;
}

/** One page of GET /admin/audit. */
export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
}
