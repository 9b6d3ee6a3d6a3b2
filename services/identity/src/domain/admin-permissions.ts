import { ADMIN_PERMISSIONS } from '@app/contracts';

/**
 * Admin permissions: they change who may do what (roles, accounts, pools). Only a sysadmin puts
 * one into a role's allow list (spec 001 section 5); docs/roles.md lists them.
 */
export { ADMIN_PERMISSIONS };

/** The admin permissions `next` allows that `previous` did not. */
export const addedAdminPermissions = (previous: readonly string[], next: readonly string[]): string[] =>
  next.filter((p) => ADMIN_PERMISSIONS.includes(p) && !previous.includes(p));

/** What a role carries once its parent chain is resolved: its effective rights and flags. */
export interface CarriedRights {
  allow: readonly string[];
  isSysadmin: boolean;
  viewEntirePool: boolean;
}

/**
 * Why a profile that is not a sysadmin may not give a role carrying these rights, or null: a
 * sysadmin role, a right the granter does not hold, or the entire pool the granter does not see.
 */
export function grantRefusal(
  granter: { holds(right: string): boolean; viewEntirePool: boolean },
  carried: CarriedRights,
): 'sysadmin' | 'right' | null {
  if (carried.isSysadmin) return 'sysadmin';
  if (carried.viewEntirePool && !granter.viewEntirePool) return 'right';
  return carried.allow.every((right) => granter.holds(right)) ? null : 'right';
}
