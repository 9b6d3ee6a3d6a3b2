import { z } from 'zod';

/**
 * The contracts overview (RPT-CON-01..03): per substitute the hours worked in the period against the
 * contract hours. hours and wtf: every line worked; contractsHours: the contracts' weekly hours over
 * the period's weeks; workedBranch: hours at the contracts' own branches; workedSecondment: hours
 * elsewhere; absent: hours the substitute was absent and replaced; total = workedBranch +
 * workedSecondment; difference = total - contractsHours (docs/report-exports.md). 2 decimals.
 */
export interface ContractsReportRow {
  id: number;
  substitute: string;
  person: { id: number; name: string };
  hours: number;
  wtf: number;
  contractsHours: number;
  workedBranch: number;
  workedSecondment: number;
  absent: number;
  total: number;
  difference: number;
}

export interface ContractsReport {
  rows: ContractsReportRow[];
}

export const CONTRACTS_REPORT_SORTS = ['substitute', 'hours', 'wtf', 'contracts_hours', 'total', 'difference'] as const;

/** RPT-CON-03: default weeks of the moving average in the modal. */
export const DEFAULT_WEEK_AVERAGE = 4;

/** The modal's own filter keys: `filter[week_average]` (1..52, default 4) and `filter[contract]=show_date_period`. */
export const contractsModalFilterSchema = z.object({
  week_average: z.coerce
    .number({ error: 'The number of weeks must be a whole number from 1 to 52.' })
    .int('The number of weeks must be a whole number from 1 to 52.')
    .min(1, 'The number of weeks must be a whole number from 1 to 52.')
    .max(52, 'The number of weeks must be a whole number from 1 to 52.')
    .default(DEFAULT_WEEK_AVERAGE),
  contract: z.enum(['show_date_period']).optional(),
});

/** A week of the modal: hours worked, contract hours, and the average of the last `week_average` weeks worked. */
export interface ContractsWeek {
  /** ISO week, e.g. '2026-W37', and its Monday */
  week: string;
  monday: string;
  hours: number;
  contract_hours: number;
  average: number;
}

/** One daypart the substitute worked in the period. */
export interface ContractsWork {
  id: number;
  date: string;
  daypart: number;
  hours: number;
  request: { id: number; number: number };
  branch: { id: number; name: string };
}

export interface ContractsModal {
  person: { id: number; name: string };
  week_average: number;
  contracts: {
    id: number;
    branch: { id: number; name: string };
    start_date: string;
    end_date: string;
    hours: number | null;
    wtf: number | null;
  }[];
  weeks: ContractsWeek[];
  /** the work of the period, by date and daypart: each line opens its request's and branch's child modal (RPT-CON-02) */
  work: ContractsWork[];
  /** the chart: hours, contract hours and the moving average per week */
  chart: { labels: string[]; hours: number[]; contract_hours: number[]; average: number[] };
  row: ContractsReportRow | null;
}

export const contractsModalPath = (personId: number) => `/api/reports/contracts/${personId}`;

/**
 * RPT-CON-02: the modal's links, opened in a new tab: the person, their availability, and from the
 * child modals a branch and a request. The spec's `/app/person/{id}` names the old application's
 * mount; this one serves its pages from the root, so the links are the admin module's person page
 * and its availabilities tab, its branch page, and the requests module's request popup.
 */
export const contractsModalLinks = (personId: number) => ({
  person: `/person/${personId}`,
  availability: `/person/${personId}/availabilities`,
});
export const branchLink = (branchId: number) => `/branch/${branchId}`;
export const requestLink = (requestId: number) => `/request/${requestId}/summary`;
