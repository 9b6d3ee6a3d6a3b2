import { and, asc, inArray, isNull, lte, or } from 'drizzle-orm';
import { OUTBOX_CHANNEL, OUTBOX_RELAY_EVENT, OUTBOX_STORED_EVENT, outboxStoredSchema, type OutboxRelay } from '@app/contracts';
import type { ServiceDeps } from '../service';
import type { OutboxRow, OutboxTable } from './outbox-table';

/** how many messages one relay event carries */
const BATCH = 200;
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/** When to hand a message over again if notify has not answered that it stored it. */
export const relayRetryAt = (attempts: number, now: Date): Date =>
  new Date(now.getTime() + Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1)));

const toRelayed = (r: OutboxRow): OutboxRelay['messages'][number] => ({
  key: r.idempotencyKey,
  pool_id: r.poolId,
  channel: r.channel,
  recipient: r.recipient,
  subject: r.subject,
  text: r.bodyText,
  html: r.bodyHtml,
  template: r.template,
  sealed_secrets: r.sealedSecrets,
});

/**
 * The relay of one service's outbox (ADR 0144): every OUTBOX_RELAY_MS it takes the messages that are
 * due, schedules their next attempt and publishes them to notify; notify's answer (the keys it
 * stored) marks them relayed and wipes their secrets. Until that answer a message is handed over
 * again with backoff, so a message survives notify, the broker or this process being down: at
 * least once, and notify stores each key once. It spans every pool, so it runs as the system
 * (ADR 0017 lists it). Returns the stop function, which resolves once the round in flight has ended.
 */
export function startOutboxRelay(deps: ServiceDeps, source: string, table: OutboxTable): () => Promise<void> {
  let stopped = false;

  const takeDue = () =>
    deps.db.withSystem(async (tx) => {
      const now = deps.clock.now();
      const rows = await tx
        .select()
        .from(table)
        .where(and(isNull(table.relayedAt), or(isNull(table.nextAttemptAt), lte(table.nextAttemptAt, now))))
        .orderBy(asc(table.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const attempts of new Set(rows.map((r) => r.attempts + 1))) {
        const ids = rows.filter((r) => r.attempts + 1 === attempts).map((r) => r.id);
        await tx
          .update(table)
          .set({ attempts, nextAttemptAt: relayRetryAt(attempts, now) })
          .where(inArray(table.id, ids));
      }
      return rows;
    });

  const relayDue = async () => {
    // without a broker connection nothing is taken: the rows keep their attempt and are due the
    // moment it is back, instead of waiting out a backoff that the outage ran up (ADR 0180)
    while (!stopped && deps.bus.connected()) {
      const rows = await takeDue();
      if (rows.length) {
        const relay: OutboxRelay = { source, messages: rows.map(toRelayed) };
        await deps.bus.publish({ channel: OUTBOX_CHANNEL, event: OUTBOX_RELAY_EVENT, author: null, payload: relay });
      }
      if (rows.length < BATCH) return;
    }
  };

  let running: Promise<void> | null = null;
  const round = () => {
    if (stopped || running) return;
    running = relayDue()
      // the rows wait for their next attempt: a broker or database outage only delays them
      .catch((err: unknown) => deps.log.warn({ err, source }, 'outbox relay round failed'))
      .finally(() => (running = null));
  };

  const markStored = (keys: string[]) =>
    deps.db
      .withSystem((tx) =>
        tx
          .update(table)
          .set({ relayedAt: deps.clock.now(), sealedSecrets: null, nextAttemptAt: null })
          .where(and(inArray(table.idempotencyKey, keys), isNull(table.relayedAt))),
      )
      .catch((err: unknown) => deps.log.warn({ err, source }, 'outbox answer not recorded; the messages are relayed again'));

  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.channel !== OUTBOX_CHANNEL || event.event !== OUTBOX_STORED_EVENT) return;
    const parsed = outboxStoredSchema.safeParse(event.payload);
    if (parsed.success && parsed.data.source === source) void markStored(parsed.data.keys);
  });
  const timer = setInterval(round, deps.config.OUTBOX_RELAY_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
