import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn } from '../templates/column-formats';

const rights = [Permission.PERIOD_ALL];
// every profile reads periods: filter bars pick the current one (FILTER-17)
const readers: string[] = [];

/** The period list, form and popup (MD-PERIOD-01). */
export const periodTemplate: EntityTemplateSource = {
  key: 'period',
  name: 'menu.periods',
  url: 'period',
  rights: { view: readers, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    dateColumn('start_date', 'fields.start_date', { mobile: true }),
    dateColumn('end_date', 'fields.end_date'),
    { ...textColumn('active', 'fields.active'), element: 'boolean-component' },
    { ...textColumn('current', 'fields.current'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [{ key: 'active', type: 'checkbox_component', label: 'filter_bar.labels.active' }, archivedFilterItem],
  },
  form: [
    field('name', 'text', { required: true }),
    field('start_date', 'date', { required: true, rules: ['date'] }),
    field('end_date', 'date', { required: true, rules: ['date', 'after_or_equal:start_date'] }),
    field('active', 'boolean'),
    field('current', 'boolean', { enable_condition: { depends: 'active', equals: { target: 'active', value: 1 } } }),
  ],
  tabs: [{ key: 'summary', label: 'period.tabs.details', form: 'period' }],
  export: false,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
