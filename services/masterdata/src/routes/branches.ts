import type { Middleware } from 'koa';
import type { Context } from 'koa';
import { z } from 'zod';
import { authOf, idParamsSchema, notFound, ok, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { treeForCaller } from '../flows/blockade-tree';
import { branchInputSchema } from '../domain/branches/branch-input';
import { branchTemplate } from '../domain/branches/branch-template';
import { buildBranchTree } from '../domain/branches/branch-tree';
import { branchList, branchStore, readBranchTreeRows } from '../store/branches';
import { personalScopeOf } from '../store/list-query';
import { ensureInScope, mountEntityRoutes, type EntityResource } from './entity-routes';
import { parseNestedQuery } from './list-response';

export const branchResource: EntityResource = {
  template: branchTemplate,
  list: branchList,
  schema: branchInputSchema,
  store: branchStore,
  notFound: (id) => `Branch #${id} not found`,
};

export const treeQuery = z.object({ filters: z.object({ archived: z.enum(['0', '1']).optional() }).optional() });

export const branchRoutes = {
  getBranchTree: {
    method: 'get',
    path: '/branch/tree',
    summary: 'The branches as a tree',
    access: branchTemplate.rights.view,
    query: treeQuery,
  },
} satisfies Record<string, ApiRoute>;

export function mountBranchRoutes(mount: RouteMounter, deps: ServiceDeps, aroundSave: Middleware) {
  // before the generic routes, or `branch/:id` would take 'tree' for an id
  mount(branchRoutes.getBranchTree, async (ctx) => {
    const query = validate(treeQuery, parseNestedQuery(ctx));
    const rows = await readBranchTreeRows(deps.db, authOf(ctx).pool_id, query.filters?.archived === '1', personalScopeOf(authOf(ctx)));
    ok(ctx, await treeForCaller(deps.db, authOf(ctx), buildBranchTree(rows)));
  });
  mountEntityRoutes(mount, deps, branchResource, { aroundSave });
}

/** 404 'Branch #{{id}} not found' unless the branch is one of the pool's. */
export const ensureBranch = async (deps: ServiceDeps, poolId: number, id: number) => {
  if (!(await branchStore.find(deps.db, poolId, id))) throw notFound(branchResource.notFound(id));
};

/** The branch of a branch/{id}/... call: the pool's and inside the caller's personal filter, else 404. */
export async function existingBranchId(ctx: Context, deps: ServiceDeps): Promise<number> {
  const { id } = validate(idParamsSchema, ctx.params);
  await ensureBranch(deps, authOf(ctx).pool_id, id);
  await ensureInScope(ctx, deps.db, branchResource, id);
  return id;
}
