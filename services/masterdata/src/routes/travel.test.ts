import { sql } from 'drizzle-orm';
import { ExtraPermission as X, Permission as P } from '@app/contracts';
import { createTestDeps, startTestServer, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { createApp } from '../app';
import { personBranchDistances } from '../db/schema';
import { createPdokGeocoder } from '../domain/geo/pdok-geocoder';
import { masterdataService } from '../index';
import { startFakePdok, type FakePdok } from '../testing/fake-pdok';
import { createIdentityContract } from '../testing/identity-contract';
import { createStaffingContract } from '../testing/staffing-contract';
import { NOT_ENOUGH, seedBranchTypes, SETUP_TIMEOUT_MS, tokenWith } from '../testing/fixtures';

const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
const AMERSFOORT = { latitude: 52.1561, longitude: 5.3878 };

let pdok: FakePdok;
let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let personOnly: string;
let noordAdmin: string;
let school: number;
let noordSchool: number;

const personBody = (extra: Record<string, unknown>) => ({ first_name: 'Ada', last_name: 'Lovelace', ...extra });

beforeAll(async () => {
  pdok = await startFakePdok({ '3511AB': UTRECHT, '3811AA': AMERSFOORT });
  deps = await createTestDeps([masterdataService]);
  await createIdentityContract(deps);
  await createStaffingContract(deps);
  server = await startTestServer(createApp(deps, createPdokGeocoder(pdok.url, 500)));
  const types = await seedBranchTypes(deps, 1);
  const noordTypes = await seedBranchTypes(deps, 2);
  admin = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL, X.TRAVEL_EXPENSES_ALL);
  viewer = await tokenWith(deps, 1, P.PERSON_VIEW, P.BRANCH_VIEW, X.TRAVEL_EXPENSES_VIEW);
  personOnly = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL);
  noordAdmin = await tokenWith(deps, 2, P.PERSON_ALL, P.BRANCH_ALL, X.TRAVEL_EXPENSES_ALL);
  const made = await server.call('POST', '/api/branch', {
    token: admin,
    body: { name: 'De Regenboog', branch_type_id: types.board, postal_code: '3811 AA', number: '1', city: 'Amersfoort' },
  });
  school = made.body.data.id;
  noordSchool = (
    await server.call('POST', '/api/branch', { token: noordAdmin, body: { name: 'Noorderlicht', branch_type_id: noordTypes.board } })
  ).body.data.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
  await pdok.close();
});

describe('coordinates from the address (PDOK Locatieserver)', () => {
  it('geocodes a branch and a person when they are created and answers the coordinates', async () => {
    const branch = await server.call('GET', `/api/branch/${school}`, { token: admin });
    expect(branch.body.data).toMatchObject(AMERSFOORT);
    const person = await server.call('POST', '/api/person', {
      token: admin,
      body: personBody({ postal_code: '3511AB', number: '12', city: 'Utrecht' }),
    });
    expect(person.status).toBe(201);
    expect(person.body.data).toMatchObject(UTRECHT);
    expect((await server.call('GET', `/api/person/${person.body.data.id}`, { token: admin })).body.data).toMatchObject(UTRECHT);
  });

  it('looks the address up again only when it changes, and empties the coordinates when it becomes incomplete', async () => {
    const { id } = (await server.call('POST', '/api/person', { token: admin, body: personBody({ postal_code: '3511AB', number: '1' }) }))
      .body.data;
    const asked = pdok.queries.length;
    const renamed = await server.call('PUT', `/api/person/${id}`, { token: admin, body: { first_name: 'Adeline' } });
    expect(renamed.body.data).toMatchObject(UTRECHT);
    // a form sends every field: the same address, spelled as typed, is no change
    const resent = await server.call('PUT', `/api/person/${id}`, {
      token: admin,
      body: { first_name: 'Ada', postal_code: '3511 ab', number: '1' },
    });
    expect(resent.body.data).toMatchObject(UTRECHT);
    expect(pdok.queries.length).toBe(asked);
    const moved = await server.call('PUT', `/api/person/${id}`, { token: admin, body: { postal_code: '3811AA' } });
    expect(moved.body.data).toMatchObject(AMERSFOORT);
    const cleared = await server.call('PUT', `/api/person/${id}`, { token: admin, body: { number: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ latitude: null, longitude: null });
  });

  it('saves as usual, without coordinates, when PDOK fails, is too slow or knows no such address', async () => {
    for (const postal_code of ['FAIL', 'SLOW', '9999ZZ']) {
      const made = await server.call('POST', '/api/person', { token: admin, body: personBody({ postal_code, number: '1' }) });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ postal_code, latitude: null, longitude: null });
    }
  });

  it('does not geocode when GEOCODER_URL is off: coordinates stay until the address changes', async () => {
    const offline = await startTestServer(createApp(deps, null));
    try {
      const asked = pdok.queries.length;
      const made = await offline.call('POST', '/api/person', { token: admin, body: personBody({ postal_code: '3511AB', number: '3' }) });
      expect(made.body.data).toMatchObject({ latitude: null, longitude: null });
      expect(pdok.queries.length).toBe(asked);
      // a person that came with coordinates (the demo data) keeps them through a save of the same address
      const { id } = (await server.call('POST', '/api/person', { token: admin, body: personBody({ postal_code: '3811AA', number: '9' }) }))
        .body.data;
      const saved = await offline.call('PUT', `/api/person/${id}`, {
        token: admin,
        body: { postal_code: '3811AA', number: '9', mobile: '0612345678' },
      });
      expect(saved.body.data).toMatchObject(AMERSFOORT);
      const moved = await offline.call('PUT', `/api/person/${id}`, { token: admin, body: { number: '10' } });
      expect(moved.body.data).toMatchObject({ latitude: null, longitude: null });
    } finally {
      await offline.close();
    }
  });
});

describe("a person's travel distances", () => {
  let ada: number;
  beforeAll(async () => {
    ada = (await server.call('POST', '/api/person', { token: admin, body: personBody({ postal_code: '3511AB', number: '20' }) })).body.data
      .id;
  });

  it('computes the distance from the coordinates (straight line x 1.3) and the allowance of a working day from 2024', async () => {
    const answer = await server.call('GET', `/api/person/${ada}/travel-distances?date=2026-11-26`, { token: viewer });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ date: '2026-11-26', can_edit: false });
    // Utrecht to Amersfoort: 19.6 km in a straight line; 2 x (25.5 - 7) x 0.17 = 6.29
    expect(answer.body.data.distances).toEqual([
      {
        person_id: ada,
        person_name: 'Ada Lovelace',
        branch_id: school,
        branch_name: 'De Regenboog',
        km: 25.5,
        source: 'computed',
        allowance: 6.29,
      },
    ]);
  });

  it('takes an entered distance before the computed one, and the computed one again once it is forgotten', async () => {
    const entered = await server.call('PUT', `/api/person/${ada}/travel-distances/${school}`, { token: admin, body: { km: '32.5' } });
    expect(entered.status).toBe(200);
    expect(entered.body.data.can_edit).toBe(true);
    expect(entered.body.data.distances[0]).toMatchObject({ km: 32.5, source: 'entered', allowance: 8.67 });
    const forgotten = await server.call('DELETE', `/api/person/${ada}/travel-distances/${school}`, { token: admin });
    expect(forgotten.body.data.distances[0]).toMatchObject({ km: 25.5, source: 'computed' });
  });

  it('before 2024 divides the amount of the branch table row of the km band and date by 4.35', async () => {
    const row = { km_min: 20, km_max: 30, amount: 87, start_date: '2023-01-01', end_date: '2023-12-31' };
    expect((await server.call('POST', `/api/branch/${school}/travel-expenses`, { token: admin, body: row })).status).toBe(201);
    const in2023 = await server.call('GET', `/api/person/${ada}/travel-distances?date=2023-06-01`, { token: viewer });
    expect(in2023.body.data.distances[0]).toMatchObject({ km: 25.5, allowance: 20 });
    const in2022 = await server.call('GET', `/api/person/${ada}/travel-distances?date=2022-06-01`, { token: viewer });
    expect(in2022.body.data.distances[0]).toMatchObject({ allowance: null });
  });

  it('refuses a bad distance or date with the field messages', async () => {
    const far = await server.call('PUT', `/api/person/${ada}/travel-distances/${school}`, { token: admin, body: { km: 1000 } });
    expect(far.status).toBe(422);
    expect(far.body.meta.errors).toEqual({ km: ['The Distance must be between 0 and 999.9.'] });
    const date = await server.call('GET', `/api/person/${ada}/travel-distances?date=2023-02-30`, { token: admin });
    expect(date.status).toBe(422);
    expect(date.body.meta.errors).toEqual({ date: ['The Date is not a valid date.'] });
  });

  it('needs the travel expenses rights: VIEW reads, ALL changes', async () => {
    const put = await server.call('PUT', `/api/person/${ada}/travel-distances/${school}`, { token: viewer, body: { km: 3 } });
    expect(put.status).toBe(403);
    expect(put.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect((await server.call('GET', `/api/person/${ada}/travel-distances`, { token: personOnly })).status).toBe(403);
  });

  it("keeps to the pool: another pool's person or branch does not exist", async () => {
    const person = await server.call('GET', `/api/person/${ada}/travel-distances`, { token: noordAdmin });
    expect(person.status).toBe(404);
    expect(person.body.meta.messages[0].message).toBe(`Person #${ada} not found`);
    const branch = await server.call('PUT', `/api/person/${ada}/travel-distances/${noordSchool}`, { token: admin, body: { km: 3 } });
    expect(branch.status).toBe(404);
    expect(branch.body.meta.messages[0].message).toBe(`Branch #${noordSchool} not found`);
    const stored = await deps.db.withSystem((tx) =>
      tx
        .select()
        .from(personBranchDistances)
        .where(sql`branch_id = ${noordSchool}`),
    );
    expect(stored).toEqual([]);
  });
});

describe("a branch's travel expense table", () => {
  it('adds, changes and removes rows, ordered by start date and km band', async () => {
    const first = await server.call('POST', `/api/branch/${school}/travel-expenses`, {
      token: admin,
      body: { km_min: '0', km_max: '10', amount: '12.50', start_date: '2022-01-01', end_date: '' },
    });
    expect(first.status).toBe(201);
    const added = first.body.data.entries.find((e: { km_max: number }) => e.km_max === 10);
    expect(added).toMatchObject({ branch_id: school, km_min: 0, km_max: 10, amount: 12.5, start_date: '2022-01-01', end_date: null });
    expect(first.body.data.entries.map((e: { start_date: string }) => e.start_date)).toEqual(['2022-01-01', '2023-01-01']);
    const changed = await server.call('PUT', `/api/branch/${school}/travel-expenses/${added.id}`, {
      token: admin,
      body: { km_min: 0, km_max: 15, amount: 14, start_date: '2022-01-01', end_date: '2022-12-31' },
    });
    expect(changed.body.data.entries[0]).toMatchObject({ id: added.id, km_max: 15, amount: 14, end_date: '2022-12-31' });
    const removed = await server.call('DELETE', `/api/branch/${school}/travel-expenses/${added.id}`, { token: admin });
    expect(removed.body.data.entries.map((e: { id: number }) => e.id)).not.toContain(added.id);
    const again = await server.call('DELETE', `/api/branch/${school}/travel-expenses/${added.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.meta.messages[0].message).toBe(`Travel expense #${added.id} not found`);
  });

  it('refuses a km band that runs backwards and an end before the start', async () => {
    const bad = await server.call('POST', `/api/branch/${school}/travel-expenses`, {
      token: admin,
      body: { km_min: 20, km_max: 10, amount: 1, start_date: '2023-01-01', end_date: '2022-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({
      end_date: ['The End date must be a date after or equal to Start date.'],
      km_max: ['The Km max must be greater than or equal to Km min.'],
    });
  });

  it("keeps to the pool and its rights: another pool's branch or row does not exist", async () => {
    const { entries } = (await server.call('GET', `/api/branch/${school}/travel-expenses`, { token: viewer })).body.data;
    expect(entries.length).toBeGreaterThan(0);
    expect((await server.call('GET', `/api/branch/${school}/travel-expenses`, { token: noordAdmin })).status).toBe(404);
    const row = { km_min: 0, km_max: 1, amount: 1, start_date: '2023-01-01' };
    expect(
      (await server.call('PUT', `/api/branch/${noordSchool}/travel-expenses/${entries[0].id}`, { token: noordAdmin, body: row })).status,
    ).toBe(404);
    expect((await server.call('POST', `/api/branch/${school}/travel-expenses`, { token: viewer, body: row })).status).toBe(403);
  });
});
