import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import {
  reasonForAbsenceDirectory,
  branchDetailDirectory,
  contractDirectory,
  reasonForDaypartDirectory,
  periodDirectory,
  personDirectory,
  scheduleDirectory,
} from '@app/contracts/published-views/masterdata';
import { readSchedule, type ScheduleRead } from '../store/masterdata-reads';
import type { DemoWorld } from './demo-plan';

/** Master data's demo teachers share this e-mail domain (masterdata `demo/teachers-demo.ts`). */
const TEACHER_DOMAIN = 'leerkracht.demo.invalpool.nl';

/** Master data's demo substitutes, by e-mail (masterdata `demo/demo-data.ts` and `person-data-demo.ts`). */
const SUBSTITUTE_EMAILS = [
  'invaller@demo.invalpool.nl',
  'jan.jansen@demo.invalpool.nl',
  'fatima.elamrani@demo.invalpool.nl',
  'lotte.visser@demo.invalpool.nl',
  'daan.bakker@demo.invalpool.nl',
  'multi@demo.invalpool.nl',
  'sjoerd.devries@noord.invalpool.nl',
];

/**
 * Reads what the demo requests of a pool are made of from master data's published views: the
 * current period and its schedules, the schools and locations with their teachers, the
 * substitutes, the reasons. Null when the pool has no current period or schedule.
 */
export async function readDemoWorld(tx: Tx, poolId: number, today: string): Promise<DemoWorld | null> {
  const [period] = await tx
    .select()
    .from(periodDirectory)
    .where(and(eq(periodDirectory.poolId, poolId), eq(periodDirectory.current, true), eq(periodDirectory.archived, false)));
  if (!period) return null;
  const scheduleRows = await tx
    .select({ id: scheduleDirectory.id, branchId: scheduleDirectory.branchId })
    .from(scheduleDirectory)
    .where(and(eq(scheduleDirectory.poolId, poolId), eq(scheduleDirectory.periodId, period.id), eq(scheduleDirectory.archived, false)));
  const schedules: ScheduleRead[] = [];
  for (const row of scheduleRows) {
    const schedule = await readSchedule(tx, poolId, row.id);
    if (schedule) schedules.push(schedule);
  }
  if (!schedules.length) return null;
  // schools and locations: every branch below a board
  const branches = await tx
    .select({ id: branchDetailDirectory.id, parentId: branchDetailDirectory.parentId })
    .from(branchDetailDirectory)
    .where(
      and(
        eq(branchDetailDirectory.poolId, poolId),
        isNotNull(branchDetailDirectory.parentId),
        eq(branchDetailDirectory.archived, false),
        eq(branchDetailDirectory.hasRequests, true),
      ),
    );
  const teachers = await tx
    .select({ personId: contractDirectory.personId, branchId: contractDirectory.branchId })
    .from(contractDirectory)
    .innerJoin(personDirectory, eq(personDirectory.id, contractDirectory.personId))
    .where(and(eq(contractDirectory.poolId, poolId), like(personDirectory.email, `%@${TEACHER_DOMAIN}`)));
  const substitutes = await tx
    .select({ id: personDirectory.id })
    .from(personDirectory)
    .where(and(eq(personDirectory.poolId, poolId), inArray(personDirectory.email, SUBSTITUTE_EMAILS)));
  const reasons = await tx
    .select({
      id: reasonForAbsenceDirectory.id,
      code: reasonForAbsenceDirectory.code,
      absenteeRequired: reasonForAbsenceDirectory.absenteeRequired,
    })
    .from(reasonForAbsenceDirectory)
    .where(
      and(
        eq(reasonForAbsenceDirectory.poolId, poolId),
        eq(reasonForAbsenceDirectory.active, true),
        eq(reasonForAbsenceDirectory.archived, false),
      ),
    );
  const dayparts = await tx
    .select({ id: reasonForDaypartDirectory.id, action: reasonForDaypartDirectory.action })
    .from(reasonForDaypartDirectory)
    .where(and(eq(reasonForDaypartDirectory.poolId, poolId), eq(reasonForDaypartDirectory.archived, false)));
  const parentOf = new Map(branches.map((b) => [b.id, b.parentId]));
  // a school's own schedule serves its locations too; a schedule without a branch serves all
  const serves = (scheduleBranch: number | null, branchId: number) =>
    scheduleBranch === null || scheduleBranch === branchId || parentOf.get(branchId) === scheduleBranch;
  return {
    today,
    period: { id: period.id, start: period.startDate, end: period.endDate },
    branches: branches.map((b) => ({
      id: b.id,
      schedules: schedules.filter((s) => serves(s.branchId, b.id)).map((s) => ({ id: s.id, segments: s.segments, vacations: s.vacations })),
      teachers: teachers.filter((t) => t.branchId === b.id).map((t) => t.personId),
    })),
    substitutes: substitutes.map((s) => s.id),
    reasons,
    daypartReasons: {
      close: dayparts.filter((r) => r.action === 'close').map((r) => r.id),
      unplan: dayparts.filter((r) => r.action === 'unplan').map((r) => r.id),
    },
  };
}
