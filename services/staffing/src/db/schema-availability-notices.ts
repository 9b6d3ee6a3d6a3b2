import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';
import type { AvailabilityChanges } from '../domain/mails/availability-change-mail';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The availability changes waiting to be mailed to a person's planners (ADR 0345): one unsent row
 * per person gathers what they changed, due email_grouping_minutes after their last change; the job
 * marks it sent in the transaction that writes the mails.
 */
export const availabilityChangeNotices = staffing
  .table(
    'availability_change_notices',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      personId: integer('person_id').notNull(),
      changes: jsonb('changes').$type<AvailabilityChanges>().notNull(),
      dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      /** when the job dealt with it: mailed, or left out (nothing left to tell, no planner holding the right) */
      sentAt: timestamp('sent_at', { withTimezone: true }),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('availability_change_notices_waiting')
        .on(t.poolId, t.personId)
        .where(sql`${t.sentAt} is null`),
      index('availability_change_notices_due')
        .on(t.dueAt)
        .where(sql`${t.sentAt} is null`),
      tenantIsolation('availability_change_notices'),
    ],
  )
  .enableRLS();
