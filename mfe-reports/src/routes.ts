import { Permission as P, type ModuleRoute } from '@app/contracts';

/** The reports module's routes (spec 001 section 2). */
export const routes: ModuleRoute[] = [{ path: '/reports/:report?/:id?', title: 'page.reports', anyOf: [P.REPORT_VIEW] }];
