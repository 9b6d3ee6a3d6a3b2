import { Messages, type BlockadeView, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { blockadeErrors } from '../domain/blockades/blockade-rules';
import { personalScopeOf } from '../domain/list/personal-scope';
import { settingOf } from '../domain/settings/setting-catalogue';
import { findBlockades, subtreeBranchIds, unknownBranches } from '../store/blockades';
import { poolSettingValue } from '../store/settings';
import { itemNotFound } from './entity';
import { ensureReachablePerson } from './existing-person';

const ENABLE_PERSONAL = settingOf('enable_personal_blockade')!;

/** Whether the pool allows personal blockades. */
export const personalEnabled = async (tx: Tx, poolId: number) => (await poolSettingValue(tx, poolId, ENABLE_PERSONAL)) !== false;

/**
 * The branches the caller may see (ADR 0175): a profile without view_entire_pool sees its branch's
 * subtree, as the branch list does; null is the whole pool.
 */
export async function branchesInScope(deps: ServiceDeps, caller: TokenPayload): Promise<ReadonlySet<number> | null> {
  const scope = personalScopeOf(caller, deps.clock.now());
  if (!scope) return null;
  const { branchId } = scope;
  if (branchId === null) return new Set();
  return new Set(await deps.db.withPool(caller.pool_id, (tx) => subtreeBranchIds(tx, caller.pool_id, branchId)));
}

/** A blockade is seen by a caller who may see one of its branches, and changed only by one who may see them all. */
export const seenIn = (scope: ReadonlySet<number> | null, b: BlockadeView) => !scope || b.branches.some((x) => scope.has(x.id));
const wholeIn = (scope: ReadonlySet<number> | null, b: BlockadeView) => !scope || b.branches.every((x) => scope.has(x.id));

/**
 * The blockades listed, each of the pool, of a person the caller may see and at a branch the caller
 * may see; otherwise 404 naming the first missing. To change them (`change`) every branch of each
 * must be the caller's, else 403: a planner does not change another board's or school's blockade.
 */
export async function existingBlockades(
  deps: ServiceDeps,
  caller: TokenPayload,
  ids: readonly number[],
  change = false,
): Promise<BlockadeView[]> {
  const poolId = caller.pool_id;
  const scope = await branchesInScope(deps, caller);
  const found = (await deps.db.withPool(poolId, (tx) => findBlockades(tx, poolId, ids))).filter((b) => seenIn(scope, b));
  const missing = ids.find((id) => !found.some((b) => b.id === id));
  if (missing !== undefined) throw notFound(itemNotFound(missing));
  for (const person of new Set(found.map((b) => b.person_id))) await ensureReachablePerson(deps, caller, person);
  if (change && !found.every((b) => wholeIn(scope, b))) throw forbidden(Messages.notEnoughPermissions);
  return ids.map((id) => found.find((b) => b.id === id)!);
}

/**
 * The branches must be the pool's and the caller's (`scope`, null for the whole pool); a personal
 * blockade needs the pool setting; the period must run forwards.
 */
export async function checkBlockades(
  tx: Tx,
  poolId: number,
  scope: ReadonlySet<number> | null,
  merged: { pool: boolean; start_date: string; end_date?: string | null }[],
  branches?: number[],
) {
  const errors = {};
  const outside = (ids: number[]) => !!scope && ids.some((id) => !scope.has(id));
  if (branches && (outside(branches) || (await unknownBranches(tx, poolId, branches)).length))
    Object.assign(errors, { branches: ['The selected Branches is invalid.'] });
  const enabled = await personalEnabled(tx, poolId);
  for (const blockade of merged) Object.assign(errors, blockadeErrors(blockade, enabled));
  if (Object.keys(errors).length) throw unprocessable(errors);
}
