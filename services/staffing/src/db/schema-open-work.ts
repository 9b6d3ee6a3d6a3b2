import { integer, pgSchema, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The substitutes who asked to be told when new open work fits them (docs/open-work.md 'Told when
 * work fits'): one row per person of the pool, staffing's own because the change that opens work
 * decides in its transaction whom to tell. `last_sent_at` keeps the quiet time between two pushes.
 */
export const openWorkAlerts = staffing
  .table(
    'open_work_alerts',
    {
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.personId] }), tenantIsolation('open_work_alerts')],
  )
  .enableRLS();
