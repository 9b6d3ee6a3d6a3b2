import { Messages, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, unprocessable, type ServiceDeps } from '@app/service-kit';
import { archiveProfileRow, countLiveProfilesOfPerson, liveProfileWithAccount } from '../store/profiles';
import { announceVersions, bumpVersions } from './token-versions';

/**
 * Archives a profile of the caller's pool (DELETE /api/profile/{id}/archive). Spec 001 'Person must
 * have at least one profile.': the last live profile of a person stays; a sysadmin's profile goes only
 * by a sysadmin. The profile's tokens stop at their next refresh, which loads only live profiles.
 */
export async function archiveProfile(deps: ServiceDeps, auth: TokenPayload, profileId: number): Promise<{ id: number; archived: true }> {
  const now = deps.clock.now();
  const removed = await deps.db.withPool(auth.pool_id, async (tx) => {
    const profile = await liveProfileWithAccount(tx, auth.pool_id, profileId);
    if (!profile) throw notFound(Messages.notFound.replace('{{id}}', String(profileId)));
    if (profile.accountSysadmin && !auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
    if (profile.personId !== null && (await countLiveProfilesOfPerson(tx, auth.pool_id, profile.personId)) <= 1)
      throw unprocessable({ id: [Messages.profileRequired] });
    await archiveProfileRow(tx, profileId, now);
    // the roles it held stop at the account's next request (its other profiles take a new token)
    return { id: profileId, archived: true as const, versions: await bumpVersions(tx, [profile.accountId]) };
  });
  await announceVersions(deps, removed.versions);
  return { id: removed.id, archived: removed.archived };
}
