import { authOf, idParamsSchema, notFound, ok, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
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

export const dataSupplierRoutes = {
  postDataSupplierIdRegenerateToken: {
    method: 'post',
    path: '/data-supplier/:id/regenerate-token',
    summary: 'A new auth token for a data supplier, answered once',
    access: dataSupplierTemplate.rights.edit,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The generic calls, plus `POST data-supplier/{id}/regenerate-token`: a new auth token, answered
 * once with the record as `auth_token`, for a lost or leaked one.
 */
export function mountDataSupplierRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(dataSupplierRoutes.postDataSupplierIdRegenerateToken, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    await ensureInScope(ctx, deps.db, dataSupplierResource, id);
    const poolId = authOf(ctx).pool_id;
    const token = await regenerateAuthToken(deps.db, poolId, id);
    const record = token === null ? null : await dataSupplierStore.find(deps.db, poolId, id);
    if (!record) throw notFound(itemNotFound(id));
    ok(ctx, { ...record, auth_token: token });
  });
  mountEntityRoutes(mount, deps, dataSupplierResource);
}
