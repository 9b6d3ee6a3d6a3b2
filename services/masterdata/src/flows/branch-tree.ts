import { hasAnyRight, type TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { buildBranchTree, withAdditionalItems } from '../domain/branches/branch-tree';
import { personalScopeOf } from '../domain/list/personal-scope';
import { scheduleTemplate } from '../domain/schedules/schedule-template';
import { readBranchTreeRows } from '../store/branches';
import { readBranchScheduleRows } from '../store/schedules';
import { treeForCaller } from './blockade-tree';

/**
 * The pool's branches as a tree within the caller's personal filter, with the blockades for who may
 * see them, and each branch's schedules below it for who may see schedules (ADR 0276).
 */
export async function branchTreeOf(deps: ServiceDeps, caller: TokenPayload, archived: boolean) {
  const { rows, schedules } = await deps.db.withPool(caller.pool_id, async (tx) => {
    const rows = await readBranchTreeRows(tx, caller.pool_id, archived, personalScopeOf(caller, deps.clock.now()));
    const schedules = hasAnyRight(caller, scheduleTemplate.rights.view)
      ? await readBranchScheduleRows(
          tx,
          caller.pool_id,
          rows.map((r) => r.id),
          archived,
        )
      : [];
    return { rows, schedules };
  });
  return withAdditionalItems(await treeForCaller(deps.db, caller, buildBranchTree(rows)), schedules);
}
