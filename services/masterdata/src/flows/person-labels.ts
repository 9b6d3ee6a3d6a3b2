import type { ServiceDeps } from '@app/service-kit';
import { personLabelsOf, type PersonLabel } from '../store/person-labels';

/** The person popup's Labels tab: the person's labels with their groups. */
export const personLabels = (deps: ServiceDeps, poolId: number, personId: number): Promise<PersonLabel[]> =>
  deps.db.withPool(poolId, (tx) => personLabelsOf(tx, poolId, personId));
