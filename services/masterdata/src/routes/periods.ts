import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { periodInputSchema } from '../domain/periods/period-input';
import { periodTemplate } from '../domain/periods/period-template';
import { periodList, periodStore } from '../store/periods';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const periodResource: EntityResource = {
  template: periodTemplate,
  list: periodList,
  schema: periodInputSchema,
  store: periodStore,
  notFound: itemNotFound,
};

export function mountPeriodRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, periodResource);
}
