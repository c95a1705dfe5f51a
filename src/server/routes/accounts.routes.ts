import type { FastifyInstance } from 'fastify';
import { accountRoleBody, accountStateBody, addAccountBody, resetAccountBody, type Credentials } from '../../shared/schemas/accounts';
import type { AccountAnswer, AccountsAnswer } from '../../shared/schemas/answers';
import { OWNER_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import type { AccountsService } from '../services/accounts.service';

/**
 * The owner's accounts (issue 28 item 2): list, add, reset, disable or enable, change the role.
 * Every one is an owner's route: staff get 403 from the guard before the body is read.
 */
export function accountsRoutes(app: FastifyInstance, accounts: AccountsService): void {
  app.get('/admin/accounts', OWNER_ROUTE, async (): Promise<AccountsAnswer> => ({ accounts: await accounts.list() }));

  app.post('/admin/accounts', OWNER_ROUTE, async (request): Promise<Credentials> => accounts.add(parseOr400(addAccountBody, request.body)));

  app.post('/admin/accounts/reset', OWNER_ROUTE, async (request): Promise<Credentials> =>
    accounts.reset(parseOr400(resetAccountBody, request.body)),
  );

  app.post('/admin/accounts/state', OWNER_ROUTE, async (request): Promise<AccountAnswer> => ({
    account: await accounts.setDisabled(request.userId!, parseOr400(accountStateBody, request.body)),
  }));

  app.post('/admin/accounts/role', OWNER_ROUTE, async (request): Promise<AccountAnswer> => ({
    account: await accounts.setRole(parseOr400(accountRoleBody, request.body)),
  }));
}
