import { Permission } from '@app/contracts';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';
import { optionColumn } from '../templates/column-formats';
import { scheduleTemplate } from '../schedules/schedule-template';
import { branchTabs } from './branch-tabs';

const P = Permission;

/** The branch list, form and popup (MD-BRANCH, MD-BPOP-01). */
export const branchTemplate: EntityTemplateSource = {
  key: 'branch',
  name: 'menu.branches',
  url: 'branch',
  rights: { view: [P.BRANCH_VIEW, P.BRANCH_ALL], create: [P.BRANCH_ALL], edit: [P.BRANCH_ALL] },
  // the tree shows each branch's schedules below it (ADR 0276)
  additional: {
    url: scheduleTemplate.url,
    name: 'tree_list.additional.schedule',
    newText: 'tree_list.additional.new_schedule',
    rights: scheduleTemplate.rights,
  },
  columns: [
    textColumn('name', 'fields.name', { mobile: true }),
    textColumn('branch_type_name', 'fields.branch_type'),
    textColumn('parent_name', 'fields.parent_branch'),
    textColumn('brin', 'fields.brin'),
    textColumn('city', 'fields.city', { mobile: true }),
    optionColumn('region', 'fields.region', 'regions'),
  ],
  filter: {
    filter_search: 'name',
    filter_params: [
      { key: 'branch_type', type: 'select_component', label: 'filter_bar.labels.branch_type', multiple: true, get_key: 'branch_types' },
      { key: 'region', type: 'select_component', label: 'filter_bar.labels.region', multiple: true, get_key: 'regions' },
      // every branch below the chosen ones, at any depth
      { key: 'parent', type: 'branch_select_component', label: 'filter_bar.labels.parent_branch', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  form: [
    field('name', 'text', { required: true }),
    field('branch_type_id', 'select', { required: true, label: 'fields.branch_type', get_key: 'branch_types' }),
    field('parent_id', 'branch', { label: 'fields.parent_branch', get_key: 'branches' }),
    field('brin', 'text'),
    field('street', 'text'),
    field('number', 'text'),
    field('addition', 'text'),
    field('postal_code', 'text'),
    field('city', 'text'),
    field('region', 'select', { get_key: 'regions' }),
    field('phone', 'text'),
    field('email', 'email', { rules: ['email'] }),
    field('website', 'text'),
    field('contact_person', 'text'),
    field('second_contact_person', 'text'),
    field('admin_remark', 'textarea'),
    field('internal_remark', 'textarea'),
    field('substitute_information', 'textarea'),
    field('matching_info', 'textarea'),
    // the default policy: a contract at the branch with another one gets a warning (MATCH-08)
    field('policy_id', 'select', { label: 'fields.policy', get_key: 'policies' }),
    field('secondment_invoice_footer', 'textarea'),
    // the payroll / substitute-fund export: its contact fields only once the branch takes part
    field('export_enabled', 'boolean'),
    ...(['export_contact', 'export_email', 'export_phone', 'export_education_type'] as const).map((key) =>
      field(key, key === 'export_education_type' ? 'select' : key === 'export_email' ? 'email' : 'text', {
        ...(key === 'export_education_type' ? { get_key: 'education_types' } : key === 'export_email' ? { rules: ['email'] } : {}),
        show_condition: { depends: 'export_enabled', equals: { target: 'export_enabled', value: 1 } },
      }),
    ),
    // what the branch's type shows (ADR 0110): read-only, each only where it applies
    field('certificate_of_conduct_required', 'boolean', {
      editable: false,
      show_condition: { depends: 'certificate_of_conduct_required', equals: { target: 'certificate_of_conduct_required', value: 1 } },
    }),
    field('branches_below', 'number', {
      editable: false,
      show_condition: { depends: 'branches_below', equals: { target: 'branches_below', value: '' }, negate: true },
    }),
  ],
  // every tab asks its own right (ID-PERM-11); a tab that shows other data asks that data's right
  // as well (documents, persons, settings, travel): see branchTabs
  tabs: branchTabs,
  export: true,
  additionalFields: 'branch',
};
