import type { ZodType } from 'zod';
import {
  defaultReportPeriod,
  REPORT_MAX_PERIOD_DAYS,
  reportQuerySchema,
  ReportMessages,
  type ReportDefinition,
  type ReportSorting,
} from '@app/contracts';
import { badRequest, validate } from '@app/service-kit';
import type { AppliedReportFilter } from './report-caller';

/** What a report's query is checked against: its own filter keys and the fields its main table sorts by. */
export interface ReportQueryRules {
  filterSchema?: ZodType<unknown>;
  sortable?: readonly string[];
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export interface DecidedReportQuery {
  filter: AppliedReportFilter;
  extra: unknown;
  sorting: ReportSorting | null;
}

/**
 * A report call's query, decided (RPT-MENU-04/05): malformed values are 422 with each field's
 * message; a required filter left empty is 400 with the spec's warning ('Select a board.'); a
 * period missing either end takes the report's default range; a period over two years, or a sort
 * field the report does not sort by, is 400.
 * The route decides a call's query with it, an export job its stored `{ filter, sorting }`.
 */
export function decideReportFilter(
  raw: { filter?: unknown; sorting?: unknown },
  definition: ReportDefinition,
  module: ReportQueryRules,
  today: string,
): DecidedReportQuery {
  const query = validate(reportQuerySchema, raw);
  const extra = module.filterSchema ? validate(module.filterSchema, raw.filter && typeof raw.filter === 'object' ? raw.filter : {}) : {};
  const filter = query.filter;
  if (definition.requiredFilter && isEmpty(filter[definition.requiredFilter]))
    throw badRequest(definition.requiredFilter === 'board' ? ReportMessages.boardRequired : ReportMessages.branchRequired);
  const fallback = defaultReportPeriod(definition.defaultRange ?? 'school_year', today);
  const period_from = filter.period_from ?? (filter.period_to && !definition.defaultRange ? filter.period_to : fallback.from);
  const period_to = filter.period_to ?? (filter.period_from && period_from > fallback.to ? period_from : fallback.to);
  if (period_from > period_to) throw badRequest('The period must end on or after its start.');
  if (daysBetween(period_from, period_to) > REPORT_MAX_PERIOD_DAYS) throw badRequest(ReportMessages.periodTooLong);
  const sorting = query.sorting ?? null;
  if (sorting && !(module.sortable ?? []).includes(sorting.field))
    throw badRequest(ReportMessages.sortNotAllowed.replace('{{field}}', sorting.field));
  return { filter: { ...filter, period_from, period_to }, extra, sorting };
}

const isEmpty = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);
