import { date, integer, pgSchema, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { DaypartState } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * How many live dayparts of live requests each pool holds per date, daypart, branch and state
 * (ADR 0097): the general calendar reads these instead of
 * scanning a school year of request_dates. Kept by triggers on request_dates and requests
 * (migration 0006), in the same transaction as the write, so it is never behind.
 */
export const calendarCounts = staffing
  .table(
    'calendar_counts',
    {
      poolId: poolIdColumn(),
      date: date('date', { mode: 'string' }).notNull(),
      daypart: smallint('daypart').notNull(),
      branchId: integer('branch_id').notNull(),
      state: text('state').$type<Exclude<DaypartState, 'removed'>>().notNull(),
      n: integer('n').notNull(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.date, t.daypart, t.branchId, t.state] }), tenantIsolation('calendar_counts')],
  )
  .enableRLS();
