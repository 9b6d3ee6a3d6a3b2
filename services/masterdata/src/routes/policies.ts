import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { policyInputSchema } from '../domain/policies/policy-input';
import { policyTemplate } from '../domain/policies/policy-template';
import { policyData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const policyResource: EntityResource = {
  template: policyTemplate,
  data: policyData,
  schema: policyInputSchema,
  notFound: itemNotFound,
};

export function mountPolicyRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, policyResource);
}
