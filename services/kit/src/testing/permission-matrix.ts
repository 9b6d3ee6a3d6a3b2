import { hasAnyRight, Messages, type RightsHolder } from '@app/contracts';

/** A role as a permission matrix reads it (the contracts' DEFAULT_ROLES fit). */
export interface MatrixRole {
  code: string;
  parent: string | null;
  allow: readonly string[];
  deny: readonly string[];
  viewEntirePool: boolean;
}

/** One guarded endpoint: a row of a service's matrix table. */
export interface GuardedEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the path; a test may fill in `{placeholders}` before calling */
  path: string;
  /** the rights of the route's guard (any one suffices); empty: any signed-in profile */
  anyOf: readonly string[];
  /**
   * the status when the guard lets the profile through: 200 for a read, 422 for a write with an
   * empty body, 404 for a record that does not exist (the route's own message, not the router's)
   */
  allowed: number;
  body?: unknown;
}

/** The documented rights of a role: its allow lists up the parent chain, minus the deny lists. */
export function documentedRights(roles: readonly MatrixRole[], code: string): Set<string> {
  const allow = new Set<string>();
  const deny = new Set<string>();
  const seen = new Set<string>();
  for (let role = roles.find((r) => r.code === code); role && !seen.has(role.code); role = roles.find((r) => r.code === role!.parent)) {
    seen.add(role.code);
    role.allow.forEach((p) => allow.add(p));
    role.deny.forEach((p) => deny.add(p));
  }
  return new Set([...allow].filter((p) => !deny.has(p)));
}

/** A signed-in profile holding only this role, as the guards see it. */
export const matrixHolder = (roles: readonly MatrixRole[], code: string): RightsHolder => ({
  is_sysadmin: false,
  roles: [code],
  allow: [...documentedRights(roles, code)],
  finished: 1,
});

/** Token fields of a profile holding only this role (for `testToken`). */
export const matrixTokenFields = (roles: readonly MatrixRole[], code: string) => ({
  ...matrixHolder(roles, code),
  username: `matrix_${code.toLowerCase()}`,
  view_entire_pool: roles.find((r) => r.code === code)?.viewEntirePool ?? false,
});

/**
 * Guards that prove nothing (every role passes, or none does) make a matrix look stronger than it
 * is; this lists the rows whose rights no role or every role holds.
 */
export function undiscriminatingRows(
  roles: readonly MatrixRole[],
  codes: readonly string[],
  endpoints: readonly GuardedEndpoint[],
): string[] {
  return endpoints
    .filter((e) => e.anyOf.length)
    .filter((e) => {
      const held = codes.map((code) => hasAnyRight(matrixHolder(roles, code), e.anyOf));
      return !held.includes(true) || !held.includes(false);
    })
    .map((e) => `${e.method} ${e.path}`);
}

/** Checks one answer against the row: the allowed status when the role holds a right, else 403. */
export function expectGuardAnswer(holder: RightsHolder, endpoint: GuardedEndpoint, res: { status: number; body: unknown }): void {
  const row = `${endpoint.method} ${endpoint.path}`;
  const message = (res.body as { meta?: { messages?: { message?: string }[] } } | null)?.meta?.messages?.[0]?.message;
  if (hasAnyRight(holder, endpoint.anyOf)) {
    expect({ row, status: res.status }).toEqual({ row, status: endpoint.allowed });
    // a 404 must come from the route (a missing record), not from a route that does not exist
    if (res.status === 404) expect({ row, message }).not.toEqual({ row, message: 'Not found' });
  } else {
    expect({ row, status: res.status, message }).toEqual({
      row,
      status: 403,
      message: Messages.notEnoughPermissions,
    });
  }
}
