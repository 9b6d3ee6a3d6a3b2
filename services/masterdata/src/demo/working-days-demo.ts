import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import {
  absenceGroups,
  branches,
  periods,
  reasonsForAbsence,
  reasonsForDaypart,
  schedules,
  vacations,
  weekSchedules,
  type WeekScheduleSegment,
} from '../db/schema';
import type { CHAIN_INFO } from '../domain/reasons-for-absence/reason-for-absence-input';
import type { DAYPART_ACTIONS } from '../domain/reasons-for-daypart/reason-for-daypart-input';

const morning = (week_day: number, start: string, end: string): WeekScheduleSegment => ({
  week_day,
  daypart: 1,
  start_class_time: start,
  end_class_time: end,
  start_work_time: '08:15',
  end_work_time: end === '12:00' ? '12:15' : end,
  extra_time: '00:00',
  wtf: 0.1,
});
const afternoon = (week_day: number, start: string, end: string, workEnd: string): WeekScheduleSegment => ({
  week_day,
  daypart: 2,
  start_class_time: start,
  end_class_time: end,
  start_work_time: start === '13:00' ? '12:45' : start,
  end_work_time: workEnd,
  extra_time: '00:00',
  wtf: 0.1,
});

/** A Dutch primary school week: Wednesday afternoon free; and a continuous schedule ending at 14:00. */
export const DEMO_WEEK_SCHEDULES: { name: string; branch?: string; segments: WeekScheduleSegment[] }[] = [
  {
    name: 'Standaard weekrooster',
    segments: [1, 2, 3, 4, 5].flatMap((d) =>
      d === 3 ? [morning(d, '08:30', '12:00')] : [morning(d, '08:30', '12:00'), afternoon(d, '13:00', '15:15', '15:45')],
    ),
  },
  {
    name: 'Continurooster',
    branch: 'De Regenboog',
    segments: [1, 2, 3, 4, 5].flatMap((d) => [morning(d, '08:30', '12:00'), afternoon(d, '12:30', '14:00', '14:30')]),
  },
];

type Chain = (typeof CHAIN_INFO)[number];

/** Absence groups and their reasons as Dutch school boards name them; codes as payroll knows them. */
export const DEMO_ABSENCE: {
  group: string;
  deletable?: boolean;
  reasons: { code: string; description: string; vf_code?: string; chain?: Chain; absentee?: boolean }[];
}[] = [
  {
    group: 'Ziekte',
    deletable: false,
    reasons: [
      // replacing sick staff in primary education does not count in the contract chain (DOMAIN)
      { code: 'ZK', description: 'Ziekte', vf_code: 'VF-ZK', chain: 'not_counted' },
      { code: 'ZKL', description: 'Langdurige ziekte', vf_code: 'VF-ZK', chain: 'not_counted' },
    ],
  },
  {
    group: 'Verlof',
    reasons: [
      { code: 'ZWV', description: 'Zwangerschapsverlof', vf_code: 'VF-ZW', chain: 'replacement_only' },
      { code: 'OV', description: 'Ouderschapsverlof', chain: 'replacement_only' },
      { code: 'BV', description: 'Bijzonder verlof' },
      { code: 'DI', description: 'Duurzame inzetbaarheid' },
    ],
  },
  { group: 'Professionalisering', reasons: [{ code: 'NS', description: 'Nascholing en studie' }] },
  {
    group: 'Overig',
    reasons: [
      // an open position has no absentee
      { code: 'VAC', description: 'Vacature', absentee: false },
      { code: 'CU', description: 'Compensatie-uren' },
    ],
  },
];

export const DEMO_DAYPART_REASONS: { action: (typeof DAYPART_ACTIONS)[number]; reason: string }[] = [
  { action: 'add', reason: 'Extra dagdeel aangevraagd door de school' },
  { action: 'close', reason: 'Afwezige is eerder hersteld' },
  { action: 'close', reason: 'Groep opgevangen door een collega' },
  { action: 'close', reason: 'Geen vervanging nodig' },
  { action: 'delete', reason: 'Verkeerd ingevoerd' },
  { action: 'open', reason: 'Toch vervanging nodig' },
  { action: 'unplan', reason: 'Invaller heeft zich afgemeld' },
  { action: 'unplan', reason: 'Invaller is ziek' },
];

/**
 * Week schedules, schedules on the current period (without its vacations), absence groups with
 * their reasons and the reasons for dayparts of one pool, once (its own once-check, so data
 * folders seeded before these entities existed get them on the next start).
 */
export async function seedWorkingDays(tx: Tx, poolId: number) {
  const [seeded] = await tx.select({ id: absenceGroups.id }).from(absenceGroups).where(eq(absenceGroups.poolId, poolId)).limit(1);
  if (seeded) return;
  const branchIds = new Map(
    (await tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.poolId, poolId))).map((b) => [
      b.name,
      b.id,
    ]),
  );
  const weekIds = new Map<string, number>();
  // a pool without the school of a school's week schedule gets the pool-wide one only
  for (const w of DEMO_WEEK_SCHEDULES.filter((x) => !x.branch || branchIds.has(x.branch))) {
    const [row] = await tx
      .insert(weekSchedules)
      .values({ poolId, name: w.name, branchId: w.branch ? branchIds.get(w.branch)! : null, segments: w.segments })
      .returning({ id: weekSchedules.id });
    weekIds.set(w.name, row!.id);
  }
  const [current] = await tx
    .select()
    .from(periods)
    .where(and(eq(periods.poolId, poolId), eq(periods.current, true)));
  if (current) {
    const holidays = await tx
      .select({ id: vacations.id, start: vacations.startDate, end: vacations.endDate })
      .from(vacations)
      .where(and(eq(vacations.poolId, poolId), isNull(vacations.archivedAt)));
    const vacationIds = holidays.filter((v) => v.start <= current.endDate && v.end >= current.startDate).map((v) => v.id);
    const scheduleRows: (typeof schedules.$inferInsert)[] = [
      {
        poolId,
        name: 'Groep 1 t/m 8',
        nameAddition: current.name,
        periodId: current.id,
        weekScheduleId: weekIds.get('Standaard weekrooster')!,
        vacationIds,
      },
    ];
    const continuous = weekIds.get('Continurooster');
    if (continuous)
      scheduleRows.push({
        poolId,
        name: 'Continurooster',
        nameAddition: current.name,
        periodId: current.id,
        weekScheduleId: continuous,
        branchId: branchIds.get('De Regenboog') ?? null,
        vacationIds,
      });
    await tx.insert(schedules).values(scheduleRows);
  }
  for (const g of DEMO_ABSENCE) {
    const [group] = await tx
      .insert(absenceGroups)
      .values({ poolId, name: g.group, deletable: g.deletable ?? true })
      .returning({ id: absenceGroups.id });
    await tx.insert(reasonsForAbsence).values(
      g.reasons.map((r) => ({
        poolId,
        code: r.code,
        description: r.description,
        vfCode: r.vf_code ?? null,
        absenceGroupId: group!.id,
        chainInfo: r.chain ?? 'counts',
        absenteeRequired: r.absentee ?? true,
      })),
    );
  }
  await tx.insert(reasonsForDaypart).values(DEMO_DAYPART_REASONS.map((r) => ({ poolId, ...r })));
}
