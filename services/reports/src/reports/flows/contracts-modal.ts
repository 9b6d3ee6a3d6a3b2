import { contractsModalFilterSchema, type ContractsModal, type ReportFilter } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { z } from 'zod';
import { historyStart, weeklyAverages } from '../domain/contracts-figures';
import type { ReportCaller } from '../domain/report-caller';
import type { DecidedReportQuery } from '../domain/report-query';
import { contractsReport, factsRow, substituteFacts, substituteOfPool, toSpans } from '../store/contracts-report';
import { branchConditionOf, checkFilterIds } from '../store/report-scope';

/** The modal reads the report's filter plus its own keys (RPT-CON-03), sorted as the report sorts. */
export const contractsModalRules = { filterSchema: contractsModalFilterSchema, sortable: contractsReport.sortable };

/**
 * RPT-CON-02/03: a substitute's modal in the caller's pool transaction: the person's contracts, per
 * week of the period the hours worked, the contract hours and the average of the last
 * `filter[week_average]` weeks, the work of the period and the person's row of the overview; null
 * when the person is not the pool's.
 */
export async function contractsModal(deps: ServiceDeps, caller: ReportCaller, decided: DecidedReportQuery, id: number) {
  const weeks = (decided.extra as z.infer<typeof contractsModalFilterSchema>).week_average;
  const period = { from: decided.filter.period_from, to: decided.filter.period_to };
  return deps.db.withPool(caller.poolId, async (tx): Promise<ContractsModal | null> => {
    await checkFilterIds(tx, caller.poolId, caller.scope, decided.filter as ReportFilter);
    const person = await substituteOfPool(tx, caller.poolId, id);
    if (!person) return null;
    const context = {
      caller,
      filter: decided.filter,
      extra: decided.extra,
      sorting: null,
      branchCondition: branchConditionOf(caller.poolId, caller.scope, decided.filter),
    };
    const [facts] = await substituteFacts(tx, context, historyStart(period.from, weeks), period.to, [id]);
    const contracts = (facts?.contracts ?? []).filter((c) => c.endDate >= period.from);
    const worked = facts?.worked ?? [];
    const table = weeklyAverages(worked, toSpans(contracts), period, weeks);
    const inPeriod = worked.filter((l) => l.date >= period.from);
    return {
      person,
      week_average: weeks,
      contracts: contracts.map((c) => ({
        id: c.id,
        branch: c.branch,
        start_date: c.startDate,
        end_date: c.endDate,
        hours: c.hours,
        wtf: c.wtf,
      })),
      weeks: table,
      work: inPeriod.map((l) => ({
        id: l.id,
        date: l.date,
        daypart: l.daypart,
        hours: l.hours,
        request: { id: l.requestId, number: l.requestNumber },
        branch: l.branch,
      })),
      chart: {
        labels: table.map((w) => w.week),
        hours: table.map((w) => w.hours),
        contract_hours: table.map((w) => w.contract_hours),
        average: table.map((w) => w.average),
      },
      row: facts && contracts.length ? factsRow({ ...facts, contracts, worked: inPeriod }, period) : null,
    };
  });
}
