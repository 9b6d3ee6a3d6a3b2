import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_FIELD_RIGHTS, hasAnyRight, type RightsHolder } from '@app/contracts';
import type { Database, Tx } from '@app/service-kit';
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

/** The stored text in the field's type: whole numbers sort as numbers, flags as booleans; days and moments sort as ISO text. */
const TYPED: Record<ListedField['type'], SQL> = {
  integer: sql.raw('v.value::integer'),
  bool: sql.raw(`(v.value = '1')`),
  date: sql.raw('v.value'),
  datetime: sql.raw('v.value'),
};

/**
 * A list with the pool's additional fields as extra fields, sort keys and (yes/no fields)
 * filters, keyed `field_<id>`. Each value is a correlated lookup on the values' primary key
 * (pool, field, record) inside the one list query: a page costs one statement, never one per row.
 */
export function withFieldColumns(def: ListDefinition, fields: readonly ListedField[]): ListDefinition {
  if (!fields.length) return def;
  const { table } = def;
  const valueOf = (field: ListedField, what: SQL) =>
    sql`(select ${what} from ${additionalFieldValues} v where v.pool_id = ${outer(table.poolId)} and v.field_id = ${field.id} and v.record_id = ${outer(table.id)})`;
  const setToYes = (field: ListedField) =>
    sql`exists (select 1 from ${additionalFieldValues} v where v.pool_id = ${outer(table.poolId)} and v.field_id = ${field.id} and v.record_id = ${outer(table.id)} and v.value = '1')`;
  const extra = fields.map((f) => [fieldColumnCode(f.id), valueOf(f, TYPED[f.type])] as const);
  const flags = fields.filter((f) => f.type === 'bool');
  return {
    ...def,
    fields: { ...def.fields, ...Object.fromEntries(extra) },
    sortable: { ...def.sortable, ...Object.fromEntries(extra) },
    filters: {
      ...def.filters,
      ...Object.fromEntries(
        flags.map((f) => [
          fieldColumnCode(f.id),
          (values: string[]) => (values[0] === '1' ? setToYes(f) : values[0] === '0' ? sql`not ${setToYes(f)}` : undefined),
        ]),
      ),
    },
  };
}

/**
 * The list as this caller gets it: with the pool's fields of the list's location when the caller
 * may see their values (a list without fields asks nothing more).
 */
export async function listForCaller(db: Database, def: ListDefinition, poolId: number, auth: RightsHolder): Promise<ListDefinition> {
  const location = def.additionalFields;
  if (!location || !seesFieldValues(auth)) return def;
  return withFieldColumns(def, await db.withPool(poolId, (tx) => listedFields(tx, poolId, location)));
}
