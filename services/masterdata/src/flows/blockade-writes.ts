import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { BlockadeChanges, BlockadeInput } from '../domain/blockades/blockade-input';
import { deleteBlockades, findBlockades, insertBlockade, updateBlockades } from '../store/blockades';
import { branchesInScope, checkBlockades, existingBlockades } from './blockade-access';
import { ensureReachablePerson } from './existing-person';

/** Creates a blockade of a person the caller may see, at the caller's branches, and answers it. */
export async function createBlockade(deps: ServiceDeps, caller: TokenPayload, input: BlockadeInput) {
  await ensureReachablePerson(deps, caller, input.person_id);
  const poolId = caller.pool_id;
  const scope = await branchesInScope(deps, caller);
  const id = await deps.db.withPool(poolId, async (tx) => {
    await checkBlockades(tx, poolId, scope, [input], input.branches);
    return insertBlockade(tx, poolId, input);
  });
  return (await deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, [id])))[0];
}

/** Applies the same changes to the blockades listed, after checking every one as it will be. */
export async function changeBlockades(deps: ServiceDeps, caller: TokenPayload, ids: readonly number[], changes: BlockadeChanges) {
  const poolId = caller.pool_id;
  const current = await existingBlockades(deps, caller, ids, true);
  const scope = await branchesInScope(deps, caller);
  await deps.db.withPool(poolId, async (tx) => {
    const merged = current.map((b) => ({
      pool: changes.pool ?? b.pool,
      start_date: changes.start_date ?? b.start_date,
      end_date: changes.end_date === undefined ? b.end_date : changes.end_date,
    }));
    await checkBlockades(tx, poolId, scope, merged, changes.branches);
    await updateBlockades(tx, poolId, ids, changes);
  });
  return deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, ids));
}

/** Deletes the blockades listed, each one the caller may change. */
export async function removeBlockades(deps: ServiceDeps, caller: TokenPayload, ids: readonly number[]) {
  await existingBlockades(deps, caller, ids, true);
  await deps.db.withPool(caller.pool_id, (tx) => deleteBlockades(tx, caller.pool_id, ids));
}
