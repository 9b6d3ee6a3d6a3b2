import crypto from 'node:crypto';
import { outboxMessageSchema, type OutboxMessage } from '@app/contracts';
import type { AppConfig } from '../config';
import type { Tx } from '../db';
import type { OutboxTable } from './outbox-table';
import { sealMessageSecrets } from './sealed-secrets';

/**
 * Writes messages into the service's outbox inside the caller's transaction, so they exist exactly
 * when the change that causes them commits. Secrets are sealed before they are stored.
 */
export async function writeOutbox(
  tx: Tx,
  table: OutboxTable,
  config: Pick<AppConfig, 'OUTBOX_SECRET_KEY'>,
  messages: readonly OutboxMessage[],
  now: Date,
): Promise<void> {
  if (!messages.length) return;
  const rows = messages.map((input) => {
    const m = outboxMessageSchema.parse(input);
    return {
      poolId: m.pool_id,
      idempotencyKey: crypto.randomUUID(),
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      bodyText: m.text,
      bodyHtml: m.html,
      template: m.template,
      sealedSecrets: sealMessageSecrets(config, m.secrets),
      createdAt: now,
    };
  });
  await tx.insert(table).values(rows);
}
