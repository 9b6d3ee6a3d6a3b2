import crypto from 'node:crypto';
import {
  Messages,
  REFRESH_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  type Credentials,
  type PoolChoice,
  type ProfileChoice,
  type TokenPayload,
  type TokenResponse,
} from '@app/contracts';
import { notFound, unauthorized, unprocessable, type ServiceDeps } from '@app/service-kit';
import { THROTTLE } from '../domain/auth-throttle';
import type { AuthThrottle } from './auth-throttle';
import { resolveRights } from '../domain/rights';
import { hashToken, newRefreshToken, verifyPassword } from '../domain/secrets';
import { buildTokenPayload, type SessionFacts } from '../domain/token-payload';
import { countProfilesOfAccount, findAccountByLogin, poolsOfAccount, touchLastLogin, type Account, type PoolRow } from '../store/accounts';
import { profilesInPool, rolesInPool, type ProfileDetail } from '../store/profiles';
import { insertRefreshToken, revokeRefreshToken, setReplacedBy } from '../store/refresh-tokens';

/**
 * The login use cases shared by the auth routes: they combine the store (SQL) and the domain
 * (rules) so the routes only parse, call and answer.
 */

export const toPoolChoice = (p: Pick<PoolRow, 'id' | 'name' | 'url'>): PoolChoice => ({ id: p.id, name: p.name, url: p.url });

export const toProfileChoice = ({ id, person, branch, roles }: ProfileDetail): ProfileChoice => ({ id, person, branch, roles });

/** The throttled keys of a password check: the account name and the client address (ADR 0018). */
export const passwordKeys = (login: string, clientIp: string) => ({
  account: { key: `name:${login.trim().toLowerCase()}`, rule: THROTTLE.account },
  address: { key: `ip:${clientIp}`, rule: THROTTLE.address },
});

/**
 * Checks username-or-e-mail and password. Unknown name, wrong password and disabled account get
 * the same 401 after the same argon2 work (no user enumeration); a name or address that must wait
 * (ADR 0018) gets 429 before any check.
 */
export async function authenticate(deps: ServiceDeps, throttle: AuthThrottle, creds: Credentials, clientIp: string): Promise<Account> {
  const keys = passwordKeys(creds.username, clientIp);
  await throttle.guard([keys.account, keys.address]);
  // as the system: whether the account is a sysadmin by a role shows only across every pool
  const account = await deps.db.withSystem((tx) => findAccountByLogin(tx, creds.username));
  const valid = await verifyPassword(account?.passwordHash ?? null, creds.password);
  if (!account || !valid || !account.enabled) {
    await throttle.fail([keys.account, keys.address]);
    throw unauthorized(Messages.invalidCredentials);
  }
  await throttle.clear(keys.account);
  return account;
}

export const accountPools = (deps: ServiceDeps, account: Account) => deps.db.withSystem((tx) => poolsOfAccount(tx, account));

/**
 * The enabled account a token was issued to (a signed-in user choosing another pool or profile);
 * a removed or disabled account is 401 like an expired session.
 */
export async function signedInAccount(deps: ServiceDeps, token: Pick<TokenPayload, 'username'>): Promise<Account> {
  const account = await deps.db.withSystem((tx) => findAccountByLogin(tx, token.username));
  if (!account || !account.enabled) throw unauthorized(Messages.tokenExpired);
  return account;
}

/** One of the account's pools, or 404 as if it did not exist. */
export async function requireAccountPool(deps: ServiceDeps, account: Account, poolId: number): Promise<PoolRow> {
  const pool = (await accountPools(deps, account)).find((p) => p.id === poolId);
  if (!pool) throw notFound(Messages.notFound.replace('{{id}}', String(poolId)));
  return pool;
}

export const accountProfiles = (deps: ServiceDeps, account: Account, poolId: number): Promise<ProfileDetail[]> =>
  deps.db.withPool(poolId, (tx) => profilesInPool(tx, poolId, account.id, account.username));

const profileError = () => unprocessable({ profile: ['The profile is not available for this account and pool.'] });
const poolError = () => unprocessable({ pool: ['The pool is not available for this account.'] });

/**
 * Everything the token says about one profile of the account. The pool must be one of the
 * account's (422 on `pool`) and the profile one of its live profiles there (422 on `profile`).
 */
export async function loadSessionFacts(deps: ServiceDeps, account: Account, poolId: number, profileId: number): Promise<SessionFacts> {
  const pools = await accountPools(deps, account);
  const pool = pools.find((p) => p.id === poolId);
  if (!pool) throw poolError();
  const { profile, rights } = await deps.db.withPool(poolId, async (tx) => {
    const [found] = await profilesInPool(tx, poolId, account.id, account.username, profileId);
    if (!found) throw profileError();
    const byId = await rolesInPool(tx);
    const held = found.roleIds.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return { profile: found, rights: resolveRights(held, byId) };
  });
  const profilesCount = await deps.db.withSystem((tx) => countProfilesOfAccount(tx, account.id));
  return {
    account: {
      id: account.id,
      username: account.username,
      isSysadmin: account.isSysadmin,
      twoFactor: account.twoFactor,
      tokenVersion: account.tokenVersion,
    },
    pool: toPoolChoice(pool),
    profile: { id: profile.id, personId: profile.personId, personName: profile.person.full_name, branchId: profile.branchId },
    rights,
    profilesCount,
    poolsCount: pools.length,
  };
}

/** The only profile of the account in a pool, for a pool switch that names no profile. */
export async function onlyProfileId(deps: ServiceDeps, account: Account, poolId: number): Promise<number> {
  const pools = await accountPools(deps, account);
  if (!pools.some((p) => p.id === poolId)) throw poolError();
  const profiles = await accountProfiles(deps, account, poolId);
  if (profiles.length !== 1 || !profiles[0]) throw unprocessable({ profile: ['Choose a profile.'] });
  return profiles[0].id;
}

/**
 * Seam for the second factor: a login of an account with two-factor on stops here with
 * `2fa_complete: false`; the two-factor check issues the tokens once the code is verified.
 */
export const needsSecondFactor = (account: Account): boolean => account.twoFactor;

export interface TokenFamily {
  familyId: string;
  /** the refresh token this issue replaces (rotation) */
  replaces?: number;
  /** the login was a single sign-on through this pool's provider, which vouches for that pool only */
  ssoPoolId?: number | null;
}

/** Tokens as issued: the refresh token goes out only as the HttpOnly cookie (routes/token-cookie). */
export interface IssuedTokens extends TokenResponse {
  refresh_token: string;
}

/**
 * Signs an access token and stores a new refresh token. With `replaces`, the old refresh token is
 * revoked in the same transaction; null means it was already revoked (reuse).
 */
export async function issueTokens(
  deps: ServiceDeps,
  accountId: number,
  facts: SessionFacts,
  family: TokenFamily = { familyId: crypto.randomUUID() },
): Promise<IssuedTokens | null> {
  const now = deps.clock.now();
  const refreshToken = newRefreshToken();
  const stored = await deps.db.withSystem(async (tx) => {
    if (family.replaces !== undefined && !(await revokeRefreshToken(tx, family.replaces, now))) return false;
    const id = await insertRefreshToken(tx, {
      accountId,
      familyId: family.familyId,
      tokenHash: hashToken(refreshToken),
      poolId: facts.pool.id,
      profileId: facts.profile.id,
      ssoPoolId: family.ssoPoolId ?? null,
      expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
      createdAt: now,
    });
    if (family.replaces !== undefined) await setReplacedBy(tx, family.replaces, id);
    else await touchLastLogin(tx, accountId, now);
    return true;
  });
  if (!stored) return null;
  const token = await deps.tokens.sign({ ...buildTokenPayload(facts), sid: family.familyId }, TOKEN_TTL_SECONDS, now);
  return { token, refresh_token: refreshToken, '2fa_complete': true };
}
