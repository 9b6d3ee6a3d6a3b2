import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { absenceGroupInputSchema } from '../domain/absence-groups/absence-group-input';
import { absenceGroupTemplate } from '../domain/absence-groups/absence-group-template';
import { reasonForAbsenceInputSchema } from '../domain/reasons-for-absence/reason-for-absence-input';
import { reasonForAbsenceTemplate } from '../domain/reasons-for-absence/reason-for-absence-template';
import { reasonForDaypartInputSchema } from '../domain/reasons-for-daypart/reason-for-daypart-input';
import { reasonForDaypartTemplate } from '../domain/reasons-for-daypart/reason-for-daypart-template';
import { absenceGroupData, reasonForAbsenceData, reasonForDaypartData } from '../flows/entities';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const absenceGroupResource: EntityResource = {
  template: absenceGroupTemplate,
  data: absenceGroupData,
  schema: absenceGroupInputSchema,
  notFound: itemNotFound,
};

export const reasonForAbsenceResource: EntityResource = {
  template: reasonForAbsenceTemplate,
  data: reasonForAbsenceData,
  schema: reasonForAbsenceInputSchema,
  notFound: itemNotFound,
};

export const reasonForDaypartResource: EntityResource = {
  template: reasonForDaypartTemplate,
  data: reasonForDaypartData,
  schema: reasonForDaypartInputSchema,
  notFound: itemNotFound,
};

/** Absence groups, reasons for absence and reasons for dayparts (MD-ABS-01..03, MD-DPR-01..02). */
export function mountAbsenceReasonRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, absenceGroupResource);
  mountEntityRoutes(mount, deps, reasonForAbsenceResource);
  mountEntityRoutes(mount, deps, reasonForDaypartResource);
}
