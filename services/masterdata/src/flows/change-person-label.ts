import type { ServiceDeps } from '@app/service-kit';
import { personLabelsOf, type PersonLabel } from '../store/person-labels';
import { replaceLabels } from './set-person-labels';

/** One label more or one less: the new whole set goes through the same checks as a PUT. */
export const changePersonLabel = (
  deps: ServiceDeps,
  poolId: number,
  personId: number,
  labelId: number,
  give: boolean,
): Promise<PersonLabel[]> =>
  deps.db.withPool(poolId, async (tx) => {
    const current = (await personLabelsOf(tx, poolId, personId)).map((l) => l.id).filter((id) => id !== labelId);
    return replaceLabels(tx, poolId, personId, give ? [...current, labelId] : current);
  });
