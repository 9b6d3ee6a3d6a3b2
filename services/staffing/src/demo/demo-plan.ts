import {
  addDays,
  offeredDayparts,
  WEEKDAYS_ONLY,
  type DaypartNumber,
  type DaypartState,
  type WeekScheduleSegmentView,
} from '@app/contracts';
import { isoWeekday } from '../domain/calendar/iso-dates';
import type { VacationSpan } from '../domain/calendar/schedule-days';

/** What the demo requests are made of: master data's demo records of one pool. */
export interface DemoWorld {
  /** the date the demo is loaded, `YYYY-MM-DD`: statuses follow from it */
  today: string;
  period: { id: number; start: string; end: string };
  branches: {
    id: number;
    schedules: { id: number; segments: WeekScheduleSegmentView[]; vacations: VacationSpan[] }[];
    teachers: number[];
  }[];
  substitutes: number[];
  reasons: { id: number; code: string; absenteeRequired: boolean }[];
  daypartReasons: { close: number[]; unplan: number[] };
}

export interface DemoDaypart {
  date: string;
  daypart: DaypartNumber;
  state: DaypartState;
  personId: number | null;
  reasonId: number | null;
  segment: WeekScheduleSegmentView | null;
}

export interface DemoRequest {
  branchId: number;
  scheduleId: number;
  absenteeId: number | null;
  reasonId: number;
  /** days before today it was reported */
  reportedDaysAgo: number;
  dayparts: DemoDaypart[];
}

/** A small deterministic generator (mulberry32), so every fresh demo is the same. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

/** How long an absence lasts, in school days, by its reason: most are short sick leave. */
function lengthOf(code: string, chance: (p: number) => boolean, next: () => number): number {
  if (code === 'ZWV') return 40 + Math.floor(next() * 30);
  if (code === 'ZKL') return 15 + Math.floor(next() * 25);
  if (code === 'VAC') return 10 + Math.floor(next() * 20);
  if (chance(0.6)) return 1 + Math.floor(next() * 2);
  return 3 + Math.floor(next() * 6);
}

const REASON_WEIGHTS: Record<string, number> = { ZK: 50, ZKL: 6, ZWV: 3, OV: 6, BV: 8, DI: 5, NS: 10, VAC: 3, CU: 4 };

/**
 * A school year of requests around `today`: absences from ten weeks before to
 * eight weeks after it, across the branches, their teachers and the reasons, never twice for one
 * teacher on one daypart. What has passed is mostly planned or closed, what is near mostly still
 * open, so every status shows: completed, high (open this week or past), medium, other.
 */
export function planDemoRequests(world: DemoWorld, count: number, seed = 2026): DemoRequest[] {
  const { next, pick, chance } = seededRandom(seed);
  const reasons = world.reasons.flatMap((r) => Array.from({ length: REASON_WEIGHTS[r.code] ?? 2 }, () => r));
  const absent = new Set<string>();
  const busy = new Set<string>();
  const clamp = (d: string) => (d < world.period.start ? world.period.start : d > world.period.end ? world.period.end : d);
  const windowStart = clamp(addDays(world.today, -70));
  const windowEnd = clamp(addDays(world.today, 56));
  const days = new Map(world.branches.flatMap((b) => b.schedules).map((s) => [s.id, schoolDays(s, world.period)]));
  const requests: DemoRequest[] = [];
  for (let attempt = 0; requests.length < count && attempt < count * 4; attempt++) {
    const branch = pick(world.branches);
    const schedule = pick(branch.schedules);
    const reason = pick(reasons);
    const absenteeId = reason.absenteeRequired && branch.teachers.length ? pick(branch.teachers) : null;
    if (reason.absenteeRequired && absenteeId === null) continue;
    const open = days.get(schedule.id)!;
    const inWindow = open.filter((d) => d.date >= windowStart && d.date <= windowEnd);
    if (!inWindow.length) continue;
    const from = open.indexOf(pick(inWindow));
    const dayparts: DemoDaypart[] = [];
    for (const day of open.slice(from, from + lengthOf(reason.code, chance, next)))
      for (const d of day.dayparts)
        if (absenteeId === null || !absent.has(`${absenteeId}/${day.date}/${d.daypart}`))
          dayparts.push({ date: day.date, daypart: d.daypart, state: 'open', personId: null, reasonId: null, segment: d.segment });
    if (!dayparts.length) continue;
    const first = dayparts[0]!.date;
    for (const d of dayparts) {
      if (absenteeId !== null) absent.add(`${absenteeId}/${d.date}/${d.daypart}`);
      settle(d, world, busy, { next, pick, chance });
    }
    // reported a few days before the absence began, or on its first day
    const reportedDaysAgo = Math.max(0, Math.round((Date.parse(world.today) - Date.parse(first)) / 86_400_000) + Math.floor(next() * 5));
    requests.push({ branchId: branch.id, scheduleId: schedule.id, absenteeId, reasonId: reason.id, reportedDaysAgo, dayparts });
  }
  return requests;
}

/** The school days of a schedule in the period, each with the dayparts its week schedule offers (none on a vacation). */
function schoolDays(schedule: DemoWorld['branches'][number]['schedules'][number], period: { start: string; end: string }) {
  const out: { date: string; dayparts: { daypart: DaypartNumber; segment: WeekScheduleSegmentView | null }[] }[] = [];
  for (let date = period.start; date <= period.end; date = addDays(date, 1)) {
    if (schedule.vacations.some((v) => date >= v.start_date && date <= v.end_date)) continue;
    const weekday = isoWeekday(date);
    const offered = offeredDayparts(weekday, schedule.segments, WEEKDAYS_ONLY);
    if (offered.length)
      out.push({ date, dayparts: offered.map((daypart) => ({ daypart, segment: segmentOf(schedule.segments, weekday, daypart) })) });
  }
  return out;
}

const segmentOf = (segments: readonly WeekScheduleSegmentView[], weekday: number, daypart: number) =>
  segments.find((s) => s.week_day === weekday && s.daypart === daypart) ?? null;

/**
 * What became of a daypart by today: past ones are mostly planned (a substitute free then) or
 * closed, a few still open; near ones are half planned; later ones mostly still open.
 */
function settle(d: DemoDaypart, world: DemoWorld, busy: Set<string>, random: ReturnType<typeof seededRandom>) {
  const { chance, pick } = random;
  const daysAway = (Date.parse(d.date) - Date.parse(world.today)) / 86_400_000;
  const plannedShare = daysAway < 0 ? 0.8 : daysAway <= 7 ? 0.55 : daysAway <= 28 ? 0.35 : 0.15;
  const roll = random.next();
  if (roll < plannedShare) {
    const free = world.substitutes.filter((p) => !busy.has(`${p}/${d.date}/${d.daypart}`));
    if (free.length) {
      const personId = pick(free);
      busy.add(`${personId}/${d.date}/${d.daypart}`);
      Object.assign(d, { state: 'planned', personId });
      return;
    }
  }
  // what was not planned and has passed was solved within the school: closed, except some of the
  // last week, which a planner still has to settle (the 'high' requests of a living pool)
  if (daysAway < 0 && world.daypartReasons.close.length && (daysAway < -7 || chance(0.5)))
    Object.assign(d, { state: 'closed', reasonId: pick(world.daypartReasons.close) });
}
