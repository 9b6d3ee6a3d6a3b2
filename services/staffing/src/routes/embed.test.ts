import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { NO_OVERVIEW } from '../flows/open-dayparts-overview';

/** Embed tokens (ADR 0083) and the public open-dayparts overview (OPEN-01, OPEN-03). */
let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let admin: string;
let planner: string;
let adminNoord: string;
const numbers: { kompas: number; regenboog: number } = { kompas: 0, regenboog: 0 };

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  admin = await env.token(pool, [...PLANNER_RIGHTS, P.SETTINGS_ALL], { username: 'anna', person_name: 'Anna Admin' });
  planner = await env.token(pool);
  adminNoord = await env.token(env.pools.noord, [P.SETTINGS_ALL], { username: 'noord-admin' });
  const create = async (branch: number, dates: Record<string, number[]>, teacher: number) => {
    const res = await env.server.call('POST', '/api/request', {
      token: planner,
      body: { branch, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: teacher, dates },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };
  // the week of Monday 2027-06-07; the next week stays empty
  numbers.kompas = await create(ids.kompas, { '2027-06-07': [1, 2], '2027-06-09': [1] }, ids.teachers[6]!);
  numbers.regenboog = await create(ids.regenboog, { '2027-06-08': [1] }, ids.teachers[7]!);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const issue = (body: Record<string, unknown>, token = admin) => env.server.call('POST', '/api/embed-token', { token, body });
const overview = (token: string, query = 'start=2027-06-09&number_of_weeks=2') =>
  env.server.call('GET', `/api/embed/overview-open-dayparts/${token}?${query}`);

describe('embed tokens', () => {
  it('issues a 256-bit token shown once and stores only its SHA-256, with its frame origins for the gateway', async () => {
    const res = await issue({ label: 'Intranet Kompas', branches: [ids.kompas], origins: ['https://Intranet.Kompas.nl'] });
    expect(res.status).toBe(201);
    const { token, ...view } = res.body.data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(view).toMatchObject({
      label: 'Intranet Kompas',
      branches: [{ id: ids.kompas, name: 'Het Kompas' }],
      origins: ['https://intranet.kompas.nl'],
      created_by: 'Anna Admin',
      revoked_at: null,
    });
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    const stored = await rowsOf<{ token_hash: string }>(
      env.deps.db.db,
      sql`select token_hash from staffing.embed_tokens where id = ${view.id}`,
    );
    expect(stored).toEqual([{ token_hash: hash }]);
    const frames = await env.deps.db
      .forService('gateway')
      .withGlobal((tx) =>
        rowsOf<{ origins: string[] }>(tx, sql`select origins from staffing.embed_frame_origins where token_hash = ${hash}`),
      );
    expect(frames).toEqual([{ origins: ['https://intranet.kompas.nl'] }]);
    const list = await env.server.call('GET', '/api/embed-token', { token: admin });
    expect(list.body.data[0]).toEqual(view);
    expect(JSON.stringify(list.body.data)).not.toContain(token);
  });

  it('refuses bad input with 422 and a branch of another pool', async () => {
    const bad = await issue({ label: '', origins: ['intranet.kompas.nl'] });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toMatchObject({
      label: ['The label is required.'],
      'origins.0': ['An allowed origin must be a scheme and host, like https://intranet.school.nl.'],
    });
    expect((await issue({ label: 'x', origins: [] })).body.meta.errors).toEqual({ origins: ['Give at least one allowed origin.'] });
    const noordBranch =
      (await env.ids(env.pools.noord)).kompas ||
      (await rowsOf<{ id: number }>(env.deps.db.db, sql`select id from masterdata.branches where pool_id = ${env.pools.noord} limit 1`))[0]!
        .id;
    const foreign = await issue({ label: 'x', branches: [noordBranch], origins: ['https://a.nl'] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({ branches: ['The selected branch is invalid.'] });
  });

  it("lists and revokes only the caller's pool's tokens", async () => {
    const mine = (await issue({ label: 'Demo', origins: ['https://demo.nl'] })).body.data;
    const noordList = await env.server.call('GET', '/api/embed-token', { token: adminNoord });
    expect(noordList.body.data.map((t: { id: number }) => t.id)).not.toContain(mine.id);
    expect((await env.server.call('DELETE', `/api/embed-token/${mine.id}`, { token: adminNoord })).status).toBe(404);
    expect((await env.server.call('DELETE', `/api/embed-token/${mine.id}`, { token: planner })).status).toBe(403);
    expect((await overview(mine.token)).status).toBe(200);
  });
});

describe('the open-dayparts overview', () => {
  it('shows the open dayparts of the token scope, by week and request, without persons', async () => {
    const { token } = (await issue({ label: 'Kompas', branches: [ids.kompas], origins: ['https://kompas.nl'] })).body.data;
    const res = await overview(token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.requestInfo).toEqual({
      pool: expect.any(String),
      numberOfRequests: data.requests.length,
      datePeriod: { start: '2027-06-07', end: '2027-06-20' },
    });
    const kompas = data.requests.find((r: { number: number }) => r.number === numbers.kompas);
    expect(kompas).toMatchObject({
      branch: { name: 'Het Kompas' },
      group: 'Groep 1 t/m 8',
      open_dayparts: 3,
      dates: [
        { date: '2027-06-07', daypart: 1 },
        { date: '2027-06-07', daypart: 2 },
        { date: '2027-06-09', daypart: 1 },
      ],
    });
    expect(data.requests.every((r: { branch: { name: string } }) => r.branch.name === 'Het Kompas')).toBe(true);
    expect(data.weeks).toEqual([
      { week: 23, start: '2027-06-07', end: '2027-06-13', requests: data.requests.map((r: { number: number }) => r.number) },
      { week: 24, start: '2027-06-14', end: '2027-06-20', requests: [] },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/absentee|person|full_name/);
  });

  it('shows the whole pool for a token without branches, one week by request', async () => {
    const { token } = (await issue({ label: 'Pool', origins: ['https://pool.nl'] })).body.data;
    const res = await overview(token, 'start=2027-06-07&number_of_weeks=1');
    const found = res.body.data.requests.map((r: { number: number }) => r.number);
    expect(found).toEqual(expect.arrayContaining([numbers.kompas, numbers.regenboog]));
    expect(res.body.data.requestInfo.datePeriod).toEqual({ start: '2027-06-07', end: '2027-06-13' });
  });

  it('answers 404 for an unknown or revoked token, 422 for a malformed one or a bad range', async () => {
    const issued = (await issue({ label: 'Gone', origins: ['https://gone.nl'] })).body.data;
    const revoked = await env.server.call('DELETE', `/api/embed-token/${issued.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toBe(env.deps.clock.now().toISOString());
    const gone = await overview(issued.token);
    expect(gone.status).toBe(404);
    expect(gone.body.meta.messages[0].message).toBe(NO_OVERVIEW);
    expect((await overview('0'.repeat(64))).status).toBe(404);
    expect((await overview('not-a-token')).status).toBe(422);
    const live = (await issue({ label: 'Live', origins: ['https://live.nl'] })).body.data.token;
    const weeks = await overview(live, 'start=2027-06-07&number_of_weeks=5');
    expect(weeks.status).toBe(422);
    expect(weeks.body.meta.errors).toEqual({ number_of_weeks: ['The number of weeks must be 1 to 4.'] });
    expect((await overview(live, 'start=2027-02-30')).status).toBe(422);
    const frames = await rowsOf(
      env.deps.db.db,
      sql`select 1 from staffing.embed_frames where token_hash = ${crypto.createHash('sha256').update(issued.token).digest('hex')}`,
    );
    expect(frames).toEqual([]);
  });
});
