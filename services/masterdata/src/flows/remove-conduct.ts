import type { ServiceDeps } from '@app/service-kit';
import { deleteConduct } from '../store/conducts';

/** Removes a certificate of conduct. */
export const removeConduct = (deps: ServiceDeps, poolId: number, id: number): Promise<void> =>
  deps.db.withPool(poolId, (tx) => deleteConduct(tx, poolId, id));
