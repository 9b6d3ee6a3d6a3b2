import { sql } from 'drizzle-orm';
import { getViewConfig, type PgView } from 'drizzle-orm/pg-core';
import { identityViews } from '@app/contracts/published-views/identity';
import { masterdataViews } from '@app/contracts/published-views/masterdata';
import { staffingViews } from '@app/contracts/published-views/staffing';
import { rowsOf } from '@app/service-kit';
import { createTestDeps, type TestDeps } from '@app/service-kit/testing';
import { withDependencies } from './service-catalogue';

/**
 * A published view is declared once, in the contracts, and made by its owner's migrations: this
 * holds the two together, so an owner cannot change a view without changing its contract (and so
 * every reader's types). Names and types are compared; a view's columns carry no nullability.
 */
let deps: TestDeps;

beforeAll(async () => {
  deps = await createTestDeps(await withDependencies(['reports']));
}, 120_000);

afterAll(() => deps.db.close());

// numeric(6,2) and numeric are one type to a reader
const bare = (type: string) => type.replace(/\(.*\)/, '');

const declared = (view: PgView) =>
  Object.values(getViewConfig(view).selectedFields as Record<string, { name: string; getSQLType(): string }>)
    .map((column) => `${column.name} ${bare(column.getSQLType())}`)
    .sort();

async function made(view: PgView): Promise<string[]> {
  const { name, schema } = getViewConfig(view);
  const rows = await rowsOf<{ column: string }>(
    deps.db.db,
    sql`select a.attname || ' ' || format_type(a.atttypid, a.atttypmod) as column
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relname = ${name} and c.relkind = 'v' and a.attnum > 0 and not a.attisdropped`,
  );
  return rows.map((r) => bare(r.column)).sort();
}

describe.each([
  ['identity', identityViews],
  ['masterdata', masterdataViews],
  ['staffing', staffingViews],
])('the views %s publishes', (_owner, views) => {
  it.each(views.map((view) => [getViewConfig(view).name, view] as const))('%s is the view the migrations made', async (_name, view) => {
    expect(await made(view)).toEqual(declared(view));
  });
});
