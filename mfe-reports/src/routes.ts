import { ExtraPermission as E, Permission as P, REPORT_RIGHTS, type ModuleRoute } from '@app/contracts';

/**
 * The reports module's routes (spec 001 section 2, RPT-MENU-02): the menu, and each report by its
 * route (its own right is checked by the service). The logs report is log/:id?/:tab? (RPT-LOG-01):
 * the log of the period with LOG_REPORT, one log item (one request's log) with LOG_VIEW.
 */
export const routes: ModuleRoute[] = [
  { path: '/reports', title: 'page.reports', anyOf: [P.REPORT_VIEW] },
  { path: '/reports/log', title: 'page.report', anyOf: [E.LOG_REPORT] },
  { path: '/reports/log/:id/:tab?', title: 'page.report', anyOf: [E.LOG_VIEW] },
  { path: '/reports/:report/:id?/:tab?', title: 'page.report', anyOf: [...REPORT_RIGHTS] },
];
