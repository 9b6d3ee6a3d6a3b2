import type { ModulePages } from '@app/ui/module-routes';
import { ReportsMenuPage } from './features/reports-menu/reports-menu-page';
import { ReportRoute } from './report-route';

export const pages: ModulePages = {
  '/reports': ReportsMenuPage,
  '/reports/:report/:id?/:tab?': ReportRoute,
};
