import type { GaugeSpec, ServiceDeps } from '@app/service-kit';
import { outboxBacklog } from '../store/outbox';

/**
 * What Prometheus reads of the outbox at every scrape: how many messages wait to be sent, and the
 * sender's lag, how long the oldest message that is due has waited past its time (0 when none is
 * due). Both span every pool, so they are read as the system (ADR 0017 lists it), in one query.
 */
export function outboxGauges(deps: ServiceDeps): GaugeSpec[] {
  let pending: Promise<{ backlog: number; lag: number }> | null = null;
  // both gauges of one scrape share one query
  const read = () =>
    (pending ??= deps.db.withSystem((tx) => outboxBacklog(tx, deps.clock.now())).finally(() => setTimeout(() => (pending = null), 0)));
  return [
    {
      name: 'outbox_backlog',
      help: 'Messages in the outbox not sent yet (queued, also those waiting for a retry)',
      read: async () => (await read()).backlog,
    },
    {
      name: 'job_lag_seconds',
      help: 'How long the oldest due work of a background job has waited past its time',
      labels: { job: 'outbox-sender' },
      read: async () => (await read()).lag,
    },
  ];
}
