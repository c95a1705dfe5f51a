import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionsService } from '../services/sessions.service';

export const SESSION_COOKIE = 'selvage_session';

/** API prefixes that need a live session. Everything else is the public client (pages, scripts). */
const PROTECTED = ['/auth/', '/product/', '/product', '/boxes/', '/media/', '/box-photos/'];
const PUBLIC_API = new Set(['/auth/login', '/auth/logout']);

export const NOT_SIGNED_IN_MESSAGE = 'Please login again.';

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return PROTECTED.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`)) || pathname === '/healthz';
}

function needsSession(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  if (PUBLIC_API.has(pathname) || pathname === '/healthz') return false;
  return isApiPath(pathname);
}

declare module 'fastify' {
  interface FastifyRequest {
    userId: number | null;
  }
}

export function authGuard(sessions: SessionsService) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.userId = null;
    if (!needsSession(request.url)) return;
    const id = request.cookies[SESSION_COOKIE];
    const session = id ? await sessions.resolve(id) : null;
    if (session) request.userId = session.userId;
    else await reply.code(401).send({ message: NOT_SIGNED_IN_MESSAGE });
  };
}
