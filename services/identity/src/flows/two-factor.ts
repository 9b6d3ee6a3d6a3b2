import crypto from 'node:crypto';
import {
  AccountMessages,
  TWO_FACTOR_CODE_TTL_SECONDS,
  TWO_FACTOR_MAX_ATTEMPTS,
  type SecondFactorPending,
  type TwoFactorCheck,
} from '@app/contracts';
import { unauthorized, type ServiceDeps } from '@app/service-kit';
import { twoFactorCodeMail } from '../domain/account-mails';
import { THROTTLE } from '../domain/auth-throttle';
import type { AuthThrottle } from './auth-throttle';
import { hashAccessCode, hashToken, newAccessCode, newRefreshToken, sameHash } from '../domain/secrets';
import { findAccountById, type Account } from '../store/accounts';
import { writeMail } from '../store/outbox';
import { closeChallenge, countFailedAttempt, findChallengeByToken, replaceChallenge } from '../store/two-factor-challenges';
import { issueTokens, loadSessionFacts, type IssuedTokens } from './login';

const codeInvalid = () => unauthorized(AccountMessages.codeInvalid);

/**
 * The login stops before the tokens: a six-digit code goes out by mail (identity's outbox, written
 * with the challenge) and the client gets a pending-login token that keeps the chosen pool and
 * profile (ID-2FA-01).
 */
export async function startSecondFactor(
  deps: ServiceDeps,
  account: Account,
  poolId: number,
  profileId: number,
  /** the login began with a single sign-on through this pool's provider */
  ssoPoolId: number | null = null,
): Promise<SecondFactorPending> {
  const now = deps.clock.now();
  const pending = newRefreshToken();
  const code = newAccessCode();
  const mail = twoFactorCodeMail(code, TWO_FACTOR_CODE_TTL_SECONDS / 60);
  await deps.db.withSystem(async (tx) => {
    await replaceChallenge(tx, {
      accountId: account.id,
      tokenHash: hashToken(pending),
      codeHash: hashAccessCode(pending, code),
      poolId,
      profileId,
      ssoPoolId,
      expiresAt: new Date(now.getTime() + TWO_FACTOR_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    await writeMail(tx, deps, {
      pool_id: poolId,
      recipient: account.email,
      subject: mail.subject,
      text: mail.text,
      secrets: mail.secrets,
      template: 'account.two_factor_code',
    });
  });
  return { '2fa_complete': false, two_factor_token: pending };
}

/**
 * POST /api/2fa_check: the code with the pending-login token. Checked in one locked transaction:
 * single use, 10 minutes, and the fifth wrong code closes the challenge (the user logs in again
 * for a new code). Wrong codes also count per client address.
 */
export async function completeSecondFactor(
  deps: ServiceDeps,
  throttle: AuthThrottle,
  input: TwoFactorCheck,
  clientIp: string,
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const address = { key: `2fa-ip:${clientIp}`, rule: THROTTLE.address };
  await throttle.guard([address]);
  const pending = input.two_factor_token;
  // wrong codes count per account too, across its challenges: a new login for a new code does not start over
  const owner = await deps.db.withSystem((tx) => findChallengeByToken(tx, hashToken(pending)));
  const perAccount = owner ? { key: `2fa:${owner.accountId}`, rule: THROTTLE.account } : null;
  if (perAccount) await throttle.guard([perAccount]);
  const challenge = await deps.db.withSystem(async (tx) => {
    const found = await findChallengeByToken(tx, hashToken(pending));
    if (!found || found.usedAt || found.expiresAt.getTime() <= now.getTime()) return null;
    if (sameHash(found.codeHash, hashAccessCode(pending, input.code))) {
      await closeChallenge(tx, found.id, now);
      return found;
    }
    if ((await countFailedAttempt(tx, found.id)) >= TWO_FACTOR_MAX_ATTEMPTS) await closeChallenge(tx, found.id, now);
    return null;
  });
  if (!challenge) {
    await throttle.fail(perAccount ? [address, perAccount] : [address]);
    throw codeInvalid();
  }
  if (perAccount) await throttle.clear(perAccount);
  const account = await deps.db.withSystem((tx) => findAccountById(tx, challenge.accountId));
  if (!account?.enabled) throw codeInvalid();
  const facts = await loadSessionFacts(deps, account, challenge.poolId, challenge.profileId);
  const issued = await issueTokens(deps, account.id, facts, { familyId: crypto.randomUUID(), ssoPoolId: challenge.ssoPoolId });
  if (!issued) throw codeInvalid();
  return issued;
}
