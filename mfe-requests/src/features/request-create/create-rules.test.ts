import { WEEKDAYS_ONLY, type RequestCalendarContext } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { absenteeOverlap, chosenDayparts, daypartsProblem, requestDataProblems, vacationWarnings } from './create-rules';

// a schedule that works Monday both dayparts, Tuesday mornings only, Wednesday afternoons only
const schedule = [
  { week_day: 1, daypart: 1, start_work_time: '08:30', end_work_time: '12:00', extra_time: '00:00', wtf: 0.1 },
  { week_day: 1, daypart: 2, start_work_time: '13:00', end_work_time: '15:00', extra_time: '00:00', wtf: 0.1 },
  { week_day: 2, daypart: 1, start_work_time: '08:30', end_work_time: '12:00', extra_time: '00:00', wtf: 0.1 },
  { week_day: 3, daypart: 2, start_work_time: '13:00', end_work_time: '15:00', extra_time: '00:00', wtf: 0.1 },
];
// 23 November 2026 is a Monday
const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const SAT = '2026-11-28';

const context = (extra: Partial<RequestCalendarContext> = {}): RequestCalendarContext => ({
  period: { id: 1, name: 'Schooljaar 2026-2027', start: '2026-08-01', end: '2027-07-31' },
  week_schedule: schedule,
  working_weekend: { saturday: false, sunday: false },
  absentee: { dates: [TUE, '2026-12-01'], setting: 'warn' },
  vacations: [
    { id: 1, name: 'Kerstvakantie', start_date: '2026-12-19', end_date: '2027-01-03', plannable: false, in_schedule: false },
    { id: 2, name: 'Studiedag', start_date: WED, end_date: WED, plannable: false, in_schedule: true },
  ],
  payroll_system: false,
  sickness_notification: 'off',
  days: {},
  ...extra,
});

describe('the create stepper rules', () => {
  beforeAll(() => setLocale('en'));

  it('takes the dayparts the week schedule offers on each chosen day, narrowed to mornings or afternoons', () => {
    expect(chosenDayparts([TUE, MON, WED], schedule, WEEKDAYS_ONLY, 'both')).toEqual({
      dates: { [MON]: [1, 2], [TUE]: [1], [WED]: [2] },
      emptyDates: [],
      count: 4,
    });
    expect(chosenDayparts([MON, TUE, WED], schedule, WEEKDAYS_ONLY, 1)).toEqual({
      dates: { [MON]: [1], [TUE]: [1] },
      emptyDates: [WED],
      count: 2,
    });
    // without a schedule a working day offers both dayparts, a Saturday only when it is a working day
    expect(chosenDayparts([WED], null, WEEKDAYS_ONLY, 'both').dates).toEqual({ [WED]: [1, 2] });
    expect(chosenDayparts([SAT], null, WEEKDAYS_ONLY, 'both')).toEqual({ dates: {}, emptyDates: [SAT], count: 0 });
    expect(chosenDayparts([SAT], null, { saturday: true, sunday: false }, 'both').dates).toEqual({ [SAT]: [1, 2] });
  });

  it("says the service's messages when no daypart, none in the schedule, or not on some days is chosen", () => {
    expect(daypartsProblem(chosenDayparts([], schedule, WEEKDAYS_ONLY, 'both'), 0)).toBe('Select at least one daypart.');
    expect(daypartsProblem(chosenDayparts([WED], schedule, WEEKDAYS_ONLY, 1), 1)).toBe('No dates found in the schedule.');
    expect(daypartsProblem(chosenDayparts([MON, WED], schedule, WEEKDAYS_ONLY, 1), 2)).toBe('No dates found in schedule for: 25-11-2026');
    expect(daypartsProblem(chosenDayparts([MON, TUE], schedule, WEEKDAYS_ONLY, 1), 2)).toBeNull();
  });

  it('says them in Dutch on a Dutch page', async () => {
    await setLocale('nl');
    try {
      expect(daypartsProblem(chosenDayparts([WED], schedule, WEEKDAYS_ONLY, 1), 1)).toBe('Geen data gevonden in het rooster.');
      expect(daypartsProblem(chosenDayparts([MON, WED], schedule, WEEKDAYS_ONLY, 1), 2)).toBe(
        'Geen data gevonden in het rooster voor: 25-11-2026',
      );
      expect(requestDataProblems({ branch: 2, reason_for_absence: 3 }, []).schedule).toBe('Selecteer een rooster');
    } finally {
      await setLocale('en');
    }
  });

  it("finds the absentee's other dates and the vacations without planning among the chosen days", () => {
    expect(absenteeOverlap([MON, TUE], context())).toEqual([TUE]);
    expect(absenteeOverlap([MON], context())).toEqual([]);
    expect(vacationWarnings([MON, WED], context())).toEqual(['Studiedag']);
    // a vacation the schedule leaves out cannot be chosen at all: no warning for it
    expect(vacationWarnings(['2026-12-21'], context())).toEqual([]);
  });

  it('checks the request data as the service does: the schedule, and the absentee unless the reason says otherwise', () => {
    const reasons = [
      { id: 3, absentee_required: true },
      { id: 4, absentee_required: false },
    ];
    expect(requestDataProblems({ branch: 2, reason_for_absence: 3 }, reasons)).toEqual({
      schedule: 'Please select schedule',
      absentee_person: 'The Absentee Person field is required.',
    });
    expect(requestDataProblems({ branch: 2, schedule: 5, reason_for_absence: 4 }, reasons)).toEqual({});
    expect(requestDataProblems({ branch: 2, schedule: 5, reason_for_absence: 3, absentee_person: 9 }, reasons)).toEqual({});
  });
});
