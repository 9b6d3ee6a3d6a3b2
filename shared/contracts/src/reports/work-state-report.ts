/**
 * The work state report (RPT-WS-01, default range FILTER-29): the lines per branch and person with
 * WTF, hours, travel and how far they came through the steps.
 */
export interface WorkStateReportRow {
  branch: { id: number; name: string };
  person: { id: number; name: string };
  lines: number;
  wtf: number;
  hours: number;
  distance_total: number;
  travel_cost: number;
  /** lines past each step */
  approved: number;
  reviewed: number;
  processed: number;
  sent: number;
}

export type WorkStateReportTotals = Omit<WorkStateReportRow, 'branch' | 'person'>;

export interface WorkStateReport {
  rows: WorkStateReportRow[];
  totals: WorkStateReportTotals;
}

export const WORK_STATE_REPORT_SORTS = ['branch', 'person', 'lines', 'wtf', 'hours', 'travel_cost'] as const;
