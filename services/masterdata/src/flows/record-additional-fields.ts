import type { AdditionalFieldValue } from '@app/contracts';
import { checkFieldValues } from '@app/contracts/additional-field-values';
import { unprocessable, type ServiceDeps } from '@app/service-kit';
import { entriesOf, writeFieldValues, type FieldLocation } from '../store/additional-field-values';

export type { FieldLocation };

/** The live additional fields of a location with the record's values (archived fields keep their values, unshown). */
export const recordAdditionalFields = (deps: Pick<ServiceDeps, 'db'>, poolId: number, location: FieldLocation, recordId: number) =>
  deps.db.withPool(poolId, (tx) => entriesOf(tx, poolId, location, recordId));

/**
 * Sets the record's values by field key, all or none: every value is checked against its field's
 * type and rules first (422 by key); null or blank removes a value.
 */
export const saveRecordAdditionalFields = (
  deps: ServiceDeps,
  poolId: number,
  location: FieldLocation,
  recordId: number,
  values: Record<string, AdditionalFieldValue>,
) =>
  deps.db.withPool(poolId, async (tx) => {
    const checked = checkFieldValues(await entriesOf(tx, poolId, location, recordId), values);
    if ('errors' in checked) throw unprocessable(checked.errors);
    await writeFieldValues(tx, poolId, recordId, checked.writes, deps.clock.now());
    return entriesOf(tx, poolId, location, recordId);
  });
