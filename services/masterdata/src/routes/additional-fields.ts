import type Router from '@koa/router';
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

export function mountAdditionalFieldRoutes(router: Router, deps: ServiceDeps) {
  mountEntityRoutes(router, deps, additionalFieldResource);
}
