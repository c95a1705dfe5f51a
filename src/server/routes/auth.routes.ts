import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '../../shared/schemas/login';
import { changePasswordBody, signInLinkQuery, type SessionAnswer } from '../../shared/schemas/accounts';
import type { LoginAnswer, MessageAnswer } from '../../shared/schemas/session-answers';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { LINK_EXPIRY_PARAM, LINK_INVALID_LANDING } from '../../shared/sign-in-link';
import { parseOr400 } from '../http/validation';
import { PUBLIC_ROUTE, SESSION_COOKIE } from '../http/auth-guard';
import { InvalidInputError } from '../errors';
import { SignInBusyError, type UsersService } from '../services/users.service';
import type { SessionsService } from '../services/sessions.service';
import { SIGN_IN_LINK_PATH } from '../services/accounts.service';
import {
  DEVICE_COOKIE,
  LOGIN_THROTTLE,
  SIGN_IN_BUSY_MESSAGE,
  tooManyAttemptsMessage,
  type LoginThrottle,
  type Reservation,
} from '../services/login-throttle.service';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

/** Where a sign-in link lands: the client's page that sets the account's password (paths.accountPassword). */
export const AFTER_LINK_PATH = '/account/password';

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

function tooMany(reply: FastifyReply, reservation: Reservation) {
  return reply
    .code(429)
    .header('retry-after', String(reservation.retryAfterSeconds))
    .send({ message: tooManyAttemptsMessage(reservation.retryAfterSeconds) });
}

const busy = (reply: FastifyReply) => reply.code(429).header('retry-after', '2').send({ message: SIGN_IN_BUSY_MESSAGE });

/** A browser opening a page (a link from a message), not a script calling the API. */
const acceptsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  /** Starts a session in place of the browser's previous one and sets its cookie. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, session: { id: string; expiresAt: number }): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deps.sessions.end(previous);
    // Not returned: a reply is thenable, and awaiting it waits for the answer to be sent.
    reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(request, session.expiresAt));
  }

  app.post('/auth/login', PUBLIC_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const { user_email, user_pass } = parseOr400(loginSchema, request.body);
    const deviceToken = request.cookies[DEVICE_COOKIE];
    // The attempt is counted before the slow hash, so parallel guesses cannot all get through.
    const reservation = await deps.throttle.reserve({ address: request.ip, email: user_email, deviceToken });
    if (!reservation.allowed) return tooMany(reply, reservation);
    let checked;
    try {
      checked = await deps.users.check(user_email, user_pass);
    } catch (error) {
      if (!(error instanceof SignInBusyError)) throw error;
      await deps.throttle.refund(reservation);
      return busy(reply);
    }
    // A disabled account's attempt stays counted, as a wrong password's does.
    if (checked.outcome === 'disabled') return reply.code(401).send({ message: ACCOUNT_MESSAGES.disabled });
    if (checked.outcome === 'wrong') return reply.code(401).send({ message: WRONG_CREDENTIALS_MESSAGE });
    // Null when a reset or a disable landed since the password was checked: that change wins.
    const session = await deps.sessions.startIfUnchanged(checked.userId, checked.passwordHash);
    if (!session) return reply.code(401).send({ message: WRONG_CREDENTIALS_MESSAGE });
    const device = await deps.throttle.succeed(reservation, checked.userId, deviceToken);
    await signIn(request, reply, session);
    return reply
      .setCookie(DEVICE_COOKIE, device, cookieOptions(request, deps.now() + LOGIN_THROTTLE.deviceTtlMs))
      .send({ expiry: session.expiresAt } satisfies LoginAnswer);
  });

  // Signing out is always allowed and always succeeds: ending a session that is already gone is
  // still the outcome the user asked for, and a 401 here would only show them a false error. A
  // POST, so it passes the origin check every change passes: another page cannot sign staff out.
  app.post('/auth/logout', PUBLIC_ROUTE, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await deps.sessions.end(id);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).send({ message: 'Signed out.' } satisfies MessageAnswer);
  });

  // Spec 000 signs out with a GET, which an image tag on any page of the same site could send
  // (issue 28 item 6): it now signs nobody out, and says how to.
  app.get('/auth/logout', PUBLIC_ROUTE, async (_request, reply) =>
    reply.code(405).header('allow', 'POST').send({ message: ACCOUNT_MESSAGES.signOutWithPost }),
  );

  app.get('/auth/session', async (request): Promise<SessionAnswer> => {
    const account = request.userId === null ? null : await deps.users.byId(request.userId);
    if (!account) return { signedIn: false };
    return { signedIn: true, email: account.email, role: account.role, passwordSet: account.passwordSet };
  });

  app.post('/auth/password', async (request, reply) => {
    const { current, next } = parseOr400(changePasswordBody, request.body);
    const userId = request.userId!;
    const account = await deps.users.byId(userId);
    // A guess at the current password from a session left open counts as a sign-in's would.
    const reservation = await deps.throttle.reserve({ address: request.ip, email: account?.email ?? '', deviceToken: undefined });
    if (!reservation.allowed) return tooMany(reply, reservation);
    try {
      await deps.users.changePassword(userId, current, next, request.cookies[SESSION_COOKIE]!);
    } catch (error) {
      if (error instanceof SignInBusyError) {
        await deps.throttle.refund(reservation);
        return busy(reply);
      }
      // Only a wrong current password stays counted.
      if (!(error instanceof InvalidInputError && error.errors?.current)) await deps.throttle.refund(reservation);
      throw error;
    }
    await deps.throttle.refund(reservation);
    return reply.send({ message: ACCOUNT_MESSAGES.passwordChanged } satisfies MessageAnswer);
  });

  // Opened from a message, so a GET; it works once (useLink clears it in one statement) and then
  // sends the browser to set a password, the token gone from its address bar.
  app.get(SIGN_IN_LINK_PATH, PUBLIC_ROUTE, async (request, reply) => {
    const parsed = signInLinkQuery.safeParse(request.query);
    const userId = parsed.success ? await deps.users.useLink(parsed.data.token) : null;
    const session = userId === null ? null : await deps.sessions.startIfUnchanged(userId, null);
    if (!session) {
      // Opened from a message in a browser: a page that says so, not the API's JSON.
      if (acceptsHtml(request)) return reply.redirect(LINK_INVALID_LANDING, 303);
      if (!parsed.success) throw InvalidInputError.fromZod(parsed.error);
      throw new InvalidInputError(null, ACCOUNT_MESSAGES.linkInvalid);
    }
    await signIn(request, reply, session);
    // The page stores the expiry, as a sign-in through the form does (src/shared/sign-in-link.ts).
    return reply.redirect(`${AFTER_LINK_PATH}?${LINK_EXPIRY_PARAM}=${session.expiresAt}`, 303);
  });
}
