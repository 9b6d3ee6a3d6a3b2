import type { ServiceDeps } from '@app/service-kit';
import { accountOfPerson } from '../store/person-popup';

/** The person popup's Account tab: the account behind the person's profiles, or `has_account: false`. */
export const personAccount = (deps: ServiceDeps, poolId: number, personId: number) =>
  deps.db.withPool(poolId, (tx) => accountOfPerson(tx, poolId, personId));
