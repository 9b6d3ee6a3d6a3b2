import { Messages, SsoMessages } from '@app/contracts';
import { forbidden, HttpError, unauthorized, type ServiceDeps } from '@app/service-kit';
import { hashToken } from '../domain/secrets';
import type { SessionFacts } from '../domain/token-payload';
import { findAccountById } from '../store/accounts';
import { findRefreshToken, revokeByHash, revokeFamily, type RefreshTokenRow } from '../store/refresh-tokens';
import { issueTokens, loadSessionFacts, onlyProfileId, type IssuedTokens } from './login';

export interface RefreshInput {
  refresh_token: string;
  pool?: number;
  profile?: number;
}

/**
 * Two tabs that refresh at the same moment send the same cookie: the second finds it rotated a
 * moment ago. Within this grace it gets tokens of its own in the same login instead of ending the
 * login as a stolen token would (the browser also serialises refreshes across tabs).
 */
export const ROTATION_GRACE_MS = 10_000;

const sessionExpired = () => unauthorized(Messages.tokenExpired);

const rotatedJustNow = (record: RefreshTokenRow, now: Date) =>
  record.replacedBy !== null && record.revokedAt !== null && now.getTime() - record.revokedAt.getTime() < ROTATION_GRACE_MS;

/**
 * Rotates a refresh token: the old one is revoked and points at its successor. Using a token that
 * was already rotated or revoked revokes the whole family (it may have been stolen) and is 401,
 * as are unknown and expired tokens. The new access token carries the account's current rights and
 * token version (after a role was taken away the page renews this way). A pool and profile in the
 * input switch the session to them; after a single sign-on only within the provider's pool: another
 * pool asks its own login.
 */
export async function refreshSession(deps: ServiceDeps, input: RefreshInput): Promise<IssuedTokens> {
  const now = deps.clock.now();
  // found by its hash before any pool is known: a system lookup (ADR 0017)
  const record = await deps.db.withSystem((tx) => findRefreshToken(tx, hashToken(input.refresh_token)));
  if (!record) throw sessionExpired();
  const concurrent = rotatedJustNow(record, now);
  if (record.revokedAt && !concurrent) {
    await deps.db.withSystem((tx) => revokeFamily(tx, record.familyId, now));
    throw sessionExpired();
  }
  if (record.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
  const account = await deps.db.withSystem((tx) => findAccountById(tx, record.accountId));
  if (!account?.enabled) throw sessionExpired();

  const poolId = input.pool ?? record.poolId;
  if (record.ssoPoolId !== null && poolId !== record.ssoPoolId) throw forbidden(SsoMessages.otherPool);
  const profileId = input.profile ?? (poolId === record.poolId ? record.profileId : await onlyProfileId(deps, account, poolId));
  const switching = poolId !== record.poolId || profileId !== record.profileId;
  let facts: SessionFacts;
  try {
    facts = await loadSessionFacts(deps, account, poolId, profileId);
  } catch (err) {
    // the session's own profile is gone (archived, pool left): the session ends
    if (!switching && err instanceof HttpError && err.status === 422) throw sessionExpired();
    throw err;
  }
  const family = { familyId: record.familyId, ssoPoolId: record.ssoPoolId };
  const issued = await issueTokens(deps, account.id, facts, concurrent ? family : { ...family, replaces: record.id });
  if (!issued) {
    await deps.db.withSystem((tx) => revokeFamily(tx, record.familyId, now));
    throw sessionExpired();
  }
  return issued;
}

/** Ends one login: the family of the access token's `sid`, or of a refresh token an API client sends. */
export async function logout(deps: ServiceDeps, ended: { familyId?: string; refreshToken?: string }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.withSystem(async (tx) => {
    if (ended.familyId) await revokeFamily(tx, ended.familyId, now);
    if (ended.refreshToken) await revokeByHash(tx, hashToken(ended.refreshToken), now);
  });
}
