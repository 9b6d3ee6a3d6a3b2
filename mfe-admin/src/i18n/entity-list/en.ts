/** English texts of the generic list and tree list, with the header and filter texts the list templates name. */
export const entityListEn = {
  entity_list: {
    no_data_available: 'No data available',
    create: 'Create',
    close: 'Close',
    export: 'Export',
    search: 'Search',
    show_archived: 'Show archived',
    archived: 'Archived',
    archive: 'Archive',
    unarchive: 'Unarchive',
    archive_confirm: 'Do you want to archive this item?',
    unarchive_confirm: 'Do you want to restore this item?',
    archived_done: 'Item #{{id}} was archived.',
    unarchived_done: 'Item #{{id}} was restored.',
    load_failed: 'The list could not be loaded.',
    change_failed: 'The change could not be saved.',
    yes: 'Yes',
    no: 'No',
  },
  list: {
    actions: 'Actions',
  },
  list_view: {
    label: 'View',
    table: 'Table',
    tree: 'Tree',
  },
  tree_list: {
    expand: 'Expand',
    collapse: 'Collapse',
    children: '{{count}} below',
    preview: 'Preview',
    edit: 'Edit',
    // the branch tree's additional entity (ADR 0276)
    additional: { schedule: 'Schedule', new_schedule: 'New schedule' },
  },
  list_header: {
    reports: 'Reports',
    person_help: {
      title: 'Finding persons',
      search: 'The search looks in the full name, the e-mail address and the personnel number.',
      branch: 'The branch filter shows persons with a running contract at that branch or a branch below it.',
      archived: 'Archived persons show only with "Show archived".',
    },
  },
};
