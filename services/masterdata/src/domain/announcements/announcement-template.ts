import { ExtraPermission as E, Permission } from '@app/contracts';
import { dateColumn } from '../templates/column-formats';
import { archivedFilterItem, field, textColumn, type EntityTemplateSource } from '../templates/entity-template';

/**
 * Who may do what (spec 000 sections 2 and 6): ANNOUNCEMENT_ALL manages the list (its admin route);
 * the dashboard panel adds with ANNOUNCEMENT_CREATE and edits with ANNOUNCEMENT_EDIT, and both read
 * the form template and the records for that form. Reading the panel itself needs
 * DASHBOARD_ANNOUNCEMENTS (routes/announcements.ts).
 */
export const ANNOUNCEMENT_RIGHTS = {
  view: [Permission.ANNOUNCEMENT_ALL, E.ANNOUNCEMENT_CREATE, E.ANNOUNCEMENT_EDIT],
  create: [Permission.ANNOUNCEMENT_ALL, E.ANNOUNCEMENT_CREATE],
  edit: [Permission.ANNOUNCEMENT_ALL, E.ANNOUNCEMENT_EDIT],
} as const;

const boolean = (value: string, label: string) => ({ ...textColumn(value, label), element: 'boolean-component' as const });

/** The announcement list, form and popup (spec 001 section 2, route announcement). */
export const announcementTemplate: EntityTemplateSource = {
  key: 'announcement',
  name: 'announcements.list_title',
  url: 'announcement',
  rights: ANNOUNCEMENT_RIGHTS,
  columns: [
    textColumn('title', 'announcements.fields.title', { mobile: true }),
    boolean('pinned', 'announcements.fields.pinned'),
    dateColumn('start_date', 'announcements.fields.start_date', { mobile: true }),
    dateColumn('end_date', 'announcements.fields.end_date'),
    textColumn('author', 'announcements.fields.author'),
  ],
  filter: {
    filter_search: 'title',
    filter_params: [
      { key: 'pinned', type: 'checkbox_component', label: 'filter_bar.labels.pinned' },
      { key: 'branch', type: 'branch_select_component', label: 'filter_bar.labels.branches', multiple: true, get_key: 'branches' },
      archivedFilterItem,
    ],
  },
  form: [
    field('title', 'text', { required: true, label: 'announcements.fields.title', rules: ['max:255'] }),
    field('content', 'rich_text', { required: true, label: 'announcements.fields.content' }),
    field('icon', 'select', { label: 'announcements.fields.icon', get_key: 'announcement_icons' }),
    field('pinned', 'boolean', { label: 'announcements.fields.pinned' }),
    field('start_date', 'date', { label: 'announcements.fields.start_date', rules: ['date'] }),
    field('end_date', 'date', { label: 'announcements.fields.end_date', rules: ['date', 'after_or_equal:start_date'] }),
    field('roles', 'multiselect', { label: 'announcements.fields.roles', get_key: 'announcement_roles' }),
    field('branch_ids', 'multiselect', { label: 'announcements.fields.branch_ids', get_key: 'branches' }),
  ],
  tabs: [{ key: 'summary', label: 'announcements.tabs.details', form: 'announcement' }],
  cloneable: true,
  export: true,
  minimalPopup: true,
  closeOnCreate: true,
  closeOnSave: true,
};
