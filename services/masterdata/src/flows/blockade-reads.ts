import { dateInAmsterdam, type TokenPayload } from '@app/contracts';
import { notFound, unprocessable, type ServiceDeps } from '@app/service-kit';
import { PERSONAL_BLOCKADES_OFF } from '../domain/blockades/blockade-input';
import { buildBranchTree } from '../domain/branches/branch-tree';
import { personalScopeOf } from '../domain/list/personal-scope';
import { blockadesOfBranch, blockadesOfPerson } from '../store/blockades';
import { readBranchTreeRows } from '../store/branches';
import { findPerson } from '../store/persons';
import { branchesInScope, existingBlockades, personalEnabled, seenIn } from './blockade-access';
import { treeWithBlockades } from './blockade-tree';
import { itemNotFound } from './entity';
import { ensureReachablePerson } from './existing-person';

/** 'Iris Invaller', as the published person views spell a full name. */
const fullName = (person: Record<string, unknown> | null) =>
  [person?.first_name, person?.middle_name, person?.last_name].filter((n) => typeof n === 'string' && n !== '').join(' ');
const enabledIn = (deps: ServiceDeps, poolId: number) => deps.db.withPool(poolId, (tx) => personalEnabled(tx, poolId));

/** A person's blockades at the branches the caller sees, with the person's name and the pool's switch. */
export async function personBlockades(deps: ServiceDeps, caller: TokenPayload, personId: number) {
  await ensureReachablePerson(deps, caller, personId);
  const poolId = caller.pool_id;
  const scope = await branchesInScope(deps, caller);
  const blockades = (await deps.db.withPool(poolId, (tx) => blockadesOfPerson(tx, poolId, personId))).filter((b) => seenIn(scope, b));
  const person_name = fullName(await deps.db.withPool(poolId, (tx) => findPerson(tx, poolId, personId)));
  return { person_name, blockades, personal_blockades_enabled: await enabledIn(deps, poolId) };
}

/** The caller's branch tree with each branch's blockades, of one person (the caller may see) or of everyone. */
export async function blockadeTreeOf(deps: ServiceDeps, caller: TokenPayload, person: number | undefined) {
  if (person !== undefined) await ensureReachablePerson(deps, caller, person);
  const rows = await deps.db.withPool(caller.pool_id, (tx) =>
    readBranchTreeRows(tx, caller.pool_id, false, personalScopeOf(caller, deps.clock.now())),
  );
  return treeWithBlockades(deps.db, caller.pool_id, buildBranchTree(rows), person ?? null);
}

/** A branch's blockades (the branch is checked by the caller). */
export const branchBlockades = (deps: ServiceDeps, poolId: number, branchId: number) =>
  deps.db.withPool(poolId, (tx) => blockadesOfBranch(tx, poolId, branchId));

/** The new form (API-68): its defaults for the person, the branches picked and the kind. */
export async function newBlockadeForm(
  deps: ServiceDeps,
  caller: TokenPayload,
  personId: number,
  personal: boolean,
  picked: readonly number[],
) {
  await ensureReachablePerson(deps, caller, personId);
  const poolId = caller.pool_id;
  const personal_blockades_enabled = await enabledIn(deps, poolId);
  if (personal && !personal_blockades_enabled) throw unprocessable({ personal: [PERSONAL_BLOCKADES_OFF] }, PERSONAL_BLOCKADES_OFF);
  const tree = await deps.db.withPool(poolId, (tx) => readBranchTreeRows(tx, poolId, false, personalScopeOf(caller, deps.clock.now())));
  const branches = picked.map((id) => tree.find((b) => b.id === id)).filter((b) => b !== undefined);
  if (branches.length < picked.length) throw unprocessable({ branches: ['The selected Branches is invalid.'] });
  return {
    person_id: personId,
    person_name: fullName(await deps.db.withPool(poolId, (tx) => findPerson(tx, poolId, personId))),
    pool: !personal,
    personal,
    branches: branches.map((b) => ({ id: b.id, name: b.name })),
    city: null,
    remark: null,
    start_date: dateInAmsterdam(deps.clock.now()),
    end_date: null,
    personal_blockades_enabled,
  };
}

/** The edit form (API-67): `personal` names the kind the dialog opened; a blockade of the other kind is not found. */
export async function blockadeForm(deps: ServiceDeps, caller: TokenPayload, id: number, personal: boolean | undefined) {
  const [blockade] = await existingBlockades(deps, caller, [id]);
  if (personal !== undefined && blockade!.personal !== personal) throw notFound(itemNotFound(id));
  return { ...blockade!, personal_blockades_enabled: await enabledIn(deps, caller.pool_id) };
}
