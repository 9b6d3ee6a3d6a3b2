import type { OutboxItem } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { listOutbox, toOutboxItem, type OutboxFilter } from '../store/outbox';

/** One page of the pool's mail and text messages, newest first, secrets hidden; with the total. */
export async function outboxPage(deps: ServiceDeps, filter: OutboxFilter): Promise<{ items: OutboxItem[]; total: number }> {
  const { rows, total } = await deps.db.withPool(filter.poolId, (tx) => listOutbox(tx, filter));
  return { items: rows.map(toOutboxItem), total };
}
