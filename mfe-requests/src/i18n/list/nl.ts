import type { listEn } from './en';

/** Dutch texts of the request list's template. */
export const listNl: typeof listEn = {
  // the actions column every template list ends with
  list: {
    actions: 'Acties',
  },
  request_list: {
    number: 'Nummer',
    period_start: 'Van',
    period_end: 'Tot en met',
    open_dayparts: 'Open dagdelen',
    locked: 'Vergrendeling',
  },
};
