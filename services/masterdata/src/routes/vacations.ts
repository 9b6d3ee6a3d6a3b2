import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { vacationInputSchema } from '../domain/vacations/vacation-input';
import { vacationTemplate } from '../domain/vacations/vacation-template';
import { vacationList, vacationStore } from '../store/vacations';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const vacationResource: EntityResource = {
  template: vacationTemplate,
  list: vacationList,
  schema: vacationInputSchema,
  store: vacationStore,
  notFound: itemNotFound,
};

export function mountVacationRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, vacationResource);
}
