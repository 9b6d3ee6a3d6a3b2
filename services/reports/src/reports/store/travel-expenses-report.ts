import type { TravelExpensesReport } from '@app/contracts';
import { readReportLines } from './work-state-lines';
import type { ReportModule } from './report-module';
import { travelFigures } from '../domain/travel-expenses-figures';

/** RPT-TRV-01: key figures, the totals per person and a tab per person, from the lines' travel. */
export const travelExpensesReport: ReportModule<TravelExpensesReport> = {
  key: 'travel-expenses',
  run: async (tx, context) => {
    const { caller, filter } = context;
    const lines = await readReportLines(tx, {
      poolId: caller.poolId,
      from: filter.period_from,
      to: filter.period_to,
      branchCondition: context.branchCondition,
      persons: filter.person,
    });
    return travelFigures(lines.map((l) => ({ person: l.person, branch: l.branch, date: l.date, distance: l.distance, cost: l.cost })));
  },
};
