import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSchema, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/** What a person said about a daypart (DOMAIN 'Matching' rule 2, spec 000 'Person planning states'). */
export type AvailabilityState = 'available' | 'unavailable' | 'absent';

/** The states a person's default week may hold: absence is about a day, never a habit. */
export type DefaultAvailabilityState = Exclude<AvailabilityState, 'absent'>;

/**
 * A person's availability on one date and daypart, as marked on the person-planning screen. A
 * daypart without a row takes the person's default week (`availability_defaults`), else the
 * working-week rule (docs/matching.md 'Availability'). Clearing a mark deletes its row.
 */
export const availabilities = staffing
  .table(
    'availabilities',
    {
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      date: date('date', { mode: 'string' }).notNull(),
      daypart: smallint('daypart').notNull(),
      state: text('state').$type<AvailabilityState>().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
      updatedByUsername: text('updated_by_username').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.personId, t.date, t.daypart] }),
      // matching reads every person's marks on a request's dates in one query
      index('availabilities_pool_date').on(t.poolId, t.date, t.daypart),
      check('availabilities_state', sql`${t.state} in ('available', 'unavailable', 'absent')`),
      check('availabilities_daypart', sql`${t.daypart} in (1, 2)`),
      tenantIsolation('availabilities'),
    ],
  )
  .enableRLS();

/**
 * A person's default week (the marked-day 'default' toggle): per ISO weekday (1 Monday .. 7 Sunday)
 * and daypart, available or unavailable, for every date without its own mark.
 */
export const availabilityDefaults = staffing
  .table(
    'availability_defaults',
    {
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      weekDay: smallint('week_day').notNull(),
      daypart: smallint('daypart').notNull(),
      state: text('state').$type<DefaultAvailabilityState>().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
      updatedByUsername: text('updated_by_username').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.personId, t.weekDay, t.daypart] }),
      check('availability_defaults_state', sql`${t.state} in ('available', 'unavailable')`),
      check('availability_defaults_slot', sql`${t.weekDay} between 1 and 7 and ${t.daypart} in (1, 2)`),
      tenantIsolation('availability_defaults'),
    ],
  )
  .enableRLS();
