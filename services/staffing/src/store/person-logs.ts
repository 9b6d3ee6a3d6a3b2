import { sql } from 'drizzle-orm';
import { PERSON_LOG_LIMIT, type PersonLogEntry } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { branchDetailDirectory } from '@app/contracts/published-views/masterdata';
import { scopeCondition, type RequestScope } from './scope';

/**
 * The request log's events that name the person (`data.person.id`: planned, unplanned, proposals,
 * offer answers), newest first, of the requests in the caller's branches (the personal filter).
 */
export function personLogs(tx: Tx, poolId: number, scope: RequestScope, personId: number): Promise<PersonLogEntry[]> {
  return rowsOf<PersonLogEntry>(
    tx,
    sql`select l.id, l.at, l.event, r.number as request_number, b.name as branch_name, l.author_name
      from staffing.request_log l
      join staffing.requests r on r.pool_id = l.pool_id and r.id = l.request_id
      left join ${branchDetailDirectory} b on b.pool_id = r.pool_id and b.id = r.branch_id
      where l.pool_id = ${poolId} and (l.data->'person'->>'id')::int = ${personId} and ${scopeCondition(sql`r.branch_id`, poolId, scope) ?? sql`true`}
      order by l.at desc, l.id desc
      limit ${PERSON_LOG_LIMIT}`,
  );
}
