import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdditionalFieldEntry, AdditionalFieldValue } from '@app/contracts';
import { checkFieldValues, fieldEntryOf } from '@app/contracts/additional-field-values';
import { unprocessable, type Database, type Tx } from '@app/service-kit';
import { additionalFieldValues, additionalFields } from '../db/schema';

export type FieldLocation = 'person' | 'branch' | 'request';

async function entriesOf(tx: Tx, poolId: number, location: FieldLocation, recordId: number): Promise<AdditionalFieldEntry[]> {
  const rows = await tx
    .select({
      id: additionalFields.id,
      key: additionalFields.key,
      label: additionalFields.label,
      type: additionalFields.type,
      validation: additionalFields.validation,
      value: additionalFieldValues.value,
    })
    .from(additionalFields)
    .leftJoin(
      additionalFieldValues,
      and(
        eq(additionalFieldValues.poolId, additionalFields.poolId),
        eq(additionalFieldValues.fieldId, additionalFields.id),
        eq(additionalFieldValues.recordId, recordId),
      ),
    )
    .where(and(eq(additionalFields.poolId, poolId), eq(additionalFields.location, location), isNull(additionalFields.archivedAt)))
    .orderBy(asc(additionalFields.label), asc(additionalFields.id));
  return rows.map(fieldEntryOf);
}

/** The live additional fields of a location with the record's values (archived fields keep their values, unshown). */
export const recordAdditionalFields = (db: Database, poolId: number, location: FieldLocation, recordId: number) =>
  db.withPool(poolId, (tx) => entriesOf(tx, poolId, location, recordId));

/**
 * Sets the record's values by field key, all or none: every value is checked against its field's
 * type and rules first (422 by key); null or blank removes a value.
 */
export const saveRecordAdditionalFields = (
  db: Database,
  poolId: number,
  location: FieldLocation,
  recordId: number,
  values: Record<string, AdditionalFieldValue>,
  now: Date,
) =>
  db.withPool(poolId, async (tx) => {
    const checked = checkFieldValues(await entriesOf(tx, poolId, location, recordId), values);
    if ('errors' in checked) throw unprocessable(checked.errors);
    const { writes } = checked;
    const cleared = writes.filter((w) => w.value === null).map((w) => w.fieldId);
    if (cleared.length)
      await tx
        .delete(additionalFieldValues)
        .where(
          and(
            eq(additionalFieldValues.poolId, poolId),
            eq(additionalFieldValues.recordId, recordId),
            inArray(additionalFieldValues.fieldId, cleared),
          ),
        );
    for (const { fieldId, value } of writes.filter((w) => w.value !== null))
      await tx
        .insert(additionalFieldValues)
        .values({ poolId, fieldId, recordId, value: value!, updatedAt: now })
        .onConflictDoUpdate({
          target: [additionalFieldValues.poolId, additionalFieldValues.fieldId, additionalFieldValues.recordId],
          set: { value: value!, updatedAt: now },
        });
    return entriesOf(tx, poolId, location, recordId);
  });
