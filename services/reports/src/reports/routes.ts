import type Router from '@koa/router';
import {
  hasAnyRight,
  Messages,
  Permission as P,
  REPORT_CATALOGUE,
  reportDefinition,
  ReportMessages,
  type ReportAnswer,
  type ReportMenu,
} from '@app/contracts';
import { authOf, forbidden, notFound, ok, requireAuth, requireRight, type ServiceDeps } from '@app/service-kit';
import { reportCallerOf } from './report-caller';
import { REPORT_MODULES } from './report-modules';
import { decideReportQuery } from './report-request';
import { branchConditionOf, checkFilterIds } from './report-scope';

/** Every right that opens one report; the menu needs REPORT_VIEW (RPT-MENU-01/02). */
const ANY_REPORT_RIGHT = [...new Set(REPORT_CATALOGUE.map((r) => r.permission))];

/**
 * The reports menu and every report's data (spec 001 section 2 'Reports', docs/reports.md):
 * `GET /api/reports/menu` lists the cards the caller may open with their count; `GET
 * /api/reports/:key` runs one report of the registry with `filter[...]` and `sorting[...]`.
 */
export function mountReportRoutes(router: Router, deps: ServiceDeps): void {
  const auth = requireAuth(deps.tokens, deps.clock);

  router.get('/reports/menu', auth, requireRight(P.REPORT_VIEW), async (ctx) => {
    const token = authOf(ctx);
    const items = REPORT_CATALOGUE.filter((r) => hasAnyRight(token, [r.permission])).map((r) => ({
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

  router.get('/reports/:key', auth, requireRight(...ANY_REPORT_RIGHT), async (ctx) => {
    const key = ctx.params.key ?? '';
    const definition = reportDefinition(key);
    const module = REPORT_MODULES.find((m) => m.key === key);
    if (!definition || !module) throw notFound(ReportMessages.unknownReport.replace('{{key}}', key));
    if (!hasAnyRight(authOf(ctx), [definition.permission])) throw forbidden(Messages.notEnoughPermissions);
    const caller = reportCallerOf(ctx, deps);
    const { filter, extra, sorting } = decideReportQuery(ctx, definition, module, caller.today);
    const branchCondition = branchConditionOf(caller.poolId, caller.scope, filter);
    const data = await deps.db.withPool(caller.poolId, async (tx) => {
      await checkFilterIds(tx, caller.poolId, caller.scope, filter);
      return module.run(tx, { caller, filter, extra, sorting, branchCondition });
    });
    const answer: ReportAnswer<unknown> = { data, meta: { report: definition.key, filter, sorting } };
    ctx.body = answer;
  });
}
