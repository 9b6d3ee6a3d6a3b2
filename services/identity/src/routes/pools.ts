import type Router from '@koa/router';
import { ExtraPermission, poolInputSchema } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  memoryCapabilities,
  ok,
  okListPage,
  pageInMemory,
  readListRequest,
  requireAuth,
  requireRight,
  validate,
  type ServiceDeps,
} from '@app/service-kit';
import { POOL_LIST } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { changePool, createPool, findPools, getPool } from '../flows/pools';

/** Pools for sysadmins (all) and holders of PERMISSION_POOL_ALL (their own). */
export function mountPoolRoutes(router: Router, deps: ServiceDeps) {
  const guard = [requireAuth(deps.tokens, deps.clock), requireRight(ExtraPermission.POOL_ALL)] as const;

  router.get('/pool', ...guard, async (ctx) => {
    const request = readListRequest(ctx, memoryCapabilities(POOL_LIST));
    okListPage(ctx, request, pageInMemory(await findPools(deps, authOf(ctx)), POOL_LIST, request));
  });

  router.get('/pool/:id', ...guard, async (ctx) => {
    ok(ctx, await getPool(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  router.post('/pool', ...guard, async (ctx) => {
    const created = await createPool(deps, authOf(ctx), validate(poolInputSchema, ctx.request.body));
    await announceListChange(ctx, deps, 'pool', created.id, 'created');
    ok(ctx, created, {}, 201);
  });

  router.put('/pool/:id', ...guard, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    // fields left out keep their value: a form that shows only some fields changes only those
    const current = await getPool(deps, authOf(ctx), id);
    const changed = await changePool(deps, authOf(ctx), id, validate(poolInputSchema, { ...current, ...bodyObject(ctx.request.body) }));
    await announceListChange(ctx, deps, 'pool', id, 'updated');
    ok(ctx, changed);
  });
}
