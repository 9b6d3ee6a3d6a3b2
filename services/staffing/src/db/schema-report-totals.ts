import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgSchema, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * Aggregates of the dayparts the reports sum instead of reading a school year of dayparts (ADR 0096).
 * Kept by statement triggers on request_dates and requests (migration 0007), in the writer's
 * transaction, like calendar_counts (ADR 0097). Sums are numeric so that adding and taking away the
 * same dayparts leaves them exact; WTF counts the dayparts without a segment WTF apart, the reports
 * give those their default.
 */
const sums = () => ({
  dayparts: integer('dayparts').notNull(),
  wtf: numeric('wtf').notNull(),
  wtfMissing: integer('wtf_missing').notNull(),
  hours: numeric('hours').notNull(),
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
      ...sums(),
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
      poolId: poolIdColumn(),
      requestId: integer('request_id').notNull(),
      month: date('month', { mode: 'string' }).notNull(),
      state: text('state').notNull(),
      branchId: integer('branch_id').notNull(),
      reasonId: integer('reason_id').notNull(),
      /** the request's latest month with dayparts before this one; -infinity for its first */
      prevMonth: date('prev_month', { mode: 'string' }).notNull(),
      /** 1 on one state row of the request's month (its first state), so a request counts once a month */
      requests: smallint('requests').notNull(),
      ...sums(),
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
      poolId: poolIdColumn(),
      branchId: integer('branch_id').notNull(),
      reasonId: integer('reason_id').notNull(),
      month: date('month', { mode: 'string' }).notNull(),
      prevMonth: date('prev_month', { mode: 'string' }).notNull(),
      state: text('state').notNull(),
      requests: integer('requests').notNull(),
      ...sums(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.branchId, t.reasonId, t.month, t.prevMonth, t.state] }),
      tenantIsolation('request_month_totals'),
    ],
  )
  .enableRLS();

/** Published for the reports (ADR 0096): the day totals, rows that fell to 0 left out. */
export const daypartDayTotalDirectory = staffing
  .view('daypart_day_total_directory', {
    poolId: integer('pool_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    state: text('state').notNull(),
    personId: integer('person_id'),
    dayparts: integer('dayparts').notNull(),
    wtf: numeric('wtf').notNull(),
    wtfMissing: integer('wtf_missing').notNull(),
    hours: numeric('hours').notNull(),
  })
  .as(
    sql`select pool_id, date, branch_id, state, nullif(person_id, 0) as person_id, dayparts, wtf, wtf_missing, hours
    from staffing.daypart_day_totals where dayparts <> 0`,
  );

/** Published for the reports (ADR 0096): the month totals, rows that fell to 0 left out. */
export const requestMonthTotalDirectory = staffing
  .view('request_month_total_directory', {
    poolId: integer('pool_id').notNull(),
    branchId: integer('branch_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    prevMonth: date('prev_month', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    requests: integer('requests').notNull(),
    dayparts: integer('dayparts').notNull(),
    wtf: numeric('wtf').notNull(),
    wtfMissing: integer('wtf_missing').notNull(),
    hours: numeric('hours').notNull(),
  })
  .as(
    sql`select pool_id, branch_id, reason_id, month, prev_month, state, requests, dayparts, wtf, wtf_missing, hours
    from staffing.request_month_totals where dayparts <> 0`,
  );
