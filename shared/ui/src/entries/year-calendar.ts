// `@app/ui/year-calendar`: the year calendar of month grids with two dayparts a day, and its rules.
export { YearCalendar, type YearCalendarProps } from '../year-calendar/year-calendar';
export type { DaypartContentProps, RenderDaypart } from '../year-calendar/day-cell';
export type { DescribeDaypart } from '../year-calendar/day-label';
export {
  DAYPARTS,
  type AbsenceSetting,
  type AbsenteeDates,
  type CalendarDay,
  type CalendarDaypart,
  type CalendarDays,
  type CalendarMode,
  type DaypartNumber,
  type IsoWeekday,
  type StaffedPerson,
  type WeekScheduleSegment,
  type WorkingWeekend,
} from '../year-calendar/lib/calendar-types';
export { COLOUR_CLASSES, colourClassOf, staffingShade, type ColourClass, type StaffingShade } from '../year-calendar/lib/colour-class';
export { COLOUR_OF_CLASS } from '../year-calendar/calendar-colours';
export {
  absenteeUnder,
  dayAvailability,
  isDaypartBlocked,
  type DayAvailability,
  type DisabledReason,
} from '../year-calendar/lib/day-availability';
export {
  DAYPART_ACTIONS,
  allowedActions,
  applyDaypartAction,
  checkedDayparts,
  isActionAllowed,
  staffingCount,
  type DaypartAction,
} from '../year-calendar/lib/daypart-actions';
export { resolveWorkingWeekend, visibleWeekdays } from '../year-calendar/lib/working-days';
export { calendarDaypart, calendarDays } from '../year-calendar/lib/request-count-days';
export { personCalendarDaypart, personCalendarDays, personWorkingWeekend } from '../year-calendar/lib/person-calendar-days';
