import type Router from '@koa/router';
import { z } from 'zod';
import { authOf, notFound, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { treeForCaller } from '../domain/blockades/blockade-tree';
import { branchInputSchema } from '../domain/branches/branch-input';
import { branchTemplate } from '../domain/branches/branch-template';
import { buildBranchTree } from '../domain/branches/branch-tree';
import { branchList, branchStore, readBranchTreeRows } from '../store/branches';
import { personalScopeOf } from '../store/list-query';
import { mountEntityRoutes, type EntityResource } from './entity-routes';
import { parseNestedQuery } from './list-response';

export const branchResource: EntityResource = {
  template: branchTemplate,
  list: branchList,
  schema: branchInputSchema,
  store: branchStore,
  notFound: (id) => `Branch #${id} not found`,
};

export const treeQuery = z.object({ filters: z.object({ archived: z.enum(['0', '1']).optional() }).optional() });

export function mountBranchRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  // before the generic routes, or `branch/:id` would take 'tree' for an id
  router.get('/branch/tree', auth, requireRight(...branchTemplate.rights.view), async (ctx) => {
    const query = validate(treeQuery, parseNestedQuery(ctx));
    const rows = await readBranchTreeRows(deps.db, authOf(ctx).pool_id, query.filters?.archived === '1', personalScopeOf(authOf(ctx)));
    ok(ctx, await treeForCaller(deps.db, authOf(ctx), buildBranchTree(rows)));
  });
  mountEntityRoutes(router, deps, branchResource);
}

/** 404 'Branch #{{id}} not found' unless the branch is one of the pool's. */
export const ensureBranch = async (deps: ServiceDeps, poolId: number, id: number) => {
  if (!(await branchStore.find(deps.db, poolId, id))) throw notFound(branchResource.notFound(id));
};
