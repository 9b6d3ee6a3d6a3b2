import { sql } from 'drizzle-orm';
import { rowsOf, type GaugeSpec, type ServiceDeps } from '@app/service-kit';

/**
 * What Prometheus reads of the outbox at every scrape: how many messages wait to be sent, and the
 * sender's lag, how long the oldest message that is due has waited past its time (0 when none is
 * due). Both span every pool, so they are read as the system (ADR 0017 lists it), one indexed query.
 */
export function outboxGauges(deps: ServiceDeps): GaugeSpec[] {
  let pending: Promise<{ backlog: number; lag: number }> | null = null;
  // both gauges of one scrape share one query
  const read = () => {
    const now = deps.clock.now().toISOString();
    return (pending ??= deps.db
      .withSystem((tx) =>
        rowsOf<{ backlog: string | number; lag: string | number | null }>(
          tx,
          sql`select count(*) as backlog,
                extract(epoch from ${now}::timestamptz - min(coalesce(next_attempt_at, created_at))
                  filter (where coalesce(next_attempt_at, created_at) <= ${now}::timestamptz)) as lag
              from notify.outbox where status = 'queued'`,
        ),
      )
      .then(([row]) => ({ backlog: Number(row?.backlog ?? 0), lag: Math.max(0, Number(row?.lag ?? 0)) }))
      .finally(() => setTimeout(() => (pending = null), 0)));
  };
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
