import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TokenPayload } from '@app/contracts';
import { rowsOf, type Tx } from './database';

/**
 * The personal filter (DOMAIN 'Tenancy', ADR 0012): a profile without 'view data of the entire
 * pool' sees the data of its branch's subtree only; null is the whole pool. A profile bound to no
 * branch without that flag sees none. Staffing's requests and the reports read through it alike.
 */
export type BranchScope = { branchId: number | null } | null;

export const branchScopeOf = (auth: Pick<TokenPayload, 'view_entire_pool' | 'is_sysadmin' | 'branch_id'>): BranchScope =>
  auth.view_entire_pool || auth.is_sysadmin ? null : { branchId: auth.branch_id ?? null };

/** master data's published branch tree (ADR 0017): every service may read it */
const BRANCHES = sql.raw('"masterdata"."branch_detail_directory"');

/** The ids of the branch and every branch below it. */
export const subtreeOf = (poolId: number, branchId: number): SQL =>
  sql`(with recursive down(id) as (
    select ${BRANCHES}."id" from ${BRANCHES} where ${BRANCHES}."pool_id" = ${poolId} and ${BRANCHES}."id" = ${branchId}
    union all select b.id from ${BRANCHES} b join down on b.parent_id = down.id) select id from down)`;

/**
 * The ids of the branches `start` selects (a subquery or a list in parentheses) and of all their
 * ancestors: the branches whose subtree holds one of them.
 */
export const ancestorsOfAny = (poolId: number, start: SQL): SQL =>
  sql`(with recursive up(id, parent_id) as (
    select ${BRANCHES}."id", ${BRANCHES}."parent_id" from ${BRANCHES} where ${BRANCHES}."pool_id" = ${poolId} and ${BRANCHES}."id" in ${start}
    union all select b.id, b.parent_id from ${BRANCHES} b join up on b.id = up.parent_id) select id from up)`;

/** The ids of the branch and its ancestors: a board's schedule serves its schools. */
export const ancestorsOf = (poolId: number, branchId: number): SQL => ancestorsOfAny(poolId, sql`(${branchId})`);

/** The scope's condition on a branch column; none for the whole pool. */
export function scopeCondition(column: SQLWrapper, poolId: number, scope: BranchScope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.branchId === null) return sql`false`;
  return sql`${column} in ${subtreeOf(poolId, scope.branchId)}`;
}

/** Whether a branch lies within the caller's branches. */
export async function branchInScope(tx: Tx, poolId: number, scope: BranchScope, branchId: number): Promise<boolean> {
  if (scope === null) return true;
  if (scope.branchId === null) return false;
  const [row] = await rowsOf<{ ok: boolean }>(tx, sql`select ${branchId} in ${subtreeOf(poolId, scope.branchId)} as ok`);
  return row?.ok === true;
}
