import { EXPORT_FORMATS } from '@app/contracts';
import { readReportLines } from '../../reports/store/work-state-lines';
import type { DecidedReportQuery } from '../../reports/domain/report-query';
import { workStateReport } from '../../reports/store/work-state-report';
import { AFAS_TITLE, afasDocument, TOTALS_TITLE, workStateTotalsDocument } from '../domain/documents/payroll-documents';
import { WORK_STATE_TITLE, workStateDocument } from '../domain/documents/work-state-document';
import { dutchFileBase, type ExportSource } from '../domain/export-sources';
import { exportContext, reportExportSource } from './report-source';

/**
 * The work state as an export source: the four document formats of every report, and its own two
 * for the payroll administration (ADR 0108): afas (the lines as AFAS Profit variable values) and
 * totals (an XLSX of the totals per person and branch). Both read the report's lines with the
 * report's filter, pool and scope.
 */
export function workStateExportSource(): ExportSource<DecidedReportQuery> {
  const base = reportExportSource(workStateReport, WORK_STATE_TITLE, workStateDocument);
  return {
    ...base,
    formats: EXPORT_FORMATS,
    build: async (input) => {
      if (input.format !== 'afas' && input.format !== 'totals') return base.build(input);
      const { deps, caller, filter: decided, locale, now } = input;
      const context = exportContext(caller, decided, now);
      const period = { from: decided.filter.period_from, to: decided.filter.period_to };
      const lines = await deps.db.withPool(caller.poolId, (tx) =>
        readReportLines(tx, {
          poolId: caller.poolId,
          from: period.from,
          to: period.to,
          branchCondition: context.branchCondition,
          persons: decided.filter.person,
        }),
      );
      return input.format === 'afas' ? afasDocument(lines, locale, period) : workStateTotalsDocument(lines, locale, period);
    },
    fileBase: (decided, format) =>
      format === 'afas' || format === 'totals'
        ? dutchFileBase((format === 'afas' ? AFAS_TITLE : TOTALS_TITLE).nl, decided.filter.period_from, decided.filter.period_to)
        : base.fileBase(decided),
  };
}
