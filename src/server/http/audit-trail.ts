import type { FastifyRequest, onResponseHookHandler, preHandlerAsyncHookHandler, preSerializationHookHandler } from 'fastify';
import { SESSION_COOKIE } from './auth-guard';
import type { AuditService } from '../services/audit.service';
import type { SessionsService } from '../services/sessions.service';
import type { AuditAction } from '../../shared/schemas/audit';
import { AUDIT_WHAT as W } from '../../shared/messages/audit';

/** What an audited route's summary may read: the request as parsed, and the answer sent. */
export interface AuditedCall {
  body: unknown;
  params: unknown;
  answer: unknown;
}

/**
 * One audited route. `who`: by default the signed-in account; 'session' the account whose session
 * cookie came with a public route (a sign-out, read before the session ends); 'new session' the
 * account of the session the answer starts (a sign-in link); a function reads it from the request
 * (a sign-in: the email typed). `what` summarises from named fields only, so a password or a token
 * in a body, a query or an answer is never kept.
 */
export interface AuditedRoute {
  action: AuditAction;
  who?: 'session' | 'new session' | ((call: AuditedCall) => string);
  what?: (call: AuditedCall) => string;
}

/** A string field of a JSON object, or '' (a refused request may hold anything). */
function field(value: unknown, name: string): string {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return '';
  const v = (value as Record<string, unknown>)[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}
const flag = (value: unknown, name: string): boolean | undefined => {
  const v =
    typeof value === 'object' && value !== null && Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
  return typeof v === 'boolean' ? v : undefined;
};
const strings = (value: unknown, name: string): string[] => {
  const v =
    typeof value === 'object' && value !== null && Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
};
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/**
 * The email typed at a sign-in, lower-cased as accounts are kept. Text that is no email address at
 * all is not kept: people type their password into the email box, and that must not reach the trail.
 */
function typedEmail({ body }: AuditedCall): string {
  const typed = field(body, 'user_email').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(typed) ? typed : W.notAnEmail;
}

/** The session an answer starts: its cookie's value in Set-Cookie (one header or several). */
function sessionIdIn(setCookie: unknown): string | null {
  const headers = (Array.isArray(setCookie) ? setCookie : [setCookie]).filter((h): h is string => typeof h === 'string');
  for (const header of headers) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(header);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

const account = ({ body }: AuditedCall) => field(body, 'email').trim().toLowerCase();

/**
 * Every audited route, by 'METHOD url' as registered (issue 28 item 5): sign-ins and sign-outs,
 * uploads, photos, edits, listing changes, roll conversions, box creations and status updates, and
 * account changes. Auditing another route is one line here.
 */
export const AUDITED_ROUTES: Readonly<Record<string, AuditedRoute>> = {
  'POST /auth/login': { action: 'sign_in', who: typedEmail },
  'GET /auth/link': { action: 'sign_in', who: 'new session', what: () => W.byLink },
  'POST /auth/logout': { action: 'sign_out', who: 'session' },
  'POST /auth/password': { action: 'password_change' },
  'POST /product/product_upload': {
    action: 'upload',
    what: ({ body, answer }) =>
      strings(answer, 'skus').length > 0
        ? joined(W.skus(strings(answer, 'skus')), W.product(field(answer, 'productId')))
        : field(body, 'productType'),
  },
  'POST /product/:id/photos': { action: 'photos', what: ({ params }) => W.product(field(params, 'id')) },
  'POST /product/edit': { action: 'edit', what: ({ body }) => W.product(field(body, 'productId')) },
  'POST /product/listing': {
    action: 'listing',
    what: ({ body }) => {
      const listed = flag(body, 'listed');
      return joined(W.product(field(body, 'productId')), listed === undefined ? '' : W.listed(listed));
    },
  },
  'POST /product/roll_to_bundle': { action: 'roll_cut', what: ({ body }) => W.rollCut(field(body, 'sku'), field(body, 'length')) },
  'POST /product/boxes': { action: 'box_create', what: ({ body, answer }) => field(answer, 'boxID') || field(body, 'productType') },
  'POST /product/box_status': {
    action: 'box_status',
    what: ({ body, answer }) => joined(field(body, 'boxID'), W.boxStatus(field(body, 'fromStatus'), field(answer, 'status'))),
  },
  'POST /admin/accounts': {
    action: 'account_add',
    what: (call) => joined(account(call), field(call.body, 'role'), W.credentials(field(call.body, 'how'))),
  },
  'POST /admin/accounts/reset': { action: 'account_reset', what: (call) => joined(account(call), W.credentials(field(call.body, 'how'))) },
  'POST /admin/accounts/state': {
    action: 'account_state',
    what: (call) => {
      const disabled = flag(call.body, 'disabled');
      return joined(account(call), disabled === undefined ? '' : W.disabled(disabled));
    },
  },
  'POST /admin/accounts/role': { action: 'account_role', what: (call) => joined(account(call), field(call.body, 'role')) },
};

/**
 * The audit trail's hooks. One records (onResponse: after the answer is sent, so no request waits
 * for it and no service changes); two note what it needs and is gone by then: the account behind a
 * sign-out's session (preHandler, before the route ends it) and the answer (preSerialization: the
 * SKUs an upload made, the Box ID a creation made). Requests nobody is behind (signed out, 401
 * from the guard) are not recorded; sign-ins always are.
 */
export function auditTrail(audit: AuditService, sessions: Pick<SessionsService, 'resolve'>, routes = AUDITED_ROUTES) {
  const seen = new WeakMap<FastifyRequest, { email?: string; answer?: unknown }>();
  const routeOf = (request: FastifyRequest): AuditedRoute | undefined =>
    request.is404 ? undefined : routes[`${request.method} ${request.routeOptions.url ?? ''}`];
  const note = (request: FastifyRequest, what: { email?: string; answer?: unknown }) =>
    seen.set(request, { ...seen.get(request), ...what });

  /** preHandler: the account behind a sign-out, before the route ends its session. */
  const identify: preHandlerAsyncHookHandler = async (request) => {
    if (routeOf(request)?.who !== 'session') return;
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? await sessions.resolve(id) : null;
    if (session) note(request, { email: session.email });
  };

  /** preSerialization: the answer as the route returned it, before it becomes text. */
  const keepAnswer: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
    if (routeOf(request)) note(request, { answer: payload });
    done(null, payload);
  };

  /** onResponse: one entry per audited request someone is behind. */
  const record: onResponseHookHandler = (request, reply, done) => {
    const route = routeOf(request);
    if (route) {
      const noted = seen.get(request);
      const call: AuditedCall = { body: request.body, params: request.params, answer: noted?.answer };
      const startedSession = route.who === 'new session' ? sessionIdIn(reply.getHeader('set-cookie')) : null;
      const knownEmail = route.who === 'session' ? noted?.email : request.userEmail;
      const { action } = route;
      const ok = reply.statusCode < 400;
      const address = request.ip;
      audit.record(
        async () => {
          if (typeof route.who === 'function') return { who: route.who(call), action, what: route.what?.(call) ?? '', address, ok };
          const who = startedSession ? (await sessions.resolve(startedSession))?.email : knownEmail;
          return who ? { who, action, what: route.what?.(call) ?? '', address, ok } : null;
        },
        (error) => request.log.error({ err: error }, 'the audit trail could not keep an entry'),
      );
    }
    done();
  };

  return { identify, keepAnswer, record };
}
