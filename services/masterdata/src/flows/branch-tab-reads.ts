import { notFound, type ServiceDeps } from '@app/service-kit';
import { branchExportData, branchSecondment, branchWorkPlans } from '../store/branch-tabs';
import { branchNotFound } from './existing-branch';

/** The branch popup's Secondment tab. */
export const secondmentOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) =>
  deps.db.withPool(poolId, (tx) => branchSecondment(tx, poolId, branchId));

/** The branch popup's Work plans tab. */
export const workPlansOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) =>
  deps.db.withPool(poolId, (tx) => branchWorkPlans(tx, poolId, branchId));

/** What the branch export shows of the branch (404 when the pool has no such branch). */
export async function branchExportOf(deps: ServiceDeps, poolId: number, branchId: number) {
  const data = await deps.db.withPool(poolId, (tx) => branchExportData(tx, poolId, branchId));
  if (!data) throw notFound(branchNotFound(branchId));
  return data;
}
