import { channels, ExtraPermission, RequestRights } from '@app/contracts';
import { dateColumn } from '../templates/column-formats';
import { field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

/** The request statuses as the list's filter offers them, named by the kit's filter texts (the filter bar shows them in any module). */
export const REQUEST_STATUS_OPTIONS = ['high', 'medium', 'other', 'completed'].map((id) => ({
  id,
  name: `filter_bar.options.status.${id}`,
}));

/**
 * The request list, form and popup (REQ-LIST-01/02, REQ-CREATE-03, REQ-POPUP-01). The data lives in
 * staffing (`/api/request`: filters, sort and search as `REQUEST_LIST_FILTERS` and
 * `REQUEST_LIST_SORTS` of the staffing contract); the requests module renders these and translates
 * their labels with its own texts, except the filter's: the kit's filter bar owns those, since the
 * general calendar (the planning module) shows the same filter. The list refetches on staffing's request channel.
 */
export const requestTemplate: EntityTemplateSource = {
  key: 'request',
  name: 'page.request',
  url: 'request',
  rights: { view: RequestRights.view, create: RequestRights.create, edit: RequestRights.edit },
  exportRights: RequestRights.export,
  channel: channels.requestChanged,
  columns: [
    textColumn('number', 'request_list.number', { mobile: true }),
    { ...textColumn('status', 'fields.status', { mobile: true }), format: 'status', option_prefix: 'status' },
    textColumn('branch_name', 'fields.branch'),
    textColumn('absentee_name', 'fields.absentee_person'),
    textColumn('reason', 'fields.reason_for_absence'),
    dateColumn('period_start', 'request_list.period_start'),
    dateColumn('period_end', 'request_list.period_end'),
    // the first open daypart's date, red or orange by the status thresholds (REQ-LIST-02)
    { ...textColumn('first_open_date', 'fields.first_open_daypart'), format: 'warning' },
    textColumn('open_dayparts', 'request_list.open_dayparts'),
    { ...textColumn('locked_by_name', 'request_list.locked', { sortable: false }), format: 'lock' },
    textColumn('request_group_reference', 'fields.request_group', { sortable: false }),
  ],
  filter: {
    filter_search: 'q',
    filter_params: [
      { key: 'status', type: 'select_component', label: 'filter_bar.labels.status', multiple: true, options: REQUEST_STATUS_OPTIONS },
      {
        key: 'warning',
        type: 'select_component',
        label: 'filter_bar.labels.urgency',
        multiple: true,
        options: [
          { id: 'red', name: 'filter_bar.options.urgency.red' },
          { id: 'orange', name: 'filter_bar.options.urgency.orange' },
        ],
      },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      {
        key: 'reason_for_absence',
        type: 'select_component',
        label: 'filter_bar.labels.reason_for_absence',
        multiple: true,
        get_key: 'reasons_for_absence',
      },
      { key: 'absentee_person', type: 'select_component', label: 'filter_bar.labels.absentee', searchable: true, get_key: 'persons' },
      {
        key: 'period',
        type: 'date_period_component',
        label: 'filter_bar.labels.period',
        elements: {
          from: { key: 'period_from', label: 'filter_bar.from' },
          to: { key: 'period_to', label: 'filter_bar.labels.until' },
        },
      },
      { key: 'locked', type: 'checkbox_component', label: 'filter_bar.labels.locked_only', default_value: 0 },
    ],
  },
  // the create stepper's first step and the popup's Data tab; whether the absentee is required
  // follows from the reason (its absentee_required flag in the reasons_for_absence lookup)
  form: [
    field('branch', 'branch', { required: true, get_key: 'branches' }),
    field('schedule', 'select', { required: true, get_key: 'schedules', depends_on: 'branch' }),
    field('reason_for_absence', 'select', { required: true, get_key: 'reasons_for_absence' }),
    // who can be absent at the chosen branch (its staff), not everyone in the pool
    field('absentee_person', 'select', { get_key: 'absentees', depends_on: 'branch' }),
    field('preferred_person', 'select', { get_key: 'persons' }),
    field('labels', 'multiselect', { get_key: 'labels' }),
    field('general_remark', 'textarea'),
    field('internal_remark', 'textarea'),
    field('admin_remark', 'textarea'),
    field('vacancy_url', 'text'),
    field('message', 'textarea'),
  ],
  tabs: [
    { key: 'summary', label: 'popup.tabs.summary', url: 'request/{id}' },
    { key: 'data', label: 'popup.tabs.data', form: 'request' },
    { key: 'work-state', label: 'popup.tabs.work_state', url: 'request/{id}/work-state' },
    { key: 'matching', label: 'popup.tabs.matching', rights: [ExtraPermission.REQUEST_MATCHING, ...RequestRights.edit] },
    { key: 'schedule', label: 'popup.tabs.schedule', url: 'request/{id}/dayparts' },
    { key: 'timeline', label: 'popup.tabs.timeline', url: 'request/{id}/timeline' },
    { key: 'external-relations', label: 'popup.tabs.external_relations', url: 'request/{id}/external-relations' },
  ],
  export: true,
  // the pool's live request fields as optional columns for those who see their values; staffing
  // answers their `field_<id>` values, sorts and filters on them (ADR 0106)
  additionalFields: 'request',
};
