import type { RouteMounter } from '@app/service-kit';
import type { ServiceDeps } from '@app/service-kit';
import { absenceGroupInputSchema } from '../domain/absence-groups/absence-group-input';
import { absenceGroupTemplate } from '../domain/absence-groups/absence-group-template';
import { reasonForAbsenceInputSchema } from '../domain/reasons-for-absence/reason-for-absence-input';
import { reasonForAbsenceTemplate } from '../domain/reasons-for-absence/reason-for-absence-template';
import { reasonForDaypartInputSchema } from '../domain/reasons-for-daypart/reason-for-daypart-input';
import { reasonForDaypartTemplate } from '../domain/reasons-for-daypart/reason-for-daypart-template';
import { absenceGroupList, absenceGroupStore } from '../store/absence-groups';
import { reasonForAbsenceList, reasonForAbsenceStore } from '../store/reasons-for-absence';
import { reasonForDaypartList, reasonForDaypartStore } from '../store/reasons-for-daypart';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const absenceGroupResource: EntityResource = {
  template: absenceGroupTemplate,
  list: absenceGroupList,
  schema: absenceGroupInputSchema,
  store: absenceGroupStore,
  notFound: itemNotFound,
};

export const reasonForAbsenceResource: EntityResource = {
  template: reasonForAbsenceTemplate,
  list: reasonForAbsenceList,
  schema: reasonForAbsenceInputSchema,
  store: reasonForAbsenceStore,
  notFound: itemNotFound,
};

export const reasonForDaypartResource: EntityResource = {
  template: reasonForDaypartTemplate,
  list: reasonForDaypartList,
  schema: reasonForDaypartInputSchema,
  store: reasonForDaypartStore,
  notFound: itemNotFound,
};

/** Absence groups, reasons for absence and reasons for dayparts (MD-ABS-01..03, MD-DPR-01..02). */
export function mountAbsenceReasonRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mountEntityRoutes(mount, deps, absenceGroupResource);
  mountEntityRoutes(mount, deps, reasonForAbsenceResource);
  mountEntityRoutes(mount, deps, reasonForDaypartResource);
}
