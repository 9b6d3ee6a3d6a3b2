import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { fingerprintOf } from '@app/service-kit/testing';
import { startServices, type StartedServices } from './start-services';

const countPools = async (started: StartedServices) =>
  (await rowsOf<{ n: number }>(started.deps.db.db, sql`select count(*)::int as n from identity.pools`))[0]!.n;

// Each test file starts from one migrated and seeded state, made once: two files' databases are
// opened here side by side, as two jest workers (or two files of one worker) open them.
describe('test files started from the same snapshot', () => {
  let first: StartedServices;
  let second: StartedServices;

  beforeAll(async () => {
    first = await startServices(['identity']);
    second = await startServices(['identity']);
  }, 240_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  test('both start with the demo data, and neither sees what the other writes', async () => {
    const demoPools = await countPools(first);
    expect(demoPools).toBeGreaterThanOrEqual(2);
    expect(await countPools(second)).toBe(demoPools);

    await first.deps.db.withSystem((tx) =>
      tx.execute(sql`insert into identity.pools (name, url, database_name) values ('Eerste', 'eerste', 'eerste')`),
    );
    await second.deps.db.withSystem((tx) => tx.execute(sql`update identity.pools set name = 'Tweede' where url = 'noord'`));

    const pools = async (started: StartedServices) =>
      (await rowsOf<{ url: string; name: string }>(started.deps.db.db, sql`select url, name from identity.pools`)).map(
        (p) => `${p.url}: ${p.name}`,
      );
    expect(await pools(first)).toContain('eerste: Eerste');
    expect(await pools(first)).not.toContain('noord: Tweede');
    expect(await pools(second)).toContain('noord: Tweede');
    expect(await pools(second)).not.toContain('eerste: Eerste');
  });

  test("the snapshot holds the planner's statistics of every table, so no file plans on guesses", async () => {
    const unanalyzed = await rowsOf<{ name: string }>(
      first.deps.db.db,
      sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname in ('masterdata', 'identity') and c.reltuples < 0`,
    );
    expect(unanalyzed).toEqual([]);
  });

  test('a file started after those writes gets the snapshot as it was made', async () => {
    const third = await startServices(['identity']);
    try {
      const pools = (await rowsOf<{ url: string; name: string }>(third.deps.db.db, sql`select url, name from identity.pools`)).map(
        (p) => `${p.url}: ${p.name}`,
      );
      expect(pools).toHaveLength((await countPools(first)) - 1);
      expect(pools).not.toContain('eerste: Eerste');
      expect(pools).not.toContain('noord: Tweede');
    } finally {
      await third.close();
    }
  }, 120_000);
});

describe('the fingerprint a snapshot is kept under', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-fingerprint-'));
  const migration = path.join(folder, '0001_first.sql');
  fs.writeFileSync(migration, 'create table a (id int);');

  test('a new or changed migration makes another fingerprint, so the state is built again', () => {
    const before = fingerprintOf([folder]);
    expect(fingerprintOf([folder])).toBe(before);
    fs.writeFileSync(path.join(folder, '0002_second.sql'), 'create table b (id int);');
    const added = fingerprintOf([folder]);
    expect(added).not.toBe(before);
    fs.writeFileSync(migration, 'create table a (id bigint);');
    expect(fingerprintOf([folder])).not.toBe(added);
  });

  test('a test file beside the sources changes nothing', () => {
    const before = fingerprintOf([folder]);
    fs.writeFileSync(path.join(folder, 'seed.test.ts'), 'test("x", () => undefined);');
    expect(fingerprintOf([folder])).toBe(before);
  });
});
