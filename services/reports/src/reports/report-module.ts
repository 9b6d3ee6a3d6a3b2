import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { ReportFilter, ReportKey, ReportSorting } from '@app/contracts';
import type { BranchScope, Tx } from '@app/service-kit';

/** The signed-in profile a report runs for: its pool, its branches (the personal filter) and today in Amsterdam. */
export interface ReportCaller {
  poolId: number;
  scope: BranchScope;
  /** YYYY-MM-DD in Europe/Amsterdam */
  today: string;
  now: Date;
  username: string;
}

/** The common filter as the route applied it: the period is always set (the report's default when the query names none). */
export type AppliedReportFilter = ReportFilter & { period_from: string; period_to: string };

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
