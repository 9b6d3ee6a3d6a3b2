import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import { rowsOf, type Database } from './database';
import { ensureRuntimeRoles } from './roles';

/**
 * A transaction of withPool and withGlobal starts with its role and `app.pool_id` in its first round
 * trip; what it sees, and what a failure leaves behind, on PGlite and on the server
 * (TEST_DATABASE_URL).
 */
let db: Database;
let identity: Database;
const session = (tx: Parameters<Parameters<Database['withGlobal']>[0]>[0]) =>
  rowsOf<{ role: string; pool: string | null; temp: string | null }>(
    tx,
    sql`select current_user as role, current_setting('app.pool_id', true) as pool, to_regclass('pg_temp.scratch')::text as temp`,
  );

beforeAll(async () => {
  db = await openTestDatabase();
  await ensureRuntimeRoles(db.db, db.roles, undefined);
  identity = db.forService('identity');
}, 120_000);

afterAll(() => db.close());

it("runs as the service's role with the pool set, and without one for withGlobal", async () => {
  expect(await identity.withPool(7, session)).toEqual([{ role: db.roles.runtime('identity'), pool: '7', temp: null }]);
  expect(await identity.withGlobal(session)).toEqual([{ role: db.roles.runtime('identity'), pool: '', temp: null }]);
  expect(() => identity.withPool(0, session)).toThrow('invalid pool id 0');
});

it('rolls a failed transaction back and leaves its connections clean for the next calls', async () => {
  const failing = identity.withPool(3, async (tx) => {
    await tx.execute(sql`create temp table scratch (n int) on commit preserve rows`);
    await tx.execute(sql`insert into scratch values (1)`);
    throw new Error('the route failed');
  });
  await expect(failing).rejects.toThrow('the route failed');
  // a statement that fails on the server aborts the transaction; the rollback ends it
  await expect(identity.withPool(3, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
  // more calls than the pool has connections: none sees the rolled-back table or another call's pool
  const seen = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((pool) => identity.withPool(pool, session)));
  expect(seen.map(([row]) => row)).toEqual(
    [1, 2, 3, 4, 5, 6, 7, 8].map((pool) => ({ role: db.roles.runtime('identity'), pool: String(pool), temp: null })),
  );
});

it('keeps what a savepoint rolled back out and the rest of the transaction in', async () => {
  const rows = await identity.withPool(4, async (tx) => {
    await tx.execute(sql`create temp table scratch (n int) on commit drop`);
    await tx.execute(sql`insert into scratch values (1)`);
    await expect(
      tx.transaction(async (inner) => {
        await inner.execute(sql`insert into scratch values (2)`);
        throw new Error('inner failed');
      }),
    ).rejects.toThrow('inner failed');
    return rowsOf<{ n: number }>(tx, sql`select n from scratch`);
  });
  expect(rows).toEqual([{ n: 1 }]);
});
