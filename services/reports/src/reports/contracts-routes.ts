import { sql } from 'drizzle-orm';
import {
  contractsModalFilterSchema,
  ExtraPermission as E,
  Messages,
  reportDefinition,
  type ContractsModal,
  type ReportFilter,
} from '@app/contracts';
import { idParamsSchema, notFound, ok, rowsOf, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { z } from 'zod';
import { contractsReport, factsRow, substituteFacts, toSpans } from './contracts-report';
import { historyStart, weeklyAverages } from './contracts-figures';
import { reportCallerOf } from './report-caller';
import type { ReportModule } from './report-module';
import { decideReportQuery } from './report-request';
import { branchConditionOf, checkFilterIds } from './report-scope';

/** The modal reads the report's filter plus its own keys (RPT-CON-03). */
const modalModule: ReportModule = { ...contractsReport, filterSchema: contractsModalFilterSchema };

/**
 * RPT-CON-02/03: a substitute's modal: the person's contracts, per week of the period the hours
 * worked, the contract hours and the average of the last `filter[week_average]` weeks (default 4), as
 * a table and a chart, the work of the period (each line's request and branch open the child
 * modals), and the person's row of the overview.
 */
export function mountContractsRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  mount(contractsRoutes.substitute, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = reportCallerOf(ctx, deps);
    const decided = decideReportQuery(ctx, reportDefinition('contracts')!, modalModule, caller.today);
    const weeks = (decided.extra as z.infer<typeof contractsModalFilterSchema>).week_average;
    const period = { from: decided.filter.period_from, to: decided.filter.period_to };
    const modal = await deps.db.withPool(caller.poolId, async (tx): Promise<ContractsModal | null> => {
      await checkFilterIds(tx, caller.poolId, caller.scope, decided.filter as ReportFilter);
      const [person] = await rowsOf<{ id: number; name: string }>(
        tx,
        sql`select id, full_name as name from masterdata.person_detail_directory where pool_id = ${caller.poolId} and id = ${id}`,
      );
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
        person: { id: Number(person.id), name: person.name },
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
    if (!modal) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
    ok(ctx, modal, { report: 'contracts', filter: decided.filter } as never);
  });
}

export const contractsRoutes = {
  substitute: {
    method: 'get',
    path: '/reports/contracts/:id',
    summary:
      "RPT-CON-02/03: a substitute's modal: contracts, per week the hours, contract hours and the average of filter[week_average] weeks (default 4), chart data, the work of the period with each line's request and branch",
    access: [E.CONTRACTS_REPORT],
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;
