import { OUTBOX_CHANNEL, OUTBOX_ENQUEUE_EVENT, outboxMessageSchema } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { insertOutboxMessage } from '../store/outbox';

/**
 * Stores every message other services enqueue on the bus (`enqueueMail`). A malformed message is
 * logged and dropped: it can never be delivered. `onStored` runs after each one is stored (the
 * sender delivers at once). Messages are stored one after the other in the order they arrive, so
 * two mails to one person (a code, then a confirmation) are delivered in the order they were sent.
 * Returns the unsubscribe function.
 */
export function startOutboxIntake(deps: ServiceDeps, onStored?: () => void): () => void {
  let stored: Promise<void> = Promise.resolve();
  return deps.bus.subscribe((event) => {
    if (event.channel !== OUTBOX_CHANNEL || event.event !== OUTBOX_ENQUEUE_EVENT) return;
    const parsed = outboxMessageSchema.safeParse(event.payload);
    if (!parsed.success) {
      deps.log.error({ issues: parsed.error.issues }, 'outbox message rejected');
      return;
    }
    const m = parsed.data;
    const store = (tx: Tx) =>
      insertOutboxMessage(tx, {
        poolId: m.pool_id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        bodyText: m.text,
        bodyHtml: m.html,
        secrets: Object.keys(m.secrets).length ? m.secrets : null,
        template: m.template,
        createdAt: deps.clock.now(),
      });
    // a pool's mail is written inside that pool; mail outside any pool only as the system (ADR 0017)
    stored = stored
      .then(() => (m.pool_id === null ? deps.db.withSystem(store) : deps.db.withPool(m.pool_id, store)))
      .then(() => onStored?.())
      .catch((err: unknown) => deps.log.error({ err }, 'outbox message not stored'));
  });
}
