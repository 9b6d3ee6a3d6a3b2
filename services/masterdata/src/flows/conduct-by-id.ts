import type { ServiceDeps } from '@app/service-kit';
import { findConduct, type ConductRecord } from '../store/conducts';

export type { ConductRecord };

/** One certificate of conduct of the pool, or null. */
export const conductById = (deps: ServiceDeps, poolId: number, id: number): Promise<ConductRecord | null> =>
  deps.db.withPool(poolId, (tx) => findConduct(tx, poolId, id));
