import {
  offeredDayparts,
  RequestMessages,
  requestCreateSchema,
  type DaypartNumber,
  type RequestCalendarContext,
  type WeekScheduleSegmentView,
  type WorkingWeekend,
} from '@app/contracts';
import { dayjs, formatDisplayDate } from '@app/platform/dates';
import { contractText, schemaErrors, type FieldMessages } from '../../lib/schema-errors';

/** Which dayparts of each selected day the absence takes: both (what the schedule offers) or only the morning or afternoon. */
export type DaypartChoice = 'both' | DaypartNumber;

export interface ChosenDayparts {
  /** the create payload's `dates`: `{ '2026-11-23': [1, 2] }` */
  dates: Record<string, DaypartNumber[]>;
  /** selected days on which the schedule offers none of the chosen dayparts */
  emptyDates: string[];
  count: number;
}

/**
 * The dayparts of the selected days (CAL-MARK-09, CONST-05): those the day offers, as the service
 * accepts them (`offeredDayparts`), narrowed to the choice.
 */
export function chosenDayparts(
  selected: Iterable<string>,
  weekSchedule: readonly WeekScheduleSegmentView[] | null,
  workingWeekend: WorkingWeekend,
  choice: DaypartChoice,
): ChosenDayparts {
  const dates: Record<string, DaypartNumber[]> = {};
  const emptyDates: string[] = [];
  let count = 0;
  for (const date of [...selected].sort()) {
    const offered = offeredDayparts(dayjs(date).isoWeekday(), weekSchedule, workingWeekend).filter(
      (d) => choice === 'both' || d === choice,
    );
    if (offered.length === 0) emptyDates.push(date);
    else {
      dates[date] = offered;
      count += offered.length;
    }
  }
  return { dates, emptyDates, count };
}

/**
 * Why the chosen dayparts cannot be saved, in the service's words (REQ-CREATE-07/08): none
 * selected; none of the selected days offers a chosen daypart; or some do not.
 */
export function daypartsProblem(chosen: ChosenDayparts, selectedDays: number): string | null {
  if (selectedDays === 0) return contractText(RequestMessages.daypartRequired);
  if (chosen.count === 0) return contractText(RequestMessages.noDatesInSchedule);
  if (chosen.emptyDates.length)
    return contractText(RequestMessages.noDatesInScheduleFor, { dates: chosen.emptyDates.map(formatDisplayDate).join(', ') });
  return null;
}

/** The selected days on which the absentee is already absent on another request (REQ-CREATE-10: with 'warn' a warning). */
export function absenteeOverlap(selected: Iterable<string>, context: RequestCalendarContext | undefined): string[] {
  const absent = new Set(context?.absentee?.dates ?? []);
  return [...selected].filter((date) => absent.has(date)).sort();
}

/**
 * The vacations the selected days fall in while the branch does not plan during them (REQ-CREATE-11):
 * the schedule keeps their dates, so they can be chosen, with a warning.
 */
export function vacationWarnings(selected: Iterable<string>, context: RequestCalendarContext | undefined): string[] {
  const dates = [...selected];
  return (context?.vacations ?? [])
    .filter((v) => v.in_schedule && !v.plannable && dates.some((d) => d >= v.start_date && d <= v.end_date))
    .map((v) => v.name);
}

/** A reason for absence as the request form's select lists it: whether it needs an absentee (REQ-CREATE-06). */
export interface ReasonOption {
  id: number | string;
  absentee_required?: boolean;
}

/**
 * The first step's data checked as the service checks it (REQ-CREATE-05/06): the create schema of
 * the contract ('Please select schedule', ...) and the absentee, required unless the chosen reason
 * says otherwise.
 */
export function requestDataProblems(payload: Record<string, unknown>, reasons: readonly ReasonOption[]): FieldMessages {
  const problems = schemaErrors(requestCreateSchema, { ...payload, template_alias: 'create' });
  const reason = reasons.find((r) => String(r.id) === String(payload.reason_for_absence));
  const absenteeRequired = reason?.absentee_required !== false;
  if (absenteeRequired && (payload.absentee_person === undefined || payload.absentee_person === null || payload.absentee_person === ''))
    problems.absentee_person ??= contractText(RequestMessages.absenteeRequired);
  return problems;
}
