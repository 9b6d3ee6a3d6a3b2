import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { contractTypeInputSchema } from '../domain/contract-types/contract-type-input';
import { contractTypeTemplate } from '../domain/contract-types/contract-type-template';
import { contractTypeList, contractTypeStore } from '../store/contract-types';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const contractTypeResource: EntityResource = {
  template: contractTypeTemplate,
  list: contractTypeList,
  schema: contractTypeInputSchema,
  store: contractTypeStore,
  notFound: itemNotFound,
};

export function mountContractTypeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, contractTypeResource);
}
