import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

/**
 * The reason codes of a reason for dayparts (REQ-DP-02, ADR 0255): a reason with `comment` makes
 * the action's comment required ('The Comment field is required.'); `processed` and `required`
 * travel with the action onto its timeline entry.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let coded: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool);
  const [row] = await rowsOf<{ id: number }>(
    env.deps.db.db,
    sql`insert into masterdata.reasons_for_daypart (pool_id, action, reason, comment, processed, required)
      values (${pool}, 'close', 'Geen vervanger gevonden', true, true, true) returning id`,
  );
  coded = row!.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

async function newRequest() {
  const res = await env.server.call('POST', '/api/request', {
    token,
    body: {
      branch: ids.kompas,
      schedule: ids.schedule,
      reason_for_absence: ids.reason.ZK,
      absentee_person: ids.teachers[40],
      dates: { '2027-06-07': [1, 2] },
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const close = (number: number, extra: Record<string, unknown>) =>
  env.server.call('POST', `/api/request/${number}/dates`, { token, body: { action: 'close', dayparts: { '2027-06-07': [1] }, ...extra } });

describe('REQ-DP-02 the reason codes comment, processed and required', () => {
  it('refuses an action without a comment when its reason has the code comment, in English and Dutch', async () => {
    const number = await newRequest();
    const res = await close(number, { reason: coded });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.comment).toEqual(['The Comment field is required.']);
    const blank = await close(number, { reason: coded, comment: '   ' });
    expect(blank.status).toBe(422);
    const nl = await env.server.call('POST', `/api/request/${number}/dates?_locale=nl`, {
      token,
      body: { action: 'close', dayparts: { '2027-06-07': [1] }, reason: coded },
    });
    expect(nl.body.meta.errors.comment).toEqual(['Het veld Opmerking is verplicht.']);
    // a reason without the code asks no comment
    expect((await close(number, { reason: ids.daypartReason.close })).status).toBe(200);
  });

  it('takes the action with the comment and keeps processed and required on its timeline entry', async () => {
    const number = await newRequest();
    const res = await close(number, { reason: coded, comment: 'Niemand beschikbaar' });
    expect(res.status).toBe(200);
    const [latest] = (await env.server.call('GET', `/api/request/${number}/timeline`, { token })).body.data;
    expect(latest).toMatchObject({
      event: 'daypart_closed',
      data: { comment: 'Niemand beschikbaar', reason: { id: coded, reason: 'Geen vervanger gevonden', processed: true, required: true } },
    });
  });
});
