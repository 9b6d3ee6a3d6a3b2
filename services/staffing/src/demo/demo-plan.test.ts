import { requestStatus, type WeekScheduleSegmentView } from '@app/contracts';
import { isoWeekday } from '../domain/calendar/iso-dates';
import { planDemoRequests, type DemoWorld } from './demo-plan';

const segment = (week_day: number, daypart: number): WeekScheduleSegmentView => ({
  week_day,
  daypart,
  start_work_time: '08:15',
  end_work_time: '12:15',
  extra_time: '00:00',
  wtf: 0.1,
});
// a Dutch primary school week: Wednesday afternoon free
const WEEK = [1, 2, 3, 4, 5].flatMap((d) => (d === 3 ? [segment(d, 1)] : [segment(d, 1), segment(d, 2)]));
const AUTUMN = { name: 'Herfstvakantie', start_date: '2026-10-17', end_date: '2026-10-25', plannable: false };

const WORLD: DemoWorld = {
  today: '2026-11-18',
  period: { id: 1, start: '2026-08-01', end: '2027-07-31' },
  branches: [1, 2, 3].map((id) => ({
    id,
    schedules: [{ id: 10, segments: WEEK, vacations: [AUTUMN] }],
    teachers: Array.from({ length: 12 }, (_, i) => id * 100 + i),
  })),
  substitutes: [900, 901, 902, 903, 904],
  reasons: [
    { id: 1, code: 'ZK', absenteeRequired: true },
    { id: 2, code: 'ZWV', absenteeRequired: true },
    { id: 3, code: 'VAC', absenteeRequired: false },
  ],
  daypartReasons: { close: [7], unplan: [8] },
};

describe('the demo requests', () => {
  const plan = planDemoRequests(WORLD, 320);

  it('is the same on every load', () => {
    expect(planDemoRequests(WORLD, 320)).toEqual(plan);
    expect(plan).toHaveLength(320);
  });

  it('never reports a teacher absent twice, nor plans a substitute twice, on one daypart', () => {
    const absent = plan.flatMap((r) => (r.absenteeId === null ? [] : r.dayparts.map((d) => `${r.absenteeId}/${d.date}/${d.daypart}`)));
    expect(new Set(absent).size).toBe(absent.length);
    const planned = plan.flatMap((r) => r.dayparts.flatMap((d) => (d.personId === null ? [] : [`${d.personId}/${d.date}/${d.daypart}`])));
    expect(new Set(planned).size).toBe(planned.length);
  });

  it('holds only dayparts the schedule offers, outside its vacations', () => {
    const all = plan.flatMap((r) => r.dayparts);
    expect(all.every((d) => WEEK.some((s) => s.week_day === isoWeekday(d.date) && s.daypart === d.daypart))).toBe(true);
    expect(all.some((d) => d.date >= AUTUMN.start_date && d.date <= AUTUMN.end_date)).toBe(false);
  });

  it('shows every status to a user of today', () => {
    const statuses = plan.map((r) => {
      const open = r.dayparts.filter((d) => d.state === 'open');
      return requestStatus(
        { dayparts_count: r.dayparts.length, open_dayparts: open.length, first_open_date: open[0]?.date ?? null },
        WORLD.today,
      );
    });
    for (const status of ['completed', 'high', 'medium', 'other'] as const)
      expect(statuses.filter((s) => s === status).length).toBeGreaterThan(10);
  });
});
