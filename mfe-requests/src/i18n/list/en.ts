/** English texts of the request list's template (masterdata's `template-page/request`): its own column and filter labels. */
export const listEn = {
  // the actions column every template list ends with
  list: {
    actions: 'Actions',
  },
  request_list: {
    number: 'Number',
    period_start: 'From',
    period_end: 'Until',
    open_dayparts: 'Open dayparts',
    locked: 'Lock',
    locked_only: 'Locked only',
    warning_filter: 'Urgency',
    warning: {
      red: 'Within 1 week or past',
      orange: 'Within 4 weeks',
    },
  },
};
