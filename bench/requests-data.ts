/**
 * The request benchmarks' pool: the demo data of every service (as `npm start` loads it), then
 * 20,000 requests of 20 dayparts each (400,000 dayparts) in the demo pool across its schools,
 * absentees and reasons, bulk-loaded as staffing's demo is, with the statistics refreshed as the
 * embedded database's job does.
 */
import { sql } from 'drizzle-orm';
import { addDays, type DaypartState, type ServiceName } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startServices, type StartedServices } from '../services/harness/src';
import { bulkInsert } from '../services/staffing/src/demo/bulk-insert';
import { refreshRequestSummary } from '../services/staffing/src/store/request-summary';
import { refreshStatistics } from '../services/staffing/src/store/statistics';

export const REQUESTS = 20_000;
export const DAYPARTS_PER_REQUEST = 20;
/** the benchmarks' "today": the demo's school year is 2026-2027 */
export const BENCH_START = new Date('2026-11-18T09:00:00Z');

export interface RequestBenchPool {
  started: StartedServices;
  poolId: number;
  schools: number[];
  board: number;
  schedule: number;
  reasons: number[];
  teachers: number[];
}

/** The school days of the 2026-2027 period (Monday to Friday) from its start, skipping none: the bench is about volume. */
const schoolDays = (from: string, count: number) => {
  const out: string[] = [];
  for (let d = from; out.length < count; d = addDays(d, 1)) {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (day >= 1 && day <= 5) out.push(d);
  }
  return out;
};

/** `services`: what is started on the database (the reports bench adds the reports service). */
export async function startRequestBenchPool(services: ServiceName[] = ['staffing']): Promise<RequestBenchPool> {
  const started = await startServices(services, { start: BENCH_START });
  const owner = started.deps.db.db;
  const [pool] = await rowsOf<{ id: number }>(owner, sql`select id from identity.pools where url = 'demo'`);
  const poolId = pool!.id;
  const branches = await rowsOf<{ id: number; parent_id: number | null }>(
    owner,
    sql`select id, parent_id from masterdata.branches where pool_id = ${poolId}`,
  );
  const [schedule] = await rowsOf<{ id: number; period_id: number }>(
    owner,
    sql`select id, period_id from masterdata.schedules where pool_id = ${poolId} and branch_id is null`,
  );
  const reasons = (await rowsOf<{ id: number }>(owner, sql`select id from masterdata.reasons_for_absence where pool_id = ${poolId}`)).map(
    (r) => r.id,
  );
  const teachers = (
    await rowsOf<{ id: number }>(
      owner,
      sql`select id from masterdata.persons where pool_id = ${poolId} and email like '%@leerkracht.demo.invalpool.nl'`,
    )
  ).map((r) => r.id);
  const schools = branches.filter((b) => b.parent_id !== null).map((b) => b.id);
  const board = branches.find((b) => b.parent_id === null)!.id;

  const days = schoolDays('2026-08-24', 220);
  const states: DaypartState[] = ['planned', 'planned', 'closed', 'open'];
  const staffing = started.depsOf('staffing');
  const [{ max }] = (await rowsOf<{ max: number }>(
    owner,
    sql`select coalesce(max(number), 0)::int as max from staffing.requests where pool_id = ${poolId}`,
  )) as [{ max: number }];
  const CHUNK = 2_000;
  for (let first = 0; first < REQUESTS; first += CHUNK) {
    await staffing.db.withPool(poolId, async (tx) => {
      const batch = Array.from({ length: Math.min(CHUNK, REQUESTS - first) }, (_, k) => first + k);
      const rows = await bulkInsert<{ id: number; number: number }>(
        tx,
        'staffing.requests',
        batch.map((i) => ({
          pool_id: poolId,
          number: max + i + 1,
          branch_id: schools[i % schools.length],
          schedule_id: schedule!.id,
          period_id: schedule!.period_id,
          absentee_person_id: teachers[i % teachers.length],
          reason_for_absence_id: reasons[i % reasons.length],
          created_at: BENCH_START.toISOString(),
          created_by_username: 'bench',
          created_by_name: 'Bench',
          updated_at: BENCH_START.toISOString(),
        })),
        'id, number',
      );
      const startDay = (i: number) => (i * 37) % (days.length - DAYPARTS_PER_REQUEST / 2);
      const byNumber = new Map(rows.map((r) => [r.number, r.id]));
      await bulkInsert(
        tx,
        'staffing.request_dates',
        batch.flatMap((i) =>
          Array.from({ length: DAYPARTS_PER_REQUEST }, (_, p) => ({
            pool_id: poolId,
            request_id: byNumber.get(max + i + 1),
            date: days[startDay(i) + Math.floor(p / 2)],
            daypart: (p % 2) + 1,
            // every fifth request is done: planned or closed throughout
            state: i % 5 === 0 ? states[p % 3]! : states[(i + p) % states.length]!,
            updated_at: BENCH_START.toISOString(),
          })),
        ),
      );
      await refreshRequestSummary(
        tx,
        rows.map((r) => r.id),
      );
    });
  }
  await rowsOf(
    owner,
    sql`insert into staffing.request_numbers (pool_id, last_number) values (${poolId}, ${max + REQUESTS})
    on conflict (pool_id) do update set last_number = excluded.last_number`,
  );
  await refreshStatistics(staffing.db);
  return { started, poolId, schools, board, schedule: schedule!.id, reasons, teachers };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
