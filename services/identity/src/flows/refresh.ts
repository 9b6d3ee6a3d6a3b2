import { Messages, type TokenResponse } from '@app/contracts';
import { HttpError, unauthorized, type ServiceDeps } from '@app/service-kit';
import { hashToken } from '../domain/secrets';
import type { SessionFacts } from '../domain/token-payload';
import { findAccountById } from '../store/accounts';
import { findRefreshToken, revokeByHash, revokeFamily } from '../store/refresh-tokens';
import { issueTokens, loadSessionFacts, onlyProfileId } from './login';

export interface RefreshInput {
  refresh_token: string;
  pool?: number;
  profile?: number;
}

const sessionExpired = () => unauthorized(Messages.tokenExpired);

/**
 * Rotates a refresh token: the old one is revoked and points at its successor. Using a token that
 * was already rotated or revoked revokes the whole family (it may have been stolen) and is 401,
 * as are unknown and expired tokens. A pool and profile in the input switch the session to them.
 */
export async function refreshSession(deps: ServiceDeps, input: RefreshInput): Promise<TokenResponse> {
  const now = deps.clock.now();
  const record = await deps.db.withSystem((tx) => findRefreshToken(tx, hashToken(input.refresh_token)));
  if (!record) throw sessionExpired();
  if (record.revokedAt) {
    await deps.db.withSystem((tx) => revokeFamily(tx, record.familyId, now));
    throw sessionExpired();
  }
  if (record.expiresAt.getTime() <= now.getTime()) throw sessionExpired();
  const account = await deps.db.withSystem((tx) => findAccountById(tx, record.accountId));
  if (!account?.enabled) throw sessionExpired();

  const switching = input.pool !== undefined || input.profile !== undefined;
  const poolId = input.pool ?? record.poolId;
  const profileId = input.profile ?? (poolId === record.poolId ? record.profileId : await onlyProfileId(deps, account, poolId));
  let facts: SessionFacts;
  try {
    facts = await loadSessionFacts(deps, account, poolId, profileId);
  } catch (err) {
    // the session's own profile is gone (archived, pool left): the session ends
    if (!switching && err instanceof HttpError && err.status === 422) throw sessionExpired();
    throw err;
  }
  const issued = await issueTokens(deps, account.id, facts, { familyId: record.familyId, replaces: record.id });
  if (!issued) {
    await deps.db.withSystem((tx) => revokeFamily(tx, record.familyId, now));
    throw sessionExpired();
  }
  return issued;
}

export async function logout(deps: ServiceDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const now = deps.clock.now();
  await deps.db.withSystem((tx) => revokeByHash(tx, hashToken(refreshToken), now));
}
