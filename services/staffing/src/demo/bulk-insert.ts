import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

/**
 * Inserts many rows as one JSON parameter (`jsonb_populate_recordset`): PGlite parses one
 * parameter quickly where a statement with thousands of bound values is slow (TOOLCHAIN: bulk
 * inserts for demo data). Rows use the table's column names; the columns are the first row's keys.
 */
export async function bulkInsert<R = never>(
  tx: Tx,
  table: string,
  rows: readonly Record<string, unknown>[],
  returning?: string,
): Promise<R[]> {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]!).join(', ');
  return rowsOf<R>(
    tx,
    sql`insert into ${sql.raw(table)} (${sql.raw(columns)})
        select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::jsonb)
        ${returning ? sql.raw(`returning ${returning}`) : sql``}`,
  );
}
