import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { labelInputSchema } from '../domain/labels/label-input';
import { labelTemplate } from '../domain/labels/label-template';
import { labelList, labelStore } from '../store/labels';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const labelResource: EntityResource = {
  template: labelTemplate,
  list: labelList,
  schema: labelInputSchema,
  store: labelStore,
  notFound: itemNotFound,
};

export function mountLabelRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, labelResource);
}
