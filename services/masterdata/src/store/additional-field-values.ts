import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdditionalFieldEntry } from '@app/contracts';
import { fieldEntryOf } from '@app/contracts/additional-field-values';
import type { Tx } from '@app/service-kit';
import { additionalFieldValues, additionalFields } from '../db/schema';

export type FieldLocation = 'person' | 'branch' | 'request';

/** One checked value to write; null removes it. */
export interface FieldWrite {
  fieldId: number;
  value: string | null;
}

/** The live additional fields of a location with the record's values (archived fields keep their values, unshown). */
export async function entriesOf(tx: Tx, poolId: number, location: FieldLocation, recordId: number): Promise<AdditionalFieldEntry[]> {
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

/** Writes checked values: null removes a value, any other sets it (stamped with the injected clock's time). */
export async function writeFieldValues(tx: Tx, poolId: number, recordId: number, writes: readonly FieldWrite[], now: Date) {
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
}
