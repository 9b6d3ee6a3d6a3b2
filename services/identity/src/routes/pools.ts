import { ExtraPermission, listQuerySchema, poolInputSchema } from '@app/contracts';
import {
  authOf,
  bodyObject,
  idParamsSchema,
  memoryCapabilities,
  ok,
  okListPage,
  pageInMemory,
  readListRequest,
  validate,
  type ApiRoute,
  type RouteMounter,
  type ServiceDeps,
} from '@app/service-kit';
import { POOL_LIST } from '../domain/admin-lists';
import { announceListChange } from './list-changes';
import { changePool, createPool, findPools, getPool } from '../flows/pools';

const POOL = [ExtraPermission.POOL_ALL];

export const poolRoutes = {
  list: { method: 'get', path: '/pool', summary: 'Pools', access: POOL, query: listQuerySchema, answers: 'page' },
  one: { method: 'get', path: '/pool/:id', summary: 'One pool', access: POOL, params: idParamsSchema },
  create: { method: 'post', path: '/pool', summary: 'Creates a pool', access: POOL, body: poolInputSchema, status: 201 },
  change: {
    method: 'put',
    path: '/pool/:id',
    summary: 'Changes a pool; fields left out keep their value',
    access: POOL,
    params: idParamsSchema,
    body: poolInputSchema,
  },
} satisfies Record<string, ApiRoute>;

/** Pools for sysadmins (all) and holders of PERMISSION_POOL_ALL (their own). */
export function mountPoolRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(poolRoutes.list, async (ctx) => {
    const request = readListRequest(ctx, memoryCapabilities(POOL_LIST));
    okListPage(ctx, request, pageInMemory(await findPools(deps, authOf(ctx)), POOL_LIST, request));
  });

  mount(poolRoutes.one, async (ctx) => {
    ok(ctx, await getPool(deps, authOf(ctx), validate(idParamsSchema, ctx.params).id));
  });

  mount(poolRoutes.create, async (ctx) => {
    const created = await createPool(deps, authOf(ctx), validate(poolInputSchema, ctx.request.body));
    await announceListChange(ctx, deps, 'pool', created.id, 'created');
    ok(ctx, created, {}, 201);
  });

  mount(poolRoutes.change, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    // fields left out keep their value: a form that shows only some fields changes only those
    const current = await getPool(deps, authOf(ctx), id);
    const changed = await changePool(deps, authOf(ctx), id, validate(poolInputSchema, { ...current, ...bodyObject(ctx.request.body) }));
    await announceListChange(ctx, deps, 'pool', id, 'updated');
    ok(ctx, changed);
  });
}
