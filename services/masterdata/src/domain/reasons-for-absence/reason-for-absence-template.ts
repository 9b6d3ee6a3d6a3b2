import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const manage = [Permission.ABSENCE_REASON_ALL];

/** The reason for absence list, form and popup (MD-ABS-01). */
export const reasonForAbsenceTemplate: EntityTemplateSource = {
  key: 'reason-for-absence',
  name: 'admin_lists.menu.reason_for_absence',
  url: 'reason-for-absence',
  // a request names its reason for absence (REQ-CREATE-03)
  rights: { view: [...manage, Permission.REQUEST_CREATE, Permission.REQUEST_ALL], create: manage, edit: manage },
  columns: [
    textColumn('code', 'working_days.fields.code', { mobile: true }),
    textColumn('description', 'working_days.fields.description', { mobile: true }),
    textColumn('absence_group_name', 'working_days.fields.absence_group'),
    textColumn('vf_code', 'working_days.fields.vf_code'),
    { ...textColumn('active', 'working_days.fields.active'), element: 'boolean-component' },
    { ...textColumn('substitute_required', 'working_days.fields.substitute_required'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'description',
    filter_params: [
      {
        key: 'absence_group',
        type: 'select_component',
        label: 'filter_bar.labels.absence_group',
        multiple: true,
        get_key: 'absence_groups',
      },
      { key: 'active', type: 'checkbox_component', label: 'filter_bar.labels.active' },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  form: [
    field('code', 'text', { required: true, label: 'working_days.fields.code', rules: ['max:50'] }),
    field('description', 'text', { required: true, label: 'working_days.fields.description' }),
    field('absence_group_id', 'select', { required: true, label: 'working_days.fields.absence_group', get_key: 'absence_groups' }),
    field('external_code', 'text', { label: 'working_days.fields.external_code' }),
    field('vf_code', 'text', { label: 'working_days.fields.vf_code' }),
    field('active', 'boolean', { label: 'working_days.fields.active' }),
    field('branch_ids', 'branch', { label: 'working_days.fields.branches', get_key: 'branches' }),
    field('chain_info', 'select', { label: 'working_days.fields.chain_info', get_key: 'chain_info' }),
    field('substitute_required', 'boolean', { label: 'working_days.fields.substitute_required' }),
    field('absentee_required', 'boolean', { label: 'working_days.fields.absentee_required' }),
    field('agreement_description', 'textarea', { label: 'working_days.fields.agreement_description' }),
    field('pool_tool', 'boolean', { label: 'working_days.fields.pool_tool' }),
  ],
  tabs: [{ key: 'summary', label: 'working_days.tabs.details', form: 'reason-for-absence' }],
  export: true,
  closeOnCreate: true,
  closeOnSave: true,
};
