import { sql } from 'drizzle-orm';
import type { DaypartNumber, UpcomingWorkItem } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { branchDetailDirectory, scheduleDirectory } from '@app/contracts/published-views/masterdata';
import { requestDates, requests } from '../db/schema';

interface UpcomingRow {
  date: string;
  daypart: number;
  request_number: number;
  branch_id: number;
  branch: string;
  city: string | null;
  address: string | null;
  schedule: string;
}

/**
 * One person's planned dayparts from `from` through `to` (dates `YYYY-MM-DD`), soonest first: the
 * work a substitute has ahead, wherever it is in the pool (docs/dashboard.md 'Upcoming work').
 */
export async function upcomingWork(tx: Tx, poolId: number, personId: number, from: string, to: string): Promise<UpcomingWorkItem[]> {
  const rows = await rowsOf<UpcomingRow>(
    tx,
    sql`select ${requestDates.date}::text as date, ${requestDates.daypart} as daypart,
        ${requests.number} as request_number,
        b.id as branch_id, b.name as branch, b.city as city,
        -- 'Kerkstraat 12, 3511 AB Utrecht', as much of it as is known
        nullif(concat_ws(', ', nullif(concat_ws(' ', b.street, b.number), ''), nullif(concat_ws(' ', b.postal_code, b.city), '')), '') as address,
        s.name as schedule
      from ${requestDates}
      join ${requests} on ${requests.id} = ${requestDates.requestId} and ${requests.poolId} = ${poolId}
      join ${branchDetailDirectory} b on b.id = ${requests.branchId} and b.pool_id = ${poolId}
      join ${scheduleDirectory} s on s.id = ${requests.scheduleId} and s.pool_id = ${poolId}
      where ${requestDates.poolId} = ${poolId} and ${requests.deletedAt} is null
        and ${requestDates.state} = 'planned' and ${requestDates.personId} = ${personId}
        and ${requestDates.date} between ${from} and ${to}
      order by 1, 2, 3`,
  );
  return rows.map((r) => ({
    date: r.date,
    daypart: r.daypart as DaypartNumber,
    request_number: r.request_number,
    branch: { id: r.branch_id, name: r.branch, city: r.city, address: r.address },
    schedule: r.schedule,
  }));
}
