import { sql } from 'drizzle-orm';
import { Permission } from '@app/contracts';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { masterdataService } from '../index';

// Two pools with one person each, inserted as the owner (no pool context), like a seed would.
let deps: TestDeps;
let server: TestServer;
let personA: number;
let personB: number;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
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
});

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('person of the pool', () => {
  it('answers a person of the token pool to a user with PERSON_VIEW', async () => {
    const token = await testToken(deps, { pool_id: 1, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', `/api/person/${personA}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: personA, firstName: 'Anna', poolId: 1 });
  });

  it('answers 404 with the spec text for a person of another pool', async () => {
    const token = await testToken(deps, { pool_id: 1, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', `/api/person/${personB}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.meta.messages[0].message).toBe(`Person #${personB} not found`);
  });

  it("answers 403 'Not enough permissions' without the right", async () => {
    const token = await testToken(deps, { pool_id: 1, allow: [] });
    const res = await server.call('GET', `/api/person/${personA}`, { token });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe('Not enough permissions');
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await server.call('GET', `/api/person/${personA}`)).status).toBe(401);
    const token = await testToken(deps, { allow: [Permission.PERSON_VIEW] }, 60);
    deps.clock.advance(61_000);
    expect((await server.call('GET', `/api/person/${personA}`, { token })).status).toBe(401);
  });

  it('answers 422 with the field for a malformed id', async () => {
    const token = await testToken(deps, { allow: [Permission.PERSON_VIEW] });
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
