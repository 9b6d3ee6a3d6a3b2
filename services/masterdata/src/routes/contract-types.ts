import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { contractTypeInputSchema } from '../domain/contract-types/contract-type-input';
import { contractTypeTemplate } from '../domain/contract-types/contract-type-template';
import { contractTypeData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const contractTypeResource: EntityResource = {
  template: contractTypeTemplate,
  data: contractTypeData,
  schema: contractTypeInputSchema,
  notFound: itemNotFound,
};

export function mountContractTypeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, contractTypeResource);
}
