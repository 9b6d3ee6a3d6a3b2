import { BranchTabPermission as T, CUSTOM_FIELD_RIGHTS, Permission as P, WORK_PLAN_RIGHTS, type PopupTab } from '@app/contracts';
import { TRAVEL_RIGHTS } from '../travel/travel-rules';

type GatedTab = PopupTab & { rights?: readonly string[]; also?: readonly string[] };

/**
 * The branch popup's tabs in the spec's order (spec 001 section 2 'Branch popup'). `rights` is the
 * tab's own right; `also` the right the data behind it needs, so a tab never opens onto a 403.
 */
export const branchTabs: GatedTab[] = [
  { key: 'summary', label: 'branch.tabs.summary', form: 'branch', rights: [T.BRANCH_SUMMARY] },
  { key: 'calendar', label: 'branch.tabs.calendar', component: 'branch-calendar', rights: [T.BRANCH_CALENDAR], also: [P.CALENDAR_VIEW] },
  {
    key: 'documents',
    label: 'branch.tabs.documents',
    url: 'branch/{id}/documents',
    component: 'branch-documents',
    rights: [T.BRANCH_DOCUMENTS],
    also: [P.DOCUMENT_VIEW, P.DOCUMENT_ALL],
  },
  { key: 'labels', label: 'branch.tabs.labels', url: 'branch/{id}/labels', component: 'branch-labels', rights: [T.BRANCH_LABELS] },
  {
    key: 'persons',
    label: 'branch.tabs.persons',
    component: 'branch-persons',
    rights: [T.BRANCH_PERSONS],
    also: [P.PERSON_VIEW, P.PERSON_ALL],
  },
  {
    key: 'secondment',
    label: 'branch.tabs.secondment',
    url: 'branch/{id}/secondment',
    component: 'branch-secondment',
    rights: [T.BRANCH_SECONDMENT],
  },
  // a link to /settings?branch={id} (ADR 0009)
  { key: 'settings', label: 'branch.tabs.settings', component: 'branch-settings', rights: [T.BRANCH_SETTINGS], also: [P.SETTINGS_ALL] },
  // the branch's travel expense table
  {
    key: 'travel_expenses',
    label: 'branch.tabs.travel_expenses',
    component: 'branch-travel',
    rights: [T.BRANCH_TRAVEL_EXPENSES],
    also: TRAVEL_RIGHTS.view,
  },
  // the work plans at the branch; H3's person Work plans tab keeps them
  {
    key: 'workplan',
    label: 'branch.tabs.workplan',
    url: 'branch/{id}/work-plans',
    component: 'branch-work-plans',
    rights: [T.BRANCH_WORKPLAN],
    also: WORK_PLAN_RIGHTS.view,
  },
  {
    key: 'admin_remark',
    label: 'branch.tabs.admin_remark',
    url: 'branch/{id}/remarks/admin_remark',
    component: 'branch-admin-remark',
    rights: [T.BRANCH_ADMIN_REMARK],
  },
  {
    key: 'general_remark',
    label: 'branch.tabs.general_remark',
    url: 'branch/{id}/remarks/general_remark',
    component: 'branch-general-remark',
    rights: [T.BRANCH_GENERAL_REMARK],
  },
  {
    key: 'internal_remark',
    label: 'branch.tabs.internal_remark',
    url: 'branch/{id}/remarks/internal_remark',
    component: 'branch-internal-remark',
    rights: [T.BRANCH_INTERNAL_REMARK],
  },
  {
    key: 'matching_info',
    label: 'branch.tabs.matching_info',
    url: 'branch/{id}/remarks/matching_info',
    component: 'branch-matching-info',
    rights: [T.BRANCH_MATCHING_INFO],
  },
  // the pool's additional fields of branches with the branch's typed values (ADR 0101): part of the
  // branch's details, so the summary's right, plus the custom fields' own
  {
    key: 'other_data',
    label: 'branch.tabs.other_data',
    url: 'branch/{id}/additional-fields',
    component: 'branch-other-data',
    rights: [T.BRANCH_SUMMARY],
    also: CUSTOM_FIELD_RIGHTS.view,
  },
  { key: 'export', label: 'branch.tabs.export', url: 'branch/{id}/export', component: 'branch-export', rights: [T.BRANCH_EXPORT] },
];
