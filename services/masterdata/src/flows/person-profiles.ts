import type { ServiceDeps } from '@app/service-kit';
import { canRemoveProfile } from '../domain/person-popup/person-removal';
import { profilesOfPerson } from '../store/person-popup';

/** The person popup's Profiles tab: the person's live profiles, each with whether it may be removed. */
export async function personProfiles(deps: ServiceDeps, poolId: number, personId: number) {
  const rows = await deps.db.withPool(poolId, (tx) => profilesOfPerson(tx, poolId, personId));
  // 'Person must have at least one profile.': the last one is shown as not removable
  const removable = canRemoveProfile(rows.length);
  return rows.map((row) => ({ ...row, removable }));
}
