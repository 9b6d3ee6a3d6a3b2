import { sql } from 'drizzle-orm';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import {
  absenceGroups,
  periods,
  reasonForAbsenceDirectory,
  reasonForDaypartDirectory,
  reasonsForAbsence,
  reasonsForDaypart,
  scheduleDirectory,
  schedules,
  vacations,
  weekScheduleSegmentDirectory,
  weekSchedules,
} from '../db/schema';
import { segmentRules } from '../domain/week-schedules/week-schedule-input';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  // identity publishes pool_directory; a stand-in view keeps this test to masterdata alone
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db.execute(
    sql`create or replace view identity.pool_directory as select * from (values (1, 'Demo pool', 'demo'), (2, 'Pool Noord', 'noord')) as p(id, name, url)`,
  );
  await masterdataService.seedDemo!(deps, 'data');
  await masterdataService.seedDemo!(deps, 'data');
}, SETUP_TIMEOUT_MS);

afterAll(() => deps.db.close());

const all = <T>(fn: Parameters<TestDeps['db']['withSystem']>[0]) => deps.db.withSystem(fn) as Promise<T>;

it('seeds valid week schedules once per pool; the school schedule only where the school exists', async () => {
  const rows = await all<(typeof weekSchedules.$inferSelect)[]>((tx) => tx.select().from(weekSchedules));
  expect(rows.filter((w) => w.poolId === 1).map((w) => w.name)).toEqual(['Standaard weekrooster', 'Continurooster']);
  expect(rows.filter((w) => w.poolId === 2).map((w) => w.name)).toEqual(['Standaard weekrooster']);
  for (const w of rows) expect(segmentRules(w.segments)).toEqual({});
  // Wednesday afternoon is free in the standard week
  expect(rows[0]!.segments.filter((s) => s.week_day === 3)).toHaveLength(1);
});

it('seeds schedules on the current period without the vacations in it', async () => {
  const [current] = await all<(typeof periods.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(periods)
      .where(sql`pool_id = 1 and current`),
  );
  const rows = await all<(typeof schedules.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(schedules)
      .where(sql`pool_id = 1`),
  );
  expect(rows.map((s) => s.name)).toEqual(['Groep 1 t/m 8', 'Continurooster']);
  expect(rows.every((s) => s.periodId === current!.id)).toBe(true);
  const holidays = await all<(typeof vacations.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(vacations)
      .where(sql`pool_id = 1`),
  );
  expect(rows[0]!.vacationIds).toHaveLength(holidays.length);
});

it('seeds absence groups with their reasons, and reasons for every daypart action', async () => {
  const groups = await all<(typeof absenceGroups.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(absenceGroups)
      .where(sql`pool_id = 1`),
  );
  expect(groups.map((g) => g.name)).toEqual(['Ziekte', 'Verlof', 'Professionalisering', 'Overig']);
  const reasons = await all<(typeof reasonsForAbsence.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(reasonsForAbsence)
      .where(sql`pool_id = 1`),
  );
  expect(reasons.find((r) => r.code === 'ZK')).toMatchObject({
    description: 'Ziekte',
    chainInfo: 'not_counted',
    absenceGroupId: groups[0]!.id,
  });
  expect(reasons.find((r) => r.code === 'VAC')).toMatchObject({ absenteeRequired: false });
  const daypart = await all<(typeof reasonsForDaypart.$inferSelect)[]>((tx) =>
    tx
      .select()
      .from(reasonsForDaypart)
      .where(sql`pool_id = 2`),
  );
  expect(new Set(daypart.map((r) => r.action))).toEqual(new Set(['add', 'close', 'delete', 'open', 'unplan']));
});

it('publishes schedules, week schedule segments and reasons to other services, each pool seeing its own (RLS)', async () => {
  const segments = await deps.db.withPool(2, (tx) => tx.select().from(weekScheduleSegmentDirectory));
  // the standard week of pool 2: Monday to Friday mornings, afternoons except Wednesday
  expect(segments).toHaveLength(9);
  expect(segments.find((s) => s.weekDay === 1 && s.daypart === 2)).toMatchObject({
    poolId: 2,
    startClassTime: '13:00',
    endWorkTime: '15:45',
    wtf: 0.1,
  });
  const scheduleRows = await deps.db.withPool(2, (tx) => tx.select().from(scheduleDirectory));
  expect(scheduleRows.map((r) => [r.poolId, r.name, r.archived])).toEqual([[2, 'Groep 1 t/m 8', false]]);
  const reasons = await deps.db.withPool(1, (tx) => tx.select().from(reasonForAbsenceDirectory));
  expect(reasons.find((r) => r.code === 'ZK')).toMatchObject({ chainInfo: 'not_counted', absenteeRequired: true, archived: false });
  expect((await deps.db.withPool(1, (tx) => tx.select().from(reasonForDaypartDirectory))).every((r) => r.poolId === 1)).toBe(true);
});
