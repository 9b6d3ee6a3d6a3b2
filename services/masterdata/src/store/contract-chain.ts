import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ContractChainMessages, contractChain, type ChainPolicyType } from '@app/contracts';
import { rowsOf, unprocessable, type Database } from '@app/service-kit';
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

/** How the person's chain at the branch's board stands with the given contract added. */
export function chainOfPerson(db: Database, poolId: number, personId: number, next: ChainQuery) {
  return db.withPool(poolId, async (tx) => {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.poolId, poolId), eq(branches.id, next.branch_id)));
    if (!branch) throw unprocessable({ branch_id: ['The selected Branch is invalid.'] });
    let policyType: ChainPolicyType | null = null;
    if (next.policy_id) {
      const [policy] = await tx
        .select({ type: policies.type })
        .from(policies)
        .where(and(eq(policies.poolId, poolId), eq(policies.id, next.policy_id)));
      if (!policy) throw unprocessable({ policy_id: ['The selected Policy is invalid.'] });
      policyType = policy.type;
    }
    const existing = await tx
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
    return contractChain(existing, { start_date: next.start_date, end_date: next.end_date, policy_type: policyType });
  });
}

/** The branch's default policy (MD-BRANCH-02): its own, else the nearest ancestor's; null when none has one. */
async function branchDefaultPolicy(db: Database, poolId: number, branchId: number): Promise<number | null> {
  const [row] = await db.withPool(poolId, (tx) =>
    rowsOf<{ policy_id: number }>(
      tx,
      sql`with recursive up(id, parent_id, policy_id, depth) as (
          select ${branches.id}, ${branches.parentId}, ${branches.policyId}, 0 from ${branches}
            where ${branches.poolId} = ${poolId} and ${branches.id} = ${branchId}
          union all select b.id, b.parent_id, b.policy_id, up.depth + 1 from ${branches} b join up on b.id = up.parent_id
            where b.pool_id = ${poolId} and up.depth < 20)
        select policy_id from up where policy_id is not null order by depth limit 1`,
    ),
  );
  return row?.policy_id ?? null;
}

/**
 * MATCH-08: a saved contract whose policy (its chain regime) differs from its branch's default
 * gets the warning; a branch line without a default policy gives none.
 */
export async function contractChainWarnings(db: Database, poolId: number, contract: Record<string, unknown>): Promise<string[]> {
  if (typeof contract.branch_id !== 'number') return [];
  const fallback = await branchDefaultPolicy(db, poolId, contract.branch_id);
  if (fallback === null || contract.policy_id === fallback) return [];
  return [ContractChainMessages.differsFromBranchDefault];
}
