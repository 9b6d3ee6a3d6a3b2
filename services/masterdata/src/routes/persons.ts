import type { Middleware } from 'koa';
import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { personInputSchema, personNotFound } from '../domain/persons/person-input';
import { personTemplate } from '../domain/persons/person-template';
import { personData } from '../flows/entities';
import { mountEntityRoutes, type EntityResource } from './entity-routes';

export const personResource: EntityResource = {
  template: personTemplate,
  data: personData,
  schema: personInputSchema,
  notFound: personNotFound,
};

export function mountPersonRoutes(mount: RouteMounter, deps: ServiceDeps, aroundSave: Middleware) {
  mountEntityRoutes(mount, deps, personResource, { aroundSave });
}
