/** English texts of the person's labels, the branch popup's tabs, "my data" and the manage page. */
export const adminScreensEn = {
  labels: {
    none: 'No labels yet.',
    add: 'Add a label',
    remove: 'Remove {{name}}',
  },
  branch: {
    no_persons: 'No persons with a contract at this branch.',
    settings_text: 'The settings this branch may set differently from the pool are on the settings page.',
    settings_open: 'Open the branch settings',
  },
  my_data: {
    no_person: 'Your profile is not linked to a person.',
    no_account: 'No account.',
  },
  manage: {
    load_failed: 'The menu could not be loaded.',
    empty: 'There is nothing to manage with this profile.',
  },
};
