import { and, eq } from 'drizzle-orm';
import { BranchTypeFlagMessages } from '@app/contracts';
import { unprocessable, type Tx } from '@app/service-kit';
import { branches, branchTypes } from '../db/schema';

/** The flags of a branch type that allow data at its branches (ADR 0103, 0110). */
export type BranchTypeAllowance = 'hasContracts' | 'hasSubContracts' | 'hasSchedule';

/**
 * Refuses data at a branch whose type does not allow it: `message` names the type's label in
 * `{type}`. No branch (a pool-wide week schedule) or an unknown one passes: the reference check
 * answers that.
 */
export async function refuseUnlessTypeAllows(
  tx: Tx,
  poolId: number,
  branchId: unknown,
  allowance: BranchTypeAllowance,
  field: string,
  message: string,
) {
  if (typeof branchId !== 'number') return;
  const [type] = await tx
    .select({ allowed: branchTypes[allowance], label: branchTypes.label })
    .from(branches)
    .innerJoin(branchTypes, and(eq(branchTypes.poolId, branches.poolId), eq(branchTypes.id, branches.branchTypeId)))
    .where(and(eq(branches.poolId, poolId), eq(branches.id, branchId)));
  if (type && !type.allowed) throw unprocessable({ [field]: [message.replace('{type}', type.label)] });
}

/** A main contract needs a type with contracts, a subcontract one with subcontracts. */
export const refuseContractWhereNotAllowed = (tx: Tx, poolId: number, record: Record<string, unknown>) =>
  record.parent_id == null
    ? refuseUnlessTypeAllows(tx, poolId, record.branch_id, 'hasContracts', 'branch_id', BranchTypeFlagMessages.noContracts)
    : refuseUnlessTypeAllows(tx, poolId, record.branch_id, 'hasSubContracts', 'branch_id', BranchTypeFlagMessages.noSubContracts);
