import type { PoolToolBranchRow } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { PoolToolCaller } from '../domain/pool-tool-period';
import { exportView } from '../domain/export-view';
import { exportsOverlapping, scopedBranches } from '../store/pool-tool';

/** The caller's branches (or the chosen ones) with each one's export of exactly the period, else its first overlapping one. */
export const listPoolToolExports = (
  deps: ServiceDeps,
  caller: PoolToolCaller,
  filter: { branch?: number[]; period_from: string; period_to: string },
): Promise<PoolToolBranchRow[]> =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const branches = await scopedBranches(tx, caller.poolId, caller.scope, filter.branch);
    const exports = await exportsOverlapping(
      tx,
      caller.poolId,
      branches.map((b) => b.id),
      filter.period_from,
      filter.period_to,
    );
    return branches.map((branch) => {
      const mine = exports.filter((e) => e.branchId === branch.id);
      const exact = mine.find((e) => e.periodFrom === filter.period_from && e.periodTo === filter.period_to) ?? mine[0];
      return { branch, export: exact ? exportView(exact, branch) : null };
    });
  });
