import { sql } from 'drizzle-orm';
import type { TestDeps } from '@app/service-kit/testing';

/**
 * staffing publishes daypart_day_total_directory, which master data's personal filter of persons
 * reads (a person planned at the viewer's branches). Master data's tests run without staffing, so a
 * table of the same shape stands in for the view: empty by default, filled by the tests that plan.
 * Other staffing views stay absent: 'in use by requests' reads them only once they exist.
 */
export async function createStaffingContract(deps: TestDeps) {
  await deps.db.db.execute(sql`create schema if not exists staffing`);
  await deps.db.db.execute(sql`create table if not exists staffing.daypart_day_total_directory (pool_id int not null, date date not null,
    branch_id int not null, state text not null, person_id int, dayparts int not null default 1, wtf numeric not null default 0,
    wtf_missing int not null default 0, hours numeric not null default 0)`);
  const reader = deps.db.roles.runtime('masterdata');
  await deps.db.db.execute(sql.raw(`grant usage on schema staffing to ${reader}`));
  await deps.db.db.execute(sql.raw(`grant select on all tables in schema staffing to ${reader}`));
}
