import type { PopupTabRenderers } from '../lib/popup-tabs';
import { PersonLabelsTab } from '../components/person-labels/person-labels-tab';
import { PersonBlockadesTab } from '../features/blockades/person-blockades-tab';
import { PersonConductsTab } from '../features/conducts/person-conducts-tab';
import { BranchPersonsTab } from '../features/branch-tabs/branch-persons-tab';
import { BranchSettingsTab } from '../features/branch-tabs/branch-settings-tab';
import { PersonProfilesTab } from '../features/person-profiles/person-profiles-tab';
import { DocumentsTab } from '../features/documents/components/documents-tab';
import { PersonAvatarEditor } from '../features/avatar/components/person-avatar-editor';
import { DataSupplierTokenTab } from '../features/reveal-once/data-supplier-token-tab';
import { RolePermissionsTab } from '../features/role-permissions/role-permissions-tab';
import { PersonTravelTab } from '../features/travel/person-travel-tab';
import { BranchTravelTab } from '../features/travel/branch-travel-tab';
import { PersonHourlyRatesTab } from '../features/hourly-rate/person-hourly-rates-tab';
import { PersonMatchingTab } from '../features/person-matching/person-matching-tab';
import { PersonSavingGoalsTab } from '../features/saving-goals/person-saving-goals-tab';
import { PersonWorkPlansTab } from '../features/work-plans/person-work-plans-tab';
import { PersonScoresTab } from '../features/scores/person-scores-tab';
import { PersonDataSupplierTab } from '../features/data-supplier/person-data-supplier-tab';
import { OtherDataTab } from '../features/other-data/other-data-tab';
import { PersonCouplingsTab } from '../features/couplings/person-couplings-tab';
import { PersonReportTab } from '../features/person-report/person-report-tab';
import { BranchCalendarTab } from '../features/branch-tabs/branch-calendar-tab';
import { BranchLabelsTab } from '../features/branch-tabs/branch-labels-tab';
import { BranchSecondmentTab } from '../features/branch-tabs/branch-secondment-tab';
import { BranchRemarkTab } from '../features/branch-tabs/branch-remark-tab';
import { BranchExportTab } from '../features/branch-tabs/branch-export-tab';
import { BranchWorkPlansTab } from '../features/branch-tabs/branch-work-plans-tab';
import { PersonPlanningTab } from '../features/person-planning-tabs/person-planning-tab';
import { PersonAvailabilitiesTab } from '../features/person-planning-tabs/person-availabilities-tab';
import { PersonLogsTab } from '../features/person-planning-tabs/person-logs-tab';

/** Every client tab the admin module renders in a preview popup, by the `component` its template names. */
export const POPUP_TABS: PopupTabRenderers = {
  'person-labels': ({ id, canEdit }) => <PersonLabelsTab personId={id} canEdit={canEdit} />,
  'branch-persons': BranchPersonsTab,
  'branch-settings': BranchSettingsTab,
  'role-permissions': ({ id, canEdit, unsaved, onRecordSaved }) => (
    <RolePermissionsTab id={id} canEdit={canEdit} unsaved={unsaved} onRecordSaved={(role) => onRecordSaved({ ...role })} />
  ),
  'data-supplier-token': DataSupplierTokenTab,
  'person-profiles': ({ id, canEdit }) => <PersonProfilesTab personId={id} canEdit={canEdit} />,
  'person-travel': PersonTravelTab,
  'branch-travel': BranchTravelTab,
  'person-hourly-rates': PersonHourlyRatesTab,
  // the person's avatar sits above their documents: the popup has no header slot for it
  'person-documents': ({ id }) => (
    <>
      <PersonAvatarEditor personId={id} />
      <DocumentsTab entity="person" id={id} />
    </>
  ),
  'branch-documents': ({ id }) => <DocumentsTab entity="branch" id={id} />,
  'person-blockades': ({ id }) => <PersonBlockadesTab personId={id} />,
  'person-conducts': ({ id }) => <PersonConductsTab personId={id} />,
  'person-matching': ({ id }) => <PersonMatchingTab id={id} />,
  'person-saving-goals': ({ id }) => <PersonSavingGoalsTab id={id} />,
  'person-work-plans': ({ id }) => <PersonWorkPlansTab id={id} />,
  'person-scores': ({ id }) => <PersonScoresTab id={id} />,
  'person-data-supplier': ({ id }) => <PersonDataSupplierTab id={id} />,
  'person-other-data': ({ id }) => <OtherDataTab entity="person" id={id} />,
  'branch-other-data': ({ id }) => <OtherDataTab entity="branch" id={id} />,
  'person-couplings': ({ id }) => <PersonCouplingsTab id={id} />,
  'person-report': ({ id }) => <PersonReportTab id={id} />,
  'branch-calendar': ({ id }) => <BranchCalendarTab id={id} />,
  'branch-labels': ({ id }) => <BranchLabelsTab id={id} />,
  'branch-secondment': ({ id }) => <BranchSecondmentTab id={id} />,
  'branch-admin-remark': ({ id }) => <BranchRemarkTab id={id} kind="admin_remark" />,
  'branch-general-remark': ({ id }) => <BranchRemarkTab id={id} kind="general_remark" />,
  'branch-internal-remark': ({ id }) => <BranchRemarkTab id={id} kind="internal_remark" />,
  'branch-matching-info': ({ id }) => <BranchRemarkTab id={id} kind="matching_info" />,
  'branch-export': ({ id }) => <BranchExportTab id={id} />,
  'branch-work-plans': ({ id }) => <BranchWorkPlansTab id={id} />,
  'person-planning': ({ id }) => <PersonPlanningTab id={id} />,
  'person-availabilities': ({ id }) => <PersonAvailabilitiesTab id={id} />,
  'person-logs': ({ id }) => <PersonLogsTab id={id} />,
};
