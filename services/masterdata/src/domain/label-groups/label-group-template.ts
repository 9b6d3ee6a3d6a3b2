import { Permission, type ListColumn } from '@app/contracts';
import { withPersonDataTexts } from '../templates/person-data-texts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.LABEL_ALL];

const booleanColumn = (key: string): ListColumn => ({ ...textColumn(key, `fields.${key}`), element: 'boolean-component' });

/** The label group list, form and popup (MD-LABEL-02; route label-group needs LABEL_ALL). */
export const labelGroupTemplate: EntityTemplateSource = withPersonDataTexts({
  key: 'label-group',
  name: 'admin_lists.menu.label_group',
  url: 'label-group',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('color', 'fields.color'),
    textColumn('labels_count', 'fields.labels_count', { mobile: true }),
    booleanColumn('person_selectable'),
    booleanColumn('branch_selectable'),
    booleanColumn('multiselect'),
    booleanColumn('matching_required'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'person_selectable', type: 'checkbox_component', label: 'filter_bar.labels.person_selectable' },
      { key: 'branch_selectable', type: 'checkbox_component', label: 'filter_bar.labels.branch_selectable' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('color', 'text'),
    field('person_selectable', 'boolean'),
    field('branch_selectable', 'boolean'),
    field('multiselect', 'boolean'),
    field('matching_optional', 'boolean'),
    field('matching_required', 'boolean'),
    field('preferred_employability', 'boolean'),
    field('required_employability', 'boolean'),
  ],
  tabs: [{ key: 'summary', label: 'person_data.tabs.details', form: 'label-group' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
});
