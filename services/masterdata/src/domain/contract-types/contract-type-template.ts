import { Permission } from '@app/contracts';
import { withPersonDataTexts } from '../templates/person-data-texts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn } from '../templates/column-formats';

const rights = [Permission.CONTRACT_TYPE_ALL];

/** The contract type list, form and popup (MD-CTYPE-01). */
export const contractTypeTemplate: EntityTemplateSource = withPersonDataTexts({
  key: 'contract-type',
  name: 'admin_lists.menu.contract_type',
  url: 'contract-type',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('code', 'fields.code', { mobile: true }),
    textColumn('name', 'fields.name', { mobile: true }),
    dateColumn('end_date', 'fields.end_date'),
    { ...textColumn('min_max', 'fields.min_max'), element: 'boolean-component' },
  ],
  filter: {
    filter_search: 'name',
    filter_params: [{ key: 'min_max', type: 'checkbox_component', label: 'filter_bar.labels.min_max' }, archivedFilterItem],
  },
  form: [
    field('code', 'text', { required: true }),
    field('name', 'text', { required: true }),
    field('end_date', 'date', { rules: ['date'] }),
    field('min_max', 'boolean'),
  ],
  tabs: [{ key: 'summary', label: 'person_data.tabs.details', form: 'contract-type' }],
  cloneable: true,
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
});
