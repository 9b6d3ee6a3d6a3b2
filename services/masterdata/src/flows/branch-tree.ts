import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { buildBranchTree } from '../domain/branches/branch-tree';
import { personalScopeOf } from '../domain/list/personal-scope';
import { readBranchTreeRows } from '../store/branches';
import { treeForCaller } from './blockade-tree';

/** The pool's branches as a tree within the caller's personal filter, with the blockades for who may see them. */
export async function branchTreeOf(deps: ServiceDeps, caller: TokenPayload, archived: boolean) {
  const rows = await deps.db.withPool(caller.pool_id, (tx) => readBranchTreeRows(tx, caller.pool_id, archived, personalScopeOf(caller)));
  return treeForCaller(deps.db, caller, buildBranchTree(rows));
}
