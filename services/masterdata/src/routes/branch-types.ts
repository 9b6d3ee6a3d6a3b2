import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { branchTypeInputSchema } from '../domain/branch-types/branch-type-input';
import { branchTypeTemplate } from '../domain/branch-types/branch-type-template';
import { branchTypeData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const branchTypeResource: EntityResource = {
  template: branchTypeTemplate,
  data: branchTypeData,
  schema: branchTypeInputSchema,
  notFound: itemNotFound,
};

export function mountBranchTypeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, branchTypeResource);
}
