import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { profileOfLogin } from '../store/profile-of-login';
import type { ProfileDetail } from '../store/profiles';

/** The profile the token was issued for, or null when its account or the profile is gone. */
export const currentProfile = (deps: ServiceDeps, token: TokenPayload): Promise<ProfileDetail | null> =>
  // read inside the token's pool: row-level security hides every other pool's profiles
  deps.db.withPool(token.pool_id, (tx) => profileOfLogin(tx, token.username, token.pool_id, token.profile_id));
