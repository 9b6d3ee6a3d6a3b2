import { offeredDayparts, type DaypartRef, type WeekScheduleSegmentView } from '@app/contracts';
import { scheduledDayparts, vacationsHit, workingDaysBetween, type ScheduleDays } from './schedule-days';

const segment = (week_day: number, daypart: number): WeekScheduleSegmentView => ({
  week_day,
  daypart,
  start_work_time: '08:15',
  end_work_time: '12:15',
  extra_time: '00:00',
  wtf: 0.1,
});
const NO_WEEKEND = { saturday: false, sunday: false };

describe('the dayparts a schedule holds (REQ-CREATE-08)', () => {
  const days: ScheduleDays = {
    period: { start: '2026-08-01', end: '2027-07-31' },
    segments: [1, 2, 3, 4, 5].flatMap((d) => (d === 3 ? [segment(d, 1)] : [segment(d, 1), segment(d, 2)])),
    workingWeekend: NO_WEEKEND,
    scheduleVacations: [
      { name: 'Kerstvakantie', start_date: '2026-12-19', end_date: '2027-01-03', plannable: false },
      { name: 'Studiedag', start_date: '2027-02-05', end_date: '2027-02-05', plannable: true },
    ],
  };

  it('holds a weekday daypart in the period, with its segment', () => {
    const { held, missing } = scheduledDayparts([{ date: '2026-11-23', daypart: 2 }], days);
    expect(missing).toEqual([]);
    expect(held).toEqual([{ date: '2026-11-23', daypart: 2, segment: segment(1, 2), vacation: null }]);
  });

  it('leaves out a Wednesday afternoon, a Saturday, a date outside the period and a vacation that is not plannable', () => {
    const asked = [
      { date: '2026-11-25', daypart: 2 },
      { date: '2026-11-28', daypart: 1 },
      { date: '2027-08-02', daypart: 1 },
      { date: '2026-12-21', daypart: 1 },
    ] as const;
    expect(scheduledDayparts([...asked], days)).toEqual({ held: [], missing: [...asked] });
  });

  it('keeps a plannable vacation of the schedule, naming it', () => {
    expect(scheduledDayparts([{ date: '2027-02-05', daypart: 1 }], days).held[0]).toMatchObject({ vacation: 'Studiedag' });
  });
});

describe('vacation warnings and the long request', () => {
  it('names only vacations that are not plannable', () => {
    const vacations = [
      { name: 'Schoolreis', start_date: '2027-06-14', end_date: '2027-06-14', plannable: false },
      { name: 'Sportdag', start_date: '2027-06-15', end_date: '2027-06-15', plannable: true },
    ];
    expect(vacationsHit(['2027-06-14', '2027-06-15'], vacations).map((v) => v.name)).toEqual(['Schoolreis']);
    expect(vacationsHit(['2027-06-16'], vacations)).toEqual([]);
  });

  it('counts working days, Saturday only when the pool works then', () => {
    // Monday 2027-06-07 to Monday 2027-06-14
    expect(workingDaysBetween('2027-06-07', '2027-06-14', NO_WEEKEND)).toBe(6);
    expect(workingDaysBetween('2027-06-07', '2027-06-14', { saturday: true, sunday: false })).toBe(7);
  });
});

describe('the server holds exactly the dayparts the screens offer (offeredDayparts of @app/contracts)', () => {
  const week = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'];
  const asked: DaypartRef[] = week.flatMap((date) => [1, 2].map((daypart) => ({ date, daypart: daypart as 1 | 2 })));
  it.each([
    ['no segments, Monday to Friday', [], NO_WEEKEND],
    ['no segments, Saturday a working day', [], { saturday: true, sunday: false }],
    ['no segments, the whole weekend working', [], { saturday: true, sunday: true }],
    ['mornings and a Saturday morning', [1, 2, 3, 4, 5, 6].map((d) => segment(d, 1)), NO_WEEKEND],
  ] as const)('%s', (_case, segments, workingWeekend) => {
    const days: ScheduleDays = { period: { start: '2027-01-01', end: '2027-12-31' }, segments, workingWeekend, scheduleVacations: [] };
    const held = scheduledDayparts(asked, days).held.map((d) => `${d.date}/${d.daypart}`);
    const offered = week.flatMap((date, i) => offeredDayparts(i + 1, segments, workingWeekend).map((daypart) => `${date}/${daypart}`));
    expect(held).toEqual(offered);
  });
});
