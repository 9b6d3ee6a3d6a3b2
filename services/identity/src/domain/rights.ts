/** A role as the rights resolution needs it. */
export interface RoleNode {
  id: number;
  code: string;
  parentId: number | null;
  allow: string[];
  deny: string[];
  viewEntirePool: boolean;
  isSysadmin: boolean;
}

export interface ResolvedRights {
  /** codes of the roles the profile holds (not their ancestors) */
  roles: string[];
  allow: string[];
  isSysadmin: boolean;
  viewEntirePool: boolean;
}

// The specs spell some rights with and some without the PERMISSION_ prefix (GAP-20).
const normalise = (name: string) => name.replace(/^PERMISSION_/, '');

/** A role and its ancestors, nearest first; a cycle in the parent links ends the walk. */
export function ancestry(role: RoleNode, byId: ReadonlyMap<number, RoleNode>): RoleNode[] {
  const chain: RoleNode[] = [];
  const seen = new Set<number>();
  let current: RoleNode | undefined = role;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.push(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}

/**
 * The rights of a profile: the union of the allow lists of its roles and all their ancestors, minus
 * the union of their deny lists. Deny always wins, and a parent's deny is inherited like its allow.
 */
export function resolveRights(held: RoleNode[], byId: ReadonlyMap<number, RoleNode>): ResolvedRights {
  const allow = new Set<string>();
  const deny = new Set<string>();
  let isSysadmin = false;
  let viewEntirePool = false;
  for (const role of held) {
    for (const r of ancestry(role, byId)) {
      r.allow.forEach((p) => allow.add(p));
      r.deny.forEach((p) => deny.add(normalise(p)));
      isSysadmin ||= r.isSysadmin;
      viewEntirePool ||= r.viewEntirePool;
    }
  }
  return {
    roles: [...new Set(held.map((r) => r.code))],
    allow: [...allow].filter((p) => !deny.has(normalise(p))).sort(),
    isSysadmin,
    viewEntirePool,
  };
}
