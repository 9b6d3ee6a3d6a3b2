import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const manage = [Permission.SCHEDULE_ALL];

/** The schedule (group) list, form and popup (MD-SCHED-01). */
export const scheduleTemplate: EntityTemplateSource = {
  key: 'schedule',
  name: 'admin_lists.menu.schedule',
  url: 'schedule',
  // creating a request starts by choosing its schedule
  rights: { view: [...manage, Permission.REQUEST_CREATE, Permission.REQUEST_ALL], create: manage, edit: manage },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('name_addition', 'working_days.fields.name_addition'),
    textColumn('period_name', 'working_days.fields.period'),
    textColumn('week_schedule_name', 'working_days.fields.week_schedule'),
    textColumn('branch_name', 'working_days.fields.branch'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'period', type: 'select_component', label: 'filter_bar.labels.period', multiple: true, get_key: 'periods' },
      {
        key: 'week_schedule',
        type: 'select_component',
        label: 'filter_bar.labels.week_schedule',
        multiple: true,
        get_key: 'week_schedules',
      },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('name_addition', 'text', { label: 'working_days.fields.name_addition' }),
    field('period_id', 'select', { required: true, label: 'working_days.fields.period', get_key: 'periods' }),
    field('week_schedule_id', 'select', { required: true, label: 'working_days.fields.week_schedule', get_key: 'week_schedules' }),
    field('branch_id', 'branch', { label: 'working_days.fields.branch', get_key: 'schedule_branches' }),
    // the vacations of the chosen period (inputs[vacations][option]=<period id>)
    field('vacation_ids', 'multiselect', { label: 'working_days.fields.vacations', get_key: 'vacations', depends_on: 'period_id' }),
  ],
  tabs: [{ key: 'summary', label: 'working_days.tabs.details', form: 'schedule' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
