import { boolean, date, integer, numeric, pgSchema, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The views staffing publishes that the money reports read (its contract, ADR 0017). Declared here,
 * not imported from staffing, so the reports depend only on the published shape; `.existing()` keeps
 * them out of our migrations.
 */
const staffing = pgSchema('staffing');

/** One work-state line per planned daypart whose date has passed (docs/work-state.md). */
export const workStateLineDirectory = staffing
  .view('work_state_line_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: integer('request_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    daypart: smallint('daypart').notNull(),
    wtf: numeric('wtf', { mode: 'number' }).notNull(),
    hours: numeric('hours', { mode: 'number' }).notNull(),
    distanceTotal: numeric('distance_total', { mode: 'number' }),
    travelCost: numeric('travel_cost', { mode: 'number' }),
    caoFee: numeric('cao_fee', { mode: 'number' }),
    contribution: numeric('contribution', { mode: 'number' }),
    branchId: integer('branch_id').notNull(),
    personId: integer('person_id').notNull(),
    reasonForAbsenceId: integer('reason_for_absence_id'),
    absenteePersonId: integer('absentee_person_id'),
    secondmentBranchId: integer('secondment_branch_id'),
    approved: boolean('approved').notNull(),
    reviewed: boolean('reviewed').notNull(),
    processed: boolean('processed').notNull(),
    sent: boolean('sent').notNull(),
    payrollState: text('payroll_state').notNull(),
    /** the payroll system's id of the employee, once the line was sent (ADR 0087) */
    externalEmployeeId: text('external_employee_id'),
  })
  .existing();

/**
 * Staffing's day totals (ADR 0096): live dayparts of live requests per date, branch, state and
 * person, with the WTF of those with a segment WTF, how many have none, and the hours.
 */
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
  .existing();

/**
 * What the requests report's totals have per row (ADR 0096, 0107): pool, branch, reason, the
 * request's place (its latest date with dayparts before the row's date or month, -infinity for
 * none; its days with dayparts in all, the length filter), state, the requests among the row's
 * dayparts (each once a row's date or month), and the dayparts' sums.
 */
const requestTotalColumns = () => ({
  poolId: integer('pool_id').notNull(),
  branchId: integer('branch_id').notNull(),
  reasonId: integer('reason_id').notNull(),
  prevDate: date('prev_date', { mode: 'string' }).notNull(),
  days: integer('days').notNull(),
  state: text('state').notNull(),
  requests: integer('requests').notNull(),
  dayparts: integer('dayparts').notNull(),
  wtf: numeric('wtf').notNull(),
  wtfMissing: integer('wtf_missing').notNull(),
  hours: numeric('hours').notNull(),
});

/** Staffing's month totals (ADR 0096): per month, with the request's previous month with dayparts. */
export const requestMonthTotalDirectory = staffing
  .view('request_month_total_directory', {
    ...requestTotalColumns(),
    month: date('month', { mode: 'string' }).notNull(),
    prevMonth: date('prev_month', { mode: 'string' }).notNull(),
  })
  .existing();

/** Staffing's request day totals (ADR 0107): per date. */
export const requestDayTotalDirectory = staffing
  .view('request_day_total_directory', { ...requestTotalColumns(), date: date('date', { mode: 'string' }).notNull() })
  .existing();
