import { openMessageSecrets, type ServiceDeps, type Tx } from '@app/service-kit';
import { PermanentDeliveryError } from '../domain/delivery-error';
import { nextAttemptAt } from '../domain/retry-policy';
import { lockNextDue, markAttemptFailed, markSent, type OutboxRow } from '../store/outbox';

export type OutboxChannel = OutboxRow['channel'];

/**
 * Delivers the due messages of one channel one at a time until none is due, and answers how many
 * it handled. Each message is locked for the length of its delivery; a failure schedules the next
 * attempt with backoff (domain/retry-policy), a PermanentDeliveryError or the last attempt marks
 * it failed with the reason. `send` gets the row's secrets, opened only here, and the system
 * transaction the row is locked in. Stops before
 * the next message once `active` answers false (the jobs are stopping).
 */
export async function deliverDue(
  deps: ServiceDeps,
  channel: OutboxChannel,
  send: (row: OutboxRow, secrets: Record<string, string>, tx: Tx) => Promise<void>,
  active: () => boolean = () => true,
): Promise<number> {
  let handled = 0;
  while (active()) {
    const done = await deps.db.withSystem(async (tx) => {
      const row = await lockNextDue(tx, channel, deps.clock.now());
      if (!row) return false;
      try {
        await send(row, openMessageSecrets(deps.config, row.sealedSecrets), tx);
        await markSent(tx, row.id, deps.clock.now());
      } catch (err) {
        const attempts = row.attempts + 1;
        const reason = err instanceof Error ? err.message : String(err);
        deps.log.warn({ id: row.id, channel, attempts, reason }, 'delivery failed');
        const retryAt = err instanceof PermanentDeliveryError ? null : nextAttemptAt(attempts, deps.clock.now());
        await markAttemptFailed(tx, row.id, attempts, retryAt, reason);
      }
      return true;
    });
    if (!done) return handled;
    handled += 1;
  }
  return handled;
}
