import {
  isDaypartActionAllowed,
  offeredDayparts,
  type AddRuleDaypart,
  type DaypartAction,
  type DaypartNumber,
  type DaypartRef,
  type RequestDaypartView,
  type WorkingWeekend,
} from '@app/contracts';
import { dayjs } from '@app/platform/dates';
import type { WeekScheduleSegment } from '@app/ui/year-calendar';

/** The request's dayparts by date and daypart number (removed ones count as none). */
export function daypartIndex(dayparts: readonly RequestDaypartView[]): Map<string, RequestDaypartView> {
  return new Map(dayparts.filter((d) => d.state !== 'removed').map((d) => [`${d.date}/${d.daypart}`, d]));
}

/**
 * The dayparts of the selected days an action applies to (REQ-DP-01, the preconditions of the
 * staffing contract): add takes each daypart the week schedule offers that the add rule allows
 * (CAL-MARK-04, `isAddAllowedOn`, as the service takes it: the server's state of its date in
 * `dayStates`, the context's `days`, with the daypart's own state: one the request lacks, or a live
 * one where its date lets it be added again); every other action takes the request's dayparts whose
 * state allows it. An action with no target is not offered.
 */
export function actionTargets(
  action: DaypartAction,
  selected: Iterable<string>,
  index: ReadonlyMap<string, RequestDaypartView>,
  weekSchedule: readonly WeekScheduleSegment[] | null,
  workingWeekend: WorkingWeekend,
  dayStates: Readonly<Record<string, AddRuleDaypart>> = {},
): DaypartRef[] {
  const targets: DaypartRef[] = [];
  for (const date of [...selected].sort()) {
    const dayparts: readonly DaypartNumber[] =
      action === 'add' ? offeredDayparts(dayjs(date).isoWeekday(), weekSchedule, workingWeekend) : [1, 2];
    for (const daypart of dayparts) {
      const current = index.get(`${date}/${daypart}`);
      if (action === 'add') {
        if (isDaypartActionAllowed('add', current?.state ?? null, dayStates[date])) targets.push({ date, daypart });
      } else if (current && isDaypartActionAllowed(action, current.state)) targets.push({ date, daypart });
    }
  }
  return targets;
}

/** `{ '2026-11-23': [1, 2] }`: the dayparts as the daypart action call takes them. */
export function toSelection(refs: readonly DaypartRef[]): Record<string, DaypartNumber[]> {
  const selection: Record<string, DaypartNumber[]> = {};
  for (const ref of refs) (selection[ref.date] ??= []).push(ref.daypart);
  return selection;
}
