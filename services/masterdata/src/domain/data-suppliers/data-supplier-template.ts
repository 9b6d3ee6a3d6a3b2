import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

const rights = [Permission.DATA_SUPPLIER_ALL];

/** The data supplier list, form and popup (MD-DSUP-01; route data-supplier needs DATA_SUPPLIER_ALL). */
export const dataSupplierTemplate: EntityTemplateSource = {
  key: 'data-supplier',
  name: 'admin_lists.menu.data_supplier',
  url: 'data-supplier',
  rights: { view: rights, create: rights, edit: rights },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('code', 'integrations.fields.code', { mobile: true }),
    textColumn('branch_name', 'integrations.fields.branch'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branch', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  // the auth token is no field: the server makes it and shows it once (docs/masterdata.md)
  form: [
    field('name', 'text', { required: true }),
    field('code', 'text', { required: true, label: 'integrations.fields.code', rules: ['max:50'] }),
    field('branch_id', 'branch', { label: 'integrations.fields.branch', get_key: 'branches' }),
    field('options', 'textarea', { label: 'integrations.fields.options' }),
  ],
  revealOnce: 'auth_token',
  tabs: [
    { key: 'summary', label: 'integrations.tabs.details', form: 'data-supplier' },
    { key: 'token', label: 'reveal_once.token_tab', component: 'data-supplier-token' },
  ],
  export: true,
  minimalPopup: true,
  closeOnSave: true,
};
