import type { ServiceDeps } from '@app/service-kit';
import type { PoolToolCaller } from '../domain/pool-tool-period';
import { exportsOverlapping, scopedBranch } from '../store/pool-tool';

/** A branch's export of exactly this period with the branch, or null (none, or not the caller's branch). */
export const periodExport = (
  deps: ServiceDeps,
  caller: PoolToolCaller,
  filter: { branch: number; period_from: string; period_to: string },
) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const branch = await scopedBranch(tx, caller.poolId, caller.scope, filter.branch);
    if (!branch) return null;
    const exports = await exportsOverlapping(tx, caller.poolId, [branch.id], filter.period_from, filter.period_to);
    const row = exports.find((e) => e.periodFrom === filter.period_from && e.periodTo === filter.period_to);
    return row ? { row, branch } : null;
  });
