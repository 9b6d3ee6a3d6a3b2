import { Permission } from '@app/contracts';
import { BRANCH_TYPE_FLAGS } from './branch-type-input';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.BRANCH_TYPE_ALL];

/** The branch type list, form and popup (MD-BTYPE-01). */
export const branchTypeTemplate: EntityTemplateSource = {
  key: 'branch-type',
  name: 'menu.branch_types',
  url: 'branch-type',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('label', 'fields.label', { mobile: true }),
    textColumn('level', 'fields.level'),
    textColumn('parent_name', 'fields.parent_type'),
    ...BRANCH_TYPE_FLAGS.map((flag) => ({ ...textColumn(flag, `fields.${flag}`), element: 'boolean-component' as const })),
  ],
  filter: { filter_search: 'name', filter_params: [archivedFilterItem] },
  form: [
    field('name', 'text', { required: true }),
    field('label', 'text', { required: true }),
    field('level', 'number', { required: true, rules: ['integer', 'min:1', 'max:5'] }),
    field('color', 'text'),
    field('parent_id', 'select', { label: 'fields.parent_type', get_key: 'branch_types' }),
    field('top_level', 'boolean', { enable_condition: { depends: 'level', equals: { target: 'level', value: 1 } } }),
    ...BRANCH_TYPE_FLAGS.map((flag) => field(flag, 'boolean')),
  ],
  tabs: [{ key: 'summary', label: 'branch_type.tabs.details', form: 'branch-type' }],
  export: false,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
