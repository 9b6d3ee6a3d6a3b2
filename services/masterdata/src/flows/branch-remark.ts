import type { ServiceDeps } from '@app/service-kit';
import { branchRemarkOf, setBranchRemark, type BranchRemarkField } from '../store/branch-tabs';

export type { BranchRemarkField };

/** One of the branch's remarks. */
export const remarkOfBranch = (deps: ServiceDeps, poolId: number, branchId: number, field: BranchRemarkField) =>
  deps.db.withPool(poolId, (tx) => branchRemarkOf(tx, poolId, branchId, field));

/** Sets one of the branch's remarks and answers it as it now is. */
export const changeBranchRemark = (deps: ServiceDeps, poolId: number, branchId: number, field: BranchRemarkField, value: string) =>
  deps.db.withPool(poolId, async (tx) => {
    await setBranchRemark(tx, poolId, branchId, field, value);
    return branchRemarkOf(tx, poolId, branchId, field);
  });
