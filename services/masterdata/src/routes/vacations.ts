import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { vacationInputSchema } from '../domain/vacations/vacation-input';
import { vacationTemplate } from '../domain/vacations/vacation-template';
import { vacationData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const vacationResource: EntityResource = {
  template: vacationTemplate,
  data: vacationData,
  schema: vacationInputSchema,
  notFound: itemNotFound,
};

export function mountVacationRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, vacationResource);
}
