import { unprocessable, type ServiceDeps, type Tx } from '@app/service-kit';
import { INVALID_LABELS, personLabelErrors } from '../domain/person-labels/person-label-rules';
import { chosenLabels } from '../store/chosen-labels';
import { personLabelsOf, replacePersonLabels, type PersonLabel } from '../store/person-labels';

/** The step of every label change: the whole new set, checked against the groups' flags, replaces the person's labels. */
export async function replaceLabels(tx: Tx, poolId: number, personId: number, labelIds: number[]): Promise<PersonLabel[]> {
  const chosen = await chosenLabels(tx, poolId, labelIds);
  if (chosen.length !== labelIds.length) throw unprocessable({ label_ids: [INVALID_LABELS] });
  const errors = personLabelErrors(chosen);
  if (Object.keys(errors).length) throw unprocessable(errors);
  await replacePersonLabels(tx, poolId, personId, labelIds);
  return personLabelsOf(tx, poolId, personId);
}

/**
 * Replaces the person's labels with the given set in one transaction: assigning and taking off
 * labels are one call, checked against the groups' flags as a whole.
 */
export const setPersonLabels = (deps: ServiceDeps, poolId: number, personId: number, labelIds: number[]): Promise<PersonLabel[]> =>
  deps.db.withPool(poolId, (tx) => replaceLabels(tx, poolId, personId, labelIds));
