import { eq, like, sql } from 'drizzle-orm';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { contracts, contractTypes, periods, personLabels, persons, vacations } from '../db/schema';
import { masterdataService } from '../index';
import { TEACHER_DOMAIN } from './teachers-demo';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;

beforeAll(async () => {
  deps = await createTestDeps([masterdataService]);
  // identity publishes pool_directory; a stand-in view keeps this test to masterdata alone
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db.execute(
    sql`create or replace view identity.pool_directory as select * from (values (1, 'Demo pool', 'demo'), (2, 'Pool Noord', 'noord')) as p(id, name, url)`,
  );
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
  expect(autumn.find((v) => v.poolId === 1 && v.name === 'Herfstvakantie 2026')).toMatchObject({
    region: 'middle',
    startDate: '2026-10-17',
  });
  expect(autumn.filter((v) => v.poolId === 2).every((v) => v.region === 'north')).toBe(true);
});

it('seeds contract types, policies, labels, and the demo persons contracts and labels once, within the rules', async () => {
  await masterdataService.seedDemo!(deps, 'data');
  const all = await deps.db.withSystem((tx) => tx.select().from(contracts));
  const types = await deps.db.withSystem((tx) => tx.select().from(contractTypes));
  expect(types.filter((t) => t.poolId === 1).map((t) => t.code)).toEqual(['VAST', 'TIJD', 'INVAL', 'MINMAX', 'OPROEP']);
  const [iris] = await deps.db.withSystem((tx) => tx.select().from(persons).where(eq(persons.email, 'invaller@demo.invalpool.nl')));
  expect(all.filter((c) => c.personId === iris!.id)).toEqual([
    expect.objectContaining({ startDate: '2026-08-24', endDate: '2027-07-16', hours: 12, wtf: 0.3056 }),
  ]);
  const perPerson = new Map<number, number>();
  for (const c of all) perPerson.set(c.personId, (perPerson.get(c.personId) ?? 0) + 1);
  expect(Math.max(...perPerson.values())).toBeLessThanOrEqual(6);
  expect(all.every((c) => c.endDate >= c.startDate)).toBe(true);
  const given = await deps.db.withSystem((tx) => tx.select().from(personLabels).where(eq(personLabels.personId, iris!.id)));
  expect(given).toHaveLength(4);
  const teachers = await deps.db.withSystem((tx) =>
    tx
      .select({ id: persons.id, poolId: persons.poolId })
      .from(persons)
      .where(like(persons.email, `%@${TEACHER_DOMAIN}`)),
  );
  const teacherIds = new Set(teachers.map((t) => t.id));
  expect(all.filter((c) => c.poolId === 2 && !teacherIds.has(c.personId))).toHaveLength(1);
  // twelve teachers a school (noord has two), each with one permanent contract, though seeded twice
  expect(teachers.filter((t) => t.poolId === 2)).toHaveLength(24);
  expect(all.filter((c) => teacherIds.has(c.personId))).toHaveLength(teachers.length);
});
