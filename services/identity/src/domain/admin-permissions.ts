import { ADMIN_PERMISSIONS } from '@app/contracts';

/**
 * Admin permissions: they change who may do what (roles, accounts, pools). Only a sysadmin puts
 * one into a role's allow list (spec 001 section 5); docs/roles.md lists them.
 */
export { ADMIN_PERMISSIONS };

/** The admin permissions `next` allows that `previous` did not. */
export const addedAdminPermissions = (previous: readonly string[], next: readonly string[]): string[] =>
  next.filter((p) => ADMIN_PERMISSIONS.includes(p) && !previous.includes(p));
