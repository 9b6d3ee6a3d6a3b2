import { Messages, type ProfileUpdated, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, unprocessable, type ServiceDeps } from '@app/service-kit';
import { isLiveProfileType, liveProfileWithAccount, updateProfileRow } from '../store/profiles';
import { isActiveSubstitute } from '../store/substitute-profiles';
import { mailNewActiveSubstitute } from './new-active-substitute-mails';

/**
 * Sets a live profile's function (profile type) and description (PUT /api/profile/{id}, MD-PROF-01).
 * The profile is one of the caller's pool (another pool's id is 404, as if it did not exist); the
 * function is a live profile type of that pool in masterdata's published view, else 422 on the
 * field. A sysadmin's profile is changed only by a sysadmin, as it is archived only by one. A
 * function that makes the person an active substitute tells their planners (ADR 0345).
 */
export async function updateProfile(
  deps: ServiceDeps,
  auth: TokenPayload,
  profileId: number,
  input: { profile_type_id: number | null; description: string | null },
): Promise<ProfileUpdated> {
  return deps.db.withPool(auth.pool_id, async (tx) => {
    const profile = await liveProfileWithAccount(tx, auth.pool_id, profileId);
    if (!profile) throw notFound(Messages.notFound.replace('{{id}}', String(profileId)));
    if (profile.accountSysadmin && !auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
    if (input.profile_type_id !== null && !(await isLiveProfileType(tx, auth.pool_id, input.profile_type_id)))
      throw unprocessable({ profile_type_id: [Messages.profileTypeNotLive] });
    const person = profile.personId;
    const wasSubstitute = person !== null && (await isActiveSubstitute(tx, auth.pool_id, person));
    const row = await updateProfileRow(tx, auth.pool_id, profileId, {
      profileTypeId: input.profile_type_id,
      description: input.description,
    });
    if (person !== null && !wasSubstitute && (await isActiveSubstitute(tx, auth.pool_id, person)))
      await mailNewActiveSubstitute(tx, deps, auth.pool_id, auth.username, { personId: person, branchId: profile.branchId });
    return { id: row.id, profile_type_id: row.profileTypeId, description: row.description };
  });
}
