import { Permission } from '@app/contracts';
import { optionColumn } from '../templates/column-formats';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.ADDITIONAL_FIELD_ALL];

/** The additional field list, form and popup (MD-ADDF-01; route additional-field needs ADDITIONAL_FIELD_ALL). */
export const additionalFieldTemplate: EntityTemplateSource = {
  key: 'additional-field',
  name: 'admin_lists.menu.additional_field',
  url: 'additional-field',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('label', 'integrations.fields.label'),
    textColumn('key', 'integrations.fields.key', { mobile: true }),
    // stored keys (integer, person) read through the same lookup texts as the form's selects
    optionColumn('type', 'integrations.fields.type', 'integrations.field_types'),
    optionColumn('location', 'integrations.fields.location', 'integrations.locations'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'type', type: 'select_component', label: 'filter_bar.labels.type', multiple: true, get_key: 'additional_field_types' },
      {
        key: 'location',
        type: 'select_component',
        label: 'filter_bar.labels.location',
        multiple: true,
        get_key: 'additional_field_locations',
      },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('label', 'text', { required: true, label: 'integrations.fields.label' }),
    field('key', 'text', { required: true, label: 'integrations.fields.key', rules: ['max:50'] }),
    field('type', 'select', { required: true, label: 'integrations.fields.type', get_key: 'additional_field_types' }),
    field('location', 'select', { required: true, label: 'integrations.fields.location', get_key: 'additional_field_locations' }),
    field('options', 'textarea', { label: 'integrations.fields.options' }),
    field('validation', 'text', { label: 'integrations.fields.validation' }),
  ],
  tabs: [{ key: 'summary', label: 'integrations.tabs.details', form: 'additional-field' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
