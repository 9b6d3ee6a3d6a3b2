import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { optionColumn } from '../templates/column-formats';

const rights = [Permission.PROFILE_TYPE_ALL];

/** The profile type list, form and popup (MD-PROF-02). */
export const profileTypeTemplate: EntityTemplateSource = {
  key: 'profile-type',
  name: 'menu.profile_types',
  url: 'profile-type',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    optionColumn('type', 'fields.type', 'profile_type_kinds', { mobile: true }),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'type', type: 'select_component', label: 'filter_bar.labels.type', multiple: true, get_key: 'profile_type_kinds' },
      archivedFilterItem,
    ],
  },
  form: [field('name', 'text', { required: true }), field('type', 'select', { required: true, get_key: 'profile_type_kinds' })],
  tabs: [{ key: 'summary', label: 'profile_type.tabs.details', form: 'profile-type' }],
  export: false,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
