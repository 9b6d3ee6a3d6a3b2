import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { additionalFieldInputSchema } from '../domain/additional-fields/additional-field-input';
import { additionalFieldTemplate } from '../domain/additional-fields/additional-field-template';
import { additionalFieldData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const additionalFieldResource: EntityResource = {
  template: additionalFieldTemplate,
  data: additionalFieldData,
  schema: additionalFieldInputSchema,
  notFound: itemNotFound,
};

export function mountAdditionalFieldRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, additionalFieldResource);
}
