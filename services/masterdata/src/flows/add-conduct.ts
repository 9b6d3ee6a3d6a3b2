import type { ServiceDeps } from '@app/service-kit';
import type { ConductInput } from '../domain/conducts/conduct-input';
import { insertConduct, type ConductRecord } from '../store/conducts';

/** Adds a certificate of conduct to a person. */
export const addConduct = (deps: ServiceDeps, poolId: number, personId: number, input: ConductInput): Promise<ConductRecord> =>
  deps.db.withPool(poolId, (tx) => insertConduct(tx, poolId, personId, input));
