import type { Middleware } from 'koa';
import type { Context } from 'koa';
import { z } from 'zod';
import { authOf, idParamsSchema, ok, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { branchInputSchema } from '../domain/branches/branch-input';
import { branchTemplate } from '../domain/branches/branch-template';
import { branchData } from '../flows/entities';
import { branchTreeOf } from '../flows/branch-tree';
import { branchNotFound, ensureBranch, ensureReachableBranch } from '../flows/existing-branch';
import { mountEntityRoutes, type EntityResource } from './entity-routes';
import { parseNestedQuery } from './list-response';

export const branchResource: EntityResource = {
  template: branchTemplate,
  data: branchData,
  schema: branchInputSchema,
  notFound: branchNotFound,
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
    ok(ctx, await branchTreeOf(deps, authOf(ctx), query.filters?.archived === '1'));
  });
  mountEntityRoutes(mount, deps, branchResource, { aroundSave });
}

export { ensureBranch };

/** The branch of a branch/{id}/... call: the pool's and inside the caller's personal filter, else 404. */
export async function existingBranchId(ctx: Context, deps: ServiceDeps): Promise<number> {
  const { id } = validate(idParamsSchema, ctx.params);
  await ensureReachableBranch(deps, authOf(ctx), id);
  return id;
}
