import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { additionalFieldInputSchema } from '../domain/additional-fields/additional-field-input';
import { additionalFieldTemplate } from '../domain/additional-fields/additional-field-template';
import { additionalFieldList, additionalFieldStore } from '../store/additional-fields';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const additionalFieldResource: EntityResource = {
  template: additionalFieldTemplate,
  list: additionalFieldList,
  schema: additionalFieldInputSchema,
  store: additionalFieldStore,
  notFound: itemNotFound,
};

export function mountAdditionalFieldRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, additionalFieldResource);
}
