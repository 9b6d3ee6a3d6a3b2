import { sql } from 'drizzle-orm';
import { Messages, PersonLogPermission, Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let pool: number;
let me: number;
let other: number;
let admin: string;
let requestNumber: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  const ids = await env.ids(pool);
  me = ids.person('invaller@demo.invalpool.nl');
  other = ids.teachers[0]!;
  admin = await env.token(pool, [PersonLogPermission.PERSON_LOGS, P.PERSON_VIEW]);
  const [request] = await rowsOf<{ id: number; number: number }>(
    env.deps.db.db,
    sql`select id, number from staffing.requests where pool_id = ${pool} order by id limit 1`,
  );
  requestNumber = request!.number;
  // the log as the planning calls write it: the person in data.person
  await rowsOf(
    env.deps.db.db,
    sql`insert into staffing.request_log (pool_id, request_id, event, at, author_username, author_name, data) values
      (${pool}, ${request!.id}, 'substitute_planned', '2030-01-02T09:00:00Z', 'planner', 'Pieter de Planner', ${JSON.stringify({ person: { id: me, full_name: 'Iris' } })}::jsonb),
      (${pool}, ${request!.id}, 'substitute_unplanned', '2030-01-03T09:00:00Z', 'planner', 'Pieter de Planner', ${JSON.stringify({ person: { id: me, full_name: 'Iris' } })}::jsonb),
      (${pool}, ${request!.id}, 'substitute_planned', '2030-01-04T09:00:00Z', 'planner', 'Pieter de Planner', ${JSON.stringify({ person: { id: other, full_name: 'X' } })}::jsonb)`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

describe('person logs (the person popup Logs tab)', () => {
  it("answers the request log's events naming the person, newest first, with request and branch", async () => {
    const res = await env.server.call('GET', `/api/person/${me}/logs`, { token: admin });
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((e: { at: string }) => e.at.startsWith('2030'));
    expect(mine.map((e: { event: string }) => e.event)).toEqual(['substitute_unplanned', 'substitute_planned']);
    expect(mine[0]).toMatchObject({ request_number: requestNumber, author_name: 'Pieter de Planner', branch_name: expect.any(String) });
    const others = await env.server.call('GET', `/api/person/${other}/logs`, { token: admin });
    expect(others.body.data.filter((e: { at: string }) => e.at.startsWith('2030'))).toHaveLength(1);
  });

  it('needs a right to read persons besides the tab right, and a person of no pool is 404', async () => {
    const tabOnly = await env.token(pool, [PersonLogPermission.PERSON_LOGS]);
    const refused = await env.server.call('GET', `/api/person/${me}/logs`, { token: tabOnly });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    const missing = await env.server.call('GET', '/api/person/999999/logs', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.messages[0].message).toBe('Person #999999 not found');
  });
});
