import { authOf, idParamsSchema, ok, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { dataSupplierInputSchema } from '../domain/data-suppliers/data-supplier-input';
import { dataSupplierTemplate } from '../domain/data-suppliers/data-supplier-template';
import { dataSupplierData } from '../flows/entities';
import { regenerateSupplierToken } from '../flows/regenerate-supplier-token';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const dataSupplierResource: EntityResource = {
  template: dataSupplierTemplate,
  data: dataSupplierData,
  schema: dataSupplierInputSchema,
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
    ok(ctx, await regenerateSupplierToken(deps, dataSupplierResource, authOf(ctx), id));
  });
  mountEntityRoutes(mount, deps, dataSupplierResource);
}
