import { sql, type SQL } from 'drizzle-orm';
import {
  branchAddressLines,
  offerDuration,
  showsBranchPhone,
  type DaypartRef,
  type OfferKind,
  type OfferSegment,
  type OfferState,
  type OfferView,
} from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import {
  branchDetailDirectory,
  personDetailDirectory,
  scheduleDirectory,
  weekScheduleSegmentDirectory,
} from '@app/contracts/published-views/masterdata';
import { offers, requests } from '../db/schema';
import { stateAt } from '../domain/offers/offer-states';
import { readRequestSettings } from './masterdata-reads';

interface ViewRow {
  id: number;
  kind: OfferKind;
  state: OfferState;
  request_number: number;
  start_date: string | null;
  dayparts: DaypartRef[];
  branch_name: string | null;
  city: string | null;
  street: string | null;
  number: string | null;
  postal_code: string | null;
  phone: string | null;
  branch_id: number;
  segments: OfferSegment[];
  person_id: number;
  person_name: string | null;
  schedule_name: string | null;
  message: string | null;
  remark: string | null;
  expires_at: Date | string;
  created_at: Date | string;
  total: number;
}

/**
 * Offers as their lists, the public page and the inbox show them (INV-RULE-05), with the names from
 * master data's views: the offers `o` that `where` picks, in `order`, optionally one page. An open
 * offer past its expiration shows as expired (`stateAt`) before the job has marked it.
 */
export async function offerViews(
  tx: Tx,
  poolId: number,
  now: Date,
  query: { where: SQL; order?: SQL; limit?: SQL },
): Promise<{ rows: OfferView[]; total: number }> {
  const rows = await rowsOf<ViewRow>(
    tx,
    sql`select o.id, o.kind, o.state, r.number as request_number, to_char(r.period_start, 'YYYY-MM-DD') as start_date, o.dayparts,
        b.name as branch_name, b.city, b.street, b.number, b.postal_code, b.phone, r.branch_id, o.person_id,
        coalesce((select json_agg(json_build_object('week_day', g.week_day, 'daypart', g.daypart, 'start_work_time', g.start_work_time,
            'end_work_time', g.end_work_time, 'extra_time', g.extra_time) order by g.week_day, g.daypart)
          from ${weekScheduleSegmentDirectory} g where g.pool_id = ${poolId} and g.week_schedule_id = s.week_schedule_id), '[]') as segments, p.full_name as person_name, s.name as schedule_name,
        o.message, o.remark, o.expires_at, o.created_at, count(*) over ()::int as total
      from ${offers} o
      join ${requests} r on r.id = o.request_id
      left join ${branchDetailDirectory} b on b.pool_id = ${poolId} and b.id = r.branch_id
      left join ${personDetailDirectory} p on p.pool_id = ${poolId} and p.id = o.person_id
      left join ${scheduleDirectory} s on s.pool_id = ${poolId} and s.id = r.schedule_id
      where o.pool_id = ${poolId} and ${query.where}
      order by ${query.order ?? sql`o.id`} ${query.limit ?? sql``}`,
  );
  // MD-SET-08: the branch's contact_details_shown (its own, an ancestor's or the pool's) decides the phone
  const shown = new Map<number, boolean>();
  for (const branchId of new Set(rows.map((r) => r.branch_id)))
    shown.set(branchId, showsBranchPhone((await readRequestSettings(tx, poolId, branchId)).contact_details_shown));
  return { rows: rows.map((row) => toView(row, now, shown.get(row.branch_id) ?? true)), total: rows[0]?.total ?? 0 };
}

function toView(row: ViewRow, now: Date, showPhone: boolean): OfferView {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    kind: row.kind,
    state: stateAt({ state: row.state, expiresAt }, now),
    request: { id: row.request_number, start_date: row.start_date },
    request_dates: row.dayparts,
    // master data keeps a branch's address as street, number, postal code and city: the lines are made of them
    branch: {
      name: row.branch_name ?? '',
      ...branchAddressLines(row),
      address_street: row.street,
      address_number: row.number,
      postal_code: row.postal_code,
      city: row.city,
    },
    person: { id: row.person_id, full_name: row.person_name ?? '' },
    schedule: { name: row.schedule_name ?? '' },
    week_schedule: { segments: row.segments },
    duration: offerDuration(row.segments, row.dayparts),
    message: row.message,
    remark: row.remark,
    expiration_date: expiresAt.toISOString(),
    phone: (showPhone && row.phone) || null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One offer's view by id (in the caller's pool). */
export async function offerView(tx: Tx, poolId: number, now: Date, id: number): Promise<OfferView | null> {
  return (await offerViews(tx, poolId, now, { where: sql`o.id = ${id}` })).rows[0] ?? null;
}

/** The offers' views by id (in the caller's pool), in id order. */
export async function offerViewsByIds(tx: Tx, poolId: number, now: Date, ids: readonly number[]): Promise<OfferView[]> {
  const where = sql`o.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  return (await offerViews(tx, poolId, now, { where })).rows;
}
