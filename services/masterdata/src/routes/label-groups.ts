import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { labelGroupInputSchema } from '../domain/label-groups/label-group-input';
import { labelGroupTemplate } from '../domain/label-groups/label-group-template';
import { labelGroupData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const labelGroupResource: EntityResource = {
  template: labelGroupTemplate,
  data: labelGroupData,
  schema: labelGroupInputSchema,
  notFound: itemNotFound,
};

export function mountLabelGroupRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, labelGroupResource);
}
