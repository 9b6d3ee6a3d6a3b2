import type { ServiceDeps } from '@app/service-kit';
import { branchLabelsOf, setBranchLabels } from '../store/branch-tabs';

/** The branch's labels (the branch popup's Labels tab). */
export const labelsOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) => branchLabelsOf(deps.db, poolId, branchId);

/** Sets the branch's labels and answers them as they now are. */
export const changeBranchLabels = (deps: ServiceDeps, poolId: number, branchId: number, labelIds: number[]) =>
  setBranchLabels(deps.db, poolId, branchId, labelIds);
