import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '../../shared/schemas/login';
import { parseOr400 } from '../http/validation';
import { SESSION_COOKIE } from '../http/auth-guard';
import type { UsersService } from '../services/users.service';
import type { SessionsService } from '../services/sessions.service';
import { tooManyAttemptsMessage, type LoginThrottle } from '../services/login-throttle.service';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

export interface AuthRouteDeps {
  users: UsersService;
  sessions: SessionsService;
  throttle: LoginThrottle;
}

function cookieOptions(request: FastifyRequest, expiresAt: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    expires: new Date(expiresAt),
  };
}

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  app.post('/auth/login', async (request: FastifyRequest, reply: FastifyReply) => {
    const { user_email, user_pass } = parseOr400(loginSchema, request.body);
    const verdict = await deps.throttle.check(request.ip, user_email);
    if (!verdict.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ message: tooManyAttemptsMessage(verdict.retryAfterSeconds) });
    }
    const userId = await deps.users.authenticate(user_email, user_pass);
    if (userId === null) {
      await deps.throttle.recordFailure(request.ip, user_email);
      return reply.code(401).send({ message: WRONG_CREDENTIALS_MESSAGE });
    }
    await deps.throttle.recordSuccess(user_email);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.end(previous);
    const session = await deps.sessions.start(userId);
    return reply
      .setCookie(SESSION_COOKIE, session.id, cookieOptions(request, session.expiresAt))
      .send({ expiry: session.expiresAt });
  });

  // Signing out is always allowed and always succeeds: ending a session that is already gone is
  // still the outcome the user asked for, and a 401 here would only show them a false error.
  app.get('/auth/logout', async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await deps.sessions.end(id);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).send({ message: 'Signed out.' });
  });

  app.get('/auth/session', (request, reply) => reply.send({ signedIn: request.userId !== null }));
}
