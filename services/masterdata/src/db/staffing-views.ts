import { date, integer, pgSchema } from 'drizzle-orm/pg-core';

/**
 * The views staffing publishes that master data reads (its contract): whether a person, period or
 * reason for dayparts is in use by requests. Declared here, not imported from staffing;
 * `.existing()` keeps them out of master data's migrations.
 */
const staffing = pgSchema('staffing');

export const requestDirectory = staffing
  .view('request_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    periodId: integer('period_id').notNull(),
    absenteePersonId: integer('absentee_person_id'),
    preferredPersonId: integer('preferred_person_id'),
    reasonForAbsenceId: integer('reason_for_absence_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
  })
  .existing();

export const requestDateDirectory = staffing
  .view('request_date_directory', {
    id: integer('id').notNull(),
    poolId: integer('pool_id').notNull(),
    requestId: integer('request_id').notNull(),
    personId: integer('person_id'),
  })
  .existing();

export const daypartReasonUsage = staffing
  .view('daypart_reason_usage', { poolId: integer('pool_id').notNull(), reasonId: integer('reason_id').notNull() })
  .existing();
