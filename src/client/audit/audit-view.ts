/**
 * What the audit page shows (issue 28 item 5): its filters, kept in the page's address so a reload
 * and Back keep them, and the request they make. Apart from React so it is tested on its own.
 */
import { EMAIL_MAX } from '../../shared/schemas/login';
import { AUDIT_ACTIONS, type AuditAction } from '../../shared/schemas/audit';

export interface AuditView {
  /** Part of an email, as typed. */
  who: string;
  action: AuditAction | null;
  /** Dates as a date field holds them ('2026-11-22'), both days included; '' for no bound. */
  from: string;
  to: string;
}

export const ALL_AUDIT: AuditView = { who: '', action: null, from: '', to: '' };

const isAction = (value: string | null): value is AuditAction => (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Midnight at the start of a date where this device is, `days` later; null for no date. From the
 * calendar, so a day the clocks change on is still one day.
 */
export function midnightOf(date: string, days = 0): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const day = new Date(y, m, d);
  // The 45th of the 13th month is no date, not one the calendar rolls on to.
  if (day.getFullYear() !== y || day.getMonth() !== m || day.getDate() !== d) return null;
  const at = new Date(y, m, d + days).getTime();
  return at >= 0 ? at : null;
}

/** The view an address holds; whatever else a hand-typed address says is read as no filter. */
export function readAuditView(params: URLSearchParams): AuditView {
  const action = params.get('action');
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return midnightOf(value) === null ? '' : value;
  };
  return {
    who: (params.get('who') ?? '').slice(0, EMAIL_MAX),
    action: isAction(action) ? action : null,
    from: date('from'),
    to: date('to'),
  };
}

/** The address of a view: only what differs from showing everything, so /audit stays /audit. */
export function auditViewParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.who.trim() !== '') params.set('who', view.who);
  if (view.action) params.set('action', view.action);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  return params;
}

export const isFiltered = (view: AuditView): boolean =>
  view.who.trim() !== '' || view.action !== null || view.from !== '' || view.to !== '';

/** GET /admin/audit's query for a view (auditQuery's fields): To's whole day included. */
export function auditRequest(view: AuditView, cursor?: string | null): Record<string, string> {
  const since = midnightOf(view.from);
  const until = midnightOf(view.to, 1);
  const who = view.who.trim();
  return {
    ...(who ? { who } : {}),
    ...(view.action ? { action: view.action } : {}),
    ...(since === null ? {} : { since: String(since) }),
    ...(until === null ? {} : { until: String(until) }),
    ...(cursor ? { cursor } : {}),
  };
}
