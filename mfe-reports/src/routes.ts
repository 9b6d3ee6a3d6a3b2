import { Permission as P, REPORT_RIGHTS, type ModuleRoute } from '@app/contracts';

/** The reports module's routes (spec 001 section 2, RPT-MENU-02): the menu, and each report by its route (its own right is checked by the service). */
export const routes: ModuleRoute[] = [
  { path: '/reports', title: 'page.reports', anyOf: [P.REPORT_VIEW] },
  { path: '/reports/:report/:id?/:tab?', title: 'page.report', anyOf: [...REPORT_RIGHTS] },
];
