import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { ReportKey, ReportSorting } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import type { AppliedReportFilter, ReportCaller } from '../domain/report-caller';

export type { AppliedReportFilter, ReportCaller } from '../domain/report-caller';

/** Everything a report's `run` needs, decided and checked by the route. */
export interface ReportContext<Extra = Record<string, never>> {
  caller: ReportCaller;
  filter: AppliedReportFilter;
  /** the report's own filter keys (its `filterSchema`), parsed from the same `filter[...]` */
  extra: Extra;
  sorting: ReportSorting | null;
  /**
   * The condition on a branch id column: within the caller's branches, within the chosen branches'
   * subtrees (`filter[branch]`) and within the chosen board's subtree (`filter[board]`); undefined
   * when nothing narrows it.
   */
  branchCondition(column: SQLWrapper): SQL | undefined;
}

/**
 * One report of the registry (`report-modules.ts`): its key (the catalogue, shared/contracts,
 * gives its right, template and required filter), the fields its main table may be sorted by on
 * the server, an optional schema for its own filter keys, and `run`, which reads ONLY published
 * views (ADR 0017) inside the caller's pool transaction and answers the report's `data`.
 */
export interface ReportModule<T = unknown, Extra = unknown> {
  key: ReportKey;
  sortable?: readonly string[];
  filterSchema?: ZodType<Extra>;
  /** whether its own filter names one item (the log's `filter[request]`): then the catalogue's item right opens it, not the report's */
  namesItem?(extra: Extra): boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module's Extra is its own; the registry holds every kind
  run(tx: Tx, context: ReportContext<any>): Promise<T>;
}
