import { IdentityAdminPermission } from '@app/contracts';
import { field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { dateColumn } from '../templates/column-formats';

const rights = [IdentityAdminPermission.POOL_ALL];

/**
 * The pool list, form and popup. The data lives in identity (`/api/pool`): a sysadmin sees and
 * creates every pool, a pool administrator reads and edits the own one (identity refuses the rest).
 */
export const poolTemplate: EntityTemplateSource = {
  key: 'pool',
  name: 'identity_admin.list.pools',
  url: 'pool',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'identity_admin.fields.name', { mobile: true }),
    textColumn('url', 'identity_admin.fields.url', { mobile: true }),
    dateColumn('start_date', 'identity_admin.fields.start_date'),
    dateColumn('end_date', 'identity_admin.fields.end_date'),
    { ...textColumn('enable_sms', 'identity_admin.fields.enable_sms'), element: 'boolean-component' },
  ],
  filter: { filter_search: 'name', filter_params: [] },
  form: [
    field('name', 'text', { required: true, label: 'identity_admin.fields.name' }),
    field('url', 'text', { required: true, label: 'identity_admin.fields.url' }),
    // made from the url when the pool is created; a pool's database is not renamed from a form
    field('database_name', 'text', { editable: false, label: 'identity_admin.fields.database_name' }),
    field('logo', 'text', { label: 'identity_admin.fields.logo' }),
    field('start_date', 'date', { rules: ['date'], label: 'identity_admin.fields.start_date' }),
    field('end_date', 'date', { rules: ['date', 'after_or_equal:start_date'], label: 'identity_admin.fields.end_date' }),
    field('whitelabel_url', 'text', { label: 'identity_admin.fields.whitelabel_url' }),
    field('modules', 'multiselect', { label: 'identity_admin.fields.modules', get_key: 'pool_modules' }),
    field('enable_sms', 'boolean', { label: 'identity_admin.fields.enable_sms' }),
    // the overrides of MD-POOL-01: the message the pool's users read, per language (the form nests a dotted key)
    field('custom_messages.en', 'textarea', { label: 'identity_admin.fields.custom_message_en', rules: ['max:5000'] }),
    field('custom_messages.nl', 'textarea', { label: 'identity_admin.fields.custom_message_nl', rules: ['max:5000'] }),
    // the support dialog's text (PLT-SHELL-06), and per audience the text a holder of its support right reads instead (ADR 0265)
    field('support', 'textarea', { label: 'identity_admin.fields.support', rules: ['max:20000'] }),
    field('support_texts.admin', 'textarea', { label: 'identity_admin.fields.support_admin', rules: ['max:20000'] }),
    field('support_texts.school', 'textarea', { label: 'identity_admin.fields.support_school', rules: ['max:20000'] }),
    field('support_texts.substitute', 'textarea', { label: 'identity_admin.fields.support_substitute', rules: ['max:20000'] }),
  ],
  tabs: [{ key: 'summary', label: 'identity_admin.tabs.details', form: 'pool' }],
  export: false,
  closeOnSave: true,
};
