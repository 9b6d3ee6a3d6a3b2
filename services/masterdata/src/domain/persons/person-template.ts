import {
  AvailabilityRights,
  CUSTOM_FIELD_RIGHTS,
  MatchingRights,
  Permission,
  PERSON_GUARDED_FIELDS,
  PersonFieldPermission,
  PersonLogPermission,
  PersonTabPermission,
  SAVING_GOAL_RIGHTS,
  SCORE_RIGHTS,
  WORK_PLAN_RIGHTS,
} from '@app/contracts';
import { BLOCKADE_RIGHTS } from '../blockades/blockade-input';
import { CONDUCT_RIGHTS } from '../conducts/conduct-input';
import { CONTRACT_RIGHTS } from '../contracts/contract-template';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn, optionColumn } from '../templates/column-formats';
import { HOURLY_RATE_RIGHTS } from '../hourly-rates/hourly-rate-rules';
import { TRAVEL_RIGHTS } from '../travel/travel-rules';
import { PERSON_VIEW_RIGHTS } from '../imports/person-supplier-tab';

const P = Permission;

/** The person list, form and popup (spec 001 sections 2 and 3, MD-PERSON, MD-PPOP). */
export const personTemplate: EntityTemplateSource = {
  key: 'person',
  name: 'menu.persons',
  url: 'person',
  rights: { view: [P.PERSON_VIEW, P.PERSON_ALL], create: [P.PERSON_CREATE, P.PERSON_ALL], edit: [P.PERSON_ALL] },
  columns: [
    textColumn('full_name', 'fields.name', { mobile: true }),
    textColumn('email', 'fields.email', { mobile: true }),
    textColumn('city', 'fields.city'),
    dateColumn('birth_date', 'fields.birth_date'),
    optionColumn('gender', 'fields.gender', 'genders'),
    { ...textColumn('planning_blockade', 'fields.planning_blockade'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      { key: 'label', type: 'label_select_component', label: 'filter_bar.labels.label', multiple: true, get_key: 'labels' },
      { key: 'gender', type: 'select_component', label: 'filter_bar.labels.gender', multiple: true, get_key: 'genders' },
      { key: 'city', type: 'select_component', label: 'filter_bar.labels.city', multiple: true, get_key: 'person_cities' },
      {
        key: 'birth_date',
        type: 'date_period_component',
        label: 'filter_bar.labels.birth_date',
        elements: {
          from: { key: 'born_from', label: 'filter_bar.labels.born_from' },
          to: { key: 'born_to', label: 'filter_bar.labels.born_to' },
        },
      },
      { key: 'planning_blockade', type: 'checkbox_component', label: 'filter_bar.labels.planning_blockade' },
      archivedFilterItem,
    ],
  },
  form: [
    field('first_name', 'text', { required: true }),
    field('middle_name', 'text'),
    field('last_name', 'text', { required: true }),
    field('name_suffix', 'text'),
    field('name_partner', 'text'),
    field('initials', 'text'),
    field('gender', 'select', { get_key: 'genders' }),
    field('birth_date', 'date', { rules: ['date'] }),
    field('bsn', 'text'),
    field('personnel_number', 'text'),
    field('intake_date', 'date', { rules: ['date'] }),
    field('register_date', 'date', { rules: ['date'] }),
    field('id_expiration_date', 'date', { rules: ['date'] }),
    field('conduct_issue_date', 'date', { rules: ['date'] }),
    field('street', 'text'),
    field('number', 'text'),
    field('addition', 'text'),
    field('postal_code', 'text'),
    field('city', 'text'),
    field('telephone', 'text'),
    field('mobile', 'text'),
    field('email', 'email', { rules: ['email'] }),
    field('private_email', 'email', { rules: ['email'] }),
    field('general_remark', 'textarea'),
    field('internal_remark', 'textarea'),
    field('admin_remark', 'textarea'),
    field('planning_blockade', 'boolean'),
    field('planning_blockade_remark', 'textarea', {
      show_condition: { depends: 'planning_blockade', equals: { target: 'planning_blockade', value: 1 } },
    }),
    field('matching_info', 'textarea'),
    // the person's mail settings (ID-PERM-10): ticked, no notification mailing reaches them (ADR 0307)
    field('notification_mails_off', 'boolean'),
  ],
  tabs: [
    { key: 'summary', label: 'person.tabs.details', form: 'person' },
    // the data tabs read person/{id}/...; {id} is the popup's record
    { key: 'account', label: 'person.tabs.account', url: 'person/{id}/account' },
    // the client's profile editor (give roles, edit and remove a profile); url stays for clients that show it as data
    {
      key: 'profiles',
      label: 'person.tabs.profiles',
      url: 'person/{id}/profiles',
      component: 'person-profiles',
      rights: [PersonFieldPermission.PERSON_PROFILES],
    },
    // the client's label picker (assign and take off); url stays for clients that show it as data
    {
      key: 'labels',
      label: 'person.tabs.labels',
      url: 'person/{id}/labels',
      component: 'person-labels',
      rights: [PersonFieldPermission.PERSON_LABELS],
    },
    // the person's planned dayparts and availability, read from staffing's calendar detail (H4)
    {
      key: 'planning',
      label: 'person.tabs.planning',
      url: 'person/{id}/calendar-detail',
      component: 'person-planning',
      rights: AvailabilityRights.viewOthers,
    },
    // the open requests the person fits (MATCH-01), ranked by staffing's matching engine
    {
      key: 'matching',
      label: 'person.tabs.matching',
      url: 'person/{id}/matching',
      component: 'person-matching',
      rights: MatchingRights.match,
    },
    { key: 'contract', label: 'person.tabs.contracts', url: 'person/{id}/contracts', list: 'contract', rights: CONTRACT_RIGHTS.view },
    // the client's documents tab (list, upload, visibility, download); url stays for clients that show it as data
    {
      key: 'documents',
      label: 'person.tabs.documents',
      url: 'person/{id}/documents',
      component: 'person-documents',
      rights: [P.DOCUMENT_VIEW, P.DOCUMENT_ALL],
    },
    { key: 'conduct', label: 'conducts.tab', url: 'person/{id}/conducts', component: 'person-conducts', rights: CONDUCT_RIGHTS.view },
    {
      key: 'blockades',
      label: 'person.tabs.blockades',
      url: 'person/{id}/blockades',
      component: 'person-blockades',
      rights: BLOCKADE_RIGHTS.view,
    },
    {
      key: 'availabilities',
      label: 'person.tabs.availabilities',
      url: 'person/{id}/calendar-detail',
      component: 'person-availabilities',
      rights: AvailabilityRights.viewOthers,
    },
    // distances to the branches and the travel allowance; secondment hourly rates
    {
      key: 'travel_expenses',
      label: 'person.tabs.travel_expenses',
      url: 'person/{id}/travel-distances',
      component: 'person-travel',
      rights: TRAVEL_RIGHTS.view,
    },
    {
      key: 'hourly_rate',
      label: 'person.tabs.hourly_rate',
      url: 'person/{id}/hourly-rates',
      component: 'person-hourly-rates',
      rights: HOURLY_RATE_RIGHTS.view,
    },
    // the person's own row tabs (ADR 0101): each with its view right, written with its ALL right
    {
      key: 'work_plans',
      label: 'person.tabs.work_plans',
      url: 'person/{id}/work-plans',
      component: 'person-work-plans',
      rights: WORK_PLAN_RIGHTS.view,
    },
    { key: 'score', label: 'person.tabs.score', url: 'person/{id}/scores', component: 'person-scores', rights: SCORE_RIGHTS.view },
    // the request log's events naming the person (staffing)
    {
      key: 'logs',
      label: 'person.tabs.logs',
      url: 'person/{id}/logs',
      component: 'person-logs',
      rights: [PersonLogPermission.PERSON_LOGS],
      also: [Permission.PERSON_VIEW, Permission.PERSON_ALL],
    },
    {
      key: 'saving_goals',
      label: 'person.tabs.saving_goals',
      url: 'person/{id}/saving-goals',
      component: 'person-saving-goals',
      rights: SAVING_GOAL_RIGHTS.view,
    },
    // the pool's additional fields of persons with the person's typed values (ADR 0101)
    {
      key: 'other_data',
      label: 'person.tabs.other_data',
      url: 'person/{id}/additional-fields',
      component: 'person-other-data',
      rights: CUSTOM_FIELD_RIGHTS.view,
    },
    // which data supplier imported the person, when, with which external id (ADR 0102)
    {
      key: 'data_supplier',
      label: 'person.tabs.data_supplier',
      url: 'person/{id}/data-supplier',
      component: 'person-data-supplier',
      rights: PERSON_VIEW_RIGHTS,
    },
    // the person's account, profiles and data suppliers in one list (ADR 0101)
    {
      key: 'couplings',
      label: 'person.tabs.couplings',
      url: 'person/{id}/couplings',
      component: 'person-couplings',
      rights: PERSON_VIEW_RIGHTS,
    },
    // the person card's "PDF of personal data": a download (ADR 0101)
    { key: 'report', label: 'person.tabs.report', component: 'person-report', rights: [PersonTabPermission.PERSON_PDF] },
  ],
  // the remarks, matching info, BSN, board number and mail settings each with its own right (ID-PERM-10)
  fieldRights: PERSON_GUARDED_FIELDS,
  export: true,
  // the list's CSV export has its own right (ID-PERM-10): without it no button and a 403
  exportRights: [PersonFieldPermission.PERSON_EXPORT],
  additionalFields: 'person',
};
