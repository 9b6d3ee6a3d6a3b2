import { AccountMessages, Messages, type TokenPayload } from '@app/contracts';
import { unauthorized, unprocessable, type ServiceDeps } from '@app/service-kit';
import { hashPassword, hashToken, verifyPassword } from '../domain/secrets';
import { setPasswordHash, toggleTwoFactor, type Account } from '../store/accounts';
import { findRefreshToken, revokeAccountTokens } from '../store/refresh-tokens';
import { signedInAccount } from './login';

/** The account of the signed-in token; a renamed or removed account ends the session. */
async function accountOfToken(deps: ServiceDeps, auth: TokenPayload): Promise<Account> {
  const account = await signedInAccount(deps, auth);
  if (account.username !== auth.username) throw unauthorized(Messages.tokenExpired);
  return account;
}

/**
 * PATCH /api/account/password-reset: the current password must be right; every other session of
 * the account is signed out (the one whose refresh token is sent along stays).
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
  await deps.db.withSystem(async (tx) => {
    const own = input.refresh_token ? await findRefreshToken(tx, hashToken(input.refresh_token)) : null;
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeAccountTokens(tx, account.id, now, own?.accountId === account.id ? own.familyId : null);
  });
}

/** POST /api/account/toggle2fa: flips two-factor login and answers the new state. */
export async function toggleOwnTwoFactor(deps: ServiceDeps, auth: TokenPayload): Promise<boolean> {
  const account = await accountOfToken(deps, auth);
  return deps.db.withSystem((tx) => toggleTwoFactor(tx, account.id));
}
