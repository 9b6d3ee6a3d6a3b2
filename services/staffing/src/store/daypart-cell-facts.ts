import { sql } from 'drizzle-orm';
import { requestStatus, type DaypartRef, type OfferState } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import {
  branchDetailDirectory,
  personDetailDirectory,
  reasonForAbsenceDirectory,
  vacationDirectory,
} from '@app/contracts/published-views/masterdata';
import { offers, requestDates, requests } from '../db/schema';
import { cellKey, type CellFacts } from '../domain/calendar/daypart-cell';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { effectiveAvailability } from '../domain/matching/availability-rule';
import { readDefaultWeeks, readMarks } from './availability';
import type { RequestRow } from './request-rows';
import { ancestorsOf } from './scope';

/**
 * What a request's daypart cells are worked out from (REQ-DATA-04/05), for its live dayparts: the
 * branch's vacations of every type over their dates, the request's offers, the absentee's work and
 * open reservations on other requests those days, and the planned persons' own unavailability.
 */
export async function daypartCellFacts(
  tx: Tx,
  poolId: number,
  row: RequestRow,
  dayparts: readonly { date: string; daypart: number; state: string; person_id: number | null }[],
  settings: { saturday_working_day: boolean; sunday_working_day: boolean },
  now: Date,
): Promise<CellFacts> {
  const dates = dayparts.map((d) => d.date).sort();
  const from = dates[0] ?? dateInAmsterdam(now);
  const to = dates.at(-1) ?? from;
  const absentee = row.absenteePersonId;

  const [reason] = await rowsOf<{ id: number; description: string }>(
    tx,
    sql`select id, description from ${reasonForAbsenceDirectory} where pool_id = ${poolId} and id = ${row.reasonForAbsenceId}`,
  );
  const vacations = await rowsOf<{ name: string; type: string; start_date: string; end_date: string; plannable: boolean }>(
    tx,
    sql`select v.name, v.type, to_char(v.start_date, 'YYYY-MM-DD') as start_date, to_char(v.end_date, 'YYYY-MM-DD') as end_date, v.plannable
        from ${vacationDirectory} v, ${branchDetailDirectory} b
        where v.pool_id = ${poolId} and b.pool_id = ${poolId} and b.id = ${row.branchId} and not v.archived
          and v.start_date <= ${to} and v.end_date >= ${from}
          and (cardinality(v.branch_ids) = 0 and v.region is not distinct from b.region
            or v.branch_ids && array(select id from ${ancestorsOf(poolId, row.branchId)} a))
        order by v.start_date`,
  );
  const offered = await rowsOf<{ state: OfferState; expires_at: Date | string; dayparts: DaypartRef[] }>(
    tx,
    sql`select state, expires_at, dayparts from ${offers} where pool_id = ${poolId} and request_id = ${row.id} order by created_at, id`,
  );

  const absenteeWork = new Map<string, { requestId: number; absenteeFullName: string; branchName: string }>();
  const absenteeReservations = new Map<string, { requestId: number; branchName: string }>();
  if (absentee !== null && dates.length) {
    const work = await rowsOf<{ date: string; daypart: number; number: number; absentee_name: string | null; branch_name: string | null }>(
      tx,
      sql`select to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, r.number, p.full_name as absentee_name, b.name as branch_name
          from ${requestDates} d join ${requests} r on r.id = d.request_id
          left join ${personDetailDirectory} p on p.pool_id = ${poolId} and p.id = r.absentee_person_id
          left join ${branchDetailDirectory} b on b.pool_id = ${poolId} and b.id = r.branch_id
          where d.pool_id = ${poolId} and d.person_id = ${absentee} and d.state = 'planned' and r.id <> ${row.id}
            and r.deleted_at is null and d.date between ${from} and ${to}
          order by r.number`,
    );
    for (const w of work)
      if (!absenteeWork.has(cellKey(w.date, w.daypart)))
        absenteeWork.set(cellKey(w.date, w.daypart), {
          requestId: w.number,
          absenteeFullName: w.absentee_name ?? '',
          branchName: w.branch_name ?? '',
        });
    const reserved = await rowsOf<{ date: string; daypart: number; number: number; branch_name: string | null }>(
      tx,
      sql`select x.date, x.daypart, r.number, b.name as branch_name
          from ${offers} o join ${requests} r on r.id = o.request_id
          cross join lateral jsonb_to_recordset(o.dayparts) as x(date text, daypart int)
          left join ${branchDetailDirectory} b on b.pool_id = ${poolId} and b.id = r.branch_id
          where o.pool_id = ${poolId} and o.person_id = ${absentee} and o.kind = 'reservation' and o.state = 'open'
            and o.expires_at > ${now} and r.id <> ${row.id} and r.deleted_at is null and x.date between ${from} and ${to}
          order by r.number`,
    );
    for (const r of reserved)
      if (!absenteeReservations.has(cellKey(r.date, r.daypart)))
        absenteeReservations.set(cellKey(r.date, r.daypart), { requestId: r.number, branchName: r.branch_name ?? '' });
  }

  // the planned persons' own word (a mark, or their default week), not the working week's weekend
  const planned = dayparts.filter((d) => d.state === 'planned' && d.person_id !== null);
  const unavailable = new Set<string>();
  const absented = new Set<string>();
  if (planned.length) {
    const persons = [...new Set(planned.map((d) => d.person_id!))];
    const marks = await readMarks(tx, poolId, persons, from, to);
    const weeks = await readDefaultWeeks(tx, poolId, persons);
    for (const d of planned) {
      const key = cellKey(d.date, d.daypart);
      const { state, source } = effectiveAvailability(d.date, d.daypart, marks.get(d.person_id!)?.get(key), weeks.get(d.person_id!));
      if (source !== 'week' && state !== 'available') unavailable.add(key);
      if (source !== 'week' && state === 'absent') absented.add(key);
    }
  }

  return {
    now,
    request: {
      number: row.number,
      hasAbsentee: absentee !== null,
      status: requestStatus(
        { dayparts_count: row.daypartsCount, open_dayparts: row.openDayparts, first_open_date: row.firstOpenDate },
        dateInAmsterdam(now),
      ),
      reason: reason ?? null,
    },
    workingWeekend: { saturday: settings.saturday_working_day, sunday: settings.sunday_working_day },
    vacations,
    offers: offered.map((o) => ({ state: o.state, expiresAt: new Date(o.expires_at), dayparts: o.dayparts })),
    absenteeWork,
    absenteeReservations,
    unavailable,
    absented,
  };
}
