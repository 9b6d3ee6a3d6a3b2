import { sql } from 'drizzle-orm';
import { Permission as P, ExtraPermission as E } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startServices, type Mailbox, type StartedServices } from '@app/service-harness';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';

/** Starting PGlite, migrating three services and loading the demo data takes a while on a busy machine. */
export const SETUP_TIMEOUT_MS = 180_000;

/** Every right of the request calls (the administrator's, without view of the entire pool unless asked). */
export const PLANNER_RIGHTS = [
  P.REQUEST_VIEW,
  P.REQUEST_CREATE,
  P.REQUEST_ALL,
  E.REQUEST_LOCK,
  E.REQUEST_EXPORT,
  E.REQUEST_DETAILS,
  E.REQUEST_TIMELINE,
  E.REQUEST_SCHEDULE,
  E.REQUEST_BRANCH_INFO,
];

export interface StaffingEnv {
  started: StartedServices;
  /** with `mail`: notify delivers every enqueued mail to a real SMTP server this reads */
  mailbox?: Mailbox;
  deps: TestDeps;
  server: TestServer;
  pools: { demo: number; noord: number };
  /** ids of master data's demo records in a pool, by what a test names */
  ids(poolId: number): Promise<DemoIds>;
  token(poolId: number, rights?: readonly string[], extra?: Parameters<typeof testToken>[1]): Promise<string>;
  close(): Promise<void>;
}

export interface DemoIds {
  board: number;
  regenboog: number;
  kompas: number;
  vlinder: number;
  /** the pool-wide schedule 'Groep 1 t/m 8' of the current period (Wednesday afternoon free) */
  schedule: number;
  /** De Regenboog's continuous schedule */
  continuous: number;
  /** reasons for absence by code */
  reason: Record<string, number>;
  /** reasons for dayparts by action (the first of each) */
  daypartReason: Record<string, number>;
  /** teachers (absentees) and substitutes by e-mail */
  person(email: string): number;
  teachers: number[];
  period: { start: string; end: string };
}

/**
 * Staffing on one database with master data and identity migrated and the demo data of every
 * stage loaded, as `npm start` does (pools demo and noord), served on a loopback port. Staffing's
 * own demo requests load too; tests make their own requests beside them.
 */
export async function startStaffing(options: { start?: Date; demo?: boolean; mail?: boolean } = {}): Promise<StaffingEnv> {
  const started = await startServices(['staffing'], {
    start: options.start ?? new Date('2026-11-18T09:00:00Z'),
    demo: options.demo ?? true,
    mail: options.mail ?? false,
  });
  const deps = started.deps;
  const server = await started.serve('staffing');
  const pools = await rowsOf<{ id: number; url: string }>(deps.db.db, sql`select id, url from identity.pools`);
  const poolId = (url: string) => pools.find((p) => p.url === url)!.id;
  return {
    started,
    mailbox: started.mailbox,
    deps,
    server,
    pools: { demo: poolId('demo'), noord: poolId('noord') },
    ids: (pool) => demoIds(deps, pool),
    token: (pool, rights = PLANNER_RIGHTS, extra = {}) =>
      testToken(deps, {
        pool_id: pool,
        allow: [...rights],
        username: `planner-${pool}`,
        person_name: 'Petra Planner',
        view_entire_pool: true,
        ...extra,
      }),
    close: () => started.close(),
  };
}

async function demoIds(deps: TestDeps, poolId: number): Promise<DemoIds> {
  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(deps.db.db, query);
  const branches = await q<{ id: number; name: string }>(sql`select id, name from masterdata.branches where pool_id = ${poolId}`);
  const branch = (name: string) => branches.find((b) => b.name === name)?.id ?? 0;
  const schedules = await q<{ id: number; name: string }>(sql`select id, name from masterdata.schedules where pool_id = ${poolId}`);
  const reasons = await q<{ id: number; code: string }>(sql`select id, code from masterdata.reasons_for_absence where pool_id = ${poolId}`);
  const daypartReasons = await q<{ id: number; action: string }>(
    sql`select min(id) as id, action from masterdata.reasons_for_daypart where pool_id = ${poolId} group by action`,
  );
  const persons = await q<{ id: number; email: string }>(sql`select id, email from masterdata.persons where pool_id = ${poolId}`);
  const [period] = await q<{ start: string; end: string }>(
    sql`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end from masterdata.periods where pool_id = ${poolId} and current`,
  );
  return {
    board: branches.find((b) => b.name.startsWith('Stichting'))!.id,
    regenboog: branch('De Regenboog'),
    kompas: branch('Het Kompas'),
    vlinder: branch('De Vlinder'),
    schedule: schedules.find((s) => s.name === 'Groep 1 t/m 8')!.id,
    continuous: schedules.find((s) => s.name === 'Continurooster')?.id ?? 0,
    reason: Object.fromEntries(reasons.map((r) => [r.code, r.id])),
    daypartReason: Object.fromEntries(daypartReasons.map((r) => [r.action, r.id])),
    person: (email) => persons.find((p) => p.email === email)!.id,
    teachers: persons.filter((p) => p.email?.endsWith('@leerkracht.demo.invalpool.nl')).map((p) => p.id),
    period: period!,
  };
}
