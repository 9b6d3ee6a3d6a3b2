import { sql, type SQL } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf, type ServiceDeps, type Tx } from '@app/service-kit';

const LIVE_INVITATION = sql`('open', 'wait_for_deny', 'accepted')`;

/**
 * Staffing's part of a person merge (ADR 0099), in one transaction of the pool. Always: the
 * requests the other is absent on or preferred for, the dayparts planned with them and their
 * work-state lines (their approved/reviewed/processed/sent marks name profiles, which identity
 * moves). When ticked: availabilities (a mark the destination has on the same daypart wins; an
 * identical one of the other is dropped) and the offers (a live invitation the destination has
 * on the same request keeps the other's). Only rows still pointing at the other move, so a
 * replayed event moves nothing twice; what stays behind is counted as `*_left`, including a daypart
 * both were planned on after master data checked for that conflict.
 */
export async function applyStaffingMerge(deps: ServiceDeps, event: PersonMergedEvent): Promise<Record<string, number>> {
  const { pool_id: poolId, destination_id: to, other_id: from, other } = event;
  return deps.db.withPool(poolId, async (tx) => {
    const moved: Record<string, number> = {};
    const count = async (kind: string, query: SQL) => {
      const rows = await rowsOf<{ n: number }>(tx, sql`with m as (${query} returning 1) select count(*)::int as n from m`);
      moved[kind] = (moved[kind] ?? 0) + (rows[0]?.n ?? 0);
    };
    await count(
      'absences',
      sql`update staffing.requests set absentee_person_id = ${to} where pool_id = ${poolId} and absentee_person_id = ${from}`,
    );
    await count(
      'preferred_requests',
      sql`update staffing.requests set preferred_person_id = ${to} where pool_id = ${poolId} and preferred_person_id = ${from}`,
    );
    // a daypart the destination was planned on meanwhile (after master data's check) stays with the
    // other, counted as left, rather than giving one person two schools at once; its line stays too
    await count(
      'request_dates',
      sql`update staffing.request_dates d set person_id = ${to} where d.pool_id = ${poolId} and d.person_id = ${from}
        and not (d.state <> 'removed' and exists (select 1 from staffing.request_dates t
          join staffing.requests r on r.id = t.request_id and r.deleted_at is null
          where t.pool_id = d.pool_id and t.person_id = ${to} and t.date = d.date and t.daypart = d.daypart and t.state <> 'removed'))`,
    );
    await count(
      'work_state_lines',
      sql`update staffing.work_state_lines w set person_id = ${to} where w.pool_id = ${poolId} and w.person_id = ${from}
        and not exists (select 1 from staffing.request_dates d where d.pool_id = w.pool_id and d.id = w.request_date_id and d.person_id = ${from})`,
    );
    if (other.availabilities) await moveAvailabilities(tx, poolId, from, to, count);
    if (other.reservations)
      await count(
        'reservations',
        sql`update staffing.offers o set person_id = ${to} where o.pool_id = ${poolId} and o.person_id = ${from}
          and not (o.kind = 'invitation' and o.state in ${LIVE_INVITATION} and exists (select 1 from staffing.offers d
            where d.pool_id = o.pool_id and d.request_id = o.request_id and d.person_id = ${to}
              and d.kind = 'invitation' and d.state in ${LIVE_INVITATION}))`,
      );
    const [left] = await rowsOf<{ request_dates: number; availabilities: number; offers: number }>(
      tx,
      sql`select (select count(*)::int from staffing.request_dates where pool_id = ${poolId} and person_id = ${from}) as request_dates,
        (select count(*)::int from staffing.availabilities where pool_id = ${poolId} and person_id = ${from})
          + (select count(*)::int from staffing.availability_defaults where pool_id = ${poolId} and person_id = ${from}) as availabilities,
        (select count(*)::int from staffing.offers where pool_id = ${poolId} and person_id = ${from}) as offers`,
    );
    moved.request_dates_left = left?.request_dates ?? 0;
    if (other.availabilities) moved.availabilities_left = left?.availabilities ?? 0;
    if (other.reservations) moved.reservations_left = left?.offers ?? 0;
    return moved;
  });
}

async function moveAvailabilities(tx: Tx, poolId: number, from: number, to: number, count: (kind: string, q: SQL) => Promise<void>) {
  await count(
    'availabilities',
    sql`update staffing.availabilities s set person_id = ${to} where s.pool_id = ${poolId} and s.person_id = ${from}
      and not exists (select 1 from staffing.availabilities t where t.pool_id = s.pool_id and t.person_id = ${to}
        and t.date = s.date and t.daypart = s.daypart)`,
  );
  await tx.execute(sql`delete from staffing.availabilities s where s.pool_id = ${poolId} and s.person_id = ${from}
    and exists (select 1 from staffing.availabilities t where t.pool_id = s.pool_id and t.person_id = ${to}
      and t.date = s.date and t.daypart = s.daypart and t.state = s.state)`);
  await count(
    'availabilities',
    sql`update staffing.availability_defaults s set person_id = ${to} where s.pool_id = ${poolId} and s.person_id = ${from}
      and not exists (select 1 from staffing.availability_defaults t where t.pool_id = s.pool_id and t.person_id = ${to}
        and t.week_day = s.week_day and t.daypart = s.daypart)`,
  );
  await tx.execute(sql`delete from staffing.availability_defaults s where s.pool_id = ${poolId} and s.person_id = ${from}
    and exists (select 1 from staffing.availability_defaults t where t.pool_id = s.pool_id and t.person_id = ${to}
      and t.week_day = s.week_day and t.daypart = s.daypart and t.state = s.state)`);
}
