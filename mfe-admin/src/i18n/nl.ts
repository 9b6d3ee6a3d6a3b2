import type { en } from './en';
import { pagesNl } from './pages/nl';
import { entityListNl } from './entity-list/nl';
import { entityPopupNl } from './entity-popup/nl';
import { fieldsNl } from './fields/nl';
import { identityListsNl } from './identity-lists/nl';
import { integrationsNl } from './integrations/nl';
import { personDataNl } from './person-data/nl';
import { workingDaysNl } from './working-days/nl';
import { rolePermissionsNl } from './role-permissions/nl';
import { revealOnceNl } from './reveal-once/nl';
import { personProfilesNl } from './person-profiles/nl';
import { personLabelsNl } from './person-labels/nl';
import { settingsNl } from './settings/nl';
import { manageAndMyDataNl } from './manage-and-my-data/nl';
import { commonNl } from './common/nl';
import { listNamesNl } from './list-names/nl';
import { travelNl } from './travel/nl';
import { documentsNl } from './documents/nl';
import { blockadesNl } from './blockades/nl';
import { announcementsNl } from './announcements/nl';
import { personMatchingNl } from './person-matching/nl';
import { embedTokensNl } from './embed-tokens/nl';
import { personTabsNl } from './person-tabs/nl';
import { branchTabsNl } from './branch-tabs/nl';
import { personPlanningTabsNl } from './person-planning-tabs/nl';
import { workPlanListsNl } from './work-plan-lists/nl';

/** Dutch texts of the admin module (the default language), typed against en.ts so no key goes missing. */
export const nl: typeof en = {
  ...pagesNl,
  ...entityListNl,
  ...entityPopupNl,
  ...fieldsNl,
  ...identityListsNl,
  ...integrationsNl,
  ...personDataNl,
  ...workingDaysNl,
  ...rolePermissionsNl,
  ...revealOnceNl,
  ...personProfilesNl,
  ...personLabelsNl,
  ...settingsNl,
  ...manageAndMyDataNl,
  ...commonNl,
  ...listNamesNl,
  ...travelNl,
  ...documentsNl,
  ...blockadesNl,
  ...announcementsNl,
  ...personMatchingNl,
  ...embedTokensNl,
  ...personTabsNl,
  ...branchTabsNl,
  ...personPlanningTabsNl,
  ...workPlanListsNl,
};
