import { and, eq, inArray, sql } from 'drizzle-orm';
import { daypartCalendarFlags, type RequestCalendarContext, type RequestDaypartView, type RequestSettings } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { reasonForDaypartDirectory } from '@app/contracts/published-views/masterdata';
import { requestDates, requests } from '../db/schema';
import { daypartCell } from '../domain/calendar/daypart-cell';
import { calendarDayStates } from '../domain/calendar/day-states';
import { daypartCellFacts } from './daypart-cell-facts';
import { liveDayparts } from './daypart-rows';
import type { RequestRow } from './request-rows';
import { readBranchVacations, readPersonFunctions, readPersons, type ScheduleRead } from './masterdata-reads';

/** The absentee's dates within the period on other live requests (CAL-DIS-04; all of them without `exceptRequestId`). */
export async function absenteeDates(
  tx: Tx,
  poolId: number,
  personId: number,
  exceptRequestId: number | null,
  period: { start: string; end: string },
) {
  const rows = await tx
    .selectDistinct({ date: requestDates.date })
    .from(requestDates)
    .innerJoin(requests, eq(requests.id, requestDates.requestId))
    .where(
      and(
        eq(requestDates.poolId, poolId),
        eq(requests.absenteePersonId, personId),
        sql`${requests.deletedAt} is null and ${requestDates.state} <> 'removed'`,
        sql`${requestDates.date} between ${period.start} and ${period.end}`,
        exceptRequestId === null ? undefined : sql`${requests.id} <> ${exceptRequestId}`,
      ),
    )
    .orderBy(requestDates.date);
  return rows.map((r) => r.date);
}

/** Whose calendar: a request's branch and schedule, its absentee and the request itself (left out of the absentee's dates). */
export interface CalendarSubject {
  branch: { id: number; region: string | null };
  schedule: ScheduleRead;
  absenteeId: number | null;
  exceptRequestId: number | null;
}

/**
 * What the calendar of `subject` shows from `period.start` to `period.end`: the branch's vacations
 * (each saying whether the schedule leaves its dates out), the working weekend, the absentee's dates
 * elsewhere with the branch's absence setting, and the state of each date the add rule reads
 * (CAL-MARK-04, `calendarDayStates`).
 */
async function calendarDates(
  tx: Tx,
  poolId: number,
  subject: CalendarSubject,
  settings: RequestSettings,
  period: { start: string; end: string },
) {
  const { schedule } = subject;
  const branchVacations = await readBranchVacations(tx, poolId, subject.branch, period.start, period.end);
  const typeOf = new Map(branchVacations.map((v) => [v.id, v.type]));
  const listed = new Map(schedule.vacations.map((v) => [v.id, v]));
  const vacations = [...branchVacations.filter((v) => !listed.has(v.id)), ...schedule.vacations]
    .map((v) => ({
      id: v.id,
      name: v.name,
      start_date: v.start_date,
      end_date: v.end_date,
      plannable: v.plannable,
      in_schedule: !listed.has(v.id) || v.plannable,
    }))
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  const workingWeekend = { saturday: settings.saturday_working_day, sunday: settings.sunday_working_day };
  const absentee =
    subject.absenteeId === null
      ? null
      : {
          dates: await absenteeDates(tx, poolId, subject.absenteeId, subject.exceptRequestId, period),
          setting: settings.check_the_same_person_absent,
        };
  const days = calendarDayStates(
    period,
    workingWeekend,
    vacations.map((v) => ({ ...v, type: typeOf.get(v.id) ?? 'vacation' })),
    absentee,
  );
  return { vacations, workingWeekend, absentee, days };
}

/**
 * The year calendar's props for a branch, schedule and absentee (docs/year-calendar.md): the
 * schedule's period and segments, the working weekend and absence setting of the branch, the
 * absentee's dates elsewhere, and the branch's vacations in the period, each saying whether the
 * schedule leaves its dates out.
 */
export async function calendarContext(
  tx: Tx,
  poolId: number,
  subject: CalendarSubject,
  settings: RequestSettings,
  payrollSystem: boolean,
): Promise<RequestCalendarContext> {
  const period = subject.schedule.period;
  const { vacations, workingWeekend, absentee, days } = await calendarDates(tx, poolId, subject, settings, period);
  return {
    period: { id: period.id, name: period.name, start: period.start, end: period.end },
    week_schedule: subject.schedule.segments,
    working_weekend: workingWeekend,
    absentee,
    vacations,
    payroll_system: payrollSystem,
    sickness_notification: settings.send_sickness_notification,
    days,
  };
}

/** The state of each of `dates` as the Schedule tab's context answers it (CAL-MARK-04): what add reads of a live daypart's date. */
export async function dayStatesOf(
  tx: Tx,
  poolId: number,
  subject: CalendarSubject,
  settings: RequestSettings,
  dates: readonly string[],
): Promise<RequestCalendarContext['days']> {
  if (!dates.length) return {};
  const sorted = [...dates].sort();
  return (await calendarDates(tx, poolId, subject, settings, { start: sorted[0]!, end: sorted.at(-1)! })).days;
}

/**
 * A request's live dayparts with the names of their persons and reasons and what the server works
 * out for their calendar cells (REQ-DATA-04/05; the Schedule tab and a daypart action's answer).
 */
export async function daypartViews(
  tx: Tx,
  poolId: number,
  row: RequestRow,
  settings: Pick<RequestSettings, 'saturday_working_day' | 'sunday_working_day'>,
  now: Date,
): Promise<RequestDaypartView[]> {
  const dayparts = await liveDayparts(tx, poolId, row.id);
  const facts = await daypartCellFacts(tx, poolId, row, dayparts, settings, now);
  const persons = await readPersons(
    tx,
    poolId,
    dayparts.flatMap((d) => (d.person_id === null ? [] : [d.person_id])),
  );
  const functions = await readPersonFunctions(
    tx,
    poolId,
    dayparts.flatMap((d) => (d.state === 'planned' && d.person_id !== null ? [d.person_id] : [])),
    row.branchId,
  );
  const reasonIds = [...new Set(dayparts.flatMap((d) => (d.reason_id === null ? [] : [d.reason_id])))];
  const reasons = reasonIds.length
    ? new Map(
        (
          await tx
            .select({ id: reasonForDaypartDirectory.id, reason: reasonForDaypartDirectory.reason })
            .from(reasonForDaypartDirectory)
            .where(and(eq(reasonForDaypartDirectory.poolId, poolId), inArray(reasonForDaypartDirectory.id, reasonIds)))
        ).map((r) => [r.id, r]),
      )
    : new Map<number, { id: number; reason: string }>();
  return dayparts.map((d) => {
    const person = d.person_id === null ? null : { id: d.person_id, full_name: persons.get(d.person_id)?.fullName ?? '' };
    return {
      ...daypartCalendarFlags(d.state, person?.full_name ?? null, d.person_id === null ? null : (functions.get(d.person_id) ?? null)),
      ...daypartCell(d, facts),
      date: d.date,
      daypart: d.daypart,
      state: d.state,
      person,
      reason: d.reason_id === null ? null : (reasons.get(d.reason_id) ?? null),
      comment: d.comment,
      segment: d.segment,
      vacation: d.vacation,
    };
  });
}
