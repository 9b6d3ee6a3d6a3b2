import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import {
  absenceReasons,
  branchDetails,
  contractDirectory,
  daypartReasons,
  periodDetails,
  personDirectory,
  scheduleDetails,
} from '../db/masterdata-views';
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
    .from(periodDetails)
    .where(and(eq(periodDetails.poolId, poolId), eq(periodDetails.current, true), eq(periodDetails.archived, false)));
  if (!period) return null;
  const scheduleRows = await tx
    .select({ id: scheduleDetails.id, branchId: scheduleDetails.branchId })
    .from(scheduleDetails)
    .where(and(eq(scheduleDetails.poolId, poolId), eq(scheduleDetails.periodId, period.id), eq(scheduleDetails.archived, false)));
  const schedules: ScheduleRead[] = [];
  for (const row of scheduleRows) {
    const schedule = await readSchedule(tx, poolId, row.id);
    if (schedule) schedules.push(schedule);
  }
  if (!schedules.length) return null;
  // schools and locations: every branch below a board
  const branches = await tx
    .select({ id: branchDetails.id, parentId: branchDetails.parentId })
    .from(branchDetails)
    .where(
      and(
        eq(branchDetails.poolId, poolId),
        isNotNull(branchDetails.parentId),
        eq(branchDetails.archived, false),
        eq(branchDetails.hasRequests, true),
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
    .select({ id: absenceReasons.id, code: absenceReasons.code, absenteeRequired: absenceReasons.absenteeRequired })
    .from(absenceReasons)
    .where(and(eq(absenceReasons.poolId, poolId), eq(absenceReasons.active, true), eq(absenceReasons.archived, false)));
  const dayparts = await tx
    .select({ id: daypartReasons.id, action: daypartReasons.action })
    .from(daypartReasons)
    .where(and(eq(daypartReasons.poolId, poolId), eq(daypartReasons.archived, false)));
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
