/** English texts of the request list's template (masterdata's `template-page/request`): its own column labels (the filter's are the kit's). */
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
  },
};
