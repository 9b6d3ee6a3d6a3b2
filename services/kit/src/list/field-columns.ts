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

/** The stored text of a value row `alias` in the field's type: whole numbers sort as numbers, flags as booleans; days and moments sort as ISO text. */
const typed = (type: ListedField['type'], alias: string): SQL => {
  if (type === 'integer') return sql.raw(`${alias}.value::integer`);
  if (type === 'bool') return sql.raw(`(${alias}.value = '1')`);
  return sql.raw(`${alias}.value`);
};

/** A value table alias of a join (a plain identifier, so it can be written into the SQL). */
const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** Where a list's records keep their field values: the values table and its record column (master data's `record_id`, staffing's `request_id`). */
export interface FieldValueStore {
  table: SQLWrapper;
  recordColumn: 'record_id' | 'request_id';
}

/** The SQL of a list's field columns for the listed row, whose pool and record id the caller names. */
export interface FieldColumnSql {
  /** the field's typed value of the row, null when unset: a correlated lookup on the values' primary key */
  value(field: ListedField): SQL;
  /**
   * the same value through a left join of the field's value rows under `alias`: what a sort over
   * the whole filtered list uses (one hash join instead of a lookup per row)
   */
  joined(field: ListedField, alias: string): { join: SQL; value: SQL };
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
    value: (field) => sql`(select ${typed(field.type, 'v')} ${lookup(field)})`,
    joined: (field, alias) => {
      if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
      const a = sql.raw(alias);
      return {
        join: sql`left join ${store.table} ${a} on ${a}.pool_id = ${poolId} and ${a}.field_id = ${field.id} and ${sql.raw(`${alias}.${store.recordColumn}`)} = ${recordId}`,
        value: typed(field.type, alias),
      };
    },
    filter: (field) => (values) => (values[0] === '1' ? setToYes(field) : values[0] === '0' ? sql`not ${setToYes(field)}` : undefined),
  };
}
