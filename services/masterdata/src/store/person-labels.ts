import { and, asc, eq } from 'drizzle-orm';
import { unprocessable, type Database, type Tx } from '@app/service-kit';
import { labelGroups, labels, personLabels } from '../db/schema';
import { INVALID_LABELS, personLabelErrors } from '../domain/person-labels/person-label-rules';
import { chosenLabels } from './chosen-labels';

/** A person's label as the spec shows it: name and label_group (id, name, color, branch_selectable). */
export interface PersonLabel {
  id: number;
  name: string;
  label_group: { id: number; name: string; color: string; branch_selectable: boolean };
}

function readLabels(tx: Tx, poolId: number, personId: number): Promise<PersonLabel[]> {
  return tx
    .select({
      id: labels.id,
      name: labels.name,
      label_group: {
        id: labelGroups.id,
        name: labelGroups.name,
        color: labelGroups.color,
        branch_selectable: labelGroups.branchSelectable,
      },
    })
    .from(personLabels)
    .innerJoin(labels, eq(labels.id, personLabels.labelId))
    .innerJoin(labelGroups, eq(labelGroups.id, labels.labelGroupId))
    .where(and(eq(personLabels.poolId, poolId), eq(personLabels.personId, personId)))
    .orderBy(asc(labelGroups.name), asc(labels.name));
}

export const personLabelsOf = (db: Database, poolId: number, personId: number) =>
  db.withPool(poolId, (tx) => readLabels(tx, poolId, personId));

/** One label more or one less: the new whole set goes through the same checks as a PUT. */
export function changePersonLabel(db: Database, poolId: number, personId: number, labelId: number, give: boolean) {
  return db.withPool(poolId, async (tx) => {
    const current = (await readLabels(tx, poolId, personId)).map((l) => l.id).filter((id) => id !== labelId);
    return replaceLabels(tx, poolId, personId, give ? [...current, labelId] : current);
  });
}

/**
 * Replaces the person's labels with the given set in one transaction: assigning and taking off
 * labels are one call, checked against the groups' flags as a whole.
 */
export const setPersonLabels = (db: Database, poolId: number, personId: number, labelIds: number[]) =>
  db.withPool(poolId, (tx) => replaceLabels(tx, poolId, personId, labelIds));

async function replaceLabels(tx: Tx, poolId: number, personId: number, labelIds: number[]) {
  const chosen = await chosenLabels(tx, poolId, labelIds);
  if (chosen.length !== labelIds.length) throw unprocessable({ label_ids: [INVALID_LABELS] });
  const errors = personLabelErrors(chosen);
  if (Object.keys(errors).length) throw unprocessable(errors);
  await tx.delete(personLabels).where(and(eq(personLabels.poolId, poolId), eq(personLabels.personId, personId)));
  if (labelIds.length) await tx.insert(personLabels).values(labelIds.map((labelId) => ({ poolId, personId, labelId })));
  return readLabels(tx, poolId, personId);
}
