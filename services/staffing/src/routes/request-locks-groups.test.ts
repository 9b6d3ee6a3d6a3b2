import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { channels } from '@app/contracts';
import { rowsOf, type BusEvent } from '@app/service-kit';
import { startTestServer, type TestServer } from '@app/service-kit/testing';
import { createApp } from '../app';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let petra: string;
let olaf: string;
const events: BusEvent[] = [];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  petra = await env.token(pool);
  olaf = await env.token(pool, PLANNER_RIGHTS, { username: 'olaf', person_name: 'Olaf Overbeek' });
  env.deps.bus.subscribe((event) => events.push(event));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

async function newRequest(teacher: number, dates: Record<string, number[]>, extra: Record<string, unknown> = {}) {
  const res = await env.server.call('POST', '/api/request', {
    token: petra,
    body: { branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: teacher, dates, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

describe('locking (DOMAIN Locking, REQ-LOCK-01..07)', () => {
  let number: number;
  const lock = (as: string, method = 'POST') => env.server.call(method, `/api/request/${number}/lock`, { token: as });
  const write = (as: string) =>
    env.server.call('PUT', `/api/request/${number}`, { token: as, body: { general_remark: `by ${as.length}` } });

  beforeAll(async () => {
    number = await newRequest(ids.teachers[4]!, { '2027-06-07': [1] });
  });

  it('takes the lock until locked_at plus the pool timeout and publishes block', async () => {
    const res = await lock(petra);
    expect(res.status).toBe(200);
    const now = env.deps.clock.now().getTime();
    expect(res.body.data).toEqual({
      locked: true,
      locked_at: new Date(now).toISOString(),
      locked_until: new Date(now + 300_000).toISOString(),
      locked_by: { username: `planner-${pool}`, full_name: 'Petra Planner' },
      own: true,
    });
    const block = events.filter((e) => e.channel === channels.requestLocking(pool)).at(-1)!;
    expect(block).toMatchObject({
      event: `pool/${pool}/request/locking/changed`,
      author: `planner-${pool}`,
      payload: { action: 'block', request: number },
    });
    // the request's school and the board above it hear it; no substitute is offered or planned yet
    expect(block.audience).toEqual({ branches: expect.arrayContaining([ids.kompas, ids.board]), persons: [] });
    expect((await env.server.call('GET', `/api/request/${number}`, { token: olaf })).body.data.lock).toMatchObject({
      locked: true,
      own: false,
    });
  });

  it("refuses anyone else's write and lock with 423 naming the holder; the holder still writes", async () => {
    for (const res of [
      await write(olaf),
      await lock(olaf),
      await env.server.call('POST', `/api/request/${number}/dates`, {
        token: olaf,
        body: { action: 'close', dayparts: { '2027-06-07': [1] }, reason: ids.daypartReason.close },
      }),
    ]) {
      expect(res.status).toBe(423);
      expect(res.body.meta.messages[0].message).toBe('The request is locked by Petra Planner.');
    }
    expect((await write(petra)).status).toBe(200);
    const list = await env.server.call('GET', `/api/request?filters[locked]=1&itemsPerPage=-1`, { token: olaf });
    expect(list.body.data.find((r: { number: number }) => r.number === number)).toMatchObject({
      locked: true,
      locked_by_name: 'Petra Planner',
    });
  });

  it('ends by itself after request_lock_timeout seconds', async () => {
    env.deps.clock.advance(301_000);
    expect((await write(olaf)).status).toBe(200);
    expect((await env.server.call('GET', `/api/request/${number}`, { token: olaf })).body.data.lock.locked).toBe(false);
  });

  it('is released by its holder (unblock published), never by another', async () => {
    expect((await lock(olaf)).status).toBe(200);
    expect((await lock(petra, 'DELETE')).status).toBe(423);
    const released = await lock(olaf, 'DELETE');
    expect(released.body.data).toMatchObject({ locked: false, locked_by: null });
    expect(events.filter((e) => e.channel === channels.requestLocking(pool)).at(-1)).toMatchObject({
      author: 'olaf',
      payload: { action: 'unblock', request: number, person: { username: 'olaf', full_name: 'Olaf Overbeek' } },
    });
    expect((await write(petra)).status).toBe(200);
  });

  it('needs the lock right', async () => {
    const viewer = await env.token(pool, ['PERMISSION_REQUEST_VIEW', 'PERMISSION_REQUEST_ALL']);
    expect((await lock(viewer)).status).toBe(403);
  });
});

describe('notes (REQ-DATA-07): admins only, never changed or deleted', () => {
  it('adds and lists notes for an administrator, and logs them', async () => {
    const number = await newRequest(ids.teachers[5]!, { '2027-06-08': [1] });
    const admin = await env.token(pool, [], { roles: ['ROLE_ADMINISTRATOR'], username: 'ada', person_name: 'Ada Admin' });
    const added = await env.server.call('POST', `/api/request/${number}/notes`, {
      token: admin,
      body: { message: 'Moeder belt om 10 uur' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ message: 'Moeder belt om 10 uur', author: { username: 'ada', full_name: 'Ada Admin' } });
    expect((await env.server.call('GET', `/api/request/${number}/notes`, { token: admin })).body.data).toHaveLength(1);
    expect((await env.server.call('GET', `/api/request/${number}/timeline`, { token: petra })).body.data[0].event).toBe('note_created');
    // a planner with every request right is no admin
    expect((await env.server.call('GET', `/api/request/${number}/notes`, { token: petra })).status).toBe(403);
    const blank = await env.server.call('POST', `/api/request/${number}/notes`, { token: admin, body: { message: '  ' } });
    expect(blank.body.meta.errors.message).toEqual(['The Message field is required.']);
    // there is no call that changes or deletes a note
    const noteId = added.body.data.id;
    expect((await env.server.call('PUT', `/api/request/${number}/notes/${noteId}`, { token: admin, body: { message: 'x' } })).status).toBe(
      404,
    );
    expect((await env.server.call('DELETE', `/api/request/${number}/notes/${noteId}`, { token: admin })).status).toBe(404);
  });
});

describe('request groups (REQ-GROUP-01..04)', () => {
  let members: number[];
  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 7; i++)
      members.push(await newRequest(ids.teachers[6 + i]!, { [`2027-06-${String(7 + (i % 5)).padStart(2, '0')}`]: [1] }));
  });
  const group = (method: string, path: string, body?: unknown) =>
    env.server.call(method, `/api/request-group${path}`, { token: petra, body });

  it('creates a group of requests, each with its required employability, and answers the card', async () => {
    const [label] = await rowsOf<{ id: number }>(
      env.deps.db.db,
      sql`select id from masterdata.labels where pool_id = ${pool} order by id limit 1`,
    );
    const labelId = label!.id;
    const res = await group('POST', '', {
      reference: 'Juni Kompas',
      period_start: '2027-06-01',
      period_end: '2027-06-30',
      requests: [{ request: members[0], labels: [labelId] }, { request: members[1] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      reference: 'Juni Kompas',
      status: 'other',
      status_counts: { other: 2, completed: 0, high: 0, medium: 0 },
    });
    expect(res.body.data.requests.map((r: { request: { id: number } }) => r.request.id)).toEqual(members.slice(0, 2));
    expect(res.body.data.requests[0].labels).toEqual([labelId]);
    expect((await env.server.call('GET', `/api/request/${members[0]}`, { token: petra })).body.data.request_group).toEqual({
      id: res.body.data.id,
      reference: 'Juni Kompas',
    });
  });

  it('holds at most 6 requests', async () => {
    const id = (await group('GET', '?search[q]=Juni')).body.data[0].id;
    for (const number of members.slice(2, 6)) expect((await group('POST', `/${id}/requests`, { request: number })).status).toBe(201);
    const seventh = await group('POST', `/${id}/requests`, { request: members[6] });
    expect(seventh.status).toBe(422);
    expect(seventh.body.meta.errors.request_group).toEqual(['Request group holds at most 6 requests']);
    const byUpdate = await group('PUT', `/${id}`, { requests: members.map((request) => ({ request })) });
    expect(byUpdate.body.meta.errors.requests).toEqual(['Request group holds at most 6 requests']);
  });

  it('takes the most urgent status of its requests, and lists with a status filter', async () => {
    const id = (await group('GET', '?search[q]=Juni')).body.data[0].id;
    const dayparts = (n: number) => env.server.call('GET', `/api/request/${n}/dayparts`, { token: petra });
    for (const number of members.slice(0, 6)) {
      const [d] = (await dayparts(number)).body.data.dayparts;
      await env.server.call('POST', `/api/request/${number}/dates`, {
        token: petra,
        body: { action: 'close', dayparts: { [d.date]: [d.daypart] }, reason: ids.daypartReason.close },
      });
    }
    expect((await group('GET', `/${id}`)).body.data).toMatchObject({ status: 'completed', status_counts: { completed: 6 } });
    const completed = await group('GET', '?filters[status][]=completed');
    expect(completed.body.data.map((g: { id: number }) => g.id)).toContain(id);
    expect((await group('GET', '?filters[status][]=high')).body.data.map((g: { id: number }) => g.id)).not.toContain(id);
  });

  it('takes a request out and dissolves the group, its requests staying', async () => {
    const id = (await group('GET', '?search[q]=Juni')).body.data[0].id;
    expect((await group('DELETE', `/${id}/requests/${members[0]}`)).status).toBe(200);
    expect((await group('GET', `/${id}`)).body.data.requests).toHaveLength(5);
    expect((await group('DELETE', `/${id}/archive`)).status).toBe(200);
    expect((await group('GET', `/${id}`)).status).toBe(404);
    expect((await env.server.call('GET', `/api/request/${members[1]}`, { token: petra })).body.data.request_group).toBeNull();
  });

  it('is refused while the pool turned request groups off (is_request_group)', async () => {
    await env.deps.db.db.execute(
      sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'is_request_group', 'false'::jsonb)`,
    );
    const res = await group('POST', '', { reference: 'Uit', period_start: '2027-06-01', period_end: '2027-06-30' });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors._).toEqual(['Request groups are turned off for this pool.']);
    await env.deps.db.db.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'is_request_group'`);
  });
});

describe('the payroll notification (REQ-CREATE-04), against a local server playing the payroll system', () => {
  let payroll: http.Server;
  let staffing: TestServer;
  const received: { auth: string | undefined; body: Record<string, unknown> }[] = [];
  let answer = 201;

  beforeAll(async () => {
    payroll = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer < 300 ? { id: `AFW-${received.length}` } : { error: 'refused' }));
      });
    });
    await new Promise<void>((resolve) => payroll.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(payroll.address() as AddressInfo).port}`;
    staffing = await startTestServer(
      createApp({ ...env.deps, config: { ...env.deps.config, PAYROLL_URL: url, PAYROLL_TOKEN: 'secret-token' } }),
    );
  });
  afterAll(async () => {
    await staffing.close();
    await new Promise((resolve) => payroll.close(resolve));
  });

  it('sends the absence from dateFrom and records the answer as an external relation', async () => {
    const number = await newRequest(ids.teachers[13]!, { '2027-06-14': [1, 2] });
    const res = await staffing.call('POST', `/api/request/${number}/payroll-notification`, {
      token: petra,
      body: { dateFrom: '2027-06-14' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ system: 'payroll', external_id: 'AFW-1', date_from: '2027-06-14' });
    expect(received[0]).toEqual({
      auth: 'Bearer secret-token',
      body: expect.objectContaining({
        request: number,
        date_from: '2027-06-14',
        absentee: expect.objectContaining({ id: ids.teachers[13] }),
        reason: { code: 'ZK', vf_code: 'VF-ZK' },
      }),
    });
    expect((await staffing.call('GET', `/api/request/${number}/external-relations`, { token: petra })).body.data).toHaveLength(1);
    expect((await staffing.call('GET', `/api/request/${number}`, { token: petra })).body.data.has_external_relations).toBe(true);
  });

  it('answers 502 when the payroll system refuses, and 422 when none is configured', async () => {
    const number = await newRequest(ids.teachers[14]!, { '2027-06-15': [1] });
    answer = 500;
    const refused = await staffing.call('POST', `/api/request/${number}/payroll-notification`, {
      token: petra,
      body: { dateFrom: '2027-06-15' },
    });
    expect(refused.status).toBe(502);
    expect(refused.body.meta.messages[0].message).toBe('The payroll system did not accept the notification.');
    expect((await staffing.call('GET', `/api/request/${number}/external-relations`, { token: petra })).body.data).toEqual([]);
    const none = await env.server.call('POST', `/api/request/${number}/payroll-notification`, {
      token: petra,
      body: { dateFrom: '2027-06-15' },
    });
    expect(none.status).toBe(422);
    expect(none.body.meta.errors._).toEqual(['No payroll system is configured.']);
  });
});

describe('the Work state tab', () => {
  it("lists the work-state lines of the request's planned dayparts that have passed, every step still to take", async () => {
    const number = await newRequest(ids.teachers[15]!, { '2026-11-16': [1, 2], '2026-11-30': [1] });
    const thijs = ids.person('thijs.vanderberg@demo.invalpool.nl');
    await env.server.call('POST', `/api/request/${number}/dates`, {
      token: petra,
      body: { action: 'plan', dayparts: { '2026-11-16': [1], '2026-11-30': [1] }, person: thijs },
    });
    const res = await env.server.call('GET', `/api/request/${number}/work-state`, { token: petra });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      date: '2026-11-16',
      daypart: 1,
      request: { id: number },
      person: { id: thijs, full_name: 'Thijs van der Berg' },
      wtf: 0.1,
      hours: 4,
      approved: null,
      reviewed: null,
      processed: null,
      sent: null,
      locked: false,
    });
  });
});
