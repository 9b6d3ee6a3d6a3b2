import { boolean, date, integer, numeric, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The views staffing publishes to the other services (ADR 0017), declared once here: staffing's
 * migrations create them, readers import these `.existing()` declarations, and staffing's test
 * holds each against the view its migrations made.
 */
const staffing = pgSchema('staffing');

/** Live requests with their counts and dates: whether a person, period or reason is in use. */
export const requestDirectory = staffing
  .view('request_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    number: integer('number').notNull(),
    branchId: integer('branch_id').notNull(),
    scheduleId: integer('schedule_id').notNull(),
    periodId: integer('period_id').notNull(),
    absenteePersonId: integer('absentee_person_id'),
    preferredPersonId: integer('preferred_person_id'),
    reasonForAbsenceId: integer('reason_for_absence_id').notNull(),
    requestGroupId: integer('request_group_id'),
    daypartsCount: integer('dayparts_count').notNull(),
    openDayparts: integer('open_dayparts').notNull(),
    plannedDayparts: integer('planned_dayparts').notNull(),
    closedDayparts: integer('closed_dayparts').notNull(),
    firstOpenDate: date('first_open_date', { mode: 'string' }),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  })
  .existing();

/** The live dayparts of live requests. */
export const requestDateDirectory = staffing
  .view('request_date_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: integer('request_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    daypart: smallint('daypart').notNull(),
    state: text('state').notNull(),
    personId: integer('person_id'),
  })
  .existing();

/** The reasons for dayparts that daypart actions named: such a reason stays. */
export const daypartReasonUsage = staffing
  .view('daypart_reason_usage', { poolId: integer('pool_id').notNull(), reasonId: integer('reason_id').notNull() })
  .existing();

/** One work-state line per planned daypart whose date has passed, each step as a boolean. */
export const workStateLineDirectory = staffing
  .view('work_state_line_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    requestNumber: integer('request_number').notNull(),
    requestDateId: integer('request_date_id').notNull(),
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
    /** the payroll system's id of the employee, once the line was sent */
    externalEmployeeId: text('external_employee_id'),
    replacementId: text('replacement_id'),
  })
  .existing();

/**
 * The sums every totals table and view carries. Numeric, so that adding and taking away the same
 * dayparts leaves them exact; WTF counts the dayparts without a segment WTF apart (the reports give
 * those their default).
 */
export const totalSumColumns = () => ({
  dayparts: integer('dayparts').notNull(),
  wtf: numeric('wtf').notNull(),
  wtfMissing: integer('wtf_missing').notNull(),
  hours: numeric('hours').notNull(),
});

/**
 * What places a request's row in the requests report's totals: its latest date with dayparts
 * before the row's date or month (-infinity for none), and its days with dayparts in all.
 */
export const requestPlaceColumns = () => ({
  prevDate: date('prev_date', { mode: 'string' }).notNull(),
  days: integer('days').notNull(),
});

/** The columns of the day totals: live dayparts of live requests per date, branch, state and person. */
export const daypartDayTotalColumns = () => ({
  poolId: integer('pool_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  branchId: integer('branch_id').notNull(),
  state: text('state').notNull(),
  personId: integer('person_id'),
  ...totalSumColumns(),
});

/** The columns of the month totals, with the request's previous month with dayparts. */
export const requestMonthTotalColumns = () => ({
  poolId: integer('pool_id').notNull(),
  branchId: integer('branch_id').notNull(),
  reasonId: integer('reason_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  prevMonth: date('prev_month', { mode: 'string' }).notNull(),
  ...requestPlaceColumns(),
  state: text('state').notNull(),
  requests: integer('requests').notNull(),
  ...totalSumColumns(),
});

/** The columns of the request day totals, per date. */
export const requestDayTotalColumns = () => ({
  poolId: integer('pool_id').notNull(),
  branchId: integer('branch_id').notNull(),
  reasonId: integer('reason_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  ...requestPlaceColumns(),
  state: text('state').notNull(),
  requests: integer('requests').notNull(),
  ...totalSumColumns(),
});

export const daypartDayTotalDirectory = staffing.view('daypart_day_total_directory', daypartDayTotalColumns()).existing();
export const requestMonthTotalDirectory = staffing.view('request_month_total_directory', requestMonthTotalColumns()).existing();
export const requestDayTotalDirectory = staffing.view('request_day_total_directory', requestDayTotalColumns()).existing();

/** Every published view of staffing, for the test that holds them against the database. */
export const staffingViews = [
  requestDirectory,
  requestDateDirectory,
  daypartReasonUsage,
  workStateLineDirectory,
  daypartDayTotalDirectory,
  requestMonthTotalDirectory,
  requestDayTotalDirectory,
];
