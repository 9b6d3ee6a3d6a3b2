import type { ServiceDeps, Tx } from '@app/service-kit';
import { canRemoveProfile } from '../domain/person-popup/person-removal';
import { profilesOfPerson } from '../store/person-popup';

/** The person's live profiles, each with whether it may be removed, in the caller's transaction. */
export async function profilesWithRemoval(tx: Tx, poolId: number, personId: number) {
  const rows = await profilesOfPerson(tx, poolId, personId);
  // 'Person must have at least one profile.': the last one is shown as not removable
  const removable = canRemoveProfile(rows.length);
  return rows.map((row) => ({ ...row, removable }));
}

/** The person popup's Profiles tab: the person's live profiles, each with whether it may be removed. */
export const personProfiles = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, (tx) => profilesWithRemoval(tx, poolId, personId));
