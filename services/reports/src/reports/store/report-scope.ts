import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Messages, type ReportFilter } from '@app/contracts';
import { branchInScope, notFound, rowsOf, scopeCondition, subtreeOf, type BranchScope, type Tx } from '@app/service-kit';

const BRANCHES = sql.raw('masterdata.branch_detail_directory');
const PERSONS = sql.raw('masterdata.person_detail_directory');

/** A non-empty list of ids as SQL parameters, for `in (...)`. */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The ids of the branches and every branch below them. */
export const subtreesOf = (poolId: number, ids: number[]): SQL =>
  sql`(with recursive down(id) as (
    select id from ${BRANCHES} where pool_id = ${poolId} and id in (${idList(ids)})
    union all select b.id from ${BRANCHES} b join down on b.parent_id = down.id) select id from down)`;

/** The branch condition of a report: the caller's scope, the chosen branches and the chosen board, together. */
export function branchConditionOf(poolId: number, scope: BranchScope, filter: ReportFilter) {
  return (column: SQLWrapper): SQL | undefined =>
    and(
      scopeCondition(column, poolId, scope),
      filter.branch?.length ? sql`${column} in ${subtreesOf(poolId, filter.branch)}` : undefined,
      filter.board ? sql`${column} in ${subtreeOf(poolId, filter.board)}` : undefined,
    );
}

/**
 * Ids a filter names must be the caller's to see: another pool's branch or person, or a branch
 * outside the caller's branches, is answered 404 as if it did not exist (it does not, for them).
 */
export async function checkFilterIds(tx: Tx, poolId: number, scope: BranchScope, filter: ReportFilter): Promise<void> {
  const branchIds = [...(filter.branch ?? []), ...(filter.board ? [filter.board] : [])];
  if (branchIds.length) {
    const found = await rowsOf<{ id: number }>(
      tx,
      sql`select id from ${BRANCHES} where pool_id = ${poolId} and id in (${idList(branchIds)})`,
    );
    const known = new Set(found.map((r) => Number(r.id)));
    for (const id of branchIds) if (!known.has(id) || !(await branchInScope(tx, poolId, scope, id))) throw missing(id);
  }
  if (filter.person?.length) {
    const found = await rowsOf<{ id: number }>(
      tx,
      sql`select id from ${PERSONS} where pool_id = ${poolId} and id in (${idList(filter.person)})`,
    );
    const known = new Set(found.map((r) => Number(r.id)));
    const absent = filter.person.find((id) => !known.has(id));
    if (absent !== undefined) throw missing(absent);
  }
}

const missing = (id: number) => notFound(Messages.notFound.replace('{{id}}', String(id)));
