/**
 * The claim race of open work (docs/open-work.md): 50 substitutes claim the same daypart of one
 * request at the same moment, through real HTTP on the staffing service with the demo data, on
 * PGlite (the embedded product's database) and, with TEST_DATABASE_URL, on a PostgreSQL server
 * where the claims run in parallel transactions. Exactly one may win; the others are told it was
 * taken (409). Prints the winners, the refusals and the wall time of the race, per round.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ExtraPermission as E, OfferRights } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { newKompasRequest } from '../services/staffing/src/routes/offers-testing';
import { openWorkSubstitutes } from '../services/staffing/src/testing/open-work-substitutes';
import { PLANNER_RIGHTS, startStaffing } from '../services/staffing/src/testing/staffing-env';

const CLAIMANTS = 50;
const ROUNDS = Number(process.env.CLAIM_RACE_ROUNDS ?? 3);
/** mornings within the four weeks open work lists from the test clock's 2026-11-18 */
const DATES = ['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-07', '2026-12-08'];

export async function benchClaimRace() {
  const env = await startStaffing();
  try {
    const pool = env.pools.demo;
    const ids = await env.ids(pool);
    const planner = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
    await env.deps.db.withSystem((tx) =>
      tx.execute(sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'open_work', '"everyone"'::jsonb)
        on conflict (pool_id, code) do update set value = excluded.value`),
    );
    const persons = await openWorkSubstitutes(env, pool, CLAIMANTS);
    const tokens = await Promise.all(
      persons.map((p) => env.token(pool, [E.OPEN_WORK], { person_id: p, view_entire_pool: false, username: `open-${p}` })),
    );
    const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    let allExact = true;
    for (let round = 0; round < Math.min(ROUNDS, DATES.length); round++) {
      const date = DATES[round]!;
      const request = await newKompasRequest(env, planner, ids, ids.teachers[round]!, { [date]: [1] });
      const body = { request, dayparts: [{ date, daypart: 1 }] };
      const started = performance.now();
      const answers = await Promise.all(tokens.map((token) => env.server.call('POST', '/api/open-work/claim', { token, body })));
      const ms = performance.now() - started;
      const won = answers.filter((a) => a.status === 200).length;
      const taken = answers.filter((a) => a.status === 409).length;
      const [planned] = await rowsOf<{ n: number }>(
        env.deps.db.db,
        sql`select count(distinct d.person_id)::int as n from staffing.request_dates d join staffing.requests r on r.id = d.request_id
          where r.pool_id = ${pool} and r.number = ${request} and d.state = 'planned'`,
      );
      const exact = won === 1 && taken === CLAIMANTS - 1 && planned!.n === 1;
      allExact &&= exact;
      console.log(
        `claim race (${engine}), round ${round + 1}: ${CLAIMANTS} claims of one daypart in ${ms.toFixed(0)} ms: ` +
          `${won} won, ${taken} told it was taken, ${planned!.n} person planned (${exact ? 'OK' : 'WRONG: exactly one must win'})`,
      );
    }
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)}`);
    if (!allExact) process.exitCode = 1;
  } finally {
    await env.close();
  }
}

if (require.main === module) {
  benchClaimRace().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
