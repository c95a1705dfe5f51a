import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '../../shared/schemas/login';
import { parseOr400 } from '../http/validation';
import { PUBLIC_ROUTE, SESSION_COOKIE } from '../http/auth-guard';
import { SignInBusyError, type UsersService } from '../services/users.service';
import type { SessionsService } from '../services/sessions.service';
import {
  DEVICE_COOKIE,
  LOGIN_THROTTLE,
  SIGN_IN_BUSY_MESSAGE,
  tooManyAttemptsMessage,
  type LoginThrottle,
} from '../services/login-throttle.service';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

export interface AuthRouteDeps {
  users: UsersService;
  sessions: SessionsService;
  throttle: LoginThrottle;
  now: () => number;
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
  app.post('/auth/login', PUBLIC_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const { user_email, user_pass } = parseOr400(loginSchema, request.body);
    const deviceToken = request.cookies[DEVICE_COOKIE];
    // The attempt is counted before the slow hash, so parallel guesses cannot all get through.
    const reservation = await deps.throttle.reserve({ address: request.ip, email: user_email, deviceToken });
    if (!reservation.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(reservation.retryAfterSeconds))
        .send({ message: tooManyAttemptsMessage(reservation.retryAfterSeconds) });
    }
    let userId: number | null;
    try {
      userId = await deps.users.authenticate(user_email, user_pass);
    } catch (error) {
      if (!(error instanceof SignInBusyError)) throw error;
      await deps.throttle.refund(reservation);
      return reply.code(429).header('retry-after', '2').send({ message: SIGN_IN_BUSY_MESSAGE });
    }
    if (userId === null) return reply.code(401).send({ message: WRONG_CREDENTIALS_MESSAGE });
    const device = await deps.throttle.succeed(reservation, userId, deviceToken);
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.end(previous);
    const session = await deps.sessions.start(userId);
    return reply
      .setCookie(SESSION_COOKIE, session.id, cookieOptions(request, session.expiresAt))
      .setCookie(DEVICE_COOKIE, device, cookieOptions(request, deps.now() + LOGIN_THROTTLE.deviceTtlMs))
      .send({ expiry: session.expiresAt });
  });

  // Signing out is always allowed and always succeeds: ending a session that is already gone is
  // still the outcome the user asked for, and a 401 here would only show them a false error.
  app.get('/auth/logout', PUBLIC_ROUTE, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await deps.sessions.end(id);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).send({ message: 'Signed out.' });
  });

  app.get('/auth/session', (request, reply) => reply.send({ signedIn: request.userId !== null }));
}
