import { and, eq, sql } from 'drizzle-orm';
import {
  AvailabilityMessages,
  PLANNED_PERSON_VISIBLE_DAYS_DEFAULT,
  type AvailabilityDefaultsInput,
  type AvailabilityState,
  type DaypartNumber,
  type DaypartRef,
  type DefaultAvailabilityState,
  type PersonCalendarView,
  type PersonDaypartView,
} from '@app/contracts';
import { notFound, rowsOf, type Tx } from '@app/service-kit';
import { profileDirectory } from '@app/contracts/published-views/identity';
import {
  branchDetailDirectory,
  contractDirectory,
  periodDirectory,
  personDetailDirectory,
} from '@app/contracts/published-views/masterdata';
import { availabilities, availabilityDefaults } from '../db/schema';
import { daypartDayTotals } from '../db/schema-report-totals';
import { readBranchWholeNumber } from './masterdata-reads';
import { datesBetween } from '../domain/calendar/iso-dates';
import { effectiveAvailability, slotKey, type DefaultWeek } from '../domain/matching/availability-rule';
import type { Caller } from './request-rows';
import { subtreeOf, type RequestScope } from './scope';

/** Postgres array literals of validated values (dates, numbers): one parameter for any count. */
export const intArray = (values: readonly number[]) => `{${values.join(',')}}`;
export const dateArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** A person of the caller's pool (archived ones too: their past stays readable); otherwise 404. */
export async function findPerson(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select({ id: personDetailDirectory.id, fullName: personDetailDirectory.fullName, archived: personDetailDirectory.archived })
    .from(personDetailDirectory)
    .where(and(eq(personDetailDirectory.poolId, poolId), eq(personDetailDirectory.id, id)));
  if (!row) throw notFound(AvailabilityMessages.personNotFound.replace('{{id}}', String(id)));
  return row;
}

/**
 * Whether a person lies within a branch-bound planner's branches, as master data's personal filter
 * of persons has it: a contract or a live profile at a branch of the caller's subtree (null: the
 * whole pool), or planned work there on or after `today` minus planned_person_visible_days as it
 * holds for the caller's branch (MD-SET-07, ADR 0303). A contract counts when it ends on or after
 * `contractsEndingFrom` (null: an ended one too, ADR 0265).
 */
export async function personInScope(
  tx: Tx,
  poolId: number,
  scope: RequestScope,
  personId: number,
  contractsEndingFrom: string | null,
  today: string,
): Promise<boolean> {
  if (scope === null) return true;
  if (scope.branchId === null) return false;
  const subtree = subtreeOf(poolId, scope.branchId);
  const running = contractsEndingFrom === null ? sql`` : sql` and c.end_date >= ${contractsEndingFrom}::date`;
  const days = await readBranchWholeNumber(tx, poolId, scope.branchId, 'planned_person_visible_days', PLANNED_PERSON_VISIBLE_DAYS_DEFAULT);
  const [row] = await rowsOf<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from ${contractDirectory} c
        where c.pool_id = ${poolId} and c.person_id = ${personId} and c.branch_id in ${subtree}${running})
      or exists (select 1 from ${profileDirectory} p
        where p.pool_id = ${poolId} and p.person_id = ${personId} and p.archived_at is null and p.branch_id in ${subtree})
      or exists (select 1 from ${daypartDayTotals} t where t.pool_id = ${poolId} and t.person_id = ${personId} and t.state = 'planned'
        and t.dayparts > 0 and t.branch_id in ${subtree} and t.date >= ${today}::date - ${days}::int) as ok`,
  );
  return row?.ok === true;
}

/** A period of the pool (the marked-days screen lists a period's days); otherwise 404. */
export async function findPeriod(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select({ start: periodDirectory.startDate, end: periodDirectory.endDate })
    .from(periodDirectory)
    .where(and(eq(periodDirectory.poolId, poolId), eq(periodDirectory.id, id)));
  if (!row) throw notFound(AvailabilityMessages.periodNotFound.replace('{{id}}', String(id)));
  return row;
}

/** The pool's current period, if one is flagged current: the calendar's range when none is asked. */
export async function currentPeriod(tx: Tx, poolId: number) {
  const [row] = await tx
    .select({ start: periodDirectory.startDate, end: periodDirectory.endDate })
    .from(periodDirectory)
    .where(and(eq(periodDirectory.poolId, poolId), eq(periodDirectory.current, true), eq(periodDirectory.archived, false)));
  return row ?? null;
}

export type MarkRow = { person_id: number; date: string; daypart: number; state: AvailabilityState };

/** The read of `readMarks`, for `rowsTogether` beside others. */
export const marksRead = (poolId: number, personIds: readonly number[] | null, from: string, to: string) =>
  sql`select person_id, to_char(date, 'YYYY-MM-DD') as date, daypart, state from ${availabilities}
      where pool_id = ${poolId} and date between ${from} and ${to}
      ${personIds ? sql`and person_id = any(${intArray(personIds)}::int[])` : sql``}`;

/** The rows of `marksRead` by person: `person -> 'date:daypart' -> state`. */
export function marksByPerson(rows: readonly MarkRow[]) {
  const out = new Map<number, Map<string, AvailabilityState>>();
  for (const r of rows) {
    let marks = out.get(r.person_id);
    if (!marks) out.set(r.person_id, (marks = new Map()));
    marks.set(`${r.date}:${r.daypart}`, r.state);
  }
  return out;
}

/** Marks of many persons between two dates, in one query: `person -> 'date:daypart' -> state`. */
export const readMarks = async (tx: Tx, poolId: number, personIds: readonly number[] | null, from: string, to: string) =>
  marksByPerson(await rowsOf<MarkRow>(tx, marksRead(poolId, personIds, from, to)));

export type DefaultWeekRow = { person_id: number; week_day: number; daypart: number; state: DefaultAvailabilityState };

/** The read of `readDefaultWeeks`, for `rowsTogether` beside others. */
export const defaultWeeksRead = (poolId: number, personIds: readonly number[] | null) =>
  sql`select person_id, week_day, daypart, state from ${availabilityDefaults} where pool_id = ${poolId}
      ${personIds ? sql`and person_id = any(${intArray(personIds)}::int[])` : sql``}`;

/** The rows of `defaultWeeksRead` by person: `person -> slot -> state`. */
export function defaultWeeksByPerson(rows: readonly DefaultWeekRow[]) {
  const out = new Map<number, Map<string, DefaultAvailabilityState>>();
  for (const r of rows) {
    let week = out.get(r.person_id);
    if (!week) out.set(r.person_id, (week = new Map()));
    week.set(slotKey(r.week_day, r.daypart), r.state);
  }
  return out;
}

/** Default weeks of many persons (null: everyone of the pool), in one query. */
export const readDefaultWeeks = async (tx: Tx, poolId: number, personIds: readonly number[] | null) =>
  defaultWeeksByPerson(await rowsOf<DefaultWeekRow>(tx, defaultWeeksRead(poolId, personIds)));

/** The requests (number and branch) a person is planned on between two dates, by 'date:daypart'. */
async function readPlanned(tx: Tx, poolId: number, personId: number, from: string, to: string) {
  const rows = await rowsOf<{ date: string; daypart: number; number: number; branch: string }>(
    tx,
    sql`select to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, r.number, b.name as branch from staffing.request_dates d
      join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      join ${branchDetailDirectory} b on b.id = r.branch_id and b.pool_id = r.pool_id
      where d.pool_id = ${poolId} and d.person_id = ${personId} and d.state = 'planned' and d.date between ${from} and ${to}`,
  );
  return new Map(rows.map((r) => [`${r.date}:${r.daypart}`, { request: r.number, branch: r.branch }]));
}

/** A person's calendar between two dates: each daypart's availability (with its source) and planning. */
export async function personCalendar(
  tx: Tx,
  poolId: number,
  person: { id: number; fullName: string },
  from: string,
  to: string,
): Promise<PersonCalendarView> {
  const marks = (await readMarks(tx, poolId, [person.id], from, to)).get(person.id);
  const weeks = (await readDefaultWeeks(tx, poolId, [person.id])).get(person.id);
  const planned = await readPlanned(tx, poolId, person.id, from, to);
  const days: PersonCalendarView['days'] = {};
  for (const date of datesBetween(from, to)) {
    const dayparts = ([1, 2] as const).map((daypart: DaypartNumber): PersonDaypartView => {
      const key = `${date}:${daypart}`;
      const { state, source } = effectiveAvailability(date, daypart, marks?.get(key), weeks);
      const work = planned.get(key);
      return { daypart, availability: state, source, planned: work ?? null, status: work ? 'staffed' : state };
    });
    days[date] = { date, dayparts };
  }
  return { person: { id: person.id, full_name: person.fullName }, from, to, defaults: defaultsView(weeks), days };
}

function defaultsView(week: DefaultWeek | undefined): PersonCalendarView['defaults'] {
  const out: PersonCalendarView['defaults'] = {};
  for (const [key, state] of week ?? []) {
    const [weekDay, daypart] = key.split(':') as [string, '1' | '2'];
    (out[weekDay] ??= {})[daypart] = state;
  }
  return out;
}

/** Marks the dayparts with one state, in one statement (a second mark of a daypart replaces the first). */
export async function markDayparts(tx: Tx, caller: Caller, personId: number, state: AvailabilityState, refs: readonly DaypartRef[]) {
  const values = refs.map((r) => ({
    poolId: caller.poolId,
    personId,
    date: r.date,
    daypart: r.daypart,
    state,
    updatedAt: caller.now,
    updatedByUsername: caller.author.username,
  }));
  await tx
    .insert(availabilities)
    .values(values)
    .onConflictDoUpdate({
      target: [availabilities.poolId, availabilities.personId, availabilities.date, availabilities.daypart],
      set: { state, updatedAt: caller.now, updatedByUsername: caller.author.username },
    });
}

/** Clears the dayparts' marks: they follow the default week again. */
export async function clearDayparts(tx: Tx, poolId: number, personId: number, refs: readonly DaypartRef[]) {
  await tx.execute(
    sql`delete from ${availabilities} where pool_id = ${poolId} and person_id = ${personId}
      and (date, daypart) in (select * from unnest(${dateArray(refs.map((r) => r.date))}::date[], ${intArray(refs.map((r) => r.daypart))}::smallint[]))`,
  );
}

/** Sets or clears slots of a person's default week. */
export async function setDefaultWeek(tx: Tx, caller: Caller, personId: number, input: AvailabilityDefaultsInput['defaults']) {
  for (const slot of input) {
    const where = and(
      eq(availabilityDefaults.poolId, caller.poolId),
      eq(availabilityDefaults.personId, personId),
      eq(availabilityDefaults.weekDay, slot.week_day),
      eq(availabilityDefaults.daypart, slot.daypart),
    );
    if (slot.state === null) {
      await tx.delete(availabilityDefaults).where(where);
      continue;
    }
    await tx
      .insert(availabilityDefaults)
      .values({
        poolId: caller.poolId,
        personId,
        weekDay: slot.week_day,
        daypart: slot.daypart,
        state: slot.state,
        updatedAt: caller.now,
        updatedByUsername: caller.author.username,
      })
      .onConflictDoUpdate({
        target: [availabilityDefaults.poolId, availabilityDefaults.personId, availabilityDefaults.weekDay, availabilityDefaults.daypart],
        set: { state: slot.state, updatedAt: caller.now, updatedByUsername: caller.author.username },
      });
  }
}
