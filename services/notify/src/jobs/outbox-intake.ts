import {
  OUTBOX_CHANNEL,
  OUTBOX_RELAY_EVENT,
  OUTBOX_STORED_EVENT,
  outboxRelaySchema,
  type OutboxRelay,
  type OutboxStored,
} from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { insertRelayedMessages } from '../store/outbox';

/**
 * Stores what the services' outbox relays hand over (ADR 0144) and answers each batch with the keys
 * it stored, new or stored before: a key is stored once however often it arrives, so the sender
 * sends it once. A malformed batch is logged and dropped (it can never be delivered). Batches are
 * stored one after the other in the order they arrive, so two mails to one person (a code, then a
 * confirmation) are delivered in the order they were written. `onStored` runs after each batch (the
 * sender delivers at once). Returns the unsubscribe function.
 */
export function startOutboxIntake(deps: ServiceDeps, onStored?: () => void): () => void {
  let stored: Promise<void> = Promise.resolve();
  const store = async (relay: OutboxRelay) => {
    const now = deps.clock.now();
    const pools = new Map<number | null, OutboxRelay['messages']>();
    for (const m of relay.messages) pools.set(m.pool_id, [...(pools.get(m.pool_id) ?? []), m]);
    for (const [poolId, messages] of pools) {
      const write = (tx: Tx) => insertRelayedMessages(tx, messages, now);
      // a pool's mail is written inside that pool; mail outside any pool only as the system (ADR 0017)
      await (poolId === null ? deps.db.withSystem(write) : deps.db.withPool(poolId, write));
    }
    const answer: OutboxStored = { source: relay.source, keys: relay.messages.map((m) => m.key) };
    onStored?.();
    await deps.bus.publish({ channel: OUTBOX_CHANNEL, event: OUTBOX_STORED_EVENT, author: null, payload: answer });
  };
  return deps.bus.subscribe((event) => {
    if (event.channel !== OUTBOX_CHANNEL || event.event !== OUTBOX_RELAY_EVENT) return;
    const parsed = outboxRelaySchema.safeParse(event.payload);
    if (!parsed.success) {
      deps.log.error({ issues: parsed.error.issues }, 'relayed messages rejected');
      return;
    }
    // unanswered, the relay hands the batch over again
    stored = stored.then(() => store(parsed.data)).catch((err: unknown) => deps.log.warn({ err }, 'relayed messages not stored'));
  });
}
