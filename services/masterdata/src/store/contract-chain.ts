import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChainPolicyType } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { branches, contracts, policies } from '../db/schema';

export interface ChainQuery {
  branch_id: number;
  start_date: string;
  end_date: string;
  policy_id?: number | null;
  contract_id?: number | null;
}

/** The branches of the board above `branchId` (the chain is counted per board, DOMAIN rule 6). */
const boardSubtree = (poolId: number, branchId: number) => sql`(
  with recursive up(id, parent_id) as (
    select ${branches.id}, ${branches.parentId} from ${branches} where ${branches.poolId} = ${poolId} and ${branches.id} = ${branchId}
    union all select b.id, b.parent_id from ${branches} b join up on b.id = up.parent_id),
  down(id) as (
    select id from up where parent_id is null
    union all select b.id from ${branches} b join down on b.parent_id = down.id)
  select id from down)`;

/** Whether the branch is one of the pool's. */
export async function isPoolBranch(tx: Tx, poolId: number, branchId: number) {
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
  return branch !== undefined;
}

/** The chain regime of one of the pool's policies; undefined when the pool has no such policy. */
export async function policyTypeOf(tx: Tx, poolId: number, policyId: number): Promise<ChainPolicyType | null | undefined> {
  const [policy] = await tx
    .select({ type: policies.type })
    .from(policies)
    .where(and(eq(policies.poolId, poolId), eq(policies.id, policyId)));
  return policy?.type;
}

/** The person's live top-level contracts at the board of `next.branch_id`, without the one being changed. */
export function chainContracts(tx: Tx, poolId: number, personId: number, next: ChainQuery) {
  return tx
    .select({ start_date: contracts.startDate, end_date: contracts.endDate, policy_type: policies.type })
    .from(contracts)
    .leftJoin(policies, eq(policies.id, contracts.policyId))
    .where(
      and(
        eq(contracts.poolId, poolId),
        eq(contracts.personId, personId),
        isNull(contracts.archivedAt),
        isNull(contracts.parentId),
        sql`${contracts.branchId} in ${boardSubtree(poolId, next.branch_id)}`,
        next.contract_id ? ne(contracts.id, next.contract_id) : undefined,
      ),
    );
}

/** The branch's default policy (MD-BRANCH-02): its own, else the nearest ancestor's; null when none has one. */
export async function branchDefaultPolicy(tx: Tx, poolId: number, branchId: number): Promise<number | null> {
  const [row] = await rowsOf<{ policy_id: number }>(
    tx,
    sql`with recursive up(id, parent_id, policy_id, depth) as (
        select ${branches.id}, ${branches.parentId}, ${branches.policyId}, 0 from ${branches}
          where ${branches.poolId} = ${poolId} and ${branches.id} = ${branchId}
        union all select b.id, b.parent_id, b.policy_id, up.depth + 1 from ${branches} b join up on b.id = up.parent_id
          where b.pool_id = ${poolId} and up.depth < 20)
      select policy_id from up where policy_id is not null order by depth limit 1`,
  );
  return row?.policy_id ?? null;
}
