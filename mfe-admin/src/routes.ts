import { IdentityAdminPermission, Permission as P, WORK_PLAN_RIGHTS, type ModuleRoute } from '@app/contracts';

const list = (key: string, title: string, anyOf: readonly string[]): ModuleRoute => ({ path: `/${key}/:id?/:tab?`, title, anyOf });

/** The admin module's routes (spec 000 and 001 section 2): the manage page, own data, settings and every management list. */
export const routes: ModuleRoute[] = [
  { path: '/manage', title: 'page.manage', anyOf: [P.MANAGE_VIEW] },
  { path: '/person/me/:tab?', title: 'page.my_data', anyOf: [P.PERSON_POPUP_VIEW] },
  { path: '/person/new', title: 'page.person', anyOf: [P.PERSON_CREATE, P.PERSON_ALL], create: true },
  list('person', 'page.person', [P.PERSON_VIEW, P.PERSON_ALL]),
  list('branch', 'page.branch', [P.BRANCH_VIEW, P.BRANCH_ALL]),
  { path: '/settings', title: 'page.settings', anyOf: [P.SETTINGS_ALL] },
  { path: '/embed-token', title: 'page.embed_token', anyOf: [P.SETTINGS_ALL] },
  list('role', 'page.role', [P.ROLE_ALL]),
  list('label', 'page.label', [P.LABEL_ALL]),
  list('label-group', 'page.label_group', [P.LABEL_ALL]),
  list('reason-for-absence', 'page.reason_for_absence', [P.ABSENCE_REASON_ALL]),
  list('absence-group', 'page.absence_group', [P.ABSENCE_REASON_ALL]),
  list('data-supplier', 'page.data_supplier', [P.DATA_SUPPLIER_ALL]),
  list('additional-field', 'page.additional_field', [P.ADDITIONAL_FIELD_ALL]),
  list('announcement', 'announcements.page', [P.ANNOUNCEMENT_ALL]),
  list('branch-type', 'page.branch_type', [P.BRANCH_TYPE_ALL]),
  list('profile-type', 'page.profile_type', [P.PROFILE_TYPE_ALL]),
  list('vacation', 'page.vacation', [P.VACATION_ALL]),
  list('period', 'page.period', [P.PERIOD_ALL]),
  list('contract', 'page.contract', [P.CONTRACT_VIEW, P.CONTRACT_ALL]),
  list('contract-type', 'page.contract_type', [P.CONTRACT_TYPE_ALL]),
  list('work-plan', 'page.work_plan', WORK_PLAN_RIGHTS.view),
  list('work-plan-definition', 'page.work_plan_definition', WORK_PLAN_RIGHTS.view),
  list('policy', 'page.policy', [P.POLICY_ALL]),
  list('schedule', 'page.schedule', [P.SCHEDULE_ALL]),
  list('week-schedule', 'page.week_schedule', [P.WEEK_SCHEDULE_ALL]),
  list('reason-for-daypart', 'page.reason_for_daypart', [P.DAYPARTS_REASON_ALL]),
  { path: '/doc-viewer/:entity/:entityId/document/:docId', title: 'page.document', anyOf: [P.DOCUMENT_VIEW, P.DOCUMENT_ALL] },
  list('account', 'page.account', [IdentityAdminPermission.ACCOUNT_ALL]),
  list('pool', 'page.pool', [IdentityAdminPermission.POOL_ALL]),
];
