import { reportDefinition, type Locale } from '@app/contracts';
import { dateInAmsterdam } from '../../reports/domain/report-caller';
import type { ReportContext, ReportModule } from '../../reports/store/report-module';
import { decideReportFilter, type DecidedReportQuery } from '../../reports/domain/report-query';
import { branchConditionOf, checkFilterIds } from '../../reports/store/report-scope';
import type { ExportDocument } from '../domain/export-document';
import { dutchFileBase, type ExportCaller, type ExportSource } from '../domain/export-sources';

/** The context a report module runs in for an export: the caller's pool and scope, the decided filter. */
export function exportContext(caller: ExportCaller, decided: DecidedReportQuery, now: Date): ReportContext<unknown> {
  return {
    caller: { poolId: caller.poolId, scope: caller.scope, today: dateInAmsterdam(now), now, username: caller.username },
    filter: decided.filter,
    extra: decided.extra,
    sorting: decided.sorting,
    branchCondition: branchConditionOf(caller.poolId, caller.scope, decided.filter),
  };
}

/**
 * A report of the registry as an export source: the filter decided exactly as `GET /api/reports/:key`
 * decides it (the same 400 and 422), the ids checked in the caller's pool and scope (404), the data
 * from the report's own `run`, and the document from `toDocument`.
 */
export function reportExportSource<T>(
  module: ReportModule<T>,
  title: Record<Locale, string>,
  toDocument: (data: T, locale: Locale, period: { from: string; to: string }) => ExportDocument,
): ExportSource<DecidedReportQuery> {
  const definition = reportDefinition(module.key);
  if (!definition) throw new Error(`no catalogue entry for ${module.key}`);
  return {
    key: module.key,
    rights: definition.rights,
    parseFilter: (raw, now) => decideReportFilter({ filter: raw }, definition, module as ReportModule, dateInAmsterdam(now)),
    checkFilter: (tx, caller, decided) => checkFilterIds(tx, caller.poolId, caller.scope, decided.filter),
    build: async ({ deps, caller, filter: decided, locale, now }) => {
      const data = await deps.db.withPool(caller.poolId, (tx) => module.run(tx, exportContext(caller, decided, now)));
      return toDocument(data, locale, { from: decided.filter.period_from, to: decided.filter.period_to });
    },
    fileBase: (decided) => dutchFileBase(title.nl, decided.filter.period_from, decided.filter.period_to),
  };
}
