import { calendarDayStates, type DayStateVacation } from './day-states';

const WEEKDAYS = { saturday: false, sunday: false };
const vacation = (name: string, start: string, end: string, plannable: boolean, inSchedule = true): DayStateVacation => ({
  name,
  type: 'vacation',
  start_date: start,
  end_date: end,
  plannable,
  in_schedule: inSchedule,
});

describe('CAL-MARK-04: the state of each date of a request calendar', () => {
  // Monday 23 .. Sunday 29 November 2026
  const period = { start: '2026-11-23', end: '2026-11-29' };

  it('CAL-MARK-04 leaves out ordinary working days and names the weekend a non-working day', () => {
    expect(calendarDayStates(period, WEEKDAYS, [], null)).toEqual({
      '2026-11-28': { non_working_day: { type: 'weekend', name: 'saturday' }, plannable_vacation: false, current_state: null },
      '2026-11-29': { non_working_day: { type: 'weekend', name: 'sunday' }, plannable_vacation: false, current_state: null },
    });
    expect(calendarDayStates(period, { saturday: true, sunday: true }, [], null)).toEqual({});
  });

  it('CAL-MARK-04 the absentee elsewhere wins: absented with prevent, absent_but_available with warn', () => {
    const vacations = [vacation('Studiedag', '2026-11-24', '2026-11-24', false)];
    expect(calendarDayStates(period, WEEKDAYS, vacations, { dates: ['2026-11-24'], setting: 'prevent' })['2026-11-24']).toEqual({
      non_working_day: { type: 'vacation', name: 'Studiedag' },
      plannable_vacation: false,
      current_state: 'absented',
    });
    expect(calendarDayStates(period, WEEKDAYS, [], { dates: ['2026-11-24'], setting: 'warn' })['2026-11-24']?.current_state).toBe(
      'absent_but_available',
    );
  });

  it('CAL-MARK-04 a vacation allowing no planning: vacation_but_available where the schedule keeps it, vacation where it leaves it out, none where a plannable one covers it too', () => {
    const days = calendarDayStates(
      period,
      WEEKDAYS,
      [
        vacation('Studiedag', '2026-11-24', '2026-11-24', false),
        vacation('Sinterklaas', '2026-11-25', '2026-11-25', false, false),
        vacation('Herfst', '2026-11-26', '2026-11-26', false),
        vacation('Zomerschool', '2026-11-26', '2026-11-28', true),
      ],
      null,
    );
    expect(days['2026-11-24']?.current_state).toBe('vacation_but_available');
    expect(days['2026-11-25']?.current_state).toBe('vacation');
    expect(days['2026-11-26']).toEqual({
      non_working_day: { type: 'vacation', name: 'Herfst' },
      plannable_vacation: true,
      current_state: null,
    });
    expect(days['2026-11-27']).toEqual({ non_working_day: false, plannable_vacation: true, current_state: null });
    expect(days['2026-11-28']).toEqual({
      non_working_day: { type: 'weekend', name: 'saturday' },
      plannable_vacation: true,
      current_state: null,
    });
  });
});
