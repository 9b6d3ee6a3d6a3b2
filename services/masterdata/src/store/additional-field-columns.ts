import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CUSTOM_FIELD_RIGHTS, hasAnyRight, type RightsHolder } from '@app/contracts';
import { builtOnce, fieldColumnSql, type Tx } from '@app/service-kit';
import { additionalFieldValues, additionalFields } from '../db/schema';
import { fieldColumnCode, type ListedField } from '../domain/additional-fields/field-columns';
import { outer, type ListDefinition } from './list-query';

// every list page reads them: the statement is built once per process
const fieldsOfLocation = builtOnce<ListedField[], { poolId: number; location: string }>((tx) =>
  tx
    .select({ id: additionalFields.id, label: additionalFields.label, type: additionalFields.type })
    .from(additionalFields)
    .where(
      and(
        eq(additionalFields.poolId, sql.placeholder('poolId')),
        eq(additionalFields.location, sql.placeholder('location')),
        isNull(additionalFields.archivedAt),
      ),
    )
    .orderBy(asc(additionalFields.label), asc(additionalFields.id)),
);

/** The pool's live additional fields of a location, in the order of the Other data tab (label, id). */
export const listedFields = (tx: Tx, poolId: number, location: NonNullable<ListDefinition['additionalFields']>): Promise<ListedField[]> =>
  fieldsOfLocation(tx, { poolId, location });

/**
 * The same read as a query whose values may be written into its text (the pool's id, the
 * location): what a list page reads with its transaction's start (`withPoolAndRead`).
 */
export const listedFieldsRead = (poolId: number, location: NonNullable<ListDefinition['additionalFields']>) =>
  sql`select ${additionalFields.id} as id, ${additionalFields.label} as label, ${additionalFields.type} as type
    from ${additionalFields}
    where ${additionalFields.poolId} = ${poolId} and ${additionalFields.location} = ${location} and ${additionalFields.archivedAt} is null
    order by ${additionalFields.label}, ${additionalFields.id}`;

/** Whether a caller sees additional field values at all: the Other data tab's view right. */
export const seesFieldValues = (auth: RightsHolder) => hasAnyRight(auth, CUSTOM_FIELD_RIGHTS.view);

/** How many sets of fields a list keeps its definition of (pools differ in their fields). */
const FIELD_SETS_KEPT = 256;
const withFields = new WeakMap<ListDefinition, Map<string, ListDefinition>>();

/**
 * A list with the pool's additional fields as extra fields, sort keys (records without a value
 * last both ways) and (yes/no fields) filters, keyed `field_<id>`. Each value is a correlated
 * lookup on the values' primary key (pool, field, record) inside the one list query
 * (`fieldColumnSql` of the service kit): a page costs one statement, never one per row.
 */
export function withFieldColumns(def: ListDefinition, fields: readonly ListedField[]): ListDefinition {
  if (!fields.length) return def;
  // the same list with the same fields is the same definition: its page's query is built once per shape
  const key = fields.map((f) => `${f.id}:${f.type}`).join(',');
  let made = withFields.get(def);
  if (!made) withFields.set(def, (made = new Map()));
  let found = made.get(key);
  if (!found) {
    if (made.size >= FIELD_SETS_KEPT) made.clear();
    made.set(key, (found = fieldColumnsOf(def, fields)));
  }
  return found;
}

function fieldColumnsOf(def: ListDefinition, fields: readonly ListedField[]): ListDefinition {
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
