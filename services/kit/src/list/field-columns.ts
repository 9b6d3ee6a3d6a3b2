import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdditionalFieldEntry } from '@app/contracts';

/** A live additional field as a list shows it: its id names the column, its label heads it (ADR 0106). */
export interface ListedField {
  id: number;
  label: string;
  type: AdditionalFieldEntry['type'];
}

/** The row property, sort code and filter key of a field's column. */
export const fieldColumnCode = (id: number) => `field_${id}`;

/** The stored text (`v.value`) in the field's type: whole numbers sort as numbers, flags as booleans; days and moments sort as ISO text. */
const TYPED: Record<ListedField['type'], SQL> = {
  integer: sql.raw('v.value::integer'),
  bool: sql.raw(`(v.value = '1')`),
  date: sql.raw('v.value'),
  datetime: sql.raw('v.value'),
};

/** Where a list's records keep their field values: the values table and its record column (master data's `record_id`, staffing's `request_id`). */
export interface FieldValueStore {
  table: SQLWrapper;
  recordColumn: 'record_id' | 'request_id';
}

/** The SQL of a list's field columns for the listed row, whose pool and record id the caller names. */
export interface FieldColumnSql {
  /** the field's typed value of the row, null when unset: a correlated lookup on the values' primary key */
  value(field: ListedField): SQL;
  /** a yes/no field's filter: '1' the rows set to yes, '0' the others (unset counts as no); anything else no condition */
  filter(field: ListedField): (values: string[]) => SQL | undefined;
}

/**
 * The field column expressions of one list (ADR 0106), shared by master data's entity lists and
 * staffing's request list: each value is a correlated scalar subquery on (pool, field, record)
 * inside the one list statement, so a page costs one statement, never one per row.
 */
export function fieldColumnSql(store: FieldValueStore, poolId: SQL, recordId: SQL): FieldColumnSql {
  const record = sql.raw(`v.${store.recordColumn}`);
  const lookup = (field: ListedField) =>
    sql`from ${store.table} v where v.pool_id = ${poolId} and v.field_id = ${field.id} and ${record} = ${recordId}`;
  const setToYes = (field: ListedField) => sql`exists (select 1 ${lookup(field)} and v.value = '1')`;
  return {
    value: (field) => sql`(select ${TYPED[field.type]} ${lookup(field)})`,
    filter: (field) => (values) => (values[0] === '1' ? setToYes(field) : values[0] === '0' ? sql`not ${setToYes(field)}` : undefined),
  };
}
