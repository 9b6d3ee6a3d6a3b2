import type { ServiceDeps } from '@app/service-kit';
import { personCouplings } from '../domain/couplings/person-couplings';
import { personSupplierRecords } from '../store/imports';
import { accountOfPerson } from '../store/person-popup';
import { profilesWithRemoval } from './person-profiles';

/** Which supplier imported the person (and their contracts), when, with which id. */
export const personSuppliers = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, (tx) => personSupplierRecords(tx, poolId, personId));

/** The Couplings tab: the person's account, profiles and suppliers in one list, read in one transaction. */
export const personCouplingsOf = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, async (tx) => {
    const account = await accountOfPerson(tx, poolId, personId);
    const profiles = await profilesWithRemoval(tx, poolId, personId);
    const suppliers = await personSupplierRecords(tx, poolId, personId);
    return personCouplings(account, profiles, suppliers);
  });
