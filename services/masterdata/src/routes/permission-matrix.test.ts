import { BirthdayRights, DEFAULT_ROLES, IdentityAdminPermission, Permission as P, RequestRights } from '@app/contracts';
import { describePermissionMatrix, type GuardedEndpoint, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { SETUP_TIMEOUT_MS, startMasterdata } from '../testing/fixtures';
import { blockadeMatrixRows } from '../testing/blockade-suite-rows';
import { travelMatrixRows } from '../testing/travel-suite-rows';
import { personTabMatrixRows } from '../testing/person-tab-suite-rows';
import { branchTabMatrixRows } from '../testing/branch-tab-suite-rows';
import { documentMatrixRows } from '../testing/document-suite-rows';
import { mergeMatrixRows } from '../testing/merge-suite-rows';
import { ANNOUNCEMENT_RIGHTS } from '../domain/announcements/announcement-template';
import { WORK_PLAN_LIST_RIGHTS } from '../domain/work-plans/work-plan-template';

/**
 * Masterdata's guarded endpoints against every default role (docs/roles.md): a token holding only
 * the role's documented rights gets the row's `allowed` status exactly where the role holds one of
 * the row's rights, and 403 'Not enough permissions' everywhere else. Add a row for every new
 * guarded route (docs/roles.md, 'Adding an endpoint to a permission matrix').
 */

const ROLES = ['ROLE_ADMINISTRATOR', 'ROLE_BOARD', 'ROLE_SCHOOL', 'ROLE_SUBSTITUTE', 'ROLE_EMPLOYEE'] as const;
/** No record has this id: a write the guard lets through is answered 404 by the route itself. */
const MISSING = 999999;

/** The six calls of an archivable entity (routes/entity-routes.ts) with their rights. */
function entityRows(url: string, rights: { view: string[]; create: string[]; edit: string[] }): GuardedEndpoint[] {
  return [
    { method: 'GET', path: `/api/${url}`, anyOf: rights.view, allowed: 200 },
    { method: 'GET', path: `/api/${url}/${MISSING}`, anyOf: rights.view, allowed: 404 },
    { method: 'POST', path: `/api/${url}`, anyOf: rights.create, allowed: 422, body: {} },
    { method: 'PUT', path: `/api/${url}/${MISSING}`, anyOf: rights.edit, allowed: 404, body: {} },
    { method: 'DELETE', path: `/api/${url}/${MISSING}/archive`, anyOf: rights.edit, allowed: 404 },
    { method: 'PUT', path: `/api/${url}/${MISSING}/unarchive`, anyOf: rights.edit, allowed: 404 },
  ];
}

/** template-page/{name}, its -popup variant, template/{name} and template-popup/{name}. */
function templateRows(name: string, view: string[]): GuardedEndpoint[] {
  return [`/api/template-page/${name}`, `/api/template-page/${name}-popup`, `/api/template/${name}`, `/api/template-popup/${name}`].map(
    (path) => ({
      method: 'GET',
      path,
      anyOf: view,
      allowed: 200,
    }),
  );
}

const all = (right: string) => ({ view: [right], create: [right], edit: [right] });
const BRANCH = { view: [P.BRANCH_VIEW, P.BRANCH_ALL], create: [P.BRANCH_ALL], edit: [P.BRANCH_ALL] };
const PERSON = { view: [P.PERSON_VIEW, P.PERSON_ALL], create: [P.PERSON_CREATE, P.PERSON_ALL], edit: [P.PERSON_ALL] };
const PERIOD = { view: [], create: [P.PERIOD_ALL], edit: [P.PERIOD_ALL] };
const CONTRACT = { view: [P.CONTRACT_VIEW, P.CONTRACT_ALL], create: [P.CONTRACT_ALL], edit: [P.CONTRACT_ALL] };
const REQUEST_FORM = [P.REQUEST_CREATE, P.REQUEST_ALL];
const WORK_PLAN = {
  view: [...WORK_PLAN_LIST_RIGHTS.view],
  create: [...WORK_PLAN_LIST_RIGHTS.create],
  edit: [...WORK_PLAN_LIST_RIGHTS.edit],
};
const SCHEDULE = { view: [P.SCHEDULE_ALL, ...REQUEST_FORM], create: [P.SCHEDULE_ALL], edit: [P.SCHEDULE_ALL] };
const WEEK_SCHEDULE = {
  view: [P.WEEK_SCHEDULE_ALL, P.SCHEDULE_ALL, ...REQUEST_FORM],
  create: [P.WEEK_SCHEDULE_ALL],
  edit: [P.WEEK_SCHEDULE_ALL],
};
const REASON_FOR_ABSENCE = { view: [P.ABSENCE_REASON_ALL, ...REQUEST_FORM], create: [P.ABSENCE_REASON_ALL], edit: [P.ABSENCE_REASON_ALL] };

/** The table: one row per guarded endpoint. */
const ENDPOINTS: GuardedEndpoint[] = [
  ...entityRows('branch', BRANCH),
  { method: 'GET', path: '/api/branch/tree', anyOf: BRANCH.view, allowed: 200 },
  ...templateRows('branch', BRANCH.view),
  ...entityRows('branch-type', all(P.BRANCH_TYPE_ALL)),
  ...templateRows('branch-type', [P.BRANCH_TYPE_ALL]),
  ...entityRows('person', PERSON),
  ...templateRows('person', PERSON.view),
  ...entityRows('profile-type', all(P.PROFILE_TYPE_ALL)),
  ...templateRows('profile-type', [P.PROFILE_TYPE_ALL]),
  ...entityRows('vacation', all(P.VACATION_ALL)),
  ...templateRows('vacation', [P.VACATION_ALL]),
  ...entityRows('period', PERIOD),
  ...templateRows('period', PERIOD.view),
  { method: 'GET', path: '/api/settings/pool', anyOf: [P.REQUEST_VIEW, P.SETTINGS_ALL], allowed: 200 },
  { method: 'PUT', path: '/api/settings/pool', anyOf: [P.SETTINGS_ALL], allowed: 422, body: {} },
  {
    method: 'GET',
    path: `/api/branch/${MISSING}/settings/inform_substitute`,
    anyOf: [P.BRANCH_VIEW, P.BRANCH_ALL, P.SETTINGS_ALL],
    allowed: 404,
  },
  {
    method: 'PUT',
    path: `/api/branch/${MISSING}/settings/inform_substitute`,
    anyOf: [P.BRANCH_ALL, P.SETTINGS_ALL],
    allowed: 404,
    body: { value: 'never' },
  },
  { method: 'GET', path: '/api/inputs', anyOf: [], allowed: 422 },
  ...entityRows('contract', CONTRACT),
  ...templateRows('contract', CONTRACT.view),
  // the work plans and their definitions (ADR 0109)
  ...entityRows('work-plan', WORK_PLAN),
  ...templateRows('work-plan', WORK_PLAN.view),
  ...entityRows('work-plan-definition', WORK_PLAN),
  ...templateRows('work-plan-definition', WORK_PLAN.view),
  ...entityRows('contract-type', all(P.CONTRACT_TYPE_ALL)),
  ...templateRows('contract-type', [P.CONTRACT_TYPE_ALL]),
  ...entityRows('policy', all(P.POLICY_ALL)),
  ...templateRows('policy', [P.POLICY_ALL]),
  ...entityRows('label', all(P.LABEL_ALL)),
  ...templateRows('label', [P.LABEL_ALL]),
  ...entityRows('label-group', all(P.LABEL_ALL)),
  ...templateRows('label-group', [P.LABEL_ALL]),
  { method: 'GET', path: `/api/person/${MISSING}/contracts`, anyOf: CONTRACT.view, allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/contract-chain`, anyOf: CONTRACT.view, allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/labels`, anyOf: PERSON.view, allowed: 404 },
  { method: 'PUT', path: `/api/person/${MISSING}/labels`, anyOf: PERSON.edit, allowed: 404, body: { label_ids: [] } },
  { method: 'POST', path: `/api/person/${MISSING}/labels`, anyOf: PERSON.edit, allowed: 404, body: { label_id: 1 } },
  { method: 'DELETE', path: `/api/person/${MISSING}/labels/1`, anyOf: PERSON.edit, allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/profiles`, anyOf: PERSON.view, allowed: 404 },
  { method: 'GET', path: `/api/person/${MISSING}/account`, anyOf: PERSON.view, allowed: 404 },
  // working days and times (the request form reads schedules, week schedules and reasons)
  ...entityRows('schedule', SCHEDULE),
  ...templateRows('schedule', SCHEDULE.view),
  ...entityRows('week-schedule', WEEK_SCHEDULE),
  ...templateRows('week-schedule', WEEK_SCHEDULE.view),
  ...entityRows('reason-for-absence', REASON_FOR_ABSENCE),
  ...templateRows('reason-for-absence', REASON_FOR_ABSENCE.view),
  ...entityRows('absence-group', all(P.ABSENCE_REASON_ALL)),
  ...templateRows('absence-group', [P.ABSENCE_REASON_ALL]),
  ...entityRows('reason-for-daypart', all(P.DAYPARTS_REASON_ALL)),
  ...templateRows('reason-for-daypart', [P.DAYPARTS_REASON_ALL]),
  // integrations (Pool admin)
  ...entityRows('data-supplier', all(P.DATA_SUPPLIER_ALL)),
  ...templateRows('data-supplier', [P.DATA_SUPPLIER_ALL]),
  { method: 'POST', path: `/api/data-supplier/${MISSING}/regenerate-token`, anyOf: [P.DATA_SUPPLIER_ALL], allowed: 404 },
  ...entityRows('additional-field', all(P.ADDITIONAL_FIELD_ALL)),
  ...templateRows('additional-field', [P.ADDITIONAL_FIELD_ALL]),
  ...entityRows('announcement', {
    view: [...ANNOUNCEMENT_RIGHTS.view],
    create: [...ANNOUNCEMENT_RIGHTS.create],
    edit: [...ANNOUNCEMENT_RIGHTS.edit],
  }),
  ...templateRows('announcement', [...ANNOUNCEMENT_RIGHTS.view]),
  // every default role holds the panel's right (docs/roles.md), so these rows name none; a token
  // without DASHBOARD_ANNOUNCEMENTS is refused in announcements.test.ts
  { method: 'GET', path: '/api/announcement/current', anyOf: [], allowed: 200 },
  { method: 'POST', path: `/api/announcement/${MISSING}/mark-read`, anyOf: [], allowed: 404 },
  { method: 'GET', path: '/api/person/birthdays', anyOf: [...BirthdayRights], allowed: 200 },
  ...documentMatrixRows(MISSING),
  ...blockadeMatrixRows(MISSING),
  ...travelMatrixRows(MISSING),
  ...personTabMatrixRows(MISSING),
  ...branchTabMatrixRows(MISSING),
  ...mergeMatrixRows(MISSING),
  // identity's lists: masterdata serves their templates, identity their data
  ...templateRows('role', [P.ROLE_ALL]),
  ...templateRows('account', [IdentityAdminPermission.ACCOUNT_ALL]),
  ...templateRows('pool', [IdentityAdminPermission.POOL_ALL]),
  // staffing's lists, whose templates master data serves
  ...templateRows('request', [...RequestRights.view]),
  ...templateRows('request-group', [...RequestRights.view]),
];

let deps: TestDeps;
let server: TestServer;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describePermissionMatrix('masterdata', DEFAULT_ROLES, ROLES, ENDPOINTS, () => ({ deps, server }));
