import type { ServiceDeps } from '@app/service-kit';
import { conductsOfPerson, type ConductRecord } from '../store/conducts';

/** A person's certificates of conduct, the latest issued first. */
export const personConducts = (deps: ServiceDeps, poolId: number, personId: number): Promise<ConductRecord[]> =>
  deps.db.withPool(poolId, (tx) => conductsOfPerson(tx, poolId, personId));
