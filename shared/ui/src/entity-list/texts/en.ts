/** English texts of the template list (`entity_list.*` and `pagination.*` keys of the UI kit). */
export const entityListEn = {
  entity_list: {
    // the create button the list templates' headers name
    create: 'Create',
    // LIST-12/13 (ADR 0281): a list waiting for its filter, a pool-wide row, the tick boxes, the row actions
    condition_unmet: 'Set the filters and press Apply to see the list.',
    pool: 'Pool',
    select_all: 'Select all rows of this page',
    select_row: 'Select item #{{id}}',
    select_children_one: 'Select with {{count}} child',
    select_children_other: 'Select with {{count}} children',
    actions: { preview: 'Preview', edit: 'Edit', view: 'Open' },
    no_data_available: 'No data available',
    archived: 'Archived',
    all: 'All',
    rows_per_page: 'Rows per page',
    // a failed filter apply: the generic error with its code (FILTER-10)
    filter_failed: 'An error occurred (code {{code}}).',
    load_failed: 'The list could not be loaded.',
    export_failed: 'The export could not be downloaded.',
    yes: 'Yes',
    no: 'No',
    columns: 'Columns',
    locked: 'Locked',
    more_items: '{{count}} more: {{items}}',
    locked_by: 'Locked by {{name}}',
    status: {
      completed: 'Filled',
      high: 'High',
      medium: 'Medium',
      other: 'Other',
    },
    warning: {
      red: 'past or within 1 week',
      orange: 'within 4 weeks',
    },
  },
  pagination: {
    displayed_rows: '{{from}}–{{to}} of {{count}}',
    first: 'Go to first page',
    last: 'Go to last page',
    next: 'Go to next page',
    previous: 'Go to previous page',
  },
};
