import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { policyInputSchema } from '../domain/policies/policy-input';
import { policyTemplate } from '../domain/policies/policy-template';
import { policyList, policyStore } from '../store/policies';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const policyResource: EntityResource = {
  template: policyTemplate,
  list: policyList,
  schema: policyInputSchema,
  store: policyStore,
  notFound: itemNotFound,
};

export function mountPolicyRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, policyResource);
}
