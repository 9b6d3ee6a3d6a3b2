import { sql } from 'drizzle-orm';
import { index, integer, pgPolicy, text, timestamp, uniqueIndex, uuid, bigserial, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * A service's transactional outbox (ADR 0144): every message the service sends is a row here,
 * written in the transaction of the change that causes it, and relayed to notify until notify has
 * stored it. `sealed_secrets` holds the message's secrets (a link with a token, a code) sealed with
 * OUTBOX_SECRET_KEY, only until notify has them; the table has no API.
 */
export function outboxTable(schema: PgSchema) {
  return schema
    .table(
      'outbox',
      {
        id: bigserial('id', { mode: 'number' }).primaryKey(),
        /** null for a message outside any pool (a password reset) */
        poolId: integer('pool_id'),
        idempotencyKey: uuid('idempotency_key').notNull(),
        channel: text('channel', { enum: ['mail', 'sms', 'push'] }).notNull(),
        recipient: text('recipient').notNull(),
        subject: text('subject').notNull().default(''),
        bodyText: text('body_text').notNull(),
        bodyHtml: text('body_html'),
        template: text('template').notNull(),
        sealedSecrets: text('sealed_secrets'),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
        attempts: integer('attempts').notNull().default(0),
        nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
        relayedAt: timestamp('relayed_at', { withTimezone: true }),
      },
      (t) => [
        uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
        index('outbox_unrelayed')
          .on(t.nextAttemptAt, t.id)
          .where(sql`relayed_at is null`),
        // a pool's rows in its pool; a row of no pool (a password reset) in a transaction of no pool (withGlobal)
        pgPolicy('outbox_tenant_isolation', {
          as: 'permissive',
          for: 'all',
          to: 'public',
          using: sql`pool_id is not distinct from nullif(current_setting('app.pool_id', true), '')::int`,
          withCheck: sql`pool_id is not distinct from nullif(current_setting('app.pool_id', true), '')::int`,
        }),
      ],
    )
    .enableRLS();
}

export type OutboxTable = ReturnType<typeof outboxTable>;
export type OutboxRow = OutboxTable['$inferSelect'];
