import { unprocessable, type ServiceDeps } from '@app/service-kit';
import { branchLabelErrors } from '../domain/branch-labels/branch-label-rules';
import { INVALID_LABELS } from '../domain/person-labels/person-label-rules';
import { branchLabelsOf, replaceBranchLabels } from '../store/branch-tabs';
import { chosenLabels } from '../store/chosen-labels';

/** The branch's labels (the branch popup's Labels tab). */
export const labelsOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) =>
  deps.db.withPool(poolId, (tx) => branchLabelsOf(tx, poolId, branchId));

/**
 * Replaces the branch's labels with the given set in one transaction, checked as a whole against
 * the groups' flags, and answers them as they now are.
 */
export const changeBranchLabels = (deps: ServiceDeps, poolId: number, branchId: number, labelIds: number[]) =>
  deps.db.withPool(poolId, async (tx) => {
    const ids = [...new Set(labelIds)];
    const chosen = await chosenLabels(tx, poolId, ids);
    if (chosen.length !== ids.length) throw unprocessable({ label_ids: [INVALID_LABELS] });
    const errors = branchLabelErrors(chosen);
    if (Object.keys(errors).length) throw unprocessable(errors);
    await replaceBranchLabels(tx, poolId, branchId, ids);
    return branchLabelsOf(tx, poolId, branchId);
  });
