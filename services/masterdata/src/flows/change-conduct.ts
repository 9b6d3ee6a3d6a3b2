import type { ServiceDeps } from '@app/service-kit';
import type { ConductInput } from '../domain/conducts/conduct-input';
import { updateConduct, type ConductRecord } from '../store/conducts';

/** Changes the fields given of a certificate of conduct; null when it is gone. */
export const changeConduct = (deps: ServiceDeps, poolId: number, id: number, input: Partial<ConductInput>): Promise<ConductRecord | null> =>
  deps.db.withPool(poolId, (tx) => updateConduct(tx, poolId, id, input));
