import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { builtOnce, type Tx } from '@app/service-kit';
import { branchDirectory, personDirectory } from '@app/contracts/published-views/masterdata';
import { accounts, profileRoles, profiles, roles } from '../db/schema';
import type { ProfileDetail } from './profiles';

interface RoleOfProfile {
  id: number;
  code: string;
  name: string;
}

/**
 * The account of a login (username or e-mail, case-insensitively, a username match first) and its
 * live profile of that id in the pool, with the person, the branch and the roles: what
 * `findAccountByLogin` and `profilesInPool` read in three statements, in one, whose SQL is built
 * once per process (every signed-in page asks for it).
 */
const profileOfLoginQuery = builtOnce<
  {
    id: number;
    personId: number | null;
    branchId: number | null;
    fullName: string | null;
    initials: string | null;
    branchName: string | null;
    username: string;
    roles: RoleOfProfile[];
  }[],
  { login: string; poolId: number; profileId: number }
>((tx) => {
  const login = sql.placeholder('login');
  const byUsername = sql`lower(${accounts.username}) = ${login}`;
  const account = tx.$with('account').as(
    tx
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(or(byUsername, sql`lower(${accounts.email}) = ${login}`))
      .orderBy(desc(byUsername))
      .limit(1),
  );
  return tx
    .with(account)
    .select({
      id: profiles.id,
      personId: profiles.personId,
      branchId: profiles.branchId,
      fullName: personDirectory.fullName,
      initials: personDirectory.initials,
      branchName: branchDirectory.name,
      username: account.username,
      roles: sql<RoleOfProfile[]>`coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) order by r.id)
        from ${profileRoles} pr join ${roles} r on r.id = pr.role_id where pr.profile_id = ${profiles.id}), '[]'::json)`,
    })
    .from(profiles)
    .innerJoin(account, eq(account.id, profiles.accountId))
    .leftJoin(personDirectory, eq(personDirectory.id, profiles.personId))
    .leftJoin(branchDirectory, eq(branchDirectory.id, profiles.branchId))
    .where(and(eq(profiles.poolId, sql.placeholder('poolId')), eq(profiles.id, sql.placeholder('profileId')), isNull(profiles.archivedAt)));
});

/** The live profile `profileId` of the account of `login` in the pool of the transaction (run inside `withPool`), or null. */
export async function profileOfLogin(tx: Tx, login: string, poolId: number, profileId: number): Promise<ProfileDetail | null> {
  const [row] = await profileOfLoginQuery(tx, { login: login.trim().toLowerCase(), poolId, profileId });
  if (!row) return null;
  return {
    id: row.id,
    personId: row.personId,
    branchId: row.branchId,
    roleIds: row.roles.map((r) => r.id),
    person: { id: row.personId ?? 0, full_name: row.fullName ?? row.username, initials: row.initials ?? '' },
    branch: row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
    roles: row.roles.map((r) => ({ code: r.code, name: r.name })),
  };
}
