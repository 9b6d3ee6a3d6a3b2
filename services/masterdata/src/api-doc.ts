import { BirthdayRights, inputsQuerySchema, listQuerySchema, Permission as P, templateQuerySchema } from '@app/contracts';
import { csvColumnsQuerySchema, idParamsSchema, serviceApi } from '@app/service-kit';
import { contractChainQuerySchema } from './domain/contracts/contract-input';
import { CONTRACT_RIGHTS } from './domain/contracts/contract-template';
import { dataSupplierTemplate } from './domain/data-suppliers/data-supplier-template';
import { personLabelInputSchema, personLabelParamsSchema, personLabelsInputSchema } from './domain/person-labels/person-label-rules';
import { personTemplate } from './domain/persons/person-template';
import { branchTemplate } from './domain/branches/branch-template';
import { absenceGroupResource, reasonForAbsenceResource, reasonForDaypartResource } from './routes/absence-reasons';
import { additionalFieldResource } from './routes/additional-fields';
import { announcementResource } from './routes/announcements';
import { ANNOUNCEMENT_API_ROUTES } from './routes/announcements-api';
import { branchTypeResource } from './routes/branch-types';
import { branchResource, treeQuery } from './routes/branches';
import { contractTypeResource } from './routes/contract-types';
import { contractResource } from './routes/contracts';
import { BLOCKADE_API_ROUTES } from './routes/blockades-api';
import { dataSupplierResource } from './routes/data-suppliers';
import { entityApi } from './routes/entity-api';
import { labelGroupResource } from './routes/label-groups';
import { labelResource } from './routes/labels';
import { periodResource } from './routes/periods';
import { personResource } from './routes/persons';
import { policyResource } from './routes/policies';
import { profileTypeResource } from './routes/profile-types';
import { scheduleResource, weekScheduleResource } from './routes/schedules';
import { branchSettingBody, branchSettingParams, getQuery, itemsBody } from './routes/settings';
import { nameParams } from './routes/templates';
import { vacationResource } from './routes/vacations';
import { workPlanDefinitionResource, workPlanResource } from './routes/work-plans';
import { DOCUMENT_API_ROUTES } from './routes/documents-api';
import { TRAVEL_API_ROUTES } from './routes/travel-api';
import { PERSON_TAB_API_ROUTES } from './routes/person-tabs-api';
import { PERSON_MERGE_API_ROUTES } from './routes/person-merge-api';
import { BRANCH_TAB_API_ROUTES } from './routes/branch-tabs-api';

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

const person = personTemplate.rights;

/** The masterdata routes as the published API shows them (docs/architecture.md 'The API contract'). */
export const masterdataApi = serviceApi('masterdata', [
  ...ENTITIES.flatMap(entityApi),
  ...BLOCKADE_API_ROUTES,
  ...DOCUMENT_API_ROUTES,
  ...ANNOUNCEMENT_API_ROUTES,
  ...BRANCH_TAB_API_ROUTES,

  {
    method: 'get',
    path: '/person/me',
    summary: 'The own person with labels, profiles, contracts and account',
    access: [P.PERSON_POPUP_VIEW],
  },
  {
    method: 'get',
    path: '/person/birthdays',
    summary: "The birthdays panel: whether the pool shows it, and the scope's persons with a birthday within the display days",
    access: BirthdayRights,
  },
  { method: 'get', path: '/person/:id/profiles', summary: "A person's profiles", access: person.view, params: idParamsSchema },
  { method: 'get', path: '/person/:id/account', summary: "A person's account", access: person.view, params: idParamsSchema },
  { method: 'get', path: '/person/:id/labels', summary: "A person's labels", access: person.view, params: idParamsSchema },
  {
    method: 'post',
    path: '/person/:id/labels',
    summary: 'Gives a person one label',
    access: person.edit,
    params: idParamsSchema,
    body: personLabelInputSchema,
  },
  {
    method: 'put',
    path: '/person/:id/labels',
    summary: "Sets a person's labels",
    access: person.edit,
    params: idParamsSchema,
    body: personLabelsInputSchema,
  },
  {
    method: 'delete',
    path: '/person/:id/labels/:labelId',
    summary: 'Takes one label off a person',
    access: person.edit,
    params: [idParamsSchema, personLabelParamsSchema],
  },
  {
    method: 'get',
    path: '/person/:id/contracts',
    summary: "A person's contracts: a page, or every row as CSV with csv-export (columns and titles: csv-columns)",
    access: CONTRACT_RIGHTS.view,
    params: idParamsSchema,
    query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
    answers: 'page-or-csv',
  },
  {
    method: 'get',
    path: '/person/:id/contract-chain',
    summary: "Whether one more contract fits the person's chain at a board",
    access: CONTRACT_RIGHTS.view,
    params: idParamsSchema,
    query: contractChainQuerySchema,
  },
  {
    method: 'post',
    path: '/data-supplier/:id/regenerate-token',
    summary: 'A new auth token for a data supplier, answered once',
    access: dataSupplierTemplate.rights.edit,
    params: idParamsSchema,
  },
  ...TRAVEL_API_ROUTES,
  ...PERSON_TAB_API_ROUTES,
  ...PERSON_MERGE_API_ROUTES,
  { method: 'get', path: '/branch/tree', summary: 'The branches as a tree', access: branchTemplate.rights.view, query: treeQuery },

  { method: 'get', path: '/settings/pool', summary: "The pool's settings", access: [P.REQUEST_VIEW, P.SETTINGS_ALL], query: getQuery },
  { method: 'put', path: '/settings/pool', summary: "Changes the pool's settings", access: [P.SETTINGS_ALL], body: itemsBody },
  {
    method: 'get',
    path: '/branch/:id/settings/:code',
    summary: "A branch's value of one setting",
    access: [P.BRANCH_VIEW, P.BRANCH_ALL, P.SETTINGS_ALL],
    params: branchSettingParams,
  },
  {
    method: 'put',
    path: '/branch/:id/settings/:code',
    summary: "Sets a branch's value of one setting",
    access: [P.BRANCH_ALL, P.SETTINGS_ALL],
    params: branchSettingParams,
    body: branchSettingBody,
  },

  {
    method: 'get',
    path: '/template-page/:name',
    summary: 'A list page template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
  {
    method: 'get',
    path: '/template/:name',
    summary: 'A form template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
  {
    method: 'get',
    path: '/template-popup/:name',
    summary: 'A popup template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
  { method: 'get', path: '/inputs', summary: 'Options of select inputs', access: [], query: inputsQuerySchema },
]);
