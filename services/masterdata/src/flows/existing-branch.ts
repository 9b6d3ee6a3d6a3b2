import { notFound, type ServiceDeps } from '@app/service-kit';
import { branchData } from './entities';
import { ensureInScope, type EntityCaller } from './entity';

export const branchNotFound = (id: number) => `Branch #${id} not found`;

/** 404 'Branch #{{id}} not found' unless the branch is one of the pool's. */
export const ensureBranch = async (deps: Pick<ServiceDeps, 'db' | 'clock'>, poolId: number, id: number) => {
  if (!(await deps.db.withPool(poolId, (tx) => branchData.store.find(tx, poolId, id)))) throw notFound(branchNotFound(id));
};

/** The branch of a branch/{id}/... call: the pool's and inside the caller's personal filter, else 404. */
export async function ensureReachableBranch(deps: Pick<ServiceDeps, 'db' | 'clock'>, caller: EntityCaller, id: number) {
  await ensureBranch(deps, caller.pool_id, id);
  await ensureInScope(deps, { data: branchData, notFound: branchNotFound }, caller, id);
}
