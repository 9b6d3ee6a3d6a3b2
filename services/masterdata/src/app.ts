import type { ServiceDeps } from '@app/service-kit';
import { masterdataApi } from './api-doc';
import { createServiceApp } from '@app/service-kit';
import type { Geocoder } from './domain/geo/geocoder';
import { geocoderOf } from './domain/geo/geocoder-of-config';
import { mountAddressCoordinates } from './routes/address-coordinates';
import { mountAnnouncementRoutes } from './routes/announcements';
import { mountAbsenceReasonRoutes } from './routes/absence-reasons';
import { mountAdditionalFieldRoutes } from './routes/additional-fields';
import { mountBirthdayRoutes } from './routes/birthdays';
import { mountBlockadeRoutes } from './routes/blockades';
import { mountBranchTypeRoutes } from './routes/branch-types';
import { mountBranchRoutes } from './routes/branches';
import { mountBranchTabRoutes } from './routes/branch-tabs';
import { mountContractTypeRoutes } from './routes/contract-types';
import { mountConductRoutes } from './routes/conducts';
import { mountContractRoutes } from './routes/contracts';
import { mountWorkPlanRoutes } from './routes/work-plans';
import { mountDataSupplierRoutes } from './routes/data-suppliers';
import { mountDocumentRoutes } from './routes/documents';
import { mountAvatarRoutes } from './routes/avatars';
import { mountHourlyRateRoutes } from './routes/hourly-rates';
import { mountPersonTabRoutes } from './routes/person-tabs';
import { mountImportRoutes } from './routes/imports';
import { mountAdditionalFieldValueRoutes } from './routes/additional-field-values';
import { mountPersonReportRoutes } from './routes/person-report';
import { mountInputRoutes } from './routes/inputs';
import { mountLabelGroupRoutes } from './routes/label-groups';
import { mountLabelRoutes } from './routes/labels';
import { mountPeriodRoutes } from './routes/periods';
import { mountPersonLabelRoutes } from './routes/person-labels';
import { mountPersonMeRoutes } from './routes/person-me';
import { mountPersonPopupRoutes } from './routes/person-popup';
import { mountPersonRoutes } from './routes/persons';
import { mountPersonMergeRoutes } from './routes/person-merge';
import { mountPolicyRoutes } from './routes/policies';
import { mountProfileTypeRoutes } from './routes/profile-types';
import { mountScheduleRoutes } from './routes/schedules';
import { mountSettingRoutes } from './routes/settings';
import { mountTemplateRoutes } from './routes/templates';
import { mountTravelRoutes } from './routes/travel';
import { mountVacationRoutes } from './routes/vacations';

/**
 * The masterdata service: persons, branches and the rest of the organisation's data. `geocoder`
 * turns addresses into coordinates (GEOCODER_URL; tests hand in one against a local server).
 */
export function createApp(deps: ServiceDeps, geocoder: Geocoder | null = geocoderOf(deps.config)) {
  return createServiceApp(
    masterdataApi,
    deps,
    (_mount, router) => {
      // settings first: `branch/:id/settings/:code` is more specific than the generic branch routes
      mountSettingRoutes(router, deps);
      // person/me before person/:id, which would claim 'me'
      mountPersonMeRoutes(router, deps);
      mountBirthdayRoutes(router, deps);
      // around the person and branch saves: before their routes, so it sees the saved record
      mountAddressCoordinates(router, deps, geocoder);
      // person/duplicates before person/:id, which would claim 'duplicates'
      mountPersonMergeRoutes(router, deps);
      mountPersonRoutes(router, deps);
      mountPersonPopupRoutes(router, deps);
      mountDocumentRoutes(router, deps);
      mountAvatarRoutes(router, deps);
      mountPersonLabelRoutes(router, deps);
      // before the branch routes: `branch/blockades` is not a branch id
      mountBlockadeRoutes(router, deps);
      mountConductRoutes(router, deps);
      mountTravelRoutes(router, deps);
      mountHourlyRateRoutes(router, deps);
      mountPersonTabRoutes(router, deps);
      // a data supplier's import calls (their own token) and the person's Data supplier tab
      mountImportRoutes(router, deps);
      mountAdditionalFieldValueRoutes(router, deps);
      mountPersonReportRoutes(router, deps);
      mountContractRoutes(router, deps);
      mountWorkPlanRoutes(router, deps);
      mountContractTypeRoutes(router, deps);
      mountPolicyRoutes(router, deps);
      mountLabelRoutes(router, deps);
      mountLabelGroupRoutes(router, deps);
      // branch/{id}/labels and the other tabs: more specific than branch/:id
      mountBranchTabRoutes(router, deps);
      mountBranchRoutes(router, deps);
      mountBranchTypeRoutes(router, deps);
      mountProfileTypeRoutes(router, deps);
      mountVacationRoutes(router, deps);
      mountPeriodRoutes(router, deps);
      mountScheduleRoutes(router, deps);
      mountAbsenceReasonRoutes(router, deps);
      mountDataSupplierRoutes(router, deps);
      mountAdditionalFieldRoutes(router, deps);
      // announcement/current before announcement/:id, which would claim 'current'
      mountAnnouncementRoutes(router, deps);
      mountTemplateRoutes(router, deps);
      mountInputRoutes(router, deps);
    },
    // these routes are still registered by hand, beside their declarations in api-doc.ts
    { handMounted: true },
  );
}
