import { hasRight, Messages, RoleMessages, type RoleInput, type RoleView, type TokenPayload } from '@app/contracts';
import { forbidden, HttpError, notFound, unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { addedAdminPermissions } from '../domain/admin-permissions';
import { deletionBlocker, foreignPermissions, makesCycle, unknownPermissionErrors } from '../domain/role-rules';
import { ancestry, resolveRights, type RoleNode } from '../domain/rights';
import { accountsHoldingRoles } from '../store/accounts';
import { announceVersions, bumpVersions } from './token-versions';
import { rolesInPool } from '../store/profiles';
import {
  codeTaken,
  countChildRoles,
  countProfilesWithRole,
  countRolesWithCode,
  deleteRole,
  findRoleInPool,
  insertRole,
  rolesOfPool,
  toRoleView,
  updateRole,
  type RoleRow,
} from '../store/roles';

const missing = (id: number) => notFound(Messages.notFound.replace('{{id}}', String(id)));

export const listRoles = (deps: ServiceDeps, auth: TokenPayload): Promise<RoleView[]> =>
  deps.db.withPool(auth.pool_id, async (tx) => (await rolesOfPool(tx, auth.pool_id)).map(toRoleView));

export async function getRole(deps: ServiceDeps, auth: TokenPayload, id: number): Promise<RoleView> {
  const role = await deps.db.withPool(auth.pool_id, (tx) => findRoleInPool(tx, auth.pool_id, id));
  if (!role) throw missing(id);
  return toRoleView(role);
}

/**
 * Writes go to the token's pool; a global role (pool null) is a sysadmin's and is written as the
 * system, because row-level security lets a pool write only its own rows.
 */
function inScope<T>(deps: ServiceDeps, auth: TokenPayload, global: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!global) return deps.db.withPool(auth.pool_id, fn);
  if (!auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
  return deps.db.withSystem(fn);
}

/** The checks every create and update shares: catalogue, admin permissions, parent, code. */
async function checkInput(tx: Tx, auth: TokenPayload, input: RoleInput, scopePool: number | null, current: RoleRow | null): Promise<void> {
  const errors = unknownPermissionErrors(input);
  if (Object.keys(errors).length) throw unprocessable(errors);
  const byId = await rolesInPool(tx);
  if (!auth.is_sysadmin) refuseAdminEscalation(input, current, byId, auth);
  if (input.parent_id !== null) {
    const parent = await findRoleInPool(tx, auth.pool_id, input.parent_id);
    if (!parent || (current && makesCycle(current.id, input.parent_id, byId))) {
      throw unprocessable({
        parent_id: [parent ? RoleMessages.parentCycle : Messages.notFound.replace('{{id}}', String(input.parent_id))],
      });
    }
  }
  if (await codeTaken(tx, scopePool, input.code, current?.id)) throw unprocessable({ code: [RoleMessages.codeTaken] });
}

/**
 * Only a sysadmin grants admin permissions, and that holds for what the role carries once its parent
 * chain is resolved: a new parent, or a deny taken away, may add them as surely as the allow list.
 * Becoming a sysadmin role through the parent chain is refused the same way. Below that, whoever is
 * not a sysadmin changes a role's set only in permissions they hold, and opens the entire pool only
 * when they see it themselves (ERR-GEN-05, ADR 0279).
 */
function refuseAdminEscalation(input: RoleInput, current: RoleRow | null, byId: ReadonlyMap<number, RoleNode>, auth: TokenPayload): void {
  const node = (from: Pick<RoleNode, 'parentId' | 'allow' | 'deny' | 'viewEntirePool' | 'isSysadmin'>): RoleNode => ({
    id: current?.id ?? 0,
    code: input.code,
    ...from,
  });
  const before = current ? resolveRights([node(current)], byId) : null;
  const after = resolveRights(
    [
      node({
        parentId: input.parent_id,
        allow: input.allow,
        deny: input.deny,
        viewEntirePool: input.view_entire_pool,
        isSysadmin: current?.isSysadmin ?? false,
      }),
    ],
    byId,
  );
  if (addedAdminPermissions(before?.allow ?? [], after.allow).length || (after.isSysadmin && !before?.isSysadmin))
    throw forbidden(RoleMessages.adminPermission);
  const change = {
    before: { allow: current?.allow ?? [], deny: current?.deny ?? [], carried: before?.allow ?? [] },
    after: { allow: input.allow, deny: input.deny, carried: after.allow },
  };
  const opensPool = after.viewEntirePool && !before?.viewEntirePool && !auth.view_entire_pool;
  if (opensPool || foreignPermissions(change, (p) => hasRight(auth, p)).length) throw forbidden(RoleMessages.foreignPermission);
}

const toWrite = (input: RoleInput) => ({
  code: input.code,
  name: input.name,
  parentId: input.parent_id,
  allow: [...new Set(input.allow)],
  deny: [...new Set(input.deny)],
  viewEntirePool: input.view_entire_pool,
});

export async function createRole(deps: ServiceDeps, auth: TokenPayload, input: RoleInput): Promise<RoleView> {
  const scopePool = input.global ? null : auth.pool_id;
  return inScope(deps, auth, input.global, async (tx) => {
    await checkInput(tx, auth, input, scopePool, null);
    return toRoleView(await insertRole(tx, scopePool, toWrite(input)));
  });
}

export async function changeRole(deps: ServiceDeps, auth: TokenPayload, id: number, input: RoleInput): Promise<RoleView> {
  const current = await deps.db.withPool(auth.pool_id, (tx) => findRoleInPool(tx, auth.pool_id, id));
  if (!current) throw missing(id);
  if (current.isSysadmin && !auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
  const changed = await inScope(deps, auth, current.poolId === null, async (tx) => {
    await checkInput(tx, auth, input, current.poolId, current);
    return toRoleView(await updateRole(tx, id, toWrite(input)));
  });
  if (rightsChanged(current, changed)) await endHoldersTokens(deps, id);
  return changed;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));
const rightsChanged = (before: RoleRow, after: RoleView) =>
  before.parentId !== after.parent_id ||
  before.viewEntirePool !== after.view_entire_pool ||
  !sameList(before.allow, after.allow) ||
  !sameList(before.deny, after.deny);

/**
 * A role's rights changed: the tokens of everyone holding it, or a role below it, end at their next
 * request and are renewed with the new rights. As the system: a global role is held in every pool.
 */
async function endHoldersTokens(deps: ServiceDeps, roleId: number): Promise<void> {
  const bumped = await deps.db.withSystem(async (tx) => {
    // as the system rolesInPool answers every pool's roles
    const all = await rolesInPool(tx);
    const below = [...all.values()].filter((r) => ancestry(r, all).some((a) => a.id === roleId)).map((r) => r.id);
    return bumpVersions(tx, await accountsHoldingRoles(tx, below));
  });
  await announceVersions(deps, bumped);
}

/** DELETE /api/role/{id}/archive: refused while deletionBlocker names a reason (422). */
export async function removeRole(deps: ServiceDeps, auth: TokenPayload, id: number): Promise<void> {
  const current = await deps.db.withPool(auth.pool_id, (tx) => findRoleInPool(tx, auth.pool_id, id));
  if (!current) throw missing(id);
  const facts = await deps.db.withSystem(async (tx) => ({
    isSysadmin: current.isSysadmin,
    children: await countChildRoles(tx, id),
    profiles: await countProfilesWithRole(tx, id),
    code: current.code,
    sameCode: await countRolesWithCode(tx, current.code),
  }));
  const blocker = deletionBlocker(facts);
  if (blocker) throw new HttpError(422, blocker);
  await inScope(deps, auth, current.poolId === null, (tx) => deleteRole(tx, id));
}
