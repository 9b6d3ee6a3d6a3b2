import type { ServiceDeps } from '@app/service-kit';
import type { ReportCaller } from '../domain/report-caller';
import type { DecidedReportQuery } from '../domain/report-query';
import type { ReportModule } from '../store/report-module';
import { REPORT_MODULES } from '../store/report-modules';
import { branchConditionOf, checkFilterIds } from '../store/report-scope';

/** The report of the registry with this key, if any. */
export const reportModuleOf = (key: string): ReportModule | undefined => REPORT_MODULES.find((m) => m.key === key);

/**
 * Runs one report in the caller's pool transaction: the ids the filter names are checked first
 * (another pool's or another scope's: 404), then the report reads its published views.
 */
export function runReport(deps: ServiceDeps, module: ReportModule, caller: ReportCaller, decided: DecidedReportQuery): Promise<unknown> {
  const { filter, extra, sorting } = decided;
  const branchCondition = branchConditionOf(caller.poolId, caller.scope, filter);
  return deps.db.withPool(caller.poolId, async (tx) => {
    await checkFilterIds(tx, caller.poolId, caller.scope, filter);
    return module.run(tx, { caller, filter, extra, sorting, branchCondition });
  });
}
