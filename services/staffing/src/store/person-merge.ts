import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { mergeChanges, type RequestChanges } from '../domain/mails/request-change-mail';

const LIVE_INVITATION = sql`('open', 'wait_for_deny', 'accepted')`;

/** Who moves in a person merge: the pool, the merged-away person and the one who stays. */
export interface MergePair {
  poolId: number;
  from: number;
  to: number;
}

/** Runs an update and answers how many rows it moved. */
async function moved(tx: Tx, update: SQL): Promise<number> {
  const rows = await rowsOf<{ n: number }>(tx, sql`with m as (${update} returning 1) select count(*)::int as n from m`);
  return rows[0]?.n ?? 0;
}

/** The requests the other is absent on now name the destination. */
export const moveAbsences = (tx: Tx, { poolId, from, to }: MergePair) =>
  moved(tx, sql`update staffing.requests set absentee_person_id = ${to} where pool_id = ${poolId} and absentee_person_id = ${from}`);

/** The requests the other is preferred for now prefer the destination. */
export const movePreferredRequests = (tx: Tx, { poolId, from, to }: MergePair) =>
  moved(tx, sql`update staffing.requests set preferred_person_id = ${to} where pool_id = ${poolId} and preferred_person_id = ${from}`);

/**
 * The dayparts planned with the other; one the destination was planned on meanwhile (after master
 * data's check) stays with the other, rather than giving one person two schools at once.
 */
export const moveRequestDates = (tx: Tx, { poolId, from, to }: MergePair) =>
  moved(
    tx,
    sql`update staffing.request_dates d set person_id = ${to} where d.pool_id = ${poolId} and d.person_id = ${from}
      and not (d.state <> 'removed' and exists (select 1 from staffing.request_dates t
        join staffing.requests r on r.id = t.request_id and r.deleted_at is null
        where t.pool_id = d.pool_id and t.person_id = ${to} and t.date = d.date and t.daypart = d.daypart and t.state <> 'removed'))`,
  );

/** The work-state lines of the other, except those of a daypart that stayed with the other. */
export const moveWorkStateLines = (tx: Tx, { poolId, from, to }: MergePair) =>
  moved(
    tx,
    sql`update staffing.work_state_lines w set person_id = ${to} where w.pool_id = ${poolId} and w.person_id = ${from}
      and not exists (select 1 from staffing.request_dates d where d.pool_id = w.pool_id and d.id = w.request_date_id and d.person_id = ${from})`,
  );

/**
 * The other's availability marks and default week: a mark the destination has on the same
 * daypart wins (the other's stays behind), an identical one of the other is dropped.
 */
export async function moveAvailabilities(tx: Tx, { poolId, from, to }: MergePair): Promise<number> {
  const marks = await moved(
    tx,
    sql`update staffing.availabilities s set person_id = ${to} where s.pool_id = ${poolId} and s.person_id = ${from}
      and not exists (select 1 from staffing.availabilities t where t.pool_id = s.pool_id and t.person_id = ${to}
        and t.date = s.date and t.daypart = s.daypart)`,
  );
  await tx.execute(sql`delete from staffing.availabilities s where s.pool_id = ${poolId} and s.person_id = ${from}
    and exists (select 1 from staffing.availabilities t where t.pool_id = s.pool_id and t.person_id = ${to}
      and t.date = s.date and t.daypart = s.daypart and t.state = s.state)`);
  const defaults = await moved(
    tx,
    sql`update staffing.availability_defaults s set person_id = ${to} where s.pool_id = ${poolId} and s.person_id = ${from}
      and not exists (select 1 from staffing.availability_defaults t where t.pool_id = s.pool_id and t.person_id = ${to}
        and t.week_day = s.week_day and t.daypart = s.daypart)`,
  );
  await tx.execute(sql`delete from staffing.availability_defaults s where s.pool_id = ${poolId} and s.person_id = ${from}
    and exists (select 1 from staffing.availability_defaults t where t.pool_id = s.pool_id and t.person_id = ${to}
      and t.week_day = s.week_day and t.daypart = s.daypart and t.state = s.state)`);
  return marks + defaults;
}

/** The other's offers, except a live invitation where the destination has one on the same request. */
export const moveOffers = (tx: Tx, { poolId, from, to }: MergePair) =>
  moved(
    tx,
    sql`update staffing.offers o set person_id = ${to} where o.pool_id = ${poolId} and o.person_id = ${from}
      and not (o.kind = 'invitation' and o.state in ${LIVE_INVITATION} and exists (select 1 from staffing.offers d
        where d.pool_id = o.pool_id and d.request_id = o.request_id and d.person_id = ${to}
          and d.kind = 'invitation' and d.state in ${LIVE_INVITATION}))`,
  );

/**
 * The other's request-changed notices (ADR 0323): one still waiting where the destination has one
 * waiting for the same request and audience is folded into it (the earlier changes first) and
 * dropped, so the person gets one mail of the request, at their own address; the rest move.
 */
export async function moveChangeNotices(tx: Tx, { poolId, from, to }: MergePair): Promise<number> {
  const pairs = await rowsOf<{ other_id: number; kept_id: number; other_first: boolean; other: RequestChanges; kept: RequestChanges }>(
    tx,
    sql`select o.id as other_id, k.id as kept_id, o.created_at <= k.created_at as other_first, o.changes as other, k.changes as kept
      from staffing.request_change_notices o join staffing.request_change_notices k
        on k.pool_id = o.pool_id and k.audience = o.audience and k.request_id = o.request_id and k.person_id = ${to} and k.sent_at is null
      where o.pool_id = ${poolId} and o.person_id = ${from} and o.sent_at is null
      for update of o, k`,
  );
  for (const { other_id, kept_id, other_first, other, kept } of pairs) {
    const changes = other_first ? mergeChanges(other, kept) : mergeChanges(kept, other);
    await tx.execute(sql`update staffing.request_change_notices set changes = ${JSON.stringify(changes)}::jsonb
      where pool_id = ${poolId} and id = ${kept_id}`);
    await tx.execute(sql`delete from staffing.request_change_notices where pool_id = ${poolId} and id = ${other_id}`);
  }
  const rest = await moved(
    tx,
    sql`update staffing.request_change_notices set person_id = ${to} where pool_id = ${poolId} and person_id = ${from}`,
  );
  return pairs.length + rest;
}

/** What still names the other after the moves: dayparts, availability marks (and defaults), offers. */
export async function rowsLeftOf(tx: Tx, { poolId, from }: MergePair) {
  const [left] = await rowsOf<{ request_dates: number; availabilities: number; offers: number }>(
    tx,
    sql`select (select count(*)::int from staffing.request_dates where pool_id = ${poolId} and person_id = ${from}) as request_dates,
      (select count(*)::int from staffing.availabilities where pool_id = ${poolId} and person_id = ${from})
        + (select count(*)::int from staffing.availability_defaults where pool_id = ${poolId} and person_id = ${from}) as availabilities,
      (select count(*)::int from staffing.offers where pool_id = ${poolId} and person_id = ${from}) as offers`,
  );
  return { requestDates: left?.request_dates ?? 0, availabilities: left?.availabilities ?? 0, offers: left?.offers ?? 0 };
}
