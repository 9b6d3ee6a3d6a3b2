import type { ServiceDeps } from '@app/service-kit';
import type { ReportCaller } from '../domain/report-caller';
import type { DecidedReportQuery } from '../domain/report-query';
import { branchConditionOf, checkFilterIds } from '../store/report-scope';
import { secondmentInvoiceFooter } from '../store/report-sources';
import { secondmentData, secondmentReport } from '../store/secondment-report';

/** The secondment report's query rules: the invoice decides its filter as the report does. */
export const secondmentQueryRules = { filterSchema: secondmentReport.filterSchema, sortable: secondmentReport.sortable };

/**
 * The figures of one loaning and borrowing pair for the decided period, with both branches' names:
 * both must be the caller's to see (404); and the loaning branch's invoice footer (MD-BRANCH-02).
 */
export async function secondmentInvoice(
  deps: ServiceDeps,
  caller: ReportCaller,
  decided: DecidedReportQuery,
  ids: { loaning: number; borrowing: number },
) {
  const filter = { ...decided.filter, branch: [ids.loaning, ids.borrowing] };
  const { data, footer } = await deps.db.withPool(caller.poolId, async (tx) => {
    await checkFilterIds(tx, caller.poolId, caller.scope, filter);
    const figures = await secondmentData(tx, {
      caller,
      filter,
      extra: {},
      sorting: null,
      branchCondition: branchConditionOf(caller.poolId, caller.scope, filter),
    });
    // the loaning branch invoices, so its footer (payment terms, bank account) goes under the invoice
    return { data: figures, footer: await secondmentInvoiceFooter(tx, caller.poolId, ids.loaning) };
  });
  const names = new Map(data.totals.map((t) => [t.branch.id, t.branch.name]));
  const pair = {
    loaning: { id: ids.loaning, name: names.get(ids.loaning) ?? '' },
    borrowing: { id: ids.borrowing, name: names.get(ids.borrowing) ?? '' },
  };
  return { data, pair, filter, footer };
}
