import { and, eq, isNull } from 'drizzle-orm';
import { Messages, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, unprocessable, type ServiceDeps } from '@app/service-kit';
import { accounts, profiles } from '../db/schema';
import { effectiveSysadmin } from '../store/accounts';
import { announceVersions, bumpVersions } from './token-versions';

/**
 * Archives a profile of the caller's pool (DELETE /api/profile/{id}/archive). Spec 001 'Person must
 * have at least one profile.': the last live profile of a person stays; a sysadmin's profile goes only
 * by a sysadmin. The profile's tokens stop at their next refresh, which loads only live profiles.
 */
export async function archiveProfile(deps: ServiceDeps, auth: TokenPayload, profileId: number): Promise<{ id: number; archived: true }> {
  const now = deps.clock.now();
  const removed = await deps.db.withPool(auth.pool_id, async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, personId: profiles.personId, accountId: profiles.accountId, accountSysadmin: effectiveSysadmin })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(and(eq(profiles.id, profileId), eq(profiles.poolId, auth.pool_id), isNull(profiles.archivedAt)))
      .limit(1);
    if (!profile) throw notFound(Messages.notFound.replace('{{id}}', String(profileId)));
    if (profile.accountSysadmin && !auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
    if (profile.personId !== null) {
      const live = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.poolId, auth.pool_id), eq(profiles.personId, profile.personId), isNull(profiles.archivedAt)));
      if (live.length <= 1) throw unprocessable({ id: [Messages.profileRequired] });
    }
    await tx.update(profiles).set({ archivedAt: now }).where(eq(profiles.id, profileId));
    // the roles it held stop at the account's next request (its other profiles take a new token)
    return { id: profileId, archived: true as const, versions: await bumpVersions(tx, [profile.accountId]) };
  });
  await announceVersions(deps, removed.versions);
  return { id: removed.id, archived: removed.archived };
}
