import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { findAccountByLogin } from '../store/accounts';
import { profilesInPool, type ProfileDetail } from '../store/profiles';

/** The profile the token was issued for, or null when its account or the profile is gone. */
export const currentProfile = (deps: ServiceDeps, token: TokenPayload): Promise<ProfileDetail | null> =>
  // read inside the token's pool: row-level security hides every other pool's profiles
  deps.db.withPool(token.pool_id, async (tx) => {
    const account = await findAccountByLogin(tx, token.username);
    if (!account) return null;
    const [found] = await profilesInPool(tx, token.pool_id, account.id, account.username, token.profile_id);
    return found ?? null;
  });
