import type { ReportKey } from './catalogue';
import type { ReportFilter } from './report-filter';

/**
 * How a value is shown and rounded (RPT-MENU-11): wtf to 4 decimals, hours to 1, money and contract
 * totals to 2, a rate as a percentage with 1 decimal; a count is whole; text and dates as they are.
 */
export type ReportValueKind = 'text' | 'date' | 'count' | 'wtf' | 'hours' | 'money' | 'percent' | 'statuses';

const DECIMALS: Partial<Record<ReportValueKind, number>> = { count: 0, wtf: 4, hours: 1, money: 2, percent: 1 };

/**
 * The pool setting deployment_hours (MD-SET-07): the hours of a full working week, which the
 * deployment report (RPT-DEP-01) relates the hours worked to; master data's catalogue takes it as default.
 */
export const DEPLOYMENT_HOURS_DEFAULT = 40;

/** The hours worked as full weeks of `deploymentHours` (RPT-DEP-01, MD-SET-07), to 1 decimal; 0 without a week. */
export const fullWeeksOf = (hours: number, deploymentHours: number): number =>
  deploymentHours > 0 ? roundTo(hours / deploymentHours, 1) : 0;

/** Half away from zero on the decimal digits, not on the binary fraction (1.005 to 2 decimals is 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(shifted)) / factor || 0;
}

/** Rounds a figure for its kind (RPT-MENU-11); kinds without decimals pass unchanged. */
export function roundReportValue(kind: ReportValueKind, value: number): number {
  const decimals = DECIMALS[kind];
  return decimals === undefined ? value : roundTo(value, decimals);
}

/** Daypart statuses a week-by-day cell counts (RPT-SCH-03). */
export const REQUEST_DAYPART_STATUSES = ['open', 'filled', 'closed', 'reserved'] as const;
export const SUBSTITUTE_DAYPART_STATUSES = ['available', 'planned', 'absent'] as const;
export type ReportDaypartStatus = (typeof REQUEST_DAYPART_STATUSES)[number] | (typeof SUBSTITUTE_DAYPART_STATUSES)[number];

/** A cell: text, a number, nothing, or counts by status (a week-by-day table's day). */
export type ReportCell = string | number | null | Partial<Record<ReportDaypartStatus, number>>;

export interface ReportColumn {
  key: string;
  /** a text key of mfe-reports (`reports.columns.<key>`) */
  label: string;
  kind: ReportValueKind;
  /** the column the table can be sorted by (`sorting[field]` = key); tables sort in the client otherwise */
  sortable?: boolean;
}

export type ReportRow = Record<string, ReportCell> & { id?: string | number };

/** A table of a report: the generic table and the client-side CSV (RPT-MENU-06) read it alike. */
export interface ReportTable {
  key: string;
  /** a text key of mfe-reports */
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** a totals row under the rows, keyed like a row */
  totals?: ReportRow;
}

/** A chart (on @mui/x-charts): labels on the x axis, one or more series over them. */
export interface ReportChart {
  key: string;
  /** a text key of mfe-reports */
  title: string;
  kind: 'bar' | 'line' | 'pie' | 'bubble';
  /** x-axis labels (dates, weeks, names); a pie's slice names; a bubble chart's y values by index (the weekdays) */
  labels: string[];
  series: { key: string; label: string; data: number[] }[];
  /** a bubble chart's bubbles: x the hour, y the weekday (0 Monday), size the count */
  points?: BubblePoint[];
}

export interface BubblePoint {
  x: number;
  y: number;
  size: number;
}

/** RPT-MENU-12: a bubble chart's axes: x from -1 to 24 hours, y from -1 to 7 days, so the hours 0-23 and days 0-6 stand clear of the edges. */
export const BUBBLE_AXES = { x: { min: -1, max: 24 }, y: { min: -1, max: 7 } } as const;

/** A key figure (RPT-REQ-01): a labelled number at the top of a report. */
export interface ReportFigure {
  key: string;
  /** a text key of mfe-reports */
  label: string;
  kind: ReportValueKind;
  value: number;
}

/** A tab of a report: its charts, then its tables. */
export interface ReportTab {
  key: string;
  /** a text key of mfe-reports */
  label: string;
  charts: ReportChart[];
  tables: ReportTable[];
}

/**
 * What `GET /api/reports/:key` answers in `data` for the generic reports: key figures, tabs, and
 * tables under the tabs. Reports with their own screen (H5's money reports) answer their own shape
 * in `data`; the meta is the same for all.
 */
export interface ReportData {
  figures: ReportFigure[];
  /** charts above the tabs (a schedule report's optional chart, RPT-SCH-01) */
  charts?: ReportChart[];
  tabs: ReportTab[];
  tables: ReportTable[];
  /** why the report is empty when it is: RPT-MENU-09's no data available, no data for a board */
  empty: null | 'no_data' | 'no_board_data';
}

/** `meta` of a report answer: which report, the filter as the server applied it (defaults filled in), and the sorting. */
export interface ReportMeta {
  report: ReportKey;
  filter: ReportFilter & { period_from: string; period_to: string };
  sorting: { field: string; direction: 'down' | 'up' } | null;
}

/** `GET /api/reports/:key`: `{ data, meta }`. */
export interface ReportAnswer<T = ReportData> {
  data: T;
  meta: ReportMeta;
}

export const emptyReportData = (): ReportData => ({ figures: [], tabs: [], tables: [], empty: 'no_data' });
