import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdditionalFieldEntry, AdditionalFieldValue } from '@app/contracts';
import { checkFieldValues, fieldEntryOf } from '@app/contracts/additional-field-values';
import { unprocessable, type Tx } from '@app/service-kit';
import { additionalFieldDirectory } from '@app/contracts/published-views/masterdata';
import { requestFieldValues } from '../db/schema';

/**
 * The pool's live additional fields of location request (master data's published definitions)
 * with the request's values, in the order of the Other data tab (label, id). Values of an archived
 * field stay, unshown (ADR 0106).
 */
export async function readRequestFields(tx: Tx, poolId: number, requestId: number): Promise<AdditionalFieldEntry[]> {
  const f = additionalFieldDirectory;
  const rows = await tx
    .select({ id: f.id, key: f.key, label: f.label, type: f.type, validation: f.validation, value: requestFieldValues.value })
    .from(f)
    .leftJoin(
      requestFieldValues,
      and(eq(requestFieldValues.poolId, f.poolId), eq(requestFieldValues.fieldId, f.id), eq(requestFieldValues.requestId, requestId)),
    )
    .where(and(eq(f.poolId, poolId), eq(f.location, 'request'), eq(f.archived, false)))
    .orderBy(asc(f.label), asc(f.id));
  return rows.map(fieldEntryOf);
}

/**
 * Sets the request's values by field key, all or none, with the rules and messages of master
 * data's Other data tab (`checkFieldValues`, 422 by key); null or blank removes a value.
 */
export async function saveRequestFields(
  tx: Tx,
  poolId: number,
  requestId: number,
  values: Record<string, AdditionalFieldValue>,
  now: Date,
): Promise<AdditionalFieldEntry[]> {
  const checked = checkFieldValues(await readRequestFields(tx, poolId, requestId), values);
  if ('errors' in checked) throw unprocessable(checked.errors);
  const cleared = checked.writes.filter((w) => w.value === null).map((w) => w.fieldId);
  if (cleared.length)
    await tx
      .delete(requestFieldValues)
      .where(
        and(
          eq(requestFieldValues.poolId, poolId),
          eq(requestFieldValues.requestId, requestId),
          inArray(requestFieldValues.fieldId, cleared),
        ),
      );
  for (const { fieldId, value } of checked.writes)
    if (value !== null)
      await tx
        .insert(requestFieldValues)
        .values({ poolId, fieldId, requestId, value, updatedAt: now })
        .onConflictDoUpdate({
          target: [requestFieldValues.poolId, requestFieldValues.requestId, requestFieldValues.fieldId],
          set: { value, updatedAt: now },
        });
  return readRequestFields(tx, poolId, requestId);
}
