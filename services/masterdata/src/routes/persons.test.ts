import { sql } from 'drizzle-orm';
import { Permission, PersonFieldPermission } from '@app/contracts';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { createIdentityContract } from '../testing/identity-contract';
import { createStaffingContract } from '../testing/staffing-contract';

// Two pools with one person each, inserted as the owner (no pool context), like a seed would.
let deps: TestDeps;
let server: TestServer;
let personA: number;
let personB: number;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  await createIdentityContract(deps);
  await createStaffingContract(deps);
  const rows = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Anna', lastName: 'Aarts', initials: 'A.', email: 'anna@a.nl' },
        { poolId: 2, firstName: 'Bram', lastName: 'Bos', initials: 'B.', email: 'bram@b.nl' },
      ])
      .returning({ id: persons.id }),
  );
  [personA, personB] = rows.map((r) => r.id) as [number, number];
  server = await startTestServer(masterdataService.createApp(deps));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('person of the pool', () => {
  it('answers a person of the token pool to a user with PERSON_VIEW', async () => {
    const token = await testToken(deps, { pool_id: 1, view_entire_pool: true, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', `/api/person/${personA}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: personA, first_name: 'Anna', archived: false });
    expect(res.body.data).not.toHaveProperty('pool_id');
  });

  it('answers 404 with the spec text for a person of another pool', async () => {
    const token = await testToken(deps, { pool_id: 1, view_entire_pool: true, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', `/api/person/${personB}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.meta.messages[0].message).toBe(`Person #${personB} not found`);
  });

  it("answers 403 'Not enough permissions' without the right", async () => {
    const token = await testToken(deps, { pool_id: 1, view_entire_pool: true, allow: [] });
    const res = await server.call('GET', `/api/person/${personA}`, { token });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe('Not enough permissions');
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await server.call('GET', `/api/person/${personA}`)).status).toBe(401);
    const token = await testToken(deps, { view_entire_pool: true, allow: [Permission.PERSON_VIEW] }, 60);
    deps.clock.advance(61_000);
    expect((await server.call('GET', `/api/person/${personA}`, { token })).status).toBe(401);
  });

  it('answers 422 with the field for a malformed id', async () => {
    const token = await testToken(deps, { view_entire_pool: true, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', '/api/person/abc', { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.meta.errors)).toEqual(['id']);
  });
});

describe('row-level security', () => {
  it('hides other pools even from a query without a pool filter', async () => {
    const seen = await deps.db.withPool(1, (tx) => tx.select({ poolId: persons.poolId }).from(persons));
    expect(seen.map((r) => r.poolId)).toEqual([1]);
  });

  it('refuses to write a row into another pool', async () => {
    const failure = await deps.db
      .withPool(1, (tx) => tx.insert(persons).values({ poolId: 2, firstName: 'X', lastName: 'Y', initials: 'X.' }))
      .catch((err: Error & { cause?: Error }) => err);
    expect(String((failure as Error & { cause?: Error }).cause?.message)).toMatch(/row-level security/);
    const count = await deps.db.withSystem((tx) => tx.execute(sql`select count(*)::int as n from masterdata.persons`));
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe('person create, update, archive', () => {
  const manager = () =>
    testToken(deps, { pool_id: 1, view_entire_pool: true, allow: [Permission.PERSON_ALL, PersonFieldPermission.PERSON_BSN] });

  it('creates a person with derived initials and answers 201', async () => {
    const res = await server.call('POST', '/api/person', {
      token: await manager(),
      body: {
        first_name: ' lisa ',
        last_name: 'de Wit',
        email: 'Lisa@School.nl',
        gender: 'female',
        birth_date: '1990-05-01',
        bsn: '111222333',
        planning_blockade: 1,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      first_name: 'lisa',
      initials: 'L.',
      email: 'lisa@school.nl',
      planning_blockade: true,
      archived: false,
    });
  });

  it("answers 422 with every field's message and writes nothing", async () => {
    const res = await server.call('POST', '/api/person', {
      token: await manager(),
      body: { first_name: '', gender: 'robot', birth_date: '2026-02-30', email: 'not-an-email', bsn: '123456789' },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.messages[0].message).toBe('Please fix all the validation errors.');
    expect(res.body.meta.errors).toEqual({
      first_name: ['The First name field is required.'],
      last_name: ['The Last name field is required.'],
      gender: ['The gender is not allowed.'],
      birth_date: ['The Birth date is not a valid date.'],
      email: ['Invalid email'],
      bsn: ['The BSN is not valid.'],
    });
  });

  it('refuses an e-mail already used in the pool, but not one of another pool', async () => {
    const taken = await server.call('POST', '/api/person', {
      token: await manager(),
      body: { first_name: 'A', last_name: 'B', email: 'anna@a.nl' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.meta.errors.email).toEqual(['The email has already been taken.']);
    const other = await server.call('POST', '/api/person', {
      token: await manager(),
      body: { first_name: 'A', last_name: 'B', email: 'bram@b.nl' },
    });
    expect(other.status).toBe(201);
  });

  it('updates only the fields sent and keeps the rest', async () => {
    const res = await server.call('PUT', `/api/person/${personA}`, { token: await manager(), body: { city: 'Utrecht', middle_name: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Anna', city: 'Utrecht', middle_name: null });
  });

  it('archives and unarchives; archived persons leave the list', async () => {
    const token = await manager();
    const archived = await server.call('DELETE', `/api/person/${personA}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived).toBe(true);
    const list = await server.call('GET', '/api/person?itemsPerPage=-1', { token });
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(personA);
    const restored = await server.call('PUT', `/api/person/${personA}/unarchive`, { token });
    expect(restored.body.data).toMatchObject({ archived: false, archived_at: null });
  });

  it("needs PERSON_ALL to change and PERSON_CREATE or ALL to create: 403 'Not enough permissions'", async () => {
    const creator = await testToken(deps, { pool_id: 1, view_entire_pool: true, allow: [Permission.PERSON_CREATE] });
    expect((await server.call('POST', '/api/person', { token: creator, body: { first_name: 'C', last_name: 'D' } })).status).toBe(201);
    const res = await server.call('PUT', `/api/person/${personA}`, { token: creator, body: { city: 'X' } });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe('Not enough permissions');
  });

  it('answers 404 when changing or archiving a person of another pool', async () => {
    const token = await manager();
    expect((await server.call('PUT', `/api/person/${personB}`, { token, body: { city: 'X' } })).status).toBe(404);
    const res = await server.call('DELETE', `/api/person/${personB}/archive`, { token });
    expect(res.status).toBe(404);
    expect(res.body.meta.messages[0].message).toBe(`Person #${personB} not found`);
  });
});
