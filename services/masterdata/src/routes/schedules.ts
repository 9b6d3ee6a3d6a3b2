import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { scheduleInputSchema } from '../domain/schedules/schedule-input';
import { scheduleTemplate } from '../domain/schedules/schedule-template';
import { weekScheduleInputSchema } from '../domain/week-schedules/week-schedule-input';
import { weekScheduleTemplate } from '../domain/week-schedules/week-schedule-template';
import { scheduleData, weekScheduleData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const weekScheduleResource: EntityResource = {
  template: weekScheduleTemplate,
  data: weekScheduleData,
  schema: weekScheduleInputSchema,
  notFound: itemNotFound,
};

export const scheduleResource: EntityResource = {
  template: scheduleTemplate,
  data: scheduleData,
  schema: scheduleInputSchema,
  notFound: itemNotFound,
  // the branch tree's additional entity (ADR 0276)
  withTemplates: true,
};

/** Week schedules with their segments, and schedules (groups) built on them (MD-SCHED-01..03). */
export function mountScheduleRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, weekScheduleResource);
  mountEntityRoutes(mount, deps, scheduleResource);
}
