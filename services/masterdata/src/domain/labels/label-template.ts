import { Permission } from '@app/contracts';
import { withPersonDataTexts } from '../templates/person-data-texts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.LABEL_ALL];

/** The label list, form and popup (MD-LABEL-01; route label needs LABEL_ALL). */
export const labelTemplate: EntityTemplateSource = withPersonDataTexts({
  key: 'label',
  name: 'menu.label',
  url: 'label',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('label_group_name', 'fields.label_group', { mobile: true }),
    textColumn('color', 'fields.color', { sortable: false }),
    textColumn('persons_count', 'fields.persons_count'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'label_group', type: 'select_component', label: 'filter_bar.labels.label_group', multiple: true, get_key: 'label_groups' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('label_group_id', 'select', { required: true, label: 'fields.label_group', get_key: 'label_groups' }),
  ],
  tabs: [{ key: 'summary', label: 'person_data.tabs.details', form: 'label' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
});
