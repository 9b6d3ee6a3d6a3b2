import { AccountMessages, PASSWORD_RESET_TTL_SECONDS } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { passwordResetMail, publicLink } from '../domain/account-mails';
import { hashPassword, hashToken, newRefreshToken } from '../domain/secrets';
import { findAccountByLogin, setPasswordHash } from '../store/accounts';
import { writeMail } from '../store/outbox';
import { consumePasswordReset, insertPasswordReset } from '../store/password-resets';
import { revokeAccountTokens } from '../store/refresh-tokens';
import { announceVersions, bumpVersions } from './token-versions';

/**
 * Mails a reset link when the name or address belongs to an enabled account. The caller answers
 * the same either way, so the answer tells nothing about which accounts exist.
 */
export async function requestPasswordReset(deps: ServiceDeps, login: string): Promise<void> {
  const now = deps.clock.now();
  const account = await deps.db.withGlobal((tx) => findAccountByLogin(tx, login));
  if (!account?.enabled) return;
  const token = newRefreshToken();
  const mail = passwordResetMail(publicLink(deps.config.PUBLIC_URL, `/login/reset/${token}`));
  // the reset and its mail belong to no pool: written together in a transaction of no pool
  await deps.db.withGlobal(async (tx) => {
    await insertPasswordReset(tx, {
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      createdAt: now,
    });
    await writeMail(tx, deps, {
      pool_id: null,
      recipient: account.email,
      subject: mail.subject,
      text: mail.text,
      secrets: mail.secrets,
      template: 'account.password_reset',
    });
  });
}

/** Sets the new password through a live reset token and signs the account out everywhere. */
export async function resetPassword(deps: ServiceDeps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(password);
  const bumped = await deps.db.withSystem(async (tx) => {
    const accountId = await consumePasswordReset(tx, hashToken(token), now);
    if (accountId === null) return null;
    await setPasswordHash(tx, accountId, passwordHash);
    await revokeAccountTokens(tx, accountId, now);
    return bumpVersions(tx, [accountId]);
  });
  if (!bumped) throw notFound(AccountMessages.tokenNotFound);
  await announceVersions(deps, bumped);
}
