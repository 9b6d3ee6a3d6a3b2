import type { ModulePages } from '@app/ui/module-routes';
import { ReportsMenuPage } from './features/reports-menu/reports-menu-page';
import { LogRoute } from './features/request-log/log-route';
import { ReportRoute } from './report-route';

export const pages: ModulePages = {
  '/reports': ReportsMenuPage,
  '/reports/log': LogRoute,
  '/reports/log/:id/:tab?': LogRoute,
  '/reports/:report/:id?/:tab?': ReportRoute,
};
