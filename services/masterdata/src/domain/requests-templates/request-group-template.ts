import { ExtraPermission, RequestRights } from '@app/contracts';
import { dateColumn } from '../templates/column-formats';
import { field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { REQUEST_STATUS_OPTIONS } from './request-template';

/**
 * The request group list, form and popup (REQ-GROUP-01..03). The data lives in staffing
 * (`/api/request-group`); a group's requests and their required employability are edited on its
 * card, not in this form.
 */
export const requestGroupTemplate: EntityTemplateSource = {
  key: 'request-group',
  name: 'page.request_group',
  url: 'request-group',
  rights: { view: RequestRights.view, create: RequestRights.edit, edit: RequestRights.edit },
  columns: [
    textColumn('reference', 'groups.fields.reference', { mobile: true }),
    textColumn('description', 'groups.fields.description', { sortable: false }),
    dateColumn('period_start', 'groups.fields.period_start', { mobile: true }),
    dateColumn('period_end', 'groups.fields.period_end'),
    { ...textColumn('status', 'fields.status'), format: 'status', option_prefix: 'status' },
  ],
  filter: {
    filter_search: 'q',
    filter_params: [
      {
        key: 'status',
        type: 'select_component',
        label: 'filter_bar.labels.status',
        multiple: true,
        options: REQUEST_STATUS_OPTIONS,
      },
      {
        key: 'period',
        type: 'date_period_component',
        label: 'filter_bar.labels.period',
        elements: {
          from: { key: 'period_from', label: 'filter_bar.from' },
          to: { key: 'period_to', label: 'filter_bar.labels.until' },
        },
      },
    ],
  },
  form: [
    field('reference', 'text', { required: true, label: 'groups.fields.reference', rules: ['max:100'] }),
    field('description', 'textarea', { label: 'groups.fields.description' }),
    field('remark', 'textarea', { label: 'groups.fields.remark' }),
    field('period_start', 'date', { required: true, label: 'groups.fields.period_start', rules: ['date'] }),
    field('period_end', 'date', { required: true, label: 'groups.fields.period_end', rules: ['date', 'after_or_equal:period_start'] }),
  ],
  tabs: [
    { key: 'summary', label: 'groups.tabs.summary', url: 'request-group/{id}' },
    { key: 'edit', label: 'groups.tabs.edit', form: 'request-group' },
    { key: 'matching', label: 'groups.tabs.matching', rights: [ExtraPermission.REQUEST_MATCHING, ...RequestRights.edit] },
  ],
  export: false,
};
