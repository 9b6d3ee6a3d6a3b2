import { pagesEn } from './pages/en';
import { entityListEn } from './entity-list/en';
import { entityPopupEn } from './entity-popup/en';
import { fieldsEn } from './fields/en';
import { identityListsEn } from './identity-lists/en';
import { integrationsEn } from './integrations/en';
import { personDataEn } from './person-data/en';
import { workingDaysEn } from './working-days/en';
import { rolePermissionsEn } from './role-permissions/en';
import { revealOnceEn } from './reveal-once/en';
import { personProfilesEn } from './person-profiles/en';
import { personLabelsEn } from './person-labels/en';
import { settingsEn } from './settings/en';
import { manageAndMyDataEn } from './manage-and-my-data/en';
import { commonEn } from './common/en';
import { listNamesEn } from './list-names/en';
import { travelEn } from './travel/en';
import { documentsEn } from './documents/en';
import { blockadesEn } from './blockades/en';
import { announcementsEn } from './announcements/en';
import { personMatchingEn } from './person-matching/en';
import { embedTokensEn } from './embed-tokens/en';
import { personTabsEn } from './person-tabs/en';
import { branchTabsEn } from './branch-tabs/en';
import { personPlanningTabsEn } from './person-planning-tabs/en';
import { workPlanListsEn } from './work-plan-lists/en';

/** English texts of the admin module, assembled from its parts (each names its own top-level groups). */
export const en = {
  ...pagesEn,
  ...entityListEn,
  ...entityPopupEn,
  ...fieldsEn,
  ...identityListsEn,
  ...integrationsEn,
  ...personDataEn,
  ...workingDaysEn,
  ...rolePermissionsEn,
  ...revealOnceEn,
  ...personProfilesEn,
  ...personLabelsEn,
  ...settingsEn,
  ...manageAndMyDataEn,
  ...commonEn,
  ...listNamesEn,
  ...travelEn,
  ...documentsEn,
  ...blockadesEn,
  ...announcementsEn,
  ...personMatchingEn,
  ...embedTokensEn,
  ...personTabsEn,
  ...branchTabsEn,
  ...personPlanningTabsEn,
  ...workPlanListsEn,
};
