import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { branches, hourlyRates, persons, travelExpenseEntries } from '../db/schema';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { DEMO_POOLS } from './demo-data';

let deps: TestDeps;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  // identity publishes pool_directory; a stand-in view keeps this test to masterdata alone
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db.execute(
    sql`create or replace view identity.pool_directory as select * from (values (1, 'Demo pool', 'demo'), (2, 'Pool Noord', 'noord')) as p(id, name, url)`,
  );
  await masterdataService.seedDemo!(deps, 'data');
  await masterdataService.seedDemo!(deps, 'data');
}, SETUP_TIMEOUT_MS);

afterAll(() => deps.db.close());

it('gives every demo branch and demo person coordinates, without a geocoder', async () => {
  const emails = Object.values(DEMO_POOLS).flatMap((p) => p.persons.map((person) => person.email));
  const missing = await deps.db.withSystem((tx) => tx.select({ name: branches.name }).from(branches).where(isNull(branches.latitude)));
  expect(missing).toEqual([]);
  const people = await deps.db.withSystem((tx) => tx.select({ email: persons.email, latitude: persons.latitude }).from(persons));
  expect(people.filter((p) => emails.includes(p.email!) && p.latitude === null)).toEqual([]);
});

it("computes the demo substitute's distance to Het Kompas from the coordinates (Amersfoort to Zeist)", async () => {
  const [row] = await deps.db.withPool(1, (tx) =>
    rowsOf<{ km: number; source: string }>(
      tx,
      sql`select d.km, d.source from masterdata.person_branch_distance d
      join masterdata.persons p on p.id = d.person_id join masterdata.branches b on b.id = d.branch_id
      where p.email = 'invaller@demo.invalpool.nl' and p.pool_id = 1 and b.name = 'Het Kompas'`,
    ),
  );
  // 12.9 km in a straight line, x 1.3
  expect(row).toEqual({ km: 16.7, source: 'computed' });
});

it('seeds one travel expense table row and one hourly rate per demo pool, once', async () => {
  const table = await deps.db.withSystem((tx) => tx.select().from(travelExpenseEntries).where(eq(travelExpenseEntries.poolId, 1)));
  expect(table).toEqual([expect.objectContaining({ kmMin: 10, kmMax: 40, amount: 65.25, startDate: '2023-01-01', endDate: '2023-12-31' })]);
  const rates = await deps.db.withSystem((tx) =>
    tx
      .select({ amount: hourlyRates.amount })
      .from(hourlyRates)
      .innerJoin(persons, and(eq(persons.id, hourlyRates.personId), eq(persons.email, 'invaller@demo.invalpool.nl'))),
  );
  expect(rates).toEqual([{ amount: 48.5 }]);
});
