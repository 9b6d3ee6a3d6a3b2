import type { CalendarDay, CalendarDaypart, WeekScheduleSegment } from './calendar-types';
import { absenteeUnder, dayAvailability, isDaypartBlocked, type AvailabilityContext } from './day-availability';

// Monday 3 November 2025 .. Sunday 9 November 2025
const MONDAY = '2025-11-03';
const WEDNESDAY = '2025-11-05';
const SATURDAY = '2025-11-08';
const SUNDAY = '2025-11-09';

const context = (extra: Partial<AvailabilityContext> = {}): AvailabilityContext => ({
  start: '2025-08-01',
  end: '2026-07-31',
  workingWeekend: { saturday: false, sunday: false },
  weekSchedule: null,
  absentee: null,
  ...extra,
});
const both = (daypart: CalendarDaypart): CalendarDay => ({ dayparts: { 1: daypart, 2: daypart } });
const MORNINGS_AND_WEDNESDAY_AFTERNOON: WeekScheduleSegment[] = [
  ...[1, 2, 3, 4, 5].map((week_day) => ({ week_day, daypart: 1 })),
  { week_day: 3, daypart: 2 },
];

describe('a daypart the person cannot work (CAL-DIS-02)', () => {
  it.each<[string, CalendarDaypart | undefined, boolean]>([
    ['no data', undefined, false],
    ['open', { open: true }, false],
    ['marked absent (absented)', { current_state: 'absented' }, true],
    ['reported absent (absence)', { absence: true }, true],
    ['on vacation', { vacation: true }, true],
    ['on a plannable vacation', { vacation: { plannable: true } }, false],
    ['on vacation flagged plannable_vacation', { vacation: true, plannable_vacation: true }, false],
    ['absent but available', { absence: true, current_state: 'absent_but_available' }, false],
    ['on vacation but available', { vacation: true, current_state: 'vacation_but_available' }, false],
  ])('%s: %s', (_, daypart, blocked) => {
    expect(isDaypartBlocked(daypart)).toBe(blocked);
  });
});

describe('the disabled-day rules (CAL-DIS-01..04)', () => {
  it.each<[string, string, CalendarDay | undefined, Partial<AvailabilityContext>, string[]]>([
    ['a plain Monday', MONDAY, undefined, {}, []],
    ['a day before the period', '2025-07-31', undefined, {}, ['outside_period']],
    ['a day after the period', '2026-08-03', undefined, {}, ['outside_period']],
    ['a Saturday that is not a working day (CAL-DIS-03)', SATURDAY, undefined, {}, ['not_working_day']],
    [
      'a Sunday that is not a working day (CAL-DIS-03)',
      SUNDAY,
      undefined,
      { workingWeekend: { saturday: true, sunday: false } },
      ['not_working_day'],
    ],
    ['a Saturday that is a working day', SATURDAY, undefined, { workingWeekend: { saturday: true, sunday: false } }, []],
    [
      'a Saturday off the week schedule although a working day (CAL-DIS-01)',
      SATURDAY,
      undefined,
      { workingWeekend: { saturday: true, sunday: false }, weekSchedule: MORNINGS_AND_WEDNESDAY_AFTERNOON },
      ['off_schedule'],
    ],
    ['a Monday on the schedule', MONDAY, undefined, { weekSchedule: MORNINGS_AND_WEDNESDAY_AFTERNOON }, []],
    [
      'a Monday off a Wednesday-only schedule (CAL-DIS-01)',
      MONDAY,
      undefined,
      { weekSchedule: [{ week_day: 3, daypart: 1 }] },
      ['off_schedule'],
    ],
    ['both dayparts absented (CAL-DIS-02)', MONDAY, both({ current_state: 'absented' }), {}, ['dayparts_blocked']],
    ['both dayparts on vacation (CAL-DIS-02)', MONDAY, both({ vacation: true }), {}, ['dayparts_blocked']],
    [
      'one absented, one on vacation (CAL-DIS-02)',
      MONDAY,
      { dayparts: { 1: { absence: true }, 2: { vacation: true } } },
      {},
      ['dayparts_blocked'],
    ],
    ['only the morning absented', MONDAY, { dayparts: { 1: { absence: true }, 2: { open: true } } }, {}, []],
    ['both on a plannable vacation', MONDAY, both({ vacation: { plannable: true } }), {}, []],
    [
      'the only offered daypart (the morning) absented',
      MONDAY,
      { dayparts: { 1: { absence: true } } },
      { weekSchedule: MORNINGS_AND_WEDNESDAY_AFTERNOON },
      ['dayparts_blocked'],
    ],
    [
      "an absentee's date with 'prevent' (CAL-DIS-04)",
      WEDNESDAY,
      undefined,
      { absentee: { dates: new Set([WEDNESDAY]), prevented: new Set([WEDNESDAY]) } },
      ['absentee_date'],
    ],
    [
      "an absentee's date with 'warn' stays selectable (CAL-DIS-04)",
      WEDNESDAY,
      undefined,
      { absentee: { dates: new Set([WEDNESDAY]), prevented: new Set<string>() } },
      [],
    ],
    ["another date with 'prevent'", MONDAY, undefined, { absentee: { dates: new Set([WEDNESDAY]), prevented: new Set([WEDNESDAY]) } }, []],
    ['the server says isDisabled', MONDAY, { isDisabled: true }, {}, ['server']],
    [
      'a non-working Saturday outside the period, blocked as well',
      '2025-07-26',
      both({ vacation: true }),
      {},
      ['outside_period', 'not_working_day', 'dayparts_blocked'],
    ],
  ])('%s', (_, date, day, extra, reasons) => {
    const availability = dayAvailability(date, day, context(extra));
    expect(availability.reasons).toEqual(reasons);
    expect(availability.disabled).toBe(reasons.length > 0);
  });

  it.each([
    ['warn', true, false],
    ['prevent', false, true],
  ] as const)("marks the absentee's date with '%s' as a warning: %s, disabled: %s", (setting, warning, disabled) => {
    const under = absenteeUnder([WEDNESDAY], setting);
    const absentee = { dates: new Set(under.dates), prevented: new Set(under.prevented) };
    const availability = dayAvailability(WEDNESDAY, undefined, context({ absentee }));
    expect(availability.absenteeWarning).toBe(warning);
    expect(availability.disabled).toBe(disabled);
  });

  it("CAL-DIS-04: disables only the absentee's dates 'prevent' holds on, when the policy differs per date", () => {
    const absentee = { dates: new Set([MONDAY, WEDNESDAY]), prevented: new Set([WEDNESDAY]) };
    expect(dayAvailability(WEDNESDAY, undefined, context({ absentee }))).toMatchObject({ disabled: true, absenteeWarning: false });
    expect(dayAvailability(MONDAY, undefined, context({ absentee }))).toMatchObject({ disabled: false, absenteeWarning: true });
  });
});
