import { accountUpdateSchema, ExtraPermission, listQuerySchema } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  ok,
  okListPage,
  readListRequest,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { ACCOUNT_DEFAULT_SORT, ACCOUNT_SORTABLE } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { changeAccount, findAccounts, getAccount } from '../flows/accounts';

const ACCOUNT_LIST = { sortable: ACCOUNT_SORTABLE, defaultSort: ACCOUNT_DEFAULT_SORT, filters: [] };

const ACCOUNT = [ExtraPermission.ACCOUNT_ALL];

export const accountAdminRoutes = {
  list: {
    method: 'get',
    path: '/account',
    summary: 'Accounts with a profile in the pool',
    access: ACCOUNT,
    query: listQuerySchema,
    answers: 'page',
  },
  one: { method: 'get', path: '/account/:id', summary: 'One account', access: ACCOUNT, params: idParamsSchema },
  change: {
    method: 'put',
    path: '/account/:id',
    summary: 'Changes an account',
    access: ACCOUNT,
    params: idParamsSchema,
    body: accountUpdateSchema,
  },
} satisfies Record<string, ApiRoute>;

/** Accounts for sysadmins and holders of PERMISSION_ACCOUNT_ALL (their pool's accounts). */
export function mountAccountAdminRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(accountAdminRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, ACCOUNT_LIST);
    okListPage(ctx, request, await findAccounts(deps, authOf(ctx), request));
  });

  mount(accountAdminRoutes.one, async (ctx) => {
    ok(ctx, await getAccount(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  mount(accountAdminRoutes.change, async (ctx) => {
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
