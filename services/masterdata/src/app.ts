import type { ServiceDeps } from '@app/service-kit';
import { createServiceApp, serviceApi } from '@app/service-kit';
import { DOCUMENT_ENTITY_TYPES } from '@app/contracts';
import type { Geocoder } from './domain/geo/geocoder';
import { geocoderOf } from './domain/geo/geocoder-of-config';
import { addressCoordinates } from './routes/address-coordinates';
import { announcementResource, announcementRoutes, mountAnnouncementRoutes } from './routes/announcements';
import {
  absenceGroupResource,
  mountAbsenceReasonRoutes,
  reasonForAbsenceResource,
  reasonForDaypartResource,
} from './routes/absence-reasons';
import { additionalFieldResource, mountAdditionalFieldRoutes } from './routes/additional-fields';
import { birthdayRoutes, mountBirthdayRoutes } from './routes/birthdays';
import { mountBlockadeRoutes } from './routes/blockades';
import { blockadeRoutes } from './routes/blockades-api';
import { branchTypeResource, mountBranchTypeRoutes } from './routes/branch-types';
import { branchResource, branchRoutes, mountBranchRoutes } from './routes/branches';
import { mountBranchTabRoutes } from './routes/branch-tabs';
import { branchTabRoutes } from './routes/branch-tabs-api';
import { contractTypeResource, mountContractTypeRoutes } from './routes/contract-types';
import { mountConductRoutes } from './routes/conducts';
import { contractResource, contractRoutes, mountContractRoutes } from './routes/contracts';
import { mountWorkPlanRoutes, workPlanDefinitionResource, workPlanResource } from './routes/work-plans';
import { dataSupplierResource, dataSupplierRoutes, mountDataSupplierRoutes } from './routes/data-suppliers';
import { documentRoutes, mountDocumentRoutes } from './routes/documents';
import { avatarRoutes, mountAvatarRoutes } from './routes/avatars';
import { mountHourlyRateRoutes } from './routes/hourly-rates';
import { mountPersonTabRoutes } from './routes/person-tabs';
import { additionalFieldValueRoutes, importRoutes, personReportRoutes, personTabRoutes } from './routes/person-tabs-api';
import { mountImportRoutes } from './routes/imports';
import { mountAdditionalFieldValueRoutes } from './routes/additional-field-values';
import { mountPersonReportRoutes } from './routes/person-report';
import { entityRoutes } from './routes/entity-routes';
import { inputRoutes, mountInputRoutes } from './routes/inputs';
import { labelGroupResource, mountLabelGroupRoutes } from './routes/label-groups';
import { labelResource, mountLabelRoutes } from './routes/labels';
import { mountPeriodRoutes, periodResource } from './routes/periods';
import { mountPersonLabelRoutes, personLabelRoutes } from './routes/person-labels';
import { mountPersonMeRoutes, personMeRoutes } from './routes/person-me';
import { mountPersonPopupRoutes, personPopupRoutes } from './routes/person-popup';
import { mountPersonPreviewRoutes, personPreviewRoutes } from './routes/person-preview';
import { mountPersonRoutes, personResource } from './routes/persons';
import { mountPersonMergeRoutes } from './routes/person-merge';
import { personMergeRoutes } from './routes/person-merge-api';
import { mountPolicyRoutes, policyResource } from './routes/policies';
import { mountProfileTypeRoutes, profileTypeResource } from './routes/profile-types';
import { mountScheduleRoutes, scheduleResource, weekScheduleResource } from './routes/schedules';
import { mountSettingRoutes, settingRoutes } from './routes/settings';
import { mountTemplateRoutes, templateRoutes } from './routes/templates';
import { mountTravelRoutes } from './routes/travel';
import { travelRoutes } from './routes/travel-api';
import { mountVacationRoutes, vacationResource } from './routes/vacations';

const ENTITIES = [
  personResource,
  contractResource,
  contractTypeResource,
  policyResource,
  labelResource,
  labelGroupResource,
  branchResource,
  branchTypeResource,
  profileTypeResource,
  vacationResource,
  periodResource,
  weekScheduleResource,
  scheduleResource,
  absenceGroupResource,
  reasonForAbsenceResource,
  reasonForDaypartResource,
  dataSupplierResource,
  additionalFieldResource,
  announcementResource,
  workPlanResource,
  workPlanDefinitionResource,
];

/** The masterdata routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const masterdataApi = serviceApi(
  'masterdata',
  [
    ...ENTITIES.map(entityRoutes),
    blockadeRoutes,
    ...DOCUMENT_ENTITY_TYPES.map(documentRoutes),
    avatarRoutes,
    announcementRoutes,
    branchTabRoutes,
    personMeRoutes,
    birthdayRoutes,
    personPopupRoutes,
    personPreviewRoutes,
    personLabelRoutes,
    contractRoutes,
    dataSupplierRoutes,
    travelRoutes,
    ...Object.values(personTabRoutes),
    importRoutes,
    personReportRoutes,
    ...Object.values(additionalFieldValueRoutes),
    personMergeRoutes,
    branchRoutes,
    settingRoutes,
    templateRoutes,
    inputRoutes,
  ].flatMap((routes) => Object.values(routes)),
);

/**
 * The masterdata service: persons, branches and the rest of the organisation's data. `geocoder`
 * turns addresses into coordinates (GEOCODER_URL; tests hand in one against a local server).
 */
export function createApp(deps: ServiceDeps, geocoder: Geocoder | null = geocoderOf(deps.config)) {
  const coordinates = addressCoordinates(deps, geocoder);
  return createServiceApp(masterdataApi, deps, (mount) => {
    // settings first: `branch/:id/settings/:code` is more specific than the generic branch routes
    mountSettingRoutes(mount, deps);
    // person/me before person/:id, which would claim 'me'
    mountPersonMeRoutes(mount, deps);
    mountBirthdayRoutes(mount, deps);
    // person/duplicates before person/:id, which would claim 'duplicates'
    mountPersonMergeRoutes(mount, deps);
    mountPersonRoutes(mount, deps, coordinates.person);
    mountPersonPopupRoutes(mount, deps);
    mountPersonPreviewRoutes(mount, deps);
    mountDocumentRoutes(mount, deps);
    mountAvatarRoutes(mount, deps);
    mountPersonLabelRoutes(mount, deps);
    // before the branch routes: `branch/blockades` is not a branch id
    mountBlockadeRoutes(mount, deps);
    mountConductRoutes(mount, deps);
    mountTravelRoutes(mount, deps);
    mountHourlyRateRoutes(mount, deps);
    mountPersonTabRoutes(mount, deps);
    // a data supplier's import calls (their own token) and the person's Data supplier tab
    mountImportRoutes(mount, deps);
    mountAdditionalFieldValueRoutes(mount, deps);
    mountPersonReportRoutes(mount, deps);
    mountContractRoutes(mount, deps);
    mountWorkPlanRoutes(mount, deps);
    mountContractTypeRoutes(mount, deps);
    mountPolicyRoutes(mount, deps);
    mountLabelRoutes(mount, deps);
    mountLabelGroupRoutes(mount, deps);
    // branch/{id}/labels and the other tabs: more specific than branch/:id
    mountBranchTabRoutes(mount, deps);
    mountBranchRoutes(mount, deps, coordinates.branch);
    mountBranchTypeRoutes(mount, deps);
    mountProfileTypeRoutes(mount, deps);
    mountVacationRoutes(mount, deps);
    mountPeriodRoutes(mount, deps);
    mountScheduleRoutes(mount, deps);
    mountAbsenceReasonRoutes(mount, deps);
    mountDataSupplierRoutes(mount, deps);
    mountAdditionalFieldRoutes(mount, deps);
    // announcement/current before announcement/:id, which would claim 'current'
    mountAnnouncementRoutes(mount, deps);
    mountTemplateRoutes(mount, deps);
    mountInputRoutes(mount, deps);
  });
}
