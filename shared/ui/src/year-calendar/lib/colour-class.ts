import type { CalendarDaypart } from './calendar-types';
import { isPlannableVacation } from '@app/contracts';
import { staffingCount } from './daypart-actions';

/** The calendar's colour classes (CAL-PAGE-08). */
export const COLOUR_CLASSES = [
  'closed',
  'planned',
  'reserved',
  'invited',
  'open',
  'vacation',
  'vacation_but_available',
  'absented',
  'absent_but_available',
  'not_planned',
  'absence',
  'available',
  'plannable_vacation',
  'planned_during_vacation',
  'non_working_day',
  'high',
  'medium',
  'completed',
  'assigned',
] as const;
export type ColourClass = (typeof COLOUR_CLASSES)[number];

const isColourClass = (value: string): value is ColourClass => (COLOUR_CLASSES as readonly string[]).includes(value);

/**
 * The colour class of a daypart (CAL-PAGE-08). A current_state that names a class wins (the server
 * decided). Otherwise the most telling flag, in this order: what is arranged for the daypart
 * (planned, during a vacation first; reserved; invited; closed), then what keeps the person away
 * (reported absent; vacation, plannable or not), a non-working day, then what still needs doing
 * (not_planned, open), availability, and last the general calendar's request status (high before
 * medium before completed) and assigned days. Null when no flag applies (an empty daypart).
 */
export function colourClassOf(daypart: CalendarDaypart | undefined): ColourClass | null {
  if (!daypart) return null;
  if (daypart.current_state && isColourClass(daypart.current_state)) return daypart.current_state;
  const onVacation = !!daypart.vacation || !!daypart.plannable_vacation;
  if (daypart.planned_during_vacation || (daypart.planned && onVacation)) return 'planned_during_vacation';
  if (daypart.planned) return 'planned';
  if (daypart.reserved) return 'reserved';
  if (daypart.invited || daypart.confirm_invite) return 'invited';
  if (daypart.closed) return 'closed';
  if (daypart.absence) return 'absence';
  if (onVacation) return isPlannableVacation(daypart) ? 'plannable_vacation' : 'vacation';
  if (daypart.non_working_day) return 'non_working_day';
  if (daypart.not_planned) return 'not_planned';
  if (daypart.open) return 'open';
  if (daypart.available) return 'available';
  if (daypart.high) return 'high';
  if (daypart.medium) return 'medium';
  if (daypart.completed) return 'completed';
  if (daypart.assigned) return 'assigned';
  return null;
}

export type StaffingShade = 'light' | 'medium' | 'dark';

/** Staffing shading by the number of staffed persons (CAL-PAGE-09): 1 light, 2 medium, 3 or more dark; none without staff. */
export function staffingShade(daypart: CalendarDaypart | undefined): StaffingShade | null {
  const count = daypart ? staffingCount(daypart) : 0;
  return count <= 0 ? null : count === 1 ? 'light' : count === 2 ? 'medium' : 'dark';
}
