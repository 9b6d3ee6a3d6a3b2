import { z } from 'zod';
import {
  hasAnyRight,
  Messages,
  Permission as P,
  REPORT_CATALOGUE,
  REPORT_KEYS,
  REPORT_RIGHTS,
  reportDefinition,
  reportQuerySchema,
  ReportMessages,
  type ReportAnswer,
  type ReportMenu,
} from '@app/contracts';
import { authOf, forbidden, notFound, ok, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { decideReportQuery, reportCallerOf } from './report-caller';
import { reportModuleOf, runReport } from '../flows/run-report';

export const reportRoutes = {
  menu: {
    method: 'get',
    path: '/reports/menu',
    summary: 'The reports menu: the cards of the reports the caller may open, and their count (RPT-MENU-01)',
    access: [P.REPORT_VIEW],
  },
  report: {
    method: 'get',
    path: '/reports/:key',
    summary:
      "One report's data with filter[...] and sorting[field|direction] (RPT-MENU-05); the report's own right; 400 when a required filter is empty; the log's filter[request] (a request number, log/:id) shows that request's whole log with LOG_VIEW (RPT-LOG-01), 404 when it is not the caller's",
    access: [...REPORT_RIGHTS],
    params: z.object({ key: z.enum(REPORT_KEYS) }),
    query: reportQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The reports menu and every report's data (spec 001 section 2 'Reports', docs/reports.md):
 * `GET /api/reports/menu` lists the cards the caller may open with their count; `GET
 * /api/reports/:key` runs one report of the registry with `filter[...]` and `sorting[...]`.
 */
export function mountReportRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  mount(reportRoutes.menu, async (ctx) => {
    const token = authOf(ctx);
    const items = REPORT_CATALOGUE.filter((r) => hasAnyRight(token, r.rights)).map((r) => ({
      key: r.key,
      route: r.route,
      title: r.title,
      subtitle: r.subtitle,
      icon: r.icon,
      admin_only: r.adminOnly,
      required_filter: r.requiredFilter,
    }));
    const menu: ReportMenu = { items, count: items.length };
    ok(ctx, menu);
  });

  // an unknown key is 404, as the report registry says, so the documented enum is not validated here
  mount(reportRoutes.report, async (ctx) => {
    const key = ctx.params.key ?? '';
    const definition = reportDefinition(key);
    const module = reportModuleOf(key);
    if (!definition || !module) throw notFound(ReportMessages.unknownReport.replace('{{key}}', key));
    const rights = definition.itemPermission ? [...definition.rights, definition.itemPermission] : definition.rights;
    if (!hasAnyRight(authOf(ctx), rights)) throw forbidden(Messages.notEnoughPermissions);
    const caller = reportCallerOf(ctx, deps);
    const decided = decideReportQuery(ctx, definition, module, caller.today);
    const { filter, sorting } = decided;
    // one item (log/:id) needs the item right, the report itself its own (RPT-LOG-01: LOG_VIEW and LOG_REPORT)
    const needed = module.namesItem?.(decided.extra) && definition.itemPermission ? [definition.itemPermission] : definition.rights;
    if (!hasAnyRight(authOf(ctx), needed)) throw forbidden(Messages.notEnoughPermissions);
    const data = await runReport(deps, module, caller, decided);
    const answer: ReportAnswer<unknown> = { data, meta: { report: definition.key, filter, sorting } };
    ctx.body = answer;
  });
}
