import { Permission } from '@app/contracts';
import { withPersonDataTexts } from '../templates/person-data-texts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { optionColumn } from '../templates/column-formats';

const rights = [Permission.POLICY_ALL];

/** The policy list, form and popup (MD-POLICY-01). */
export const policyTemplate: EntityTemplateSource = withPersonDataTexts({
  key: 'policy',
  name: 'admin_lists.menu.policy',
  url: 'policy',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('code', 'fields.code', { mobile: true }),
    optionColumn('type', 'fields.type', 'person_data.policy_types'),
    { ...textColumn('chain_by_end_date', 'fields.chain_by_end_date'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'type', type: 'select_component', label: 'filter_bar.labels.type', multiple: true, get_key: 'policy_types' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('code', 'text', { required: true }),
    field('type', 'select', { required: true, get_key: 'policy_types' }),
    field('chain_by_end_date', 'boolean'),
    field('additional_information', 'textarea'),
  ],
  tabs: [{ key: 'summary', label: 'person_data.tabs.details', form: 'policy' }],
  cloneable: true,
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
});
