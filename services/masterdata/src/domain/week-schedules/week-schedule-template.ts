import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const manage = [Permission.WEEK_SCHEDULE_ALL];

/** The week schedule list, form and popup (MD-SCHED-02, MD-SCHED-03). */
export const weekScheduleTemplate: EntityTemplateSource = {
  key: 'week-schedule',
  name: 'admin_lists.menu.week_schedule',
  url: 'week-schedule',
  // a request's schedule shows its week schedule's segments, so whoever creates requests reads them
  rights: { view: [...manage, Permission.SCHEDULE_ALL, Permission.REQUEST_CREATE, Permission.REQUEST_ALL], create: manage, edit: manage },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('branch_name', 'working_days.fields.branch'),
    textColumn('segment_count', 'working_days.fields.segment_count', { sortable: false }),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('branch_id', 'branch', { label: 'working_days.fields.branch', get_key: 'schedule_branches' }),
    field('segments', 'segments', { required: true, label: 'working_days.fields.segments' }),
  ],
  tabs: [{ key: 'summary', label: 'working_days.tabs.details', form: 'week-schedule' }],
  export: true,
  closeOnCreate: true,
  closeOnSave: true,
};
