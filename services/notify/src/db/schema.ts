import { index, integer, pgSchema, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from '@app/service-kit/db';

/** The notify service's own schema. */
export const notify = pgSchema('notify');

export const outboxChannel = notify.enum('outbox_channel', ['mail', 'sms', 'push']);
export const outboxStatus = notify.enum('outbox_status', ['queued', 'sent', 'failed']);

/**
 * Every mail, text and push message, queued until the sender delivers it. Row-level security by
 * pool: a pool reads only its own mail. `pool_id` is null for mail outside any pool (a password reset
 * of an account), which only the system (intake and sender, ADR 0017) reaches. `idempotency_key` is
 * the key the sending service's outbox gave the message: stored once however often it is relayed
 * (ADR 0144). `sealed_secrets` (sealed with OUTBOX_SECRET_KEY) fill the placeholders of the body at
 * delivery and are wiped once it is sent: the outbox never shows them.
 */
export const outbox = notify
  .table(
    'outbox',
    {
      id: serial('id').primaryKey(),
      poolId: integer('pool_id'),
      channel: outboxChannel('channel').notNull(),
      recipient: text('recipient').notNull(),
      subject: text('subject').notNull().default(''),
      bodyText: text('body_text').notNull(),
      bodyHtml: text('body_html'),
      idempotencyKey: uuid('idempotency_key'),
      sealedSecrets: text('sealed_secrets'),
      template: text('template').notNull(),
      status: outboxStatus('status').notNull().default('queued'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
      lastError: text('last_error'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
    },
    (t) => [
      index('outbox_due').on(t.status, t.nextAttemptAt),
      index('outbox_recipient').on(t.recipient),
      index('outbox_pool_created').on(t.poolId, t.createdAt),
      uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
      tenantIsolation('outbox'),
    ],
  )
  .enableRLS();
