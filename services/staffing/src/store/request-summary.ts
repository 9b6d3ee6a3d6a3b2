import { sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { requestDates, requests } from '../db/schema';

/**
 * Recomputes what the request row keeps of its dayparts (counts, first open daypart, period) in the
 * caller's transaction, right after every daypart change, so the list never reads the dayparts
 * (docs/requests.md 'Status'). Open means still needing a substitute: open, invited or reserved.
 * One correlated aggregate per request, by its index on request_id, whatever the table statistics;
 * `changedAt` marks the requests changed then.
 */
export async function refreshRequestSummary(tx: Tx, requestIds: readonly number[], changedAt?: Date): Promise<void> {
  if (!requestIds.length) return;
  await tx.execute(sql`
    update ${requests} r set ${changedAt ? sql`updated_at = ${changedAt},` : sql``} (dayparts_count, open_dayparts, planned_dayparts, closed_dayparts,
      first_open_date, first_open_daypart, period_start, period_end) = (
      select
        count(*) filter (where d.state <> 'removed')::int,
        count(*) filter (where d.state in ('open', 'invited', 'reserved'))::int,
        count(*) filter (where d.state = 'planned')::int,
        count(*) filter (where d.state = 'closed')::int,
        min(d.date) filter (where d.state in ('open', 'invited', 'reserved')),
        (array_agg(d.daypart order by d.date, d.daypart) filter (where d.state in ('open', 'invited', 'reserved')))[1],
        min(d.date) filter (where d.state <> 'removed'),
        max(d.date) filter (where d.state <> 'removed')
      from ${requestDates} d where d.request_id = r.id)
    where r.id = any(${`{${requestIds.join(',')}}`}::int[])`);
}
