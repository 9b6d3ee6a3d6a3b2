import { AccountMessages, Messages, type TokenPayload } from '@app/contracts';
import { unauthorized, unprocessable, type ServiceDeps } from '@app/service-kit';
import { hashPassword, hashToken, verifyPassword } from '../domain/secrets';
import { setPasswordHash, toggleTwoFactor, type Account } from '../store/accounts';
import { findRefreshToken, revokeAccountTokens } from '../store/refresh-tokens';
import { announceVersions, bumpVersions } from './token-versions';
import { signedInAccount } from './login';

/** The account of the signed-in token; a renamed or removed account ends the session. */
async function accountOfToken(deps: ServiceDeps, auth: TokenPayload): Promise<Account> {
  const account = await signedInAccount(deps, auth);
  if (account.username !== auth.username) throw unauthorized(Messages.tokenExpired);
  return account;
}

/**
 * PATCH /api/account/password-reset: the current password must be right; every other session of
 * the account is signed out at once (token version raised); the session asking keeps its login
 * (the token's `sid`, or the refresh token an API client sends) and takes a new access token.
 */
export async function changeOwnPassword(
  deps: ServiceDeps,
  auth: TokenPayload,
  input: { current_password: string; password: string; refresh_token?: string },
): Promise<void> {
  const account = await accountOfToken(deps, auth);
  if (!(await verifyPassword(account.passwordHash, input.current_password))) {
    throw unprocessable({ current_password: [AccountMessages.currentPasswordIncorrect] }, AccountMessages.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const bumped = await deps.db.withSystem(async (tx) => {
    const own = input.refresh_token ? await findRefreshToken(tx, hashToken(input.refresh_token)) : null;
    const keep = auth.sid ?? (own?.accountId === account.id ? own.familyId : null);
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeAccountTokens(tx, account.id, now, keep);
    return bumpVersions(tx, [account.id]);
  });
  await announceVersions(deps, bumped);
}

/**
 * POST /api/account/toggle2fa: flips two-factor login and answers the new state. Turning it off
 * needs the password: a session alone (a borrowed laptop, a stolen token) must not weaken the login.
 */
export async function toggleOwnTwoFactor(deps: ServiceDeps, auth: TokenPayload, input: { password?: string }): Promise<boolean> {
  const account = await accountOfToken(deps, auth);
  if (account.twoFactor) {
    if (!input.password) throw unprocessable({ password: ['The field is required'] });
    if (!(await verifyPassword(account.passwordHash, input.password)))
      throw unprocessable({ password: [AccountMessages.currentPasswordIncorrect] }, AccountMessages.currentPasswordIncorrect);
  }
  return deps.db.withGlobal((tx) => toggleTwoFactor(tx, account.id));
}
