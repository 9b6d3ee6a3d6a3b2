import type { RoleView } from '@app/contracts';

export type PermissionSetting = 'allow' | 'deny' | 'unset';

/** What a role gets from its ancestors for one right, and which ancestors say so. */
export interface Inherited {
  value: 'allow' | 'deny';
  from: string[];
}

/** The role's parent, the parent's parent ... (a loop ends the walk; identity refuses loops anyway). */
export function ancestorsOf(role: Pick<RoleView, 'id' | 'parent_id'>, roles: readonly RoleView[]): RoleView[] {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const chain: RoleView[] = [];
  const seen = new Set([role.id]);
  for (
    let next = role.parent_id === null ? undefined : byId.get(role.parent_id);
    next && !seen.has(next.id);
    next = next.parent_id === null ? undefined : byId.get(next.parent_id)
  ) {
    seen.add(next.id);
    chain.push(next);
  }
  return chain;
}

const bare = (name: string) => name.replace(/^PERMISSION_/, '');

/**
 * The inherited value per right as identity resolves it (docs/roles.md): the ancestors' allow and
 * deny lists are unions and a deny wins, so an ancestor's deny shows over another's allow. Names
 * compare with and without the PERMISSION_ prefix (GAP-20); keys are the bare names.
 */
export function inheritedPermissions(ancestors: readonly RoleView[]): Map<string, Inherited> {
  const result = new Map<string, Inherited>();
  const add = (name: string, value: Inherited['value'], code: string) => {
    const key = bare(name);
    const known = result.get(key);
    if (!known || (value === 'deny' && known.value === 'allow')) result.set(key, { value, from: [code] });
    else if (known.value === value && !known.from.includes(code)) known.from.push(code);
  };
  for (const role of ancestors) {
    role.allow.forEach((name) => add(name, 'allow', role.code));
    role.deny.forEach((name) => add(name, 'deny', role.code));
  }
  return result;
}

export const inheritedOf = (inherited: ReadonlyMap<string, Inherited>, name: string) => inherited.get(bare(name));

/** The role's own setting of a right. */
export function settingOf(lists: { allow: readonly string[]; deny: readonly string[] }, name: string): PermissionSetting {
  if (lists.deny.some((p) => bare(p) === bare(name))) return 'deny';
  if (lists.allow.some((p) => bare(p) === bare(name))) return 'allow';
  return 'unset';
}

/** The lists with one right set to allow, deny or neither (the other spelling of the same right goes too). */
export function withSetting<T extends { allow: string[]; deny: string[] }>(lists: T, name: string, setting: PermissionSetting): T {
  const without = (list: string[]) => list.filter((p) => bare(p) !== bare(name));
  return {
    ...lists,
    allow: setting === 'allow' ? [...without(lists.allow), name] : without(lists.allow),
    deny: setting === 'deny' ? [...without(lists.deny), name] : without(lists.deny),
  };
}
