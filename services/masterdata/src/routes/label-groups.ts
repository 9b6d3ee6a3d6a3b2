import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { labelGroupInputSchema } from '../domain/label-groups/label-group-input';
import { labelGroupTemplate } from '../domain/label-groups/label-group-template';
import { labelGroupList, labelGroupStore } from '../store/label-groups';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const labelGroupResource: EntityResource = {
  template: labelGroupTemplate,
  list: labelGroupList,
  schema: labelGroupInputSchema,
  store: labelGroupStore,
  notFound: itemNotFound,
};

export function mountLabelGroupRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, labelGroupResource);
}
