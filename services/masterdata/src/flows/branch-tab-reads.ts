import { notFound, type ServiceDeps } from '@app/service-kit';
import { branchExportData, branchSecondment, branchWorkPlans } from '../store/branch-tabs';
import { branchNotFound } from './existing-branch';

/** The branch popup's Secondment tab. */
export const secondmentOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) => branchSecondment(deps.db, poolId, branchId);

/** The branch popup's Work plans tab. */
export const workPlansOfBranch = (deps: ServiceDeps, poolId: number, branchId: number) => branchWorkPlans(deps.db, poolId, branchId);

/** What the branch export shows of the branch (404 when the pool has no such branch). */
export async function branchExportOf(deps: ServiceDeps, poolId: number, branchId: number) {
  const data = await branchExportData(deps.db, poolId, branchId);
  if (!data) throw notFound(branchNotFound(branchId));
  return data;
}
