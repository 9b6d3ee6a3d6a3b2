import { sql } from 'drizzle-orm';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { periods, vacations } from '../db/schema';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  // identity publishes pool_directory; a stand-in view keeps this test to masterdata alone
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db.execute(sql`create or replace view identity.pool_directory as select * from (values (1, 'Demo pool', 'demo'), (2, 'Pool Noord', 'noord')) as p(id, name, url)`);
}, SETUP_TIMEOUT_MS);

afterAll(() => deps.db.close());

it('seeds periods and vacations per pool once, with one current period', async () => {
  await masterdataService.seedDemo!(deps, 'data');
  await masterdataService.seedDemo!(deps, 'data');
  const rows = await deps.db.withSystem((tx) => tx.select().from(periods));
  expect(rows.filter((p) => p.poolId === 1)).toHaveLength(3);
  expect(rows.filter((p) => p.current).map((p) => [p.poolId, p.name])).toEqual([
    [1, 'Schooljaar 2026-2027'],
    [2, 'Schooljaar 2026-2027'],
  ]);
  const autumn = await deps.db.withSystem((tx) => tx.select().from(vacations));
  expect(autumn.find((v) => v.poolId === 1 && v.name === 'Herfstvakantie 2026')).toMatchObject({ region: 'middle', startDate: '2026-10-17' });
  expect(autumn.filter((v) => v.poolId === 2).every((v) => v.region === 'north')).toBe(true);
});
