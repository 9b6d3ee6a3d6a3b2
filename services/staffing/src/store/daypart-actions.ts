import { eq } from 'drizzle-orm';
import {
  LOG_EVENT_OF_ACTION,
  REASON_ACTION_OF,
  RequestMessages,
  type DaypartActionInput,
  type DaypartRef,
  type Message,
  type RequestSettings,
} from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { requests } from '../db/schema';
import { scheduledDayparts, vacationsHit } from '../domain/calendar/schedule-days';
import {
  daypartKey,
  describeDates,
  describeDayparts,
  isLive,
  planDaypartAction,
  type ExistingDaypart,
} from '../domain/dayparts/daypart-plan';
import { cocRefusal } from './coc-check';
import { absentElsewhere, existingDayparts, insertDayparts, setDaypartState } from './daypart-rows';
import { conflictMessage, personConflicts } from './person-conflicts';
import { readBranchVacations, readDaypartReason, readPersons, type ScheduleRead } from './masterdata-reads';
import { dayStatesOf } from './request-calendar';
import { writeLog, type LogEntry } from './request-log';
import type { Caller, RequestRow } from './request-rows';
import { refreshRequestSummary } from './request-summary';

/** A warning the answer carries in meta.messages: the action was taken, but the user should know. */
export const warning = (message: string): Message => ({ type: 'warning', title: 'Warning', message });

/** What adding dayparts needs besides the request: its branch, its schedule and the settings of its branch. */
export interface AddContext {
  branch: { id: number; region: string | null };
  schedule: ScheduleRead;
  settings: RequestSettings;
}

/**
 * The schedule's and the absence rules for new dayparts (REQ-CREATE-08..11): every asked daypart
 * must be in the schedule ('No dates found in the schedule.' when none is, 'No dates found in
 * schedule for: {dates}' naming those that are not); the absentee reported absent on them on
 * another request is refused with setting 'prevent' and a warning with 'warn'; dates in a vacation
 * of the branch that is not plannable give a warning.
 */
async function checkNewDayparts(tx: Tx, caller: Caller, request: RequestRow, refs: readonly DaypartRef[], context: AddContext) {
  const { branch, schedule, settings } = context;
  const { held, missing } = scheduledDayparts(refs, {
    period: schedule.period,
    segments: schedule.segments,
    workingWeekend: { saturday: settings.saturday_working_day, sunday: settings.sunday_working_day },
    scheduleVacations: schedule.vacations,
  });
  if (!held.length) throw unprocessable({ dayparts: [RequestMessages.noDatesInSchedule] });
  if (missing.length) throw unprocessable({ dayparts: [RequestMessages.noDatesInScheduleFor.replace('{dates}', describeDates(missing))] });

  const warnings: Message[] = [];
  if (request.absenteePersonId !== null) {
    const twice = await absentElsewhere(tx, caller.poolId, request.absenteePersonId, request.id, refs);
    if (twice.length && settings.check_the_same_person_absent === 'prevent')
      throw unprocessable({ dayparts: [RequestMessages.alreadyAbsent] });
    if (twice.length) warnings.push(warning(RequestMessages.alreadyAbsent));
  }
  const dates = [...new Set(held.map((d) => d.date))];
  const listed = new Set(schedule.vacations.map((v) => v.id));
  const vacations = (await readBranchVacations(tx, caller.poolId, branch, dates[0]!, dates.at(-1)!)).filter((v) => !listed.has(v.id));
  const hit = vacationsHit(dates, vacations);
  if (hit.length) warnings.push(warning(RequestMessages.inVacation.replace('{vacations}', hit.map((v) => v.name).join(', '))));
  return {
    warnings,
    dayparts: held.map((d) => ({
      date: d.date,
      daypart: d.daypart,
      vacation: d.vacation,
      segment: d.segment && {
        start_work_time: d.segment.start_work_time,
        end_work_time: d.segment.end_work_time,
        extra_time: d.segment.extra_time,
        wtf: d.segment.wtf,
      },
    })),
  };
}

/** The reason an action names: one of the pool's live reasons for dayparts of the action's reason action. */
async function checkReason(tx: Tx, poolId: number, input: DaypartActionInput, request: RequestRow) {
  const wanted = REASON_ACTION_OF[input.action];
  if (wanted === null) return null;
  if (!input.reason) {
    // the create stepper's save adds the first dayparts without a reason: nothing is changed yet
    if (input.action === 'add' && request.daypartsCount === 0) return null;
    throw unprocessable({ reason: [RequestMessages.reasonRequired] });
  }
  const reason = await readDaypartReason(tx, poolId, input.reason);
  if (!reason || reason.archived || reason.action !== wanted) throw unprocessable({ reason: [RequestMessages.reasonInvalid] });
  // the reason code `comment`: this reason needs its why written down (REQ-DP-02, ADR 0255)
  if (reason.comment && !input.comment?.trim()) throw unprocessable({ comment: [RequestMessages.commentRequired] });
  return { id: reason.id, reason: reason.reason, processed: reason.processed, required: reason.required };
}

/**
 * Whom plan assigns: a live person of the pool, free on every asked daypart (not held by another
 * request's reservation either), with a certificate of conduct that holds (MATCH-07).
 */
async function checkPlannedPerson(tx: Tx, poolId: number, request: RequestRow, personId: number, refs: readonly DaypartRef[]) {
  const found = (await readPersons(tx, poolId, [personId])).get(personId);
  if (!found || found.archived || personId === request.absenteePersonId)
    throw unprocessable({ person: ['The selected Person is invalid.'] });
  const refusal = conflictMessage(await personConflicts(tx, poolId, personId, request.id, refs));
  if (refusal) throw unprocessable({ person: [refusal] });
  const noCoc = await cocRefusal(tx, poolId, request, personId, refs);
  if (noCoc) throw unprocessable({ person: [noCoc] });
  return { id: personId, full_name: found.fullName };
}

/**
 * Adds new dayparts to a request by the schedule's and the absence rules (`checkNewDayparts`), with
 * the action's reason and comment; answers the warnings. The summary and the log follow in `settleDaypartChange`.
 */
export async function addDayparts(
  tx: Tx,
  caller: Caller,
  request: RequestRow,
  refs: readonly DaypartRef[],
  context: AddContext,
  note: { reasonId: number | null; comment: string | null },
): Promise<Message[]> {
  const checked = await checkNewDayparts(tx, caller, request, refs, context);
  await insertDayparts(tx, caller.poolId, request.id, checked.dayparts, { id: note.reasonId, comment: note.comment }, caller.now);
  return checked.warnings;
}

/** The timeline entry of a daypart action: the dayparts, the reason, the comment and whom plan assigned. */
export const daypartActionEntry = (
  request: RequestRow,
  input: Pick<DaypartActionInput, 'action' | 'dayparts'>,
  reason: { id: number; reason: string } | null,
  comment: string | null,
  person: { id: number; full_name: string } | null,
): LogEntry => ({
  requestId: request.id,
  event: LOG_EVENT_OF_ACTION[input.action],
  reasonId: reason?.id ?? null,
  data: { dayparts: input.dayparts.map((r) => ({ date: r.date, daypart: r.daypart })), reason, comment, ...(person ? { person } : {}) },
});

/**
 * After the dayparts of a request changed: its summary recomputed, the request read back, and the
 * entries logged with 'request closed' or 'request reopened' when the change does that. Answers
 * the request row as it now stands.
 */
export async function settleDaypartChange(tx: Tx, caller: Caller, request: RequestRow, entries: readonly LogEntry[]): Promise<RequestRow> {
  await refreshRequestSummary(tx, [request.id], caller.now);
  const [after] = await tx.select().from(requests).where(eq(requests.id, request.id));
  const completedBefore = request.daypartsCount > 0 && request.openDayparts === 0;
  const completedAfter = after!.daypartsCount > 0 && after!.openDayparts === 0;
  const closing: LogEntry[] = [];
  if (!completedBefore && completedAfter) closing.push({ requestId: request.id, event: 'request_closed' });
  if (completedBefore && after!.openDayparts > 0) closing.push({ requestId: request.id, event: 'request_reopened' });
  await writeLog(tx, caller.poolId, caller.author, caller.now, [...entries, ...closing]);
  return after!;
}

/**
 * The state of the dates of the live dayparts an add names (CAL-MARK-04: add takes one again where
 * its date is absent or on vacation but available); none are read when it names none.
 */
async function liveDayStates(
  tx: Tx,
  poolId: number,
  request: RequestRow,
  refs: readonly DaypartRef[],
  existing: ReadonlyMap<string, ExistingDaypart>,
  context: AddContext,
) {
  const dates = refs.filter((r) => isLive(existing.get(daypartKey(r))?.state ?? null)).map((r) => r.date);
  const subject = { branch: context.branch, schedule: context.schedule, absenteeId: request.absenteePersonId, exceptRequestId: request.id };
  return dayStatesOf(tx, poolId, subject, context.settings, dates);
}

/**
 * One daypart action on a request, in the caller's transaction (REQ-DP-01..06): the preconditions
 * hold for every asked daypart or nothing changes (add by the add rule on the state of a live
 * daypart's date too); the reason of the action; add follows the schedule and the absence rules,
 * plan the plan rule; then the request is settled (summary and log). Answers the request row as it
 * now stands and the warnings.
 */
export async function runDaypartAction(
  tx: Tx,
  caller: Caller,
  request: RequestRow,
  input: DaypartActionInput,
  addContext: () => Promise<AddContext>,
): Promise<{ row: RequestRow; warnings: Message[] }> {
  const refs = input.dayparts;
  const existing = await existingDayparts(tx, request.id, refs);
  const context = input.action === 'add' ? await addContext() : null;
  const dayStates = context ? await liveDayStates(tx, caller.poolId, request, refs, existing, context) : {};
  const plan = planDaypartAction(input.action, refs, existing, dayStates);
  if (plan.refused.length)
    throw unprocessable({ dayparts: [RequestMessages.actionNotAllowed.replace('{dates}', describeDayparts(plan.refused))] });
  const reason = await checkReason(tx, caller.poolId, input, request);
  const comment = input.comment ?? null;
  let warnings: Message[] = [];
  let person: { id: number; full_name: string } | null = null;

  if (input.action === 'add') {
    warnings = await addDayparts(tx, caller, request, refs, context!, { reasonId: reason?.id ?? null, comment });
  } else {
    if (input.action === 'plan') person = await checkPlannedPerson(tx, caller.poolId, request, input.person!, refs);
    const target = plan.changes[0]!.to;
    const personId = input.action === 'plan' ? person!.id : ['unplan', 'clear_fulfilled'].includes(input.action) ? null : 'keep';
    await setDaypartState(
      tx,
      plan.changes.map((c) => c.existing!.id),
      { state: target, personId, reasonId: reason?.id ?? null, comment, at: caller.now },
    );
  }
  const row = await settleDaypartChange(tx, caller, request, [daypartActionEntry(request, input, reason, comment, person)]);
  return { row, warnings };
}
