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
  })
  .existing();
