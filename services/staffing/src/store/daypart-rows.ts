import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DaypartRef, DaypartState } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { requestDates, requests, type DaypartSegment } from '../db/schema';
import { daypartKey, type ExistingDaypart } from '../domain/dayparts/daypart-plan';

/** `(date, daypart) in (...)` for a list of dayparts. */
const amongDayparts = (refs: readonly DaypartRef[]): SQL =>
  sql`(${requestDates.date}, ${requestDates.daypart}) in (${sql.join(
    refs.map((r) => sql`(${r.date}::date, ${r.daypart}::smallint)`),
    sql`, `,
  )})`;

/** The request's dayparts among the asked ones (removed ones too), keyed by `date/daypart`. */
export async function existingDayparts(tx: Tx, requestId: number, refs: readonly DaypartRef[]): Promise<Map<string, ExistingDaypart>> {
  if (!refs.length) return new Map();
  const rows = await tx
    .select({
      id: requestDates.id,
      date: requestDates.date,
      daypart: requestDates.daypart,
      state: requestDates.state,
      personId: requestDates.personId,
    })
    .from(requestDates)
    .where(and(eq(requestDates.requestId, requestId), amongDayparts(refs)));
  return new Map(rows.map((r) => [daypartKey({ date: r.date, daypart: r.daypart as 1 | 2 }), r]));
}

/**
 * The asked dayparts on which the person is already reported absent on another live request
 * (DOMAIN: the same absentee may not have two requests on one date and daypart).
 */
export async function absentElsewhere(tx: Tx, poolId: number, personId: number, requestId: number | null, refs: readonly DaypartRef[]) {
  if (!refs.length) return [];
  return absences(tx, poolId, personId, requestId === null ? undefined : sql`${requests.id} <> ${requestId}`, amongDayparts(refs));
}

/**
 * The live dayparts a person is reported absent on (the absentee of a live request) from `from` on,
 * up to `to` (null: no end), with the branch of each request, by date and daypart.
 */
export async function absencesBetween(tx: Tx, poolId: number, personId: number, from: string, to: string | null) {
  return absences(
    tx,
    poolId,
    personId,
    sql`${requestDates.date} >= ${from}`,
    to === null ? undefined : sql`${requestDates.date} <= ${to}`,
  ).orderBy(requestDates.date, requestDates.daypart);
}

/** The live dayparts of the live requests a person is the absentee of, narrowed by `where`, with each request's branch. */
function absences(tx: Tx, poolId: number, personId: number, ...where: (SQL | undefined)[]) {
  return tx
    .select({ date: requestDates.date, daypart: requestDates.daypart, branchId: requests.branchId })
    .from(requestDates)
    .innerJoin(requests, eq(requests.id, requestDates.requestId))
    .where(
      and(
        eq(requestDates.poolId, poolId),
        eq(requests.absenteePersonId, personId),
        sql`${requests.deletedAt} is null`,
        sql`${requestDates.state} <> 'removed'`,
        ...where,
      ),
    )
    .$dynamic();
}

/**
 * Where a person cannot be planned on the asked dayparts (the plan rule, reused by matching in
 *): already planned on another live request then, or reported absent then.
 */
export async function personBusy(
  tx: Tx,
  poolId: number,
  personId: number,
  requestId: number,
  refs: readonly DaypartRef[],
): Promise<DaypartRef[]> {
  if (!refs.length) return [];
  const planned = await tx
    .select({ date: requestDates.date, daypart: requestDates.daypart })
    .from(requestDates)
    .innerJoin(requests, eq(requests.id, requestDates.requestId))
    .where(
      and(
        eq(requestDates.poolId, poolId),
        eq(requestDates.personId, personId),
        eq(requestDates.state, 'planned'),
        sql`${requests.deletedAt} is null`,
        sql`${requests.id} <> ${requestId}`,
        amongDayparts(refs),
      ),
    );
  const absent = await absentElsewhere(tx, poolId, personId, requestId, refs);
  const seen = new Set<string>();
  return [...planned, ...absent]
    .map((r) => ({ date: r.date, daypart: r.daypart as 1 | 2 }))
    .filter((r) => !seen.has(daypartKey(r)) && seen.add(daypartKey(r)))
    .sort((a, b) => daypartKey(a).localeCompare(daypartKey(b)));
}

/** A daypart to add: where, on which segment, in which plannable vacation. */
export interface NewDaypart extends DaypartRef {
  segment: DaypartSegment | null;
  vacation: string | null;
}

/**
 * Adds dayparts as open, in one statement: a daypart the request had and removed comes back (the
 * row is reused, so the request keeps one row per date and daypart).
 */
export async function insertDayparts(
  tx: Tx,
  poolId: number,
  requestId: number,
  dayparts: readonly NewDaypart[],
  reason: { id: number | null; comment: string | null },
  at: Date,
): Promise<void> {
  if (!dayparts.length) return;
  await tx
    .insert(requestDates)
    .values(
      dayparts.map((d) => ({
        poolId,
        requestId,
        date: d.date,
        daypart: d.daypart,
        state: 'open' as const,
        personId: null,
        reasonId: reason.id,
        comment: reason.comment,
        segment: d.segment,
        vacation: d.vacation,
        updatedAt: at,
      })),
    )
    // a removed daypart comes back; a live one the add rule let add again (CAL-MARK-04, the action's
    // plan) needs a substitute again: a planned or closed one opens without its person, an invited
    // or reserved one keeps the state its open offers give it
    .onConflictDoUpdate({
      target: [requestDates.requestId, requestDates.date, requestDates.daypart],
      set: {
        state: sql`case when ${requestDates.state} in ('invited', 'reserved') then ${requestDates.state} else 'open' end`,
        personId: null,
        reasonId: sql`excluded.reason_id`,
        comment: sql`excluded.comment`,
        segment: sql`excluded.segment`,
        vacation: sql`excluded.vacation`,
        updatedAt: at,
      },
    });
}

/** Moves dayparts (by row id) to a state, with who staffs them afterwards and the action's reason. */
export async function setDaypartState(
  tx: Tx,
  ids: readonly number[],
  change: { state: DaypartState; personId: number | null | 'keep'; reasonId: number | null; comment: string | null; at: Date },
): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(requestDates)
    .set({
      state: change.state,
      ...(change.personId === 'keep' ? {} : { personId: change.personId }),
      reasonId: change.reasonId,
      comment: change.comment,
      updatedAt: change.at,
    })
    .where(inArray(requestDates.id, [...ids]));
}

/** A request's live dayparts in date order (the Schedule tab, the work state tab). */
export async function liveDayparts(tx: Tx, poolId: number, requestId: number) {
  return rowsOf<{
    date: string;
    daypart: 1 | 2;
    state: DaypartState;
    person_id: number | null;
    reason_id: number | null;
    comment: string | null;
    segment: DaypartSegment | null;
    vacation: string | null;
  }>(
    tx,
    sql`select to_char(date, 'YYYY-MM-DD') as date, daypart, state, person_id, reason_id, comment, segment, vacation
        from ${requestDates} where pool_id = ${poolId} and request_id = ${requestId} and state <> 'removed' order by date, daypart`,
  );
}

/** Whether the request ever had a daypart: a removed one stays a row, so an add to a request without any is its first. */
export async function everHadDayparts(tx: Tx, poolId: number, requestId: number): Promise<boolean> {
  const [row] = await rowsOf<{ any: boolean }>(
    tx,
    sql`select exists (select 1 from ${requestDates} where pool_id = ${poolId} and request_id = ${requestId}) as any`,
  );
  return row?.any === true;
}
