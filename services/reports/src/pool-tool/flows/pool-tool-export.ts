import { Messages } from '@app/contracts';
import { notFound, type ServiceDeps, type Tx } from '@app/service-kit';
import type { PoolToolCaller } from '../domain/pool-tool-period';
import { exportById, scopedBranch } from '../store/pool-tool';

/** The caller's export with its branch, on the flow's transaction (404 for another pool's or another branch scope's). */
export async function scopedExport(tx: Tx, caller: PoolToolCaller, id: number) {
  const row = await exportById(tx, caller.poolId, id);
  const branch = row && (await scopedBranch(tx, caller.poolId, caller.scope, row.branchId));
  if (!row || !branch) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
  return { row, branch };
}

/** One export of the caller with its branch and findings (its XML too). */
export const poolToolExport = (deps: ServiceDeps, caller: PoolToolCaller, id: number) =>
  deps.db.withPool(caller.poolId, (tx) => scopedExport(tx, caller, id));
