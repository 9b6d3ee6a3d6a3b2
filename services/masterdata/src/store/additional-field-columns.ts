import { and, asc, eq, isNull } from 'drizzle-orm';
import { CUSTOM_FIELD_RIGHTS, hasAnyRight, type RightsHolder } from '@app/contracts';
import { fieldColumnSql, type Tx } from '@app/service-kit';
import { additionalFieldValues, additionalFields } from '../db/schema';
import { fieldColumnCode, type ListedField } from '../domain/additional-fields/field-columns';
import { outer, type ListDefinition } from './list-query';

/** The pool's live additional fields of a location, in the order of the Other data tab (label, id). */
export function listedFields(tx: Tx, poolId: number, location: NonNullable<ListDefinition['additionalFields']>): Promise<ListedField[]> {
  return tx
    .select({ id: additionalFields.id, label: additionalFields.label, type: additionalFields.type })
    .from(additionalFields)
    .where(and(eq(additionalFields.poolId, poolId), eq(additionalFields.location, location), isNull(additionalFields.archivedAt)))
    .orderBy(asc(additionalFields.label), asc(additionalFields.id));
}

/** Whether a caller sees additional field values at all: the Other data tab's view right. */
export const seesFieldValues = (auth: RightsHolder) => hasAnyRight(auth, CUSTOM_FIELD_RIGHTS.view);

/**
 * A list with the pool's additional fields as extra fields, sort keys (records without a value
 * last both ways) and (yes/no fields) filters, keyed `field_<id>`. Each value is a correlated
 * lookup on the values' primary key (pool, field, record) inside the one list query
 * (`fieldColumnSql` of the service kit): a page costs one statement, never one per row.
 */
export function withFieldColumns(def: ListDefinition, fields: readonly ListedField[]): ListDefinition {
  if (!fields.length) return def;
  const { table } = def;
  const columns = fieldColumnSql({ table: additionalFieldValues, recordColumn: 'record_id' }, outer(table.poolId), outer(table.id));
  const extra = fields.map((f) => [fieldColumnCode(f.id), columns.value(f)] as const);
  const codes = extra.map(([code]) => code);
  return {
    ...def,
    fields: { ...def.fields, ...Object.fromEntries(extra) },
    sortable: { ...def.sortable, ...Object.fromEntries(extra) },
    nullsLast: [...(def.nullsLast ?? []), ...codes],
    filters: {
      ...def.filters,
      ...Object.fromEntries(fields.filter((f) => f.type === 'bool').map((f) => [fieldColumnCode(f.id), columns.filter(f)])),
    },
  };
}
