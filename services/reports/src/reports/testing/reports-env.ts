import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startServices, type StartedServices } from '@app/service-harness';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';

/** Starting PGlite, migrating four services and loading the demo data takes a while on a busy machine. */
export const SETUP_TIMEOUT_MS = 240_000;

export interface ReportsEnv {
  started: StartedServices;
  deps: TestDeps;
  server: TestServer;
  pools: { demo: number; noord: number };
  /** a token of the pool with the rights (the whole pool unless `extra` binds it to a branch) */
  token(poolId: number, rights: readonly string[], extra?: Parameters<typeof testToken>[1]): Promise<string>;
  /** every right, the whole pool: an administrator */
  admin(poolId: number): Promise<string>;
  branches(poolId: number): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * The reports service on one database with identity, master data and staffing migrated and their
 * demo data loaded (pools demo and noord), as `npm start` has it, served on a loopback port.
 */
export async function startReports(options: { start?: Date; demo?: boolean } = {}): Promise<ReportsEnv> {
  const started = await startServices(['reports'], {
    start: options.start ?? new Date('2026-11-18T09:00:00Z'),
    demo: options.demo ?? true,
  });
  const deps = started.deps;
  const server = await started.serve('reports');
  const pools = await rowsOf<{ id: number; url: string }>(deps.db.db, sql`select id, url from identity.pools`);
  const poolId = (url: string) => pools.find((p) => p.url === url)!.id;
  const token: ReportsEnv['token'] = (pool, rights, extra = {}) =>
    testToken(deps, { pool_id: pool, allow: [...rights], username: `reporter-${pool}`, view_entire_pool: true, ...extra });
  return {
    started,
    deps,
    server,
    pools: { demo: poolId('demo'), noord: poolId('noord') },
    token,
    admin: (pool) => token(pool, PERMISSION_CATALOGUE, { roles: ['ROLE_ADMINISTRATOR'] }),
    branches: async (pool) =>
      Object.fromEntries(
        (await rowsOf<{ id: number; name: string }>(deps.db.db, sql`select id, name from masterdata.branches where pool_id = ${pool}`)).map(
          (b) => [b.name, b.id],
        ),
      ),
    close: () => started.close(),
  };
}

export interface FixtureDaypart {
  date: string;
  daypart: 1 | 2;
  state: 'open' | 'invited' | 'reserved' | 'planned' | 'closed' | 'removed';
  person?: number;
  wtf?: number;
  /** 'HH:mm' work times of the daypart's segment */
  times?: [string, string];
}

/**
 * Writes a request with its dayparts straight into staffing's tables (as the owner, like a seed),
 * so a report test knows every figure by hand. Returns the request's id.
 */
export async function insertRequest(
  deps: TestDeps,
  poolId: number,
  request: { branch: number; reason?: number; absentee?: number; createdAt?: string; dayparts: FixtureDaypart[] },
): Promise<number> {
  return deps.db.withSystem(async (tx) => {
    const [refs] = await rowsOf<{ schedule: number; period: number; reason: number; number: number }>(
      tx,
      sql`select (select id from masterdata.schedules where pool_id = ${poolId} order by id limit 1) as schedule,
        (select id from masterdata.periods where pool_id = ${poolId} order by id limit 1) as period,
        (select id from masterdata.reasons_for_absence where pool_id = ${poolId} order by id limit 1) as reason,
        coalesce((select max(number) from staffing.requests where pool_id = ${poolId}), 0) + 1 as number`,
    );
    const live = request.dayparts.filter((d) => d.state !== 'removed');
    const count = (state: string) => live.filter((d) => d.state === state).length;
    const at = request.createdAt ?? '2026-11-18T09:00:00Z';
    const [made] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into staffing.requests (pool_id, number, branch_id, schedule_id, period_id, absentee_person_id, reason_for_absence_id,
          dayparts_count, open_dayparts, planned_dayparts, closed_dayparts, created_at, created_by_username, created_by_name, updated_at)
        values (${poolId}, ${refs!.number}, ${request.branch}, ${refs!.schedule}, ${refs!.period}, ${request.absentee ?? null},
          ${request.reason ?? refs!.reason}, ${live.length}, ${live.length - count('planned') - count('closed')}, ${count('planned')},
          ${count('closed')}, ${at}, 'fixture', 'Fixture', ${at}) returning id`,
    );
    for (const d of request.dayparts) {
      const segment =
        d.wtf !== undefined || d.times
          ? JSON.stringify({
              start_work_time: d.times?.[0] ?? '08:30',
              end_work_time: d.times?.[1] ?? '12:00',
              extra_time: '00:00',
              wtf: d.wtf ?? 0.1,
            })
          : null;
      await tx.execute(
        sql`insert into staffing.request_dates (pool_id, request_id, date, daypart, state, person_id, segment, updated_at)
          values (${poolId}, ${made!.id}, ${d.date}, ${d.daypart}, ${d.state}, ${d.person ?? null}, ${segment}::jsonb, ${at})`,
      );
    }
    return made!.id;
  });
}
