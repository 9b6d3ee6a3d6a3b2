import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { TestDeps } from '@app/service-kit/testing';
import { insertRequest } from '../../reports/testing/reports-env';

/** A work-state line as a money-report test states it; the numbers are the test's hand-computed inputs. */
export interface FixtureLine {
  date: string;
  daypart: 1 | 2;
  person: number;
  wtf: number;
  hours: number;
  /** km there and back, and its euro */
  distance?: number;
  travel?: number;
  /** the loaning branch of a seconded substitute */
  secondmentBranch?: number;
  approved?: boolean;
  processed?: boolean;
}

/**
 * Writes a request with planned dayparts and their work-state lines straight into staffing's tables
 * (as the owner, like a seed), so a report test knows every figure by hand. Answers the request's number.
 */
export async function insertWorkStateLines(
  deps: TestDeps,
  poolId: number,
  request: { branch: number; reason?: number; absentee?: number },
  lines: readonly FixtureLine[],
): Promise<number> {
  const requestId = await insertRequest(deps, poolId, {
    ...request,
    dayparts: lines.map((l) => ({ date: l.date, daypart: l.daypart, state: 'planned' as const, person: l.person, wtf: l.wtf })),
  });
  return deps.db.withSystem(async (tx) => {
    const dates = await rowsOf<{ id: number; date: string; daypart: number }>(
      tx,
      sql`select id, to_char(date, 'YYYY-MM-DD') as date, daypart from staffing.request_dates where pool_id = ${poolId} and request_id = ${requestId}`,
    );
    for (const l of lines) {
      const dateId = dates.find((d) => d.date === l.date && Number(d.daypart) === l.daypart)!.id;
      const at = `${l.date}T18:00:00Z`;
      await tx.execute(sql`insert into staffing.work_state_lines (pool_id, request_id, request_date_id, person_id, branch_id, date, daypart,
          wtf, hours, distance_total, travel_cost, secondment_branch_id, approved_at, approved_by_name, processed_at, processed_by_name, created_at, updated_at)
        values (${poolId}, ${requestId}, ${dateId}, ${l.person}, ${request.branch}, ${l.date}, ${l.daypart}, ${l.wtf}, ${l.hours},
          ${l.distance ?? null}, ${l.travel ?? null}, ${l.secondmentBranch ?? null},
          ${l.approved === false ? null : at}, ${l.approved === false ? null : 'Fixture'},
          ${l.processed ? at : null}, ${l.processed ? 'Fixture' : null}, ${at}, ${at})
        on conflict (pool_id, request_date_id) do update set wtf = excluded.wtf, hours = excluded.hours, distance_total = excluded.distance_total,
          travel_cost = excluded.travel_cost, secondment_branch_id = excluded.secondment_branch_id, approved_at = excluded.approved_at,
          processed_at = excluded.processed_at`);
    }
    const [row] = await rowsOf<{ number: number }>(tx, sql`select number from staffing.requests where id = ${requestId}`);
    return Number(row!.number);
  });
}

/** Persons of a pool by full name (the demo's substitutes and teachers). */
export async function personsByName(deps: TestDeps, poolId: number): Promise<Record<string, number>> {
  const rows = await deps.db.withPool(poolId, (tx) =>
    rowsOf<{ id: number; name: string }>(tx, sql`select id, full_name as name from masterdata.person_detail_directory order by id`),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.id)]));
}
