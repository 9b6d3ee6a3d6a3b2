/**
 * The request list's additional field columns (ADR 0106): the request bench pool (20,000 requests,
 * 400,000 dayparts in PGlite, `requests-data.ts`) with four request fields (integer, date,
 * datetime, bool), three of four requests holding values in staffing's `request_field_values`.
 * The request list (a page of 25 through real HTTP, default sort) is asked without the field
 * columns (a caller without the custom fields right), with them, sorted by the integer field
 * (descending: unset last; a join of the field's values, as the branch name sort joins the branch
 * names, which is timed beside it) and filtered on the yes/no field. Each median is held against
 * the request list's 50 ms (bench/requests-budgets.ts).
 */
import { sql } from 'drizzle-orm';
import { PersonTabPermission } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { PLANNER_RIGHTS } from '../services/staffing/src/testing/staffing-env';
import { REQUESTS, startRequestBenchPool } from './requests-data';
import { timeListCases, type ListCase } from './timed-calls';

const CALLS = 60;
const WARM_UP = 5;
const BUDGET_MS = 50;

export async function benchRequestFieldColumns(): Promise<void> {
  const pool = await startRequestBenchPool();
  try {
    const owner = pool.started.deps.db.db;
    const fields = await rowsOf<{ id: number; key: string }>(
      owner,
      sql`insert into masterdata.additional_fields (pool_id, name, label, key, type, location) values
        (${pool.poolId}, 'Hours', 'Uren per week', 'hours', 'integer', 'request'),
        (${pool.poolId}, 'Start', 'Startdatum', 'start', 'date', 'request'),
        (${pool.poolId}, 'Meeting', 'Overleg op', 'meeting', 'datetime', 'request'),
        (${pool.poolId}, 'Urgent', 'Spoed', 'urgent', 'bool', 'request')
      returning id, key`,
    );
    await rowsOf(
      owner,
      sql`insert into staffing.request_field_values (pool_id, field_id, request_id, value)
        select ${pool.poolId}, f.id, r.id, case f.type when 'integer' then (r.id % 40)::text when 'date' then '2026-03-01'
          when 'datetime' then '2026-03-01T09:30' else (r.id % 2)::text end
        from staffing.requests r cross join masterdata.additional_fields f
        where r.pool_id = ${pool.poolId} and f.pool_id = ${pool.poolId} and f.location = 'request' and r.id % 4 <> 0`,
    );
    await rowsOf(owner, sql`analyze`);
    const server = await pool.started.serve('staffing');
    const token = (allow: string[]) => testToken(pool.started.deps, { pool_id: pool.poolId, view_entire_pool: true, allow }, 3600);
    const plain = await token([...PLANNER_RIGHTS]);
    const withFields = await token([...PLANNER_RIGHTS, PersonTabPermission.CUSTOM_FIELDS_VIEW]);
    const code = (key: string) => `field_${fields.find((f) => f.key === key)!.id}`;
    console.log(
      `request list with ${fields.length} field columns, ${REQUESTS} requests in ${pool.started.deps.db.kind}, ${CALLS} calls each:`,
    );
    const cases: ListCase[] = [
      ['a page of 25 without field columns', plain, '/api/request?page=PAGE'],
      ['a page of 25 with field columns', withFields, '/api/request?page=PAGE'],
      // a sort the indexes do not serve, for comparison: the branch name through its join
      ['sorted by branch name (no index, for comparison)', plain, '/api/request?page=PAGE&sortBy[column]=branch_name&sortBy[order]=asc'],
      ['sorted by an integer field', withFields, `/api/request?page=PAGE&sortBy[column]=${code('hours')}&sortBy[order]=desc`],
      ['filtered on a yes/no field', withFields, `/api/request?page=PAGE&filters[${code('urgent')}]=1`],
    ];
    await timeListCases(server, cases, { calls: CALLS, warmUp: WARM_UP, budgetMs: BUDGET_MS });
  } finally {
    await pool.started.close();
  }
}

if (require.main === module) void benchRequestFieldColumns();
