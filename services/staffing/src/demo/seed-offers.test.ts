import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { SETUP_TIMEOUT_MS, startStaffing, type StaffingEnv } from '../testing/staffing-env';
import { seedDemoOffers } from './seed-offers';

// a Wednesday morning, and a Sunday night in Amsterdam: the demo is loaded on whatever day `npm start` first runs
describe.each(['2026-11-18T09:00:00Z', '2026-11-29T01:00:00Z'])('the demo offers, loaded at %s', (start) => {
  let env: StaffingEnv;
  beforeAll(async () => {
    env = await startStaffing({ start: new Date(start) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => env?.close());

  const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(env.deps.db.db, query);

  it('makes every offer of its eight scenarios: twelve', async () => {
    const [made] = await q<{ n: number }>(sql`select count(*)::int as n from staffing.offers where pool_id = ${env.pools.demo}`);
    expect(made!.n).toBe(12);
  });

  it('gives the demo pool offers in every state a planner meets, and invaller items to answer', async () => {
    const pool = env.pools.demo;
    const states = await q<{ kind: string; state: string }>(
      sql`select distinct kind::text, state::text from staffing.offers where pool_id = ${pool} order by 1, 2`,
    );
    expect(states.map((s) => `${s.kind} ${s.state}`)).toEqual(
      expect.arrayContaining([
        'invitation accepted',
        'invitation cancelled',
        'invitation denied',
        'invitation expired',
        'invitation open',
        'reservation accepted',
        'reservation open',
      ]),
    );
    const invaller = await q<{ kind: string; state: string }>(
      sql`select o.kind::text, o.state::text from staffing.offers o join masterdata.persons p on p.id = o.person_id
          where o.pool_id = ${pool} and p.email = 'invaller@demo.invalpool.nl' and o.state = 'open'`,
    );
    expect(invaller.filter((o) => o.kind === 'invitation').length).toBeGreaterThanOrEqual(2);
    expect(invaller.filter((o) => o.kind === 'reservation')).toHaveLength(1);
    // an accepted offer planned its person; the noord pool gets none
    const planned = await q<{ n: number }>(
      sql`select count(*)::int as n from staffing.offers o join staffing.request_dates d
            on d.request_id = o.request_id and d.person_id = o.person_id and d.state = 'planned'
          where o.pool_id = ${pool} and o.state = 'accepted'`,
    );
    expect(planned[0]!.n).toBeGreaterThan(0);
    expect((await q<{ n: number }>(sql`select count(*)::int as n from staffing.offers where pool_id = ${env.pools.noord}`))[0]!.n).toBe(0);
  });

  it('is made once per pool', async () => {
    expect(await seedDemoOffers(env.deps, env.pools.demo)).toBe(0);
  });
});
