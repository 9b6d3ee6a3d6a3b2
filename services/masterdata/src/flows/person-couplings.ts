import type { ServiceDeps } from '@app/service-kit';
import { personCouplings } from '../domain/couplings/person-couplings';
import { personSupplierRecords } from '../store/imports';
import { personAccount } from './person-account';
import { personProfiles } from './person-profiles';

/** Which supplier imported the person (and their contracts), when, with which id. */
export const personSuppliers = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, (tx) => personSupplierRecords(tx, poolId, personId));

/** The Couplings tab: the person's account, profiles and suppliers in one list. */
export async function personCouplingsOf(deps: ServiceDeps, poolId: number, personId: number) {
  const [account, profiles, suppliers] = await Promise.all([
    personAccount(deps, poolId, personId),
    personProfiles(deps, poolId, personId),
    personSuppliers(deps, poolId, personId),
  ]);
  return personCouplings(account, profiles, suppliers);
}
