import { Permission } from '@app/contracts';
import { field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.ROLE_ALL];

/**
 * The role list, form and popup. The data lives in identity (`/api/role`, its list answers like
 * the master data lists); the allow and deny lists are edited on their own tab, not in this form,
 * and an update keeps what the form leaves out.
 */
export const roleTemplate: EntityTemplateSource = {
  key: 'role',
  name: 'identity_admin.list.roles',
  url: 'role',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('code', 'identity_admin.fields.code', { mobile: true }),
    textColumn('name', 'identity_admin.fields.name', { mobile: true }),
    { ...textColumn('view_entire_pool', 'identity_admin.fields.view_entire_pool'), element: 'boolean-component' },
  ],
  filter: { filter_search: 'name', filter_params: [] },
  form: [
    field('code', 'text', { required: true, label: 'identity_admin.fields.code' }),
    field('name', 'text', { required: true, label: 'identity_admin.fields.name' }),
    field('view_entire_pool', 'boolean', { label: 'identity_admin.fields.view_entire_pool' }),
  ],
  tabs: [
    { key: 'summary', label: 'identity_admin.tabs.details', form: 'role' },
    { key: 'permissions', label: 'identity_admin.tabs.permissions', component: 'role-permissions' },
  ],
  export: false,
  closeOnSave: true,
};
