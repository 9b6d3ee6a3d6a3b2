import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { labelInputSchema } from '../domain/labels/label-input';
import { labelTemplate } from '../domain/labels/label-template';
import { labelData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const labelResource: EntityResource = {
  template: labelTemplate,
  data: labelData,
  schema: labelInputSchema,
  notFound: itemNotFound,
};

export function mountLabelRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, labelResource);
}
