import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';
import type { NoticeAudience, RequestChanges } from '../domain/mails/request-change-mail';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The request-changed notices waiting to be mailed (docs/requests.md 'Told of a change', ADR 0323):
 * one unsent row per audience, person and request gathers the changes, due
 * `request_change_notification_delay` minutes after the request's last change; the job marks it sent
 * in the transaction that writes the mail. The audience is whom the mail is for: a person planned on
 * the request or offered it, or a planner of its branch (ADR 0337).
 */
export const requestChangeNotices = staffing
  .table(
    'request_change_notices',
    {
      id: serial('id').notNull(),
      poolId: poolIdColumn(),
      audience: text('audience').$type<NoticeAudience>().notNull().default('person'),
      personId: integer('person_id').notNull(),
      requestId: integer('request_id').notNull(),
      changes: jsonb('changes').$type<RequestChanges>().notNull(),
      dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      /** when the job dealt with it: mailed, or left out by the mailing right or the person's mail settings */
      sentAt: timestamp('sent_at', { withTimezone: true }),
    },
    (t) => [
      // pool_id leads the key, so the table distributes by pool (ADR 0038)
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('request_change_notices_waiting')
        .on(t.poolId, t.audience, t.personId, t.requestId)
        .where(sql`${t.sentAt} is null`),
      index('request_change_notices_due')
        .on(t.dueAt)
        .where(sql`${t.sentAt} is null`),
      tenantIsolation('request_change_notices'),
    ],
  )
  .enableRLS();
