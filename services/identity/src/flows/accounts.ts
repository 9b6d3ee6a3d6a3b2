import {
  channels,
  CHANGED_SUFFIX,
  InvitationMessages,
  Messages,
  type AccountUpdate,
  type AccountView,
  type TokenPayload,
} from '@app/contracts';
import { forbidden, notFound, unprocessable, type ListRequest, type ServiceDeps } from '@app/service-kit';
import { hashPassword } from '../domain/secrets';
import { findAccountInScope, listAccounts, toAccountView, updateAccount, type AccountScope } from '../store/account-directory';
import { poolIdsOfProfiles, takenLogins } from '../store/accounts';
import { liveProfilesOfAccount } from '../store/profiles';
import { revokeAccountTokens } from '../store/refresh-tokens';
import { announceVersions, bumpVersions } from './token-versions';

/** A sysadmin manages every account; an account administrator those with a profile in the pool. */
const scopeOf = (auth: TokenPayload): AccountScope => ({ poolId: auth.is_sysadmin ? null : auth.pool_id });
const missing = (id: number) => notFound(Messages.notFound.replace('{{id}}', String(id)));

export const findAccounts = (deps: ServiceDeps, auth: TokenPayload, request: ListRequest) =>
  deps.db.withSystem(async (tx) => {
    const { rows, total } = await listAccounts(tx, scopeOf(auth), request);
    return { rows: rows.map(toAccountView), total };
  });

export async function getAccount(deps: ServiceDeps, auth: TokenPayload, id: number): Promise<AccountView> {
  const account = await deps.db.withSystem((tx) => findAccountInScope(tx, scopeOf(auth), id));
  if (!account) throw missing(id);
  return toAccountView(account);
}

/**
 * PUT /api/account/{id}. Changing the username, disabling the account or setting a password
 * revokes every refresh token of it and tells the user's open pages on each profile's account
 * channel: that user is logged out (spec 001 section 3 'Account').
 * Only a sysadmin edits a sysadmin's account (by the flag or by a role), and a pool administrator
 * only an account whose live profiles are all in the administrator's pool: otherwise a new password
 * or e-mail set here would open the other pools too.
 */
export async function changeAccount(deps: ServiceDeps, auth: TokenPayload, id: number, input: AccountUpdate): Promise<AccountView> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const now = deps.clock.now();
  const changed = await deps.db.withSystem(async (tx) => {
    const current = await findAccountInScope(tx, scopeOf(auth), id);
    if (!current) throw missing(id);
    if (!auth.is_sysadmin && (current.isSysadmin || (await poolIdsOfProfiles(tx, id)).some((pool) => pool !== auth.pool_id)))
      throw forbidden(Messages.notEnoughPermissions);
    const taken = await takenLogins(tx, input.username, input.email, id);
    const errors: Record<string, string[]> = {};
    if (taken.username) errors.username = [InvitationMessages.taken];
    if (taken.email) errors.email = [InvitationMessages.taken];
    if (Object.keys(errors).length) throw unprocessable(errors);
    const updated = await updateAccount(tx, id, {
      username: input.username,
      email: input.email,
      enabled: input.enabled,
      ...(passwordHash ? { passwordHash } : {}),
    });
    const signedOut = input.username !== current.username || !input.enabled || !!passwordHash;
    if (signedOut) await revokeAccountTokens(tx, id, now);
    return {
      view: toAccountView(updated),
      profiles: signedOut ? await liveProfilesOfAccount(tx, id) : [],
      // every access token of the account ends at its next request, not after its hour
      versions: signedOut ? await bumpVersions(tx, [id]) : [],
    };
  });
  // open pages of that user end their session now, not when the access token runs out
  for (const profile of changed.profiles) {
    const channel = channels.profileAccount(profile.poolId, profile.id);
    await deps.bus.publish({ channel, event: channel + CHANGED_SUFFIX, author: auth.username, payload: { action: 'signed_out' } });
  }
  // after the pages heard it: the new version closes the account's sockets at the gateways
  await announceVersions(deps, changed.versions);
  return changed.view;
}
