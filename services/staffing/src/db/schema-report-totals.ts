import { sql } from 'drizzle-orm';
import { date, integer, pgSchema, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import {
  daypartDayTotalColumns,
  requestDayTotalColumns,
  requestMonthTotalColumns,
  requestPlaceColumns,
  totalSumColumns,
} from '@app/contracts/published-views/staffing';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

// Aggregates of the dayparts the reports sum instead of reading a school year of dayparts (ADR 0096),
// kept by statement triggers on request_dates and requests (migration 0007) in the writer's
// transaction, like calendar_counts (ADR 0097). A request's place in the totals (prev_date, days) is
// ADR 0107's: its requests in any period are counted once.

/** A request's mark: its place, and 1 in requests on one state row (its first state), so a request counts once there. */
const requestMarks = () => ({
  ...requestPlaceColumns(),
  requests: smallint('requests').notNull(),
  ...totalSumColumns(),
});

/** A request's mark (month or day marks): the request, its state, branch and reason, place, count and sums. */
const requestMarkColumns = () => ({
  poolId: poolIdColumn(),
  requestId: integer('request_id').notNull(),
  state: text('state').notNull(),
  branchId: integer('branch_id').notNull(),
  reasonId: integer('reason_id').notNull(),
  ...requestMarks(),
});

/** A row of the requests report's totals (month or day totals): branch, reason, place, state, the requests and the sums. */
const requestTotalColumns = () => ({
  poolId: poolIdColumn(),
  branchId: integer('branch_id').notNull(),
  reasonId: integer('reason_id').notNull(),
  ...requestPlaceColumns(),
  state: text('state').notNull(),
  requests: integer('requests').notNull(),
  ...totalSumColumns(),
});

/** Live dayparts of live requests per date, branch, state and person (0: none). */
export const daypartDayTotals = staffing
  .table(
    'daypart_day_totals',
    {
      poolId: poolIdColumn(),
      date: date('date', { mode: 'string' }).notNull(),
      branchId: integer('branch_id').notNull(),
      state: text('state').notNull(),
      personId: integer('person_id').notNull(),
      ...totalSumColumns(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.date, t.branchId, t.state, t.personId] }), tenantIsolation('daypart_day_totals')],
  )
  .enableRLS();

/**
 * Each live request's dayparts per month and state, with the request's branch and reason and the
 * request's previous month with dayparts: what request_month_totals is summed from, rewritten per
 * request when its dayparts or the request change. Not read by the reports.
 */
export const requestMonthMarks = staffing
  .table(
    'request_month_marks',
    {
      ...requestMarkColumns(),
      month: date('month', { mode: 'string' }).notNull(),
      /** the request's latest month with dayparts before this one; -infinity for its first */
      prevMonth: date('prev_month', { mode: 'string' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.requestId, t.month, t.state] }), tenantIsolation('request_month_marks')],
  )
  .enableRLS();

/**
 * The requests report's aggregate: dayparts per branch, reason, month, previous month and state,
 * and the requests among them. A request has dayparts in the months A..B exactly once with
 * month in A..B and prev_month before A, which lets distinct requests be summed.
 */
export const requestMonthTotals = staffing
  .table(
    'request_month_totals',
    {
      ...requestTotalColumns(),
      month: date('month', { mode: 'string' }).notNull(),
      prevMonth: date('prev_month', { mode: 'string' }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.branchId, t.reasonId, t.month, t.prevMonth, t.prevDate, t.days, t.state] }),
      tenantIsolation('request_month_totals'),
    ],
  )
  .enableRLS();

/**
 * Each live request's dayparts per date and state, with its branch, reason and place: what
 * request_day_totals and request_month_totals are summed from (ADR 0107), rewritten per request
 * with the month marks. Not read by the reports.
 */
export const requestDayMarks = staffing
  .table('request_day_marks', { ...requestMarkColumns(), date: date('date', { mode: 'string' }).notNull() }, (t) => [
    primaryKey({ columns: [t.poolId, t.requestId, t.date, t.state] }),
    tenantIsolation('request_day_marks'),
  ])
  .enableRLS();

/**
 * The requests report's aggregate for the days of a month a period cuts (ADR 0107): dayparts per
 * branch, reason, date, place and state, and the requests among them (each once a date). A request
 * has dayparts in a period exactly once with a date in it and prev_date before it.
 */
export const requestDayTotals = staffing
  .table('request_day_totals', { ...requestTotalColumns(), date: date('date', { mode: 'string' }).notNull() }, (t) => [
    primaryKey({ columns: [t.poolId, t.branchId, t.reasonId, t.date, t.prevDate, t.days, t.state] }),
    tenantIsolation('request_day_totals'),
  ])
  .enableRLS();

/** Published for the reports (ADR 0096): the day totals, rows that fell to 0 left out. */
export const daypartDayTotalDirectory = staffing.view('daypart_day_total_directory', daypartDayTotalColumns()).as(
  sql`select pool_id, date, branch_id, state, nullif(person_id, 0) as person_id, dayparts, wtf, wtf_missing, hours
    from staffing.daypart_day_totals where dayparts <> 0`,
);

/** Published for the reports (ADR 0096): the month totals, rows that fell to 0 left out. */
export const requestMonthTotalDirectory = staffing.view('request_month_total_directory', requestMonthTotalColumns()).as(
  sql`select pool_id, branch_id, reason_id, month, prev_month, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_month_totals where dayparts <> 0`,
);

/** Published for the reports (ADR 0107): the day totals per request place, rows that fell to 0 left out. */
export const requestDayTotalDirectory = staffing.view('request_day_total_directory', requestDayTotalColumns()).as(
  sql`select pool_id, branch_id, reason_id, date, prev_date, days, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_day_totals where dayparts <> 0`,
);
