import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';

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

it("seeds one row of each of the demo substitute's person tabs, once", async () => {
  const count = (table: string) =>
    rowsOf<{ n: number }>(
      deps.db.db,
      sql`select count(*)::int as n from masterdata.${sql.raw(table)} t join masterdata.persons p on p.id = t.${sql.raw(table === 'additional_field_values' ? 'record_id' : 'person_id')}
          where p.email = 'invaller@demo.invalpool.nl' and p.pool_id = 1 and t.pool_id = 1`,
    );
  // the demo's two person additional fields have a value each
  for (const [table, n] of [
    ['saving_goals', 1],
    ['work_plans', 1],
    ['scores', 1],
    ['additional_field_values', 2],
  ] as const)
    expect([table, (await count(table))[0]!.n]).toEqual([table, n]);
  // the work plan policy's norm at her plan's branch and period (ADR 0109)
  const norms = await rowsOf<{ hours: string; description: string }>(
    deps.db.db,
    sql`select d.hours, d.description from masterdata.work_plan_definitions d
        join masterdata.work_plans w on w.pool_id = d.pool_id and w.branch_id = d.branch_id and w.period_id = d.period_id
        where d.pool_id = 1`,
  );
  expect(norms).toEqual([{ hours: '16.00', description: 'Norm groepsleerkracht' }]);
  const links = await rowsOf<{ kind: string; external_id: string }>(
    deps.db.db,
    sql`select kind, external_id from masterdata.supplier_records where pool_id = 1 order by kind`,
  );
  expect(links).toEqual([
    { kind: 'contract', external_id: 'AFAS-1001-C1' },
    { kind: 'person', external_id: 'AFAS-1001' },
  ]);
});
