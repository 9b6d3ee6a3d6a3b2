import { WORK_STATE_REPORT_SORTS, type WorkStateReport, type WorkStateReportRow } from '@app/contracts';
import { readReportLines } from './work-state-lines';
import type { ReportModule } from './report-module';
import { workStateReportFigures } from '../domain/work-state-report-figures';

const sortValue = (row: WorkStateReportRow, field: string): string | number => {
  if (field === 'branch') return row.branch.name;
  if (field === 'person') return row.person.name;
  return row[field as 'lines' | 'wtf' | 'hours' | 'travel_cost'];
};

/** RPT-WS-01 (default range FILTER-29): the lines per branch and person with WTF, hours, travel and steps. */
export const workStateReport: ReportModule<WorkStateReport> = {
  key: 'work-state',
  sortable: WORK_STATE_REPORT_SORTS,
  run: async (tx, context) => {
    const { caller, filter, sorting } = context;
    const lines = await readReportLines(tx, {
      poolId: caller.poolId,
      from: filter.period_from,
      to: filter.period_to,
      branchCondition: context.branchCondition,
      persons: filter.person,
    });
    const report = workStateReportFigures(lines);
    if (sorting) {
      const sign = sorting.direction === 'down' ? -1 : 1;
      report.rows.sort((a, b) => {
        const x = sortValue(a, sorting.field);
        const y = sortValue(b, sorting.field);
        return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'nl'));
      });
    }
    return report;
  },
};
