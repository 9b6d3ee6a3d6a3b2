import type { Context } from 'koa';
import type { ReportDefinition } from '@app/contracts';
import { authOf, branchScopeOf, parseNestedQuery, type ServiceDeps } from '@app/service-kit';
import { dateInAmsterdam, type ReportCaller } from '../domain/report-caller';
import { decideReportFilter, type DecidedReportQuery, type ReportQueryRules } from '../domain/report-query';

/** Who calls a report: the token's pool, branches and user, and today in Amsterdam by the service's clock. */
export function reportCallerOf(ctx: Context, deps: ServiceDeps): ReportCaller {
  const auth = authOf(ctx);
  const now = deps.clock.now();
  return { poolId: auth.pool_id, scope: branchScopeOf(auth), today: dateInAmsterdam(now), now, username: auth.username };
}

/**
 * A report call's query, decided (RPT-MENU-04/05) from the call's nested `filter[...]` and
 * `sorting[...]`: the same rules as an export job's stored filter (`decideReportFilter`).
 */
export const decideReportQuery = (
  ctx: Context,
  definition: ReportDefinition,
  module: ReportQueryRules,
  today: string,
): DecidedReportQuery => decideReportFilter(parseNestedQuery(ctx) as Record<string, unknown>, definition, module, today);
