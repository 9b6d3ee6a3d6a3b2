import type Router from '@koa/router';
import { authOf, idParamsSchema, notFound, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { dataSupplierInputSchema } from '../domain/data-suppliers/data-supplier-input';
import { dataSupplierTemplate } from '../domain/data-suppliers/data-supplier-template';
import { dataSupplierList, dataSupplierStore, regenerateAuthToken } from '../store/data-suppliers';
import { ensureInScope, itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const dataSupplierResource: EntityResource = {
  template: dataSupplierTemplate,
  list: dataSupplierList,
  schema: dataSupplierInputSchema,
  store: dataSupplierStore,
  notFound: itemNotFound,
};

/**
 * The generic calls, plus `POST data-supplier/{id}/regenerate-token`: a new auth token, answered
 * once with the record as `auth_token`, for a lost or leaked one.
 */
export function mountDataSupplierRoutes(router: Router, deps: ServiceDeps) {
  router.post(
    '/data-supplier/:id/regenerate-token',
    requireAuth(deps.tokens, deps.clock),
    requireRight(...dataSupplierTemplate.rights.edit),
    async (ctx) => {
      const { id } = validate(idParamsSchema, ctx.params);
      await ensureInScope(ctx, deps.db, dataSupplierResource, id);
      const poolId = authOf(ctx).pool_id;
      const token = await regenerateAuthToken(deps.db, poolId, id);
      const record = token === null ? null : await dataSupplierStore.find(deps.db, poolId, id);
      if (!record) throw notFound(itemNotFound(id));
      ok(ctx, { ...record, auth_token: token });
    },
  );
  mountEntityRoutes(router, deps, dataSupplierResource);
}
