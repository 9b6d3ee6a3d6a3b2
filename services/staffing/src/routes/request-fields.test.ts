import { sql } from 'drizzle-orm';
import { Messages, PersonTabPermission as X, Permission as P, RequestMessages } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let pool: number;
let admin: string;
let viewer: string;
let requestNumber: number;
/** a request number of the other pool that this pool does not have */
let otherNumber: number;

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  admin = await env.token(pool, [P.REQUEST_ALL, X.CUSTOM_FIELDS_EDIT]);
  viewer = await env.token(pool, [P.REQUEST_VIEW, X.CUSTOM_FIELDS_VIEW]);
  const numbers = (p: number) =>
    rowsOf<{ number: number }>(env.deps.db.db, sql`select number from staffing.requests where pool_id = ${p} order by number`);
  const mine = (await numbers(pool)).map((r) => r.number);
  requestNumber = mine[0]!;
  otherNumber = (await numbers(env.pools.noord)).map((r) => r.number).find((n) => !mine.includes(n)) ?? 999_999;
  await rowsOf(
    env.deps.db.db,
    sql`insert into masterdata.additional_fields (pool_id, name, label, key, type, location, validation, archived_at) values
      (${pool}, 'Hours', 'Uren per week', 'hours', 'integer', 'request', 'required|min:1|max:40', null),
      (${pool}, 'Start', 'Startdatum', 'start', 'date', 'request', '', null),
      (${pool}, 'Meeting', 'Overleg op', 'meeting', 'datetime', 'request', '', null),
      (${pool}, 'Urgent', 'Spoed', 'urgent', 'bool', 'request', '', null),
      (${pool}, 'Old', 'Oud', 'old', 'bool', 'request', '', now()),
      (${pool}, 'Years', 'Jaren', 'years', 'integer', 'person', '', null),
      (${env.pools.noord}, 'Noord', 'Noord veld', 'noord', 'integer', 'request', '', null)`,
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const url = (n = requestNumber) => `/api/request/${n}/additional-fields`;
const byKey = (fields: { key: string; value: unknown }[]) => Object.fromEntries(fields.map((f) => [f.key, f.value]));

describe("a request's other data (ADR 0106)", () => {
  it("lists the pool's live request fields with their rules, without values at first", async () => {
    const res = await env.server.call('GET', url(), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.can_edit).toBe(true);
    expect(res.body.data.fields.map((f: { key: string }) => f.key)).toEqual(['meeting', 'urgent', 'start', 'hours']);
    expect(res.body.data.fields[3]).toEqual({
      id: expect.any(Number),
      key: 'hours',
      label: 'Uren per week',
      type: 'integer',
      required: true,
      min: 1,
      max: 40,
      value: null,
    });
  });

  it('stores typed values and answers them typed; null clears one, a key left out stays', async () => {
    const res = await env.server.call('PUT', url(), {
      token: admin,
      body: { values: { hours: '12', start: '2026-03-01', meeting: '2026-03-01 09:30', urgent: true } },
    });
    expect(res.status).toBe(200);
    expect(byKey(res.body.data.fields)).toEqual({ hours: 12, start: '2026-03-01', meeting: '2026-03-01T09:30', urgent: true });
    const cleared = await env.server.call('PUT', url(), { token: admin, body: { values: { urgent: null, hours: 13 } } });
    expect(byKey(cleared.body.data.fields)).toEqual({ hours: 13, start: '2026-03-01', meeting: '2026-03-01T09:30', urgent: null });
    const read = await env.server.call('GET', url(), { token: viewer });
    expect(read.body.data.can_edit).toBe(false);
    expect(byKey(read.body.data.fields)).toEqual({ hours: 13, start: '2026-03-01', meeting: '2026-03-01T09:30', urgent: null });
  });

  it("refuses values with the Other data tab's messages, by key, and writes none of them", async () => {
    const res = await env.server.call('PUT', url(), {
      token: admin,
      body: { values: { hours: 41, start: '2026-02-30', meeting: 'tomorrow', urgent: 'maybe', old: true, years: 3 } },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      hours: ['The Uren per week may not be greater than 40.'],
      start: ['The Startdatum is not a valid date.'],
      meeting: ['The Overleg op is not a valid date and time.'],
      urgent: ['The Spoed field must be true or false.'],
      old: ['The field old does not exist.'],
      years: ['The field years does not exist.'],
    });
    const required = await env.server.call('PUT', url(), { token: admin, body: { values: { hours: null, start: null } } });
    expect(required.status).toBe(422);
    expect(required.body.meta.errors).toEqual({ hours: ['The Uren per week field is required.'] });
    const after = await env.server.call('GET', url(), { token: admin });
    expect(byKey(after.body.data.fields)).toMatchObject({ hours: 13, start: '2026-03-01' });
    const shape = await env.server.call('PUT', url(), { token: admin, body: { values: 'x' } });
    expect(shape.status).toBe(422);
  });

  it("refuses another pool's request (404) and writes without the edit rights (403)", async () => {
    const get = await env.server.call('GET', url(otherNumber), { token: admin });
    expect(get.status).toBe(404);
    expect(get.body.meta.messages[0].message).toBe(RequestMessages.notFound.replace('{{id}}', String(otherNumber)));
    const put = await env.server.call('PUT', url(otherNumber), { token: admin, body: { values: { hours: 5 } } });
    expect(put.status).toBe(404);
    const refused = await env.server.call('PUT', url(), { token: viewer, body: { values: { hours: 5 } } });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
    const requestOnly = await env.token(pool, [P.REQUEST_ALL]);
    expect((await env.server.call('GET', url(), { token: requestOnly })).status).toBe(403);
  });
});
