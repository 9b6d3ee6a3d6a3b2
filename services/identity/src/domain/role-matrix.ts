import { DEFAULT_ROLES, POOL_PERMISSIONS, type DefaultRole } from '@app/contracts';
import { resolveRights, type RoleNode } from './rights';

/** The default roles as role nodes, numbered by their place in the catalogue. */
export function defaultRoleNodes(catalogue: DefaultRole[] = DEFAULT_ROLES): Map<number, RoleNode & { name: string }> {
  const idOf = new Map(catalogue.map((r, i) => [r.code, i + 1]));
  return new Map(
    catalogue.map((r, i) => [
      i + 1,
      {
        id: i + 1,
        code: r.code,
        name: r.name,
        parentId: r.parent ? (idOf.get(r.parent) ?? null) : null,
        allow: r.allow,
        deny: r.deny,
        viewEntirePool: r.viewEntirePool,
        isSysadmin: r.isSysadmin,
      },
    ]),
  );
}

/**
 * The role x permission matrix of docs/roles.md: 'x' the role's own allow, 'i' inherited from a
 * parent, 'all' every right as sysadmin, empty not held. A test keeps the document equal to this.
 */
export function renderRoleMatrix(catalogue: DefaultRole[] = DEFAULT_ROLES): string {
  const nodes = defaultRoleNodes(catalogue);
  const columns = [...nodes.values()];
  const header = `| permission | ${columns.map((r) => r.code).join(' | ')} |`;
  const rule = `| --- | ${columns.map(() => ':---:').join(' | ')} |`;
  const effective = columns.map((r) => ({ role: r, rights: new Set(resolveRights([r], nodes).allow), own: new Set(r.allow) }));
  const rows = POOL_PERMISSIONS.map((p) => {
    const cells = effective.map(({ role, rights, own }) => (role.isSysadmin ? 'all' : own.has(p) ? 'x' : rights.has(p) ? 'i' : ''));
    return `| ${p} | ${cells.join(' | ')} |`;
  });
  const flags = [
    `| view entire pool | ${columns.map((r) => (resolveRights([r], nodes).viewEntirePool ? 'yes' : '')).join(' | ')} |`,
    `| sysadmin | ${columns.map((r) => (r.isSysadmin ? 'yes' : '')).join(' | ')} |`,
    `| parent | ${columns.map((r) => (r.parentId ? (nodes.get(r.parentId)?.code ?? '') : '')).join(' | ')} |`,
  ];
  return [header, rule, ...rows, ...flags].join('\n');
}
