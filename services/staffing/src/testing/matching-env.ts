import { sql } from 'drizzle-orm';
import { ExtraPermission as E } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { newKompasRequest } from '../routes/offers-testing';
import { startStaffing, type DemoIds, type StaffingEnv } from './staffing-env';

/** The demo pool as the matching tests use it: a planner, a caller with only the matching right, the demo substitute. */
export interface MatchingEnv {
  env: StaffingEnv;
  ids: DemoIds;
  pool: number;
  planner: string;
  matcher: string;
  /** the demo substitute (a live substitute profile) */
  invaller: number;
  /** a label of master data's demo group with required employability ('Langdurend'), which the demo substitute lacks */
  required: { id: number; name: string };
  /**
   * A new request at De Kompas on `dates` (or what `extra` says), each for the next demo teacher from
   * `firstTeacher` on, so that no two requests of a test file share an absentee.
   */
  createRequest(extra?: Record<string, unknown>): Promise<number>;
}

export async function startMatchingEnv(dates: Record<string, number[]>, firstTeacher: number): Promise<MatchingEnv> {
  const env = await startStaffing();
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const planner = await env.token(pool);
  const [required] = await rowsOf<{ id: number; name: string }>(
    env.deps.db.db,
    sql`select id, name from masterdata.labels where pool_id = ${pool} and name = 'Langdurend'`,
  );
  let teacher = firstTeacher;
  return {
    env,
    ids,
    pool,
    planner,
    matcher: await env.token(pool, [E.REQUEST_MATCHING]),
    invaller: ids.person('invaller@demo.invalpool.nl'),
    required: required!,
    createRequest: (extra = {}) => newKompasRequest(env, planner, ids, ids.teachers[teacher++]!, dates, extra),
  };
}
