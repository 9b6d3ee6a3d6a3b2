import { z } from 'zod';
import { recordId } from './record-id';

/** Exact texts of the role calls (spec 001 sections 5, 6 and 8). */
export const RoleMessages = {
  mustRemain: 'At least one role with code "%code" must remain in the system',
  hasChildren: 'A role with child roles cannot be deleted.',
  hasProfiles: 'A role linked to profiles cannot be deleted.',
  isSysadmin: 'The sysadmin role cannot be deleted.',
  adminPermission: 'Only sysadmins can grant admin permissions.',
  /** a role's permission set changed in a permission its editor does not hold (ERR-GEN-05, ADR 0279) */
  foreignPermission: "You don't have permissions to update the set.",
  unknownPermission: 'Unknown permission: %permission',
  parentCycle: 'A role cannot be its own ancestor.',
  codeTaken: 'This value is already used.',
} as const;

/** A role as the roles API answers it; `pool_id` null is a global role (every pool sees it). */
export interface RoleView {
  id: number;
  code: string;
  name: string;
  parent_id: number | null;
  pool_id: number | null;
  allow: string[];
  deny: string[];
  view_entire_pool: boolean;
  is_sysadmin: boolean;
}

const permissionList = z.array(z.string().trim().min(1).max(100)).max(500).default([]);

/** POST /api/role and PUT /api/role/{id}. `global` (sysadmins only) makes a role of every pool. */
export const roleInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^ROLE_[A-Z0-9_]{2,60}$/, 'The code is ROLE_ followed by capitals, digits or _'),
  name: z.string().trim().min(1, 'The field is required').max(100),
  parent_id: recordId().nullable().default(null),
  allow: permissionList,
  deny: permissionList,
  view_entire_pool: z.boolean().default(false),
  global: z.boolean().default(false),
});
export type RoleInput = z.infer<typeof roleInputSchema>;
