import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { contractChain, type ChainPolicyType } from '@app/contracts';
import { unprocessable, type Database } from '@app/service-kit';
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
