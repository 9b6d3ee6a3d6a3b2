import { IdentityAdminPermission } from '@app/contracts';
import { field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn } from '../templates/column-formats';

const rights = [IdentityAdminPermission.ACCOUNT_ALL];

/**
 * The account list, form and popup. The data lives in identity (`/api/account`). Accounts are
 * never created here: a person gets one through an account invitation (giving a role).
 */
export const accountTemplate: EntityTemplateSource = {
  key: 'account',
  name: 'identity_admin.list.accounts',
  url: 'account',
  rights: { view: rights, create: rights, edit: rights },
  creatable: false,
  columns: [
    textColumn('username', 'identity_admin.fields.username', { mobile: true }),
    textColumn('email', 'identity_admin.fields.email', { mobile: true }),
    { ...textColumn('enabled', 'identity_admin.fields.enabled'), element: 'boolean-component' },
    dateColumn('last_login', 'identity_admin.fields.last_login', {}, 'datetime'),
  ],
  filter: { filter_search: 'username', filter_params: [] },
  form: [
    field('username', 'text', { required: true, rules: ['min:3'], label: 'identity_admin.fields.username' }),
    field('email', 'email', { required: true, rules: ['email'], label: 'identity_admin.fields.email' }),
    field('enabled', 'boolean', { label: 'identity_admin.fields.enabled' }),
    field('password', 'password', { label: 'identity_admin.fields.password' }),
    field('password_confirmation', 'password', { label: 'identity_admin.fields.password_confirmation' }),
  ],
  tabs: [{ key: 'summary', label: 'identity_admin.tabs.details', form: 'account' }],
  export: false,
  minimalPopup: true,
  closeOnSave: true,
};
