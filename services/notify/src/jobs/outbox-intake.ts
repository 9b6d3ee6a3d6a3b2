import { OUTBOX_CHANNEL, OUTBOX_ENQUEUE_EVENT, outboxMessageSchema } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { insertOutboxMessage } from '../store/outbox';

/**
 * Stores every message other services enqueue on the bus (`enqueueMail`). A malformed message is
 * logged and dropped: it can never be delivered. Returns the unsubscribe function.
 */
export function startOutboxIntake(deps: ServiceDeps): () => void {
  return deps.bus.subscribe((event) => {
    if (event.channel !== OUTBOX_CHANNEL || event.event !== OUTBOX_ENQUEUE_EVENT) return;
    const parsed = outboxMessageSchema.safeParse(event.payload);
    if (!parsed.success) {
      deps.log.error({ issues: parsed.error.issues }, 'outbox message rejected');
      return;
    }
    const m = parsed.data;
    deps.db
      .withSystem((tx) =>
        insertOutboxMessage(tx, {
          poolId: m.pool_id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          bodyText: m.text,
          bodyHtml: m.html,
          template: m.template,
          createdAt: deps.clock.now(),
        }),
      )
      .catch((err: unknown) => deps.log.error({ err }, 'outbox message not stored'));
  });
}
