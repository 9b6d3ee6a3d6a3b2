import { isAddAllowed, offeredDayparts } from '@app/contracts';
import type { CalendarDaypart, DaypartNumber, IsoWeekday, WeekScheduleSegment, WorkingWeekend } from './calendar-types';

/** The actions on a marked daypart (CAL-MARK-02): add, open, close, delete, unplan, and the default toggle. */
export type DaypartAction = 'add' | 'open' | 'close' | 'delete' | 'unplan' | 'toggle';
export const DAYPART_ACTIONS: readonly DaypartAction[] = ['add', 'open', 'close', 'delete', 'unplan', 'toggle'];

/** The number of persons staffed on a daypart (its staffing list, or the number the server sent). */
export const staffingCount = (daypart: CalendarDaypart): number =>
  typeof daypart.staffing === 'number' ? daypart.staffing : (daypart.staffing?.length ?? 0);

/** Whether an action may be taken on a daypart (CAL-MARK-04..08), judged by its flags alone. */
export function isActionAllowed(action: DaypartAction, daypart: CalendarDaypart): boolean {
  const { planned = false, not_planned = false, closed = false } = daypart;
  switch (action) {
    case 'add':
      return isAddAllowed(daypart);
    case 'open':
    case 'delete':
      return closed;
    case 'close':
      return not_planned && !closed;
    case 'unplan':
      return planned;
    case 'toggle':
      return !planned && staffingCount(daypart) === 0;
  }
}

/**
 * The actions a daypart of a selected day allows: none when the day does not offer that daypart
 * (CAL-MARK-09, CONST-05), else those its flags allow.
 */
export function allowedActions(
  weekday: IsoWeekday,
  daypartNumber: DaypartNumber,
  daypart: CalendarDaypart,
  schedule: readonly WeekScheduleSegment[] | null | undefined,
  workingWeekend: WorkingWeekend,
): DaypartAction[] {
  if (!offeredDayparts(weekday, schedule, workingWeekend).includes(daypartNumber)) return [];
  return DAYPART_ACTIONS.filter((action) => isActionAllowed(action, daypart));
}

/**
 * A daypart's flags after an action, as the calendar shows it before the server answers
 * (CAL-MARK-03): add, unplan and open set not_planned (and leave it neither planned nor closed);
 * close sets closed (and no longer waiting: not not_planned); delete clears all three flags; the
 * default toggle flips not_planned.
 */
export function applyDaypartAction(action: DaypartAction, daypart: CalendarDaypart): CalendarDaypart {
  switch (action) {
    case 'add':
    case 'unplan':
    case 'open':
      return { ...daypart, planned: false, not_planned: true, closed: false };
    case 'close':
      return { ...daypart, not_planned: false, closed: true };
    case 'delete':
      return { ...daypart, planned: false, not_planned: false, closed: false };
    case 'toggle':
      return { ...daypart, not_planned: !daypart.not_planned };
  }
}

/** Only the checked dayparts of the marked days are submitted (CAL-MARK-10); days left without one drop out. */
export function checkedDayparts(
  days: Readonly<Record<string, Partial<Record<DaypartNumber, CalendarDaypart>>>>,
): Record<string, DaypartNumber[]> {
  const kept: Record<string, DaypartNumber[]> = {};
  for (const [date, dayparts] of Object.entries(days)) {
    const checked = ([1, 2] as const).filter((n) => dayparts[n]?.checked);
    if (checked.length > 0) kept[date] = checked;
  }
  return kept;
}
