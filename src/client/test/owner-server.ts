import { http, HttpResponse } from 'msw';
import {
  accountAnswer,
  accountsAnswer,
  activityAnswer,
  auditPageAnswer,
  credentialsAnswer,
  type AccountsAnswer,
} from '../../shared/schemas/answers';
import type { ActivityAnswer } from '../../shared/schemas/activity';
import type { AuditPage } from '../../shared/schemas/audit';
import { sessionAnswer, messageAnswer } from '../../shared/schemas/session-answers';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import {
  accountRoleBody,
  accountStateBody,
  addAccountBody,
  changePasswordBody,
  resetAccountBody,
  type Role,
} from '../../shared/schemas/accounts';

/**
 * The owner's side of the server over msw (issue 28): the session of an owner, or of a member of
 * staff with no password yet (a one-time link's), and the team's accounts, each answer parsed by
 * the client's own schema. The refusals are the real routes' (src/server/routes/accounts.routes.ts:
 * an address taken 409, disabling oneself 400 naming the email, the last owner demoted 409), with
 * the rules themselves tested there (accounts.routes.test.ts).
 */

export const OWNER_EMAIL = 'owner@selvage.test';

type Account = AccountsAnswer['accounts'][number];

const answer = (schema: { parse: (v: unknown) => unknown }, body: object, status = 200) => {
  schema.parse(body);
  return HttpResponse.json(body, { status });
};

/** GET /auth/session for `email` as `role`; `passwordSet: false` is an account a sign-in link made. */
export const sessionAs = (email: string, role: Role, passwordSet = true) =>
  http.get('*/auth/session', () => answer(sessionAnswer, { signedIn: true, email, role, passwordSet }));

/** The team as the fake holds it, and each credential it gave, for a test to read. */
export const team = { accounts: [] as Account[], given: [] as string[] };

let tokens = 0;

/** The owner alone, signed in once, as a new shop's first account. */
export function resetTeam(): void {
  team.accounts = [
    { email: OWNER_EMAIL, role: 'owner', state: 'active', lastSignInAt: Date.UTC(2026, 10, 20, 9), createdAt: Date.UTC(2026, 10, 1) },
  ];
  team.given = [];
}

/** A new password or a sign-in link, as the server makes them: a fresh one every time. */
function credentials(how: string) {
  tokens += 1;
  if (how === 'link') {
    const link = `/auth/link?token=t${tokens}`;
    team.given.push(link);
    return { link, expiresAt: Date.UTC(2026, 10, 21, 9) };
  }
  const password = `given-password-${tokens}`;
  team.given.push(password);
  return { password };
}

const find = (email: string) => team.accounts.find((a) => a.email === email);

export const teamHandlers = [
  http.get('*/admin/accounts', () => answer(accountsAnswer, { accounts: team.accounts })),
  http.post('*/admin/accounts', async ({ request }) => {
    const body = addAccountBody.parse(await request.json());
    if (find(body.email)) return HttpResponse.json({ message: ACCOUNT_MESSAGES.exists(body.email) }, { status: 409 });
    team.accounts.push({ email: body.email, role: body.role, state: 'active', lastSignInAt: null, createdAt: Date.now() });
    return answer(credentialsAnswer, credentials(body.how));
  }),
  http.post('*/admin/accounts/reset', async ({ request }) => {
    const body = resetAccountBody.parse(await request.json());
    return answer(credentialsAnswer, credentials(body.how));
  }),
  http.post('*/admin/accounts/state', async ({ request }) => {
    const body = accountStateBody.parse(await request.json());
    if (body.email === OWNER_EMAIL && body.disabled) {
      const refusal = ACCOUNT_MESSAGES.notYourself;
      return HttpResponse.json({ message: refusal, errors: { email: [refusal] } }, { status: 400 });
    }
    const account = find(body.email)!;
    account.state = body.disabled ? 'disabled' : 'active';
    return answer(accountAnswer, { account });
  }),
  http.post('*/admin/accounts/role', async ({ request }) => {
    const body = accountRoleBody.parse(await request.json());
    const account = find(body.email)!;
    const owners = team.accounts.filter((a) => a.role === 'owner' && a.state === 'active');
    if (account.role === 'owner' && body.role === 'staff' && owners.length === 1) {
      return HttpResponse.json({ message: ACCOUNT_MESSAGES.lastOwner }, { status: 409 });
    }
    account.role = body.role;
    return answer(accountAnswer, { account });
  }),
];

/** POST /auth/password as the server takes it: `current`, when sent, must be `current`. */
export const passwordHandler = (current: string) =>
  http.post('*/auth/password', async ({ request }) => {
    const body = changePasswordBody.parse(await request.json());
    if (body.current !== undefined && body.current !== current) {
      const refusal = ACCOUNT_MESSAGES.currentWrong;
      return HttpResponse.json({ message: refusal, errors: { current: [refusal] } }, { status: 400 });
    }
    return answer(messageAnswer, { message: ACCOUNT_MESSAGES.passwordChanged });
  });

/** GET /admin/activity: the answer given, whatever days the page asks for. */
export const activityHandler = (body: ActivityAnswer) => http.get('*/admin/activity', () => answer(activityAnswer, body));

/**
 * GET /admin/audit: the entries given, newest first, kept to the action asked for (the server's
 * filters, who and dates too, are audit.routes.test.ts's); each query asked is kept in `asked`.
 */
export function auditHandler(entries: AuditPage['entries'], asked: URLSearchParams[] = []) {
  return http.get('*/admin/audit', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const action = params.get('action');
    return answer(auditPageAnswer, { entries: entries.filter((e) => action === null || e.action === action), next: null });
  });
}
