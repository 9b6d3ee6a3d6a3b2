import crypto from 'node:crypto';
import { OUTBOX_CHANNEL, OUTBOX_RELAY_EVENT, outboxMessageSchema, type OutboxMessage, type OutboxRelay } from '@app/contracts';
import { sealMessageSecrets } from '../outbox/sealed-secrets';
import type { ServiceDeps } from '../service';

/**
 * Hands messages to notify as a service's outbox relay does (ADR 0144), for notify's own tests:
 * each with a fresh idempotency key (or the given one, to relay a message again), secrets sealed.
 * Answers the keys.
 */
export async function relayToNotify(
  deps: Pick<ServiceDeps, 'bus' | 'config'>,
  messages: readonly (OutboxMessage & { key?: string })[],
  source = 'test',
): Promise<string[]> {
  const relay: OutboxRelay = {
    source,
    messages: messages.map(({ key, ...input }) => {
      const { secrets, ...m } = outboxMessageSchema.parse(input);
      return { ...m, key: key ?? crypto.randomUUID(), sealed_secrets: sealMessageSecrets(deps.config, secrets) };
    }),
  };
  await deps.bus.publish({ channel: OUTBOX_CHANNEL, event: OUTBOX_RELAY_EVENT, author: null, payload: relay });
  return relay.messages.map((m) => m.key);
}
