import { PersonTabPermission as X, Permission as P } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { NOT_ENOUGH, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let noordAdmin: string;
let ada: number;
let school: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  admin = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL, P.ADDITIONAL_FIELD_ALL, X.CUSTOM_FIELDS_EDIT);
  viewer = await tokenWith(deps, 1, P.PERSON_VIEW, X.CUSTOM_FIELDS_VIEW);
  noordAdmin = await tokenWith(deps, 2, P.PERSON_ALL, X.CUSTOM_FIELDS_EDIT);
  school = (await server.call('POST', '/api/branch', { token: admin, body: { name: 'De Linde', branch_type_id: types.board } })).body.data
    .id;
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(persons).values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' }).returning({ id: persons.id }),
  );
  ada = row!.id;
  const field = (body: Record<string, string>) => server.call('POST', '/api/additional-field', { token: admin, body });
  await field({
    name: 'Years',
    label: 'Years of experience',
    key: 'years',
    type: 'integer',
    location: 'person',
    validation: 'required|min:0|max:60',
  });
  await field({ name: 'Checked', label: 'Checked on', key: 'checked_on', type: 'date', location: 'person' });
  await field({ name: 'Intake', label: 'Intake at', key: 'intake_at', type: 'datetime', location: 'person' });
  await field({ name: 'Driver', label: 'Driving licence', key: 'driver', type: 'bool', location: 'person' });
  await field({ name: 'Community', label: 'Community school', key: 'community', type: 'bool', location: 'branch' });
  const old = await field({ name: 'Old', label: 'Old', key: 'old', type: 'bool', location: 'person' });
  await server.call('DELETE', `/api/additional-field/${old.body.data.id}/archive`, { token: admin });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const url = (suffix = '') => `/api/person/${ada}/additional-fields${suffix}`;
const byKey = (fields: { key: string; value: unknown }[]) => Object.fromEntries(fields.map((f) => [f.key, f.value]));

describe("a person's additional field values (Other data)", () => {
  it("lists the pool's live person fields with their rules, without values at first", async () => {
    const res = await server.call('GET', url(), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.can_edit).toBe(true);
    expect(res.body.data.fields.map((f: { key: string }) => f.key)).toEqual(['checked_on', 'driver', 'intake_at', 'years']);
    expect(res.body.data.fields[3]).toMatchObject({
      label: 'Years of experience',
      type: 'integer',
      required: true,
      min: 0,
      max: 60,
      value: null,
    });
  });

  it('stores typed values and answers them typed', async () => {
    const res = await server.call('PUT', url(), {
      token: admin,
      body: { values: { years: '12', checked_on: '2026-03-01', intake_at: '2026-03-01 09:30', driver: true } },
    });
    expect(res.status).toBe(200);
    expect(byKey(res.body.data.fields)).toEqual({ years: 12, checked_on: '2026-03-01', intake_at: '2026-03-01T09:30', driver: true });
    // a key left out stays, null clears
    const cleared = await server.call('PUT', url(), { token: admin, body: { values: { driver: null, years: 13 } } });
    expect(byKey(cleared.body.data.fields)).toEqual({ years: 13, checked_on: '2026-03-01', intake_at: '2026-03-01T09:30', driver: null });
  });

  it("refuses values against the field's type and rules, by key, and writes none of them", async () => {
    const res = await server.call('PUT', url(), {
      token: admin,
      body: { values: { years: 61, checked_on: '2026-02-30', intake_at: '2026-03-01 25:00', driver: 'maybe', nope: 1 } },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      years: ['The Years of experience may not be greater than 60.'],
      checked_on: ['The Checked on is not a valid date.'],
      intake_at: ['The Intake at is not a valid date and time.'],
      driver: ['The Driving licence field must be true or false.'],
      nope: ['The field nope does not exist.'],
    });
    const more = await server.call('PUT', url(), { token: admin, body: { values: { years: '', checked_on: '2026-01-01' } } });
    expect(more.body.meta.errors).toEqual({ years: ['The Years of experience field is required.'] });
    const few = await server.call('PUT', url(), { token: admin, body: { values: { years: -1 } } });
    expect(few.body.meta.errors).toEqual({ years: ['The Years of experience must be at least 0.'] });
    const half = await server.call('PUT', url(), { token: admin, body: { values: { years: 2.5 } } });
    expect(half.body.meta.errors).toEqual({ years: ['The Years of experience must be a whole number.'] });
    const after = await server.call('GET', url(), { token: admin });
    expect(byKey(after.body.data.fields)).toMatchObject({ years: 13, checked_on: '2026-03-01' });
    const notAnObject = await server.call('PUT', url(), { token: admin, body: { values: 'x' } });
    expect(notAnObject.status).toBe(422);
  });

  it('reads with CUSTOM_FIELDS_VIEW and needs CUSTOM_FIELDS_EDIT to write', async () => {
    const read = await server.call('GET', url(), { token: viewer });
    expect(read.body.data.can_edit).toBe(false);
    const write = await server.call('PUT', url(), { token: viewer, body: { values: {} } });
    expect(write.status).toBe(403);
    expect(write.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });

  it("keeps to the pool: another pool's person is 404", async () => {
    expect((await server.call('GET', url(), { token: noordAdmin })).status).toBe(404);
    expect((await server.call('PUT', url(), { token: noordAdmin, body: { values: { years: 1 } } })).status).toBe(404);
  });

  it("stores a branch's values in the same store, with the branch fields only", async () => {
    const res = await server.call('PUT', `/api/branch/${school}/additional-fields`, { token: admin, body: { values: { community: '1' } } });
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toEqual([
      {
        id: expect.any(Number),
        key: 'community',
        label: 'Community school',
        type: 'bool',
        required: false,
        min: null,
        max: null,
        value: true,
      },
    ]);
    const wrong = await server.call('PUT', `/api/branch/${school}/additional-fields`, { token: admin, body: { values: { years: 1 } } });
    expect(wrong.body.meta.errors).toEqual({ years: ['The field years does not exist.'] });
  });
});
