import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn, optionColumn } from '../templates/column-formats';

const rights = [Permission.VACATION_ALL];

/** The vacation list, form and popup (MD-VAC-01). */
export const vacationTemplate: EntityTemplateSource = {
  key: 'vacation',
  name: 'menu.vacations',
  url: 'vacation',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    optionColumn('region', 'fields.region', 'regions'),
    optionColumn('type', 'fields.type', 'vacation_types'),
    dateColumn('start_date', 'fields.start_date', { mobile: true }),
    dateColumn('end_date', 'fields.end_date'),
    { ...textColumn('plannable', 'working_days.fields.plannable'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'region', type: 'select_component', label: 'filter_bar.labels.region', multiple: true, get_key: 'regions' },
      { key: 'type', type: 'select_component', label: 'filter_bar.labels.type', multiple: true, get_key: 'vacation_types' },
      // the presets of FILTER-20 (this and last school year, last months); a vacation overlapping the period shows
      {
        key: 'period',
        type: 'date_period_presets_component',
        label: 'filter_bar.labels.period',
        elements: { from: { key: 'from', label: 'filter_bar.from' }, to: { key: 'to', label: 'filter_bar.to' } },
      },
      { key: 'period_id', type: 'select_component', label: 'filter_bar.labels.period', get_key: 'periods' },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      { key: 'plannable', type: 'checkbox_component', label: 'filter_bar.labels.plannable' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('region', 'select', { required: true, get_key: 'regions' }),
    field('type', 'select', { required: true, get_key: 'vacation_types' }),
    field('start_date', 'date', { required: true, rules: ['date'] }),
    field('end_date', 'date', { required: true, rules: ['date', 'after_or_equal:start_date'] }),
    field('branch_ids', 'branch', { label: 'fields.branches', get_key: 'branches' }),
    field('plannable', 'boolean', { label: 'working_days.fields.plannable' }),
  ],
  tabs: [{ key: 'summary', label: 'vacation.tabs.details', form: 'vacation' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
