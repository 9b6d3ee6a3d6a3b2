import type { ReportFilter } from '@app/contracts';
import type { BranchScope } from '@app/service-kit';

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

/** The date of an instant in Europe/Amsterdam, `YYYY-MM-DD`. */
export { dateInAmsterdam } from '@app/contracts';
