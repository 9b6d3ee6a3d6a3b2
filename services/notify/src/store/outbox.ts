import { and, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { hideSecrets, type OutboxItem, type RelayedMessage } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** Stores relayed messages (run inside their pool); a key stored before is left as it is. */
export async function insertRelayedMessages(tx: Tx, messages: readonly RelayedMessage[], now: Date): Promise<void> {
  const rows: NewOutboxRow[] = messages.map((m) => ({
    poolId: m.pool_id,
    idempotencyKey: m.key,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    bodyText: m.text,
    bodyHtml: m.html,
    sealedSecrets: m.sealed_secrets,
    template: m.template,
    createdAt: now,
  }));
  await tx.insert(outbox).values(rows).onConflictDoNothing({ target: outbox.idempotencyKey });
}

export interface OutboxFilter {
  poolId: number;
  recipient?: string;
  page: number;
  perPage: number;
}

/** The pool's messages newest first (run inside the pool: RLS); `recipient` matches case-insensitively and exactly. */
export async function listOutbox(tx: Tx, f: OutboxFilter): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(outbox.poolId, f.poolId),
    f.recipient ? sql`lower(${outbox.recipient}) = ${f.recipient.toLowerCase()}` : undefined,
  );
  const rows = await tx
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  const [total] = await tx.select({ n: count() }).from(outbox).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Locks the oldest due message of a channel for delivery (run in a transaction); SKIP LOCKED lets several
 * senders work side by side without sending one message twice.
 */
export async function lockNextDue(tx: Tx, channel: OutboxRow['channel'], now: Date): Promise<OutboxRow | null> {
  const rows = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'queued'), eq(outbox.channel, channel), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
    .orderBy(outbox.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0] ?? null;
}

export async function markSent(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: at, attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: null, lastError: null, sealedSecrets: null })
    .where(eq(outbox.id, id));
}

/** A failed delivery: queued again at `retryAt`, or failed for good when it is null. */
export async function markAttemptFailed(tx: Tx, id: number, attempts: number, retryAt: Date | null, error: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: retryAt ? 'queued' : 'failed', attempts, nextAttemptAt: retryAt, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}

export const toOutboxItem = (r: OutboxRow): OutboxItem => ({
  id: r.id,
  pool_id: r.poolId,
  channel: r.channel,
  recipient: r.recipient,
  subject: r.subject,
  text: hideSecrets(r.bodyText),
  html: r.bodyHtml === null ? null : hideSecrets(r.bodyHtml),
  template: r.template,
  status: r.status,
  attempts: r.attempts,
  next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

/**
 * The outbox's backlog (queued messages, also those waiting for a retry) and the sender's lag in
 * seconds: how long the oldest due message has waited past its time (0 when none is due). It spans
 * every pool: its caller reads it as the system (ADR 0017 lists it), one indexed query.
 */
export async function outboxBacklog(tx: Tx, now: Date): Promise<{ backlog: number; lag: number }> {
  const at = now.toISOString();
  const [row] = await rowsOf<{ backlog: string | number; lag: string | number | null }>(
    tx,
    sql`select count(*) as backlog,
          extract(epoch from ${at}::timestamptz - min(coalesce(next_attempt_at, created_at))
            filter (where coalesce(next_attempt_at, created_at) <= ${at}::timestamptz)) as lag
        from notify.outbox where status = 'queued'`,
  );
  return { backlog: Number(row?.backlog ?? 0), lag: Math.max(0, Number(row?.lag ?? 0)) };
}
