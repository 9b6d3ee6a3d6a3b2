import { DEFAULT_ROLES, POOL_PERMISSIONS, RoleMessages } from '@app/contracts';
import { ancestry, type RoleNode } from './rights';

/** Every allow and deny entry must be a permission of the catalogue (422 per list). */
export function unknownPermissionErrors(lists: { allow: string[]; deny: string[] }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of ['allow', 'deny'] as const) {
    const unknown = lists[key].filter((p) => !POOL_PERMISSIONS.includes(p));
    if (unknown.length) errors[key] = unknown.map((p) => RoleMessages.unknownPermission.replace('%permission', p));
  }
  return errors;
}

/** True when making `parentId` the parent of `roleId` closes a loop. */
export function makesCycle(roleId: number, parentId: number, byId: ReadonlyMap<number, RoleNode>): boolean {
  if (roleId === parentId) return true;
  const parent = byId.get(parentId);
  return !!parent && ancestry(parent, byId).some((r) => r.id === roleId);
}

export interface DeletionFacts {
  isSysadmin: boolean;
  children: number;
  profiles: number;
  code: string;
  /** roles with this code in the whole system, this one included */
  sameCode: number;
}

/**
 * Why a role cannot be deleted, or null. A default role's code must stay in the system at least
 * once (the seeds and docs/roles.md rely on it); a custom role's code need not.
 */
export function deletionBlocker(f: DeletionFacts): string | null {
  if (f.isSysadmin) return RoleMessages.isSysadmin;
  if (f.sameCode <= 1 && DEFAULT_ROLES.some((r) => r.code === f.code)) return RoleMessages.mustRemain.replace('%code', f.code);
  if (f.children > 0) return RoleMessages.hasChildren;
  if (f.profiles > 0) return RoleMessages.hasProfiles;
  return null;
}

const without = (from: readonly string[], other: readonly string[]) => from.filter((p) => !other.includes(p));

/** A role's permission set before and after a change: its own lists and what it carries with its parents. */
export interface SetChange {
  before: { allow: readonly string[]; deny: readonly string[]; carried: readonly string[] };
  after: { allow: readonly string[]; deny: readonly string[]; carried: readonly string[] };
}

/**
 * The permissions a change of a role's set touches that its editor does not hold (ERR-GEN-05, ADR
 * 0279): one put into or taken out of the allow or deny list, or one the role newly carries through
 * a new parent. Nobody hands out, or takes away, a permission they do not have themselves.
 */
export function foreignPermissions(change: SetChange, holds: (permission: string) => boolean): string[] {
  const { before, after } = change;
  const touched = new Set([
    ...without(after.allow, before.allow),
    ...without(before.allow, after.allow),
    ...without(after.deny, before.deny),
    ...without(before.deny, after.deny),
    ...without(after.carried, before.carried),
  ]);
  return [...touched].filter((p) => !holds(p)).sort();
}
