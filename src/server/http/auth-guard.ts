import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { SessionsService } from '../services/sessions.service';
import type { Role } from '../../shared/schemas/accounts';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';

export const SESSION_COOKIE = 'selvage_session';

export const NOT_SIGNED_IN_MESSAGE = 'Please login again.';

/**
 * Who may call a route. Every route is for signed-in staff unless it says otherwise, and the
 * decision is taken on the route the router matched (after it decoded the path), never on the raw
 * URL: `/%70roduct/boxes` once skipped a prefix check and reached the boxes (issue 13).
 */
export type RouteAccess = 'staff' | 'public' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    userId: number | null;
    /** The signed-in account's role as it is now (read with the session at every request). */
    userRole: Role | null;
    /** The signed-in account's address, read with the session: the audit trail's 'who'. */
    userEmail: string | null;
  }
}

/** Route options of the few routes anyone may call (sign-in, sign-out, health, the client's files). */
export const PUBLIC_ROUTE = { config: { access: 'public' } } as const satisfies RouteShorthandOptions;

/** Route options of the owner's pages and calls (issue 28): staff get 403, signed out 401. */
export const OWNER_ROUTE = { config: { access: 'owner' } } as const satisfies RouteShorthandOptions;

/** The API paths the client's router must not answer with the app shell. */
const API_PREFIXES = ['/auth/', '/admin/', '/product/', '/media/', '/box-photos/'];
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/product' || pathname === '/healthz' || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * An onRequest hook: it runs before the body is read, so a request without a session costs no
 * more than its headers. Unmatched paths are public: they answer 404 or the client's shell.
 * Signed out is 401 everywhere; a staff account on an owner's route is 403.
 */
export function authGuard(sessions: SessionsService) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.userId = null;
    request.userRole = null;
    request.userEmail = null;
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'staff';
    if (access === 'public') return;
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? await sessions.resolve(id) : null;
    if (!session) return void (await reply.code(401).send({ message: NOT_SIGNED_IN_MESSAGE }));
    request.userId = session.userId;
    request.userRole = session.role;
    request.userEmail = session.email;
    if (access === 'owner' && session.role !== 'owner') await reply.code(403).send({ message: ACCOUNT_MESSAGES.ownerOnly });
  };
}
