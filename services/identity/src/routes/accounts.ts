import type Router from '@koa/router';
import { z } from 'zod';
import { accountUpdateSchema } from '@app/contracts';
import { authOf, idParamsSchema, ok, okWholeList, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { ExtraPermission } from '../domain/default-roles';
import { changeAccount, findAccounts, getAccount } from '../flows/accounts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(100).default(20),
});

/** Accounts for sysadmins and holders of PERMISSION_ACCOUNT_ALL (their pool's accounts). */
export function mountAccountAdminRoutes(router: Router, deps: ServiceDeps) {
  const guard = [requireAuth(deps.tokens, deps.clock), requireRight(ExtraPermission.ACCOUNT_ALL)] as const;

  router.get('/account', ...guard, async (ctx) => {
    const q = validate(listQuery, ctx.query);
    const { rows, total } = await findAccounts(deps, authOf(ctx), { search: q.search, page: q.page, perPage: q.per_page });
    ok(ctx, rows, { pagination: { total, per_page: q.per_page, current_page: q.page, links: { current: ctx.originalUrl } } });
  });

  router.get('/account/:id', ...guard, async (ctx) => {
    ok(ctx, await getAccount(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  router.put('/account/:id', ...guard, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await changeAccount(deps, authOf(ctx), id, validate(accountUpdateSchema, ctx.request.body)));
  });
}
