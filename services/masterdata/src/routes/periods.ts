import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { periodInputSchema } from '../domain/periods/period-input';
import { periodTemplate } from '../domain/periods/period-template';
import { periodData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const periodResource: EntityResource = {
  template: periodTemplate,
  data: periodData,
  schema: periodInputSchema,
  notFound: itemNotFound,
};

export function mountPeriodRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, periodResource);
}
