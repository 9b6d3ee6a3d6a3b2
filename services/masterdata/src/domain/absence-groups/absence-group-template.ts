import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.ABSENCE_REASON_ALL];

/** The absence group list, form and popup (MD-ABS-02); reasons for absence belong to one group. */
export const absenceGroupTemplate: EntityTemplateSource = {
  key: 'absence-group',
  name: 'admin_lists.menu.absence_group',
  url: 'absence-group',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('reason_count', 'working_days.fields.reason_count'),
    { ...textColumn('deletable', 'working_days.fields.deletable', { sortable: false }), element: 'boolean-component' },
  ],
  filter: { filter_search: 'name', filter_params: [archivedFilterItem] },
  form: [field('name', 'text', { required: true }), field('deletable', 'boolean', { label: 'working_days.fields.deletable' })],
  tabs: [{ key: 'summary', label: 'working_days.tabs.details', form: 'absence-group' }],
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
