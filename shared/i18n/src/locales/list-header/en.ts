/** English texts of the list header bar (shared/ui/src/list-header) and the blocks of the list templates. */
export const listHeaderEn = {
  help: 'Help',
  info: 'Information',
  reports: 'Reports',
  ok: 'OK',
  person_help: {
    title: 'Finding persons',
    search: 'The search looks in the full name, the e-mail address and the personnel number.',
    branch: 'The branch filter shows persons with a running contract at that branch or a branch below it.',
    archived: 'Archived persons show only with "Show archived".',
  },
};
