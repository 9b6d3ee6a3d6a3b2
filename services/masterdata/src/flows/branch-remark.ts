import type { ServiceDeps } from '@app/service-kit';
import { branchRemarkOf, setBranchRemark, type BranchRemarkField } from '../store/branch-tabs';

export type { BranchRemarkField };

/** One of the branch's remarks. */
export const remarkOfBranch = (deps: ServiceDeps, poolId: number, branchId: number, field: BranchRemarkField) =>
  branchRemarkOf(deps.db, poolId, branchId, field);

/** Sets one of the branch's remarks and answers it as it now is. */
export async function changeBranchRemark(deps: ServiceDeps, poolId: number, branchId: number, field: BranchRemarkField, value: string) {
  await setBranchRemark(deps.db, poolId, branchId, field, value);
  return branchRemarkOf(deps.db, poolId, branchId, field);
}
