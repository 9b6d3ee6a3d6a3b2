import { Permission } from '@app/contracts';
import { withPersonDataTexts } from '../templates/person-data-texts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn } from '../templates/column-formats';

const P = Permission;

/** Contract rights: the person card's contracts (ID-PERM-10) read with VIEW, change with ALL. */
export const CONTRACT_RIGHTS = { view: [P.CONTRACT_VIEW, P.CONTRACT_ALL], create: [P.CONTRACT_ALL], edit: [P.CONTRACT_ALL] };

/** The contract list, form and popup (MD-CONTRACT-01); the person popup's Contracts tab lists the same rows. */
export const contractTemplate: EntityTemplateSource = withPersonDataTexts({
  key: 'contract',
  name: 'admin_lists.menu.contract',
  url: 'contract',
  rights: CONTRACT_RIGHTS,
  columns: [
    textColumn('person_name', 'fields.person', { mobile: true }),
    textColumn('contract_type_name', 'fields.contract_type'),
    textColumn('branch_name', 'fields.branch', { mobile: true }),
    dateColumn('start_date', 'fields.start_date'),
    dateColumn('end_date', 'fields.end_date'),
    textColumn('hours', 'fields.hours'),
    textColumn('wtf', 'fields.wtf'),
    textColumn('policy_name', 'fields.policy'),
    { ...textColumn('is_imported', 'fields.is_imported'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      {
        key: 'contract_type',
        type: 'select_component',
        label: 'filter_bar.labels.contract_type',
        multiple: true,
        get_key: 'contract_types',
      },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      { key: 'policy', type: 'select_component', label: 'filter_bar.labels.policy', multiple: true, get_key: 'policies' },
      {
        key: 'period',
        type: 'date_period_component',
        label: 'filter_bar.labels.period',
        elements: { from: { key: 'from', label: 'filter_bar.from' }, to: { key: 'to', label: 'filter_bar.to' } },
      },
      archivedFilterItem,
    ],
  },
  form: [
    field('person_id', 'select', { required: true, label: 'fields.person', get_key: 'persons' }),
    field('contract_type_id', 'select', { required: true, label: 'fields.contract_type', get_key: 'contract_types' }),
    field('branch_id', 'branch', { required: true, label: 'fields.branch', get_key: 'contract_branches' }),
    field('hours', 'number', { rules: ['numeric'] }),
    field('min_hours', 'number', { rules: ['numeric'] }),
    field('max_hours', 'number', { rules: ['numeric'] }),
    field('wtf', 'number', { rules: ['numeric'] }),
    field('start_date', 'date', { required: true, rules: ['date'] }),
    field('end_date', 'date', { required: true, rules: ['date', 'after_or_equal:start_date'] }),
    field('termination_date', 'date', { rules: ['date', 'after_or_equal:start_date'] }),
    field('secondment', 'boolean'),
    field('wants_to_substitute', 'boolean'),
    field('function_code', 'text'),
    field('sequence_number', 'number', { rules: ['integer'] }),
    field('policy_id', 'select', { label: 'fields.policy', get_key: 'policies' }),
    field('request_code', 'text'),
    field('chain_length', 'number', { rules: ['integer'] }),
    field('parent_id', 'select', { label: 'fields.main_contract', get_key: 'contracts' }),
    field('base_branch_id', 'branch', { label: 'fields.base_branch', get_key: 'branches' }),
    field('is_imported', 'boolean', { editable: false }),
  ],
  tabs: [{ key: 'summary', label: 'person_data.tabs.details', form: 'contract' }],
  export: true,
  closeOnCreate: true,
  closeOnSave: true,
});
