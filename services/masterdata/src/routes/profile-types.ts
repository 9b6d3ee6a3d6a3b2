import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { profileTypeInputSchema } from '../domain/profile-types/profile-type-input';
import { profileTypeTemplate } from '../domain/profile-types/profile-type-template';
import { profileTypeData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const profileTypeResource: EntityResource = {
  template: profileTypeTemplate,
  data: profileTypeData,
  schema: profileTypeInputSchema,
  notFound: itemNotFound,
};

export function mountProfileTypeRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, profileTypeResource);
}
