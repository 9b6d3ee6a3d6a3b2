import type Router from '@koa/router';
import { accountUpdateSchema, ExtraPermission } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  ok,
  okListPage,
  readListRequest,
  requireAuth,
  requireRight,
  validate,
  type ServiceDeps,
} from '@app/service-kit';
import { ACCOUNT_DEFAULT_SORT, ACCOUNT_SORTABLE } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { changeAccount, findAccounts, getAccount } from '../flows/accounts';

const ACCOUNT_LIST = { sortable: ACCOUNT_SORTABLE, defaultSort: ACCOUNT_DEFAULT_SORT, filters: [] };

/** Accounts for sysadmins and holders of PERMISSION_ACCOUNT_ALL (their pool's accounts). */
export function mountAccountAdminRoutes(router: Router, deps: ServiceDeps) {
  const guard = [requireAuth(deps.tokens, deps.clock), requireRight(ExtraPermission.ACCOUNT_ALL)] as const;

  router.get('/account', ...guard, async (ctx) => {
    const request = readListRequest(ctx, ACCOUNT_LIST);
    okListPage(ctx, request, await findAccounts(deps, authOf(ctx), request));
  });

  router.get('/account/:id', ...guard, async (ctx) => {
    ok(ctx, await getAccount(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  router.put('/account/:id', ...guard, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    // fields left out keep their value (the generic form sends what it shows)
    const current = await getAccount(deps, authOf(ctx), id);
    const input = validate(accountUpdateSchema, {
      username: current.username,
      email: current.email,
      enabled: current.enabled,
      ...bodyObject(ctx.request.body),
    });
    const changed = await changeAccount(deps, authOf(ctx), id, input);
    await announceListChange(ctx, deps, 'account', id, 'updated');
    ok(ctx, changed);
  });
}
