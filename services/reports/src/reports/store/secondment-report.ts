import type { SecondmentReport } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { readHourlyRates } from './hourly-rates';
import { readReportLines } from './work-state-lines';
import type { ReportContext, ReportModule } from './report-module';
import { secondmentFigures } from '../domain/secondment-figures';

/** The seconded lines of the period whose loaning or borrowing branch the filter and scope take in, with the rates. */
export async function secondmentData(tx: Tx, context: ReportContext<unknown>): Promise<SecondmentReport> {
  const { caller, filter } = context;
  const lines = await readReportLines(tx, {
    poolId: caller.poolId,
    from: filter.period_from,
    to: filter.period_to,
    branchCondition: context.branchCondition,
    orSecondment: true,
    secondmentOnly: true,
  });
  const rates = await readHourlyRates(tx, caller.poolId, [...new Set(lines.map((l) => l.person.id))]);
  return secondmentFigures(
    lines.map((l) => ({
      requestNumber: l.requestNumber,
      date: l.date,
      wtf: l.wtf,
      hours: l.hours,
      person: l.person,
      loaning: l.secondmentBranch!,
      borrowing: l.branch,
    })),
    rates,
    { from: filter.period_from, to: filter.period_to },
  );
}

/** RPT-SEC-01..03: details, the invoicing matrix and the totals per branch (docs/report-exports.md). */
export const secondmentReport: ReportModule<SecondmentReport> = { key: 'secondment', run: secondmentData };
