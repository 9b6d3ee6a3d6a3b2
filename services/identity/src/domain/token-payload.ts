import type { TokenPayload } from '@app/contracts';
import type { ResolvedRights } from './rights';

export interface SessionFacts {
  account: { id: number; username: string; isSysadmin: boolean; twoFactor: boolean; tokenVersion: number };
  pool: { id: number; name: string; url: string };
  profile: { id: number; personId: number | null; personName: string; branchId: number | null };
  rights: ResolvedRights;
  profilesCount: number;
  poolsCount: number;
}

/** The access token's claims for a logged-in profile (`exp` is added when signing). */
export function buildTokenPayload(f: SessionFacts): Omit<TokenPayload, 'exp'> {
  return {
    username: f.account.username,
    pool_id: f.pool.id,
    profile_id: f.profile.id,
    pool_name: f.pool.name,
    pool_url: f.pool.url,
    person_id: f.profile.personId,
    person_name: f.profile.personName,
    roles: f.rights.roles,
    allow: f.rights.allow,
    is_sysadmin: f.account.isSysadmin || f.rights.isSysadmin,
    finished: 1,
    profiles_count: f.profilesCount,
    pools_count: f.poolsCount,
    branch_id: f.profile.branchId,
    view_entire_pool: f.rights.viewEntirePool || f.rights.isSysadmin || f.account.isSysadmin,
    two_factor: f.account.twoFactor,
    account_id: f.account.id,
    ver: f.account.tokenVersion,
  };
}
