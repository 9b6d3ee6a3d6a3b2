import { asc, gte, sql } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../testing/test-database';
import { builtOnce, builtPerShape, preparableSql } from './built-once';
import { rowsOf, rowsTogether, type Database } from './database';
import { OVERLAPPING_QUERY } from './one-query-at-a-time';
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

describe('one query at a time on a transaction (ADR 0365)', () => {
  const two = (tx: Parameters<Parameters<Database['withGlobal']>[0]>[0]) =>
    Promise.all([rowsOf<{ n: number }>(tx, sql`select 1 as n`), rowsOf<{ n: number }>(tx, sql`select 2 as n`)]);

  // drizzle names the statement it sent ('Failed query: select 2 as n'), the guard's refusal is its cause
  const refused = expect.objectContaining({ cause: expect.objectContaining({ message: OVERLAPPING_QUERY }) });

  it('refuses a second query while the first runs, in tests, and leaves the connections clean', async () => {
    await expect(identity.withPool(5, two)).rejects.toEqual(refused);
    await expect(identity.withGlobal(two)).rejects.toEqual(refused);
    // savepoints and the read that travels with the start are queries in turn
    const inTurn = await identity.withPoolAndRead<{ n: number }, number[]>(5, sql`select 0 as n`, async (tx, [first]) => {
      const nested = await tx.transaction(async (inner) => (await rowsOf<{ n: number }>(inner, sql`select 1 as n`))[0]!.n);
      return [first!.n, nested, (await rowsOf<{ n: number }>(tx, sql`select 2 as n`))[0]!.n];
    });
    expect(inTurn).toEqual([0, 1, 2]);
    expect(await identity.withPool(5, session)).toEqual([{ role: db.roles.runtime('identity'), pool: '5', temp: null }]);
  });
});

describe('a statement sent often', () => {
  const tenantTable = async () => {
    await db.db.execute(sql`create schema if not exists named_test`);
    await db.db.execute(sql`create table if not exists named_test.items (id int primary key, pool_id int not null, name text not null)`);
    await db.db.execute(sql`alter table named_test.items enable row level security`);
    await db.db.execute(sql`alter table named_test.items force row level security`);
    await db.db.execute(
      sql`create policy items_tenant on named_test.items using (pool_id = nullif(current_setting('app.pool_id', true), '')::int)`,
    );
    await db.db.execute(sql`insert into named_test.items values (1, 1, 'of pool 1'), (2, 2, 'of pool 2'), (3, 2, 'also of pool 2')`);
    await db.db.execute(sql.raw(`grant usage on schema named_test to ${db.roles.runtime('identity')}`));
    await db.db.execute(sql.raw(`grant select on named_test.items to ${db.roles.runtime('identity')}`));
  };
  const names = (pool: number, fromId: number) =>
    identity.withPool(pool, (tx) => rowsOf<{ name: string }>(tx, sql`select name from named_test.items where id >= ${fromId} order by id`));

  beforeAll(tenantTable);

  it('is prepared once per connection, on PGlite once in its one session (named after its second sending)', async () => {
    for (let i = 0; i < 12; i++) await names(1, 0);
    const prepared = await identity.withPool(1, (tx) =>
      rowsOf<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements`),
    );
    expect(prepared.map((p) => p.statement)).toContain('select name from named_test.items where id >= $1 order by id');
  });

  it('stays usable after the transaction that named it rolled back (a prepared statement outlives its transaction)', async () => {
    const read = (tx: Parameters<Parameters<Database['withGlobal']>[0]>[0]) =>
      rowsOf<{ name: string }>(tx, sql`select name from named_test.items where id = ${2} and pool_id = ${2}`);
    const failing = identity.withPool(2, async (tx) => {
      await read(tx);
      await read(tx);
      throw new Error('the route failed');
    });
    await expect(failing).rejects.toThrow('the route failed');
    for (let i = 0; i < 8; i++) expect(await identity.withPool(2, read)).toEqual([{ name: 'of pool 2' }]);
  });

  it("keeps row-level security per transaction when the server plans it once for every pool (a generic plan reads the transaction's pool)", async () => {
    // more runs than the connections and the server's five custom plans before it keeps a generic one
    for (let i = 0; i < 40; i++) {
      const pool = (i % 2) + 1;
      expect(await names(pool, 0)).toEqual(pool === 1 ? [{ name: 'of pool 1' }] : [{ name: 'of pool 2' }, { name: 'also of pool 2' }]);
    }
    const forced = await identity.withPool(2, async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      return rowsOf<{ name: string }>(tx, sql`select name from named_test.items where id >= ${0} order by id`);
    });
    expect(forced).toEqual([{ name: 'of pool 2' }, { name: 'also of pool 2' }]);
    expect(await identity.withGlobal((tx) => rowsOf(tx, sql`select name from named_test.items where id >= ${0} order by id`))).toEqual([]);
  });

  it("answers each service's role with that role's rights and policies, also where one session keeps the statement planned under another role (PGlite)", async () => {
    const staffing = db.forService('staffing');
    await db.db.execute(sql`create table named_test.notes (id int primary key, pool_id int not null, name text not null)`);
    await db.db.execute(sql`alter table named_test.notes enable row level security`);
    await db.db.execute(sql`alter table named_test.notes force row level security`);
    await db.db.execute(
      sql`create policy notes_tenant on named_test.notes using (pool_id = nullif(current_setting('app.pool_id', true), '')::int)`,
    );
    // staffing sees its pool's notes but the secret ones
    await db.db.execute(
      sql.raw(
        `create policy notes_not_secret on named_test.notes as restrictive for select to ${db.roles.runtime('staffing')} using (name <> 'secret')`,
      ),
    );
    await db.db.execute(sql`insert into named_test.notes values (1, 1, 'secret'), (2, 1, 'open'), (3, 2, 'of pool 2')`);
    await db.db.execute(sql.raw(`grant select on named_test.notes to ${db.roles.runtime('identity')}`));
    const notes = (service: Database, pool: number) =>
      service.withPool(pool, (tx) => rowsOf<{ name: string }>(tx, sql`select name from named_test.notes where id > ${0} order by id`));
    // named and planned (a generic plan too) under identity's role first
    for (let i = 0; i < 12; i++) expect(await notes(identity, 1)).toEqual([{ name: 'secret' }, { name: 'open' }]);
    // drizzle wraps the driver's error in its own, which names the query
    const refusal = await notes(staffing, 1).then(
      () => 'answered',
      (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
    );
    expect(refusal).toMatch(/permission denied for schema named_test/);
    await db.db.execute(sql.raw(`grant usage on schema named_test to ${db.roles.runtime('staffing')}`));
    await db.db.execute(sql.raw(`grant select on named_test.notes to ${db.roles.runtime('staffing')}`));
    for (let i = 0; i < 12; i++) {
      expect(await notes(staffing, 1)).toEqual([{ name: 'open' }]);
      expect(await notes(identity, 1)).toEqual([{ name: 'secret' }, { name: 'open' }]);
      expect(await notes(staffing, 2)).toEqual([{ name: 'of pool 2' }]);
    }
  });

  it("runs a query built once on each transaction's own connection, with that transaction's pool and values", async () => {
    const items = pgSchema('named_test').table('items', {
      id: integer('id').notNull(),
      poolId: integer('pool_id').notNull(),
      name: text('name'),
    });
    let builds = 0;
    const itemsFrom = builtOnce<{ name: string | null; pool: string }[], { fromId: number }>((tx) => {
      builds++;
      return tx
        .select({ name: items.name, pool: sql<string>`current_setting('app.pool_id', true)` })
        .from(items)
        .where(gte(items.id, sql.placeholder('fromId')))
        .orderBy(asc(items.id));
    });
    // at once, more than the connections: each sees its own transaction's setting and rows
    const seen = await Promise.all(
      [1, 2, 1, 2, 1, 2, 1, 2].map((pool, i) => identity.withPool(pool, (tx) => itemsFrom(tx, { fromId: i % 4 === 3 ? 3 : 0 }))),
    );
    expect(seen).toEqual(
      [1, 2, 1, 2, 1, 2, 1, 2].map((pool, i) =>
        pool === 1
          ? i % 4 === 3
            ? []
            : [{ name: 'of pool 1', pool: '1' }]
          : i % 4 === 3
            ? [{ name: 'also of pool 2', pool: '2' }]
            : [
                { name: 'of pool 2', pool: '2' },
                { name: 'also of pool 2', pool: '2' },
              ],
      ),
    );
    expect(await identity.withGlobal((tx) => itemsFrom(tx, { fromId: 0 }))).toEqual([]);
    expect(builds).toBe(1);
  });

  it('builds a query once per shape, runs each shape with its own values and pool, and keeps the shapes used last', async () => {
    const builds: string[] = [];
    const ordered = builtPerShape<{ rows: { name: string; pool: string }[] }, { fromId: number }>(2);
    const read = (pool: number, order: 'asc' | 'desc', fromId: number) =>
      identity.withPool(
        pool,
        async (tx) =>
          (
            await ordered(
              tx,
              order,
              (t) => {
                builds.push(order);
                return preparableSql(
                  t,
                  sql`select name, current_setting('app.pool_id', true) as pool from named_test.items
                  where id >= ${sql.placeholder('fromId')} order by id ${sql.raw(order)}`,
                );
              },
              { fromId },
            )
          ).rows,
      );
    // at once, more than the connections: each its own pool, shape and values
    const seen = await Promise.all([1, 2, 2, 1, 2, 2].map((pool, i) => read(pool, i % 2 ? 'desc' : 'asc', i < 3 ? 0 : 3)));
    expect(seen).toEqual([
      [{ name: 'of pool 1', pool: '1' }],
      [
        { name: 'also of pool 2', pool: '2' },
        { name: 'of pool 2', pool: '2' },
      ],
      [
        { name: 'of pool 2', pool: '2' },
        { name: 'also of pool 2', pool: '2' },
      ],
      [],
      [{ name: 'also of pool 2', pool: '2' }],
      [{ name: 'also of pool 2', pool: '2' }],
    ]);
    expect(builds).toEqual(['asc', 'desc']);
    expect(await identity.withGlobal((tx) => ordered(tx, 'asc', () => preparableSql(tx, sql`select 1`), { fromId: 0 }))).toEqual(
      expect.objectContaining({ rows: [] }),
    );
    // a third shape puts out the one used longest ago ('desc'), which is built again when it comes back
    await identity.withPool(1, (tx) => ordered(tx, 'none', () => preparableSql(tx, sql`select 1 as name, '' as pool`), { fromId: 0 }));
    await read(1, 'asc', 0);
    await read(1, 'desc', 0);
    expect(builds).toEqual(['asc', 'desc', 'desc']);
  });

  it("reads several reads together in one statement, each under the transaction's pool", async () => {
    const together = (pool: number) =>
      identity.withPool(pool, (tx) =>
        rowsTogether<{ items: { id: number; name: string }[]; none: { id: number }[]; setting: { pool: string }[] }>(tx, {
          items: sql`select id, name from named_test.items where id >= ${0}`,
          none: sql`select id from named_test.items where id < ${0}`,
          setting: sql`select current_setting('app.pool_id', true) as pool`,
        }),
      );
    const seen = await Promise.all([1, 2, 1, 2, 1, 2, 1, 2].map(together));
    seen.forEach((read, i) => {
      const pool = (i % 2) + 1;
      expect([...read.items].sort((a, b) => a.id - b.id)).toEqual(
        pool === 1
          ? [{ id: 1, name: 'of pool 1' }]
          : [
              { id: 2, name: 'of pool 2' },
              { id: 3, name: 'also of pool 2' },
            ],
      );
      expect(read.none).toEqual([]);
      expect(read.setting).toEqual([{ pool: String(pool) }]);
    });
  });

  it("reads a first statement with the transaction's start, under that pool's row-level security, and runs the rest in the same transaction", async () => {
    const first = (fromId: number) => sql`select id, name from named_test.items where id >= ${fromId} and name <> ${"it's"} order by id`;
    const seen = await Promise.all(
      [1, 2, 1, 2, 1, 2, 1, 2].map((pool) =>
        identity.withPoolAndRead<{ id: number; name: string }, unknown>(pool, first(0), async (tx, rows) => ({
          rows,
          rest: await session(tx),
        })),
      ),
    );
    expect(seen).toEqual(
      [1, 2, 1, 2, 1, 2, 1, 2].map((pool) => ({
        rows:
          pool === 1
            ? [{ id: 1, name: 'of pool 1' }]
            : [
                { id: 2, name: 'of pool 2' },
                { id: 3, name: 'also of pool 2' },
              ],
        rest: [{ role: db.roles.runtime('identity'), pool: String(pool), temp: null }],
      })),
    );
    // a first read that fails rolls the transaction back and leaves the connection clean
    await expect(identity.withPoolAndRead(2, sql`select 1 / ${0}`, async () => 'ran')).rejects.toThrow();
    expect(await identity.withPoolAndRead(2, first(3), async (_tx, rows) => rows)).toEqual([{ id: 3, name: 'also of pool 2' }]);
    expect(() => identity.withPoolAndRead(0, first(0), async () => undefined)).toThrow('invalid pool id 0');
  });
});
