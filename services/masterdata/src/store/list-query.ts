import { and, asc, desc, eq, getTableName, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@app/service-kit';
import { containsPattern, type ListCapabilities, type ListRequest } from '../domain/list/list-request';
import type { CsvColumn } from '../domain/list/csv-export';

/** A pool-owned table that can be archived: what the generic list and CRUD helpers need. */
export type TenantTable = PgTable & { id: PgColumn; poolId: PgColumn; archivedAt: PgColumn };

/**
 * One entity's list in SQL: the selected fields, the sortable expressions (the whitelist), how each
 * filter key becomes a condition, and the columns the search box looks in.
 */
export interface ListDefinition {
  table: TenantTable;
  fields: Record<string, SQLWrapper>;
  /** the sort whitelist: column code -> expressions, in order (name sorts on last, then first name) */
  sortable: Record<string, SQLWrapper | SQLWrapper[]>;
  defaultSort: ListCapabilities['defaultSort'];
  filters: Record<string, (values: string[]) => SQL | undefined>;
  search: SQLWrapper[];
  csv: CsvColumn[];
}

export const capabilitiesOf = (def: ListDefinition): ListCapabilities => ({
  sortable: Object.keys(def.sortable),
  defaultSort: def.defaultSort,
  filters: Object.keys(def.filters),
});

export function listConditions(def: ListDefinition, poolId: number, request: ListRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(def.table.poolId, poolId)];
  if (!request.includeArchived) conditions.push(isNull(def.table.archivedAt));
  for (const [key, values] of Object.entries(request.filters)) conditions.push(def.filters[key]?.(values));
  if (request.search && def.search.length) {
    const pattern = containsPattern(request.search);
    conditions.push(or(...def.search.map((column) => sql`${column}::text ilike ${pattern}`)));
  }
  return and(...conditions);
}

/**
 * One page (or every row) and the total. The total rides along as a window count, saving a second
 * pass over the filtered rows; only a page past the end needs the separate count.
 */
export async function runList(tx: Tx, def: ListDefinition, poolId: number, request: ListRequest) {
  const where = listConditions(def, poolId, request);
  const sortBy = [def.sortable[request.sort.column] ?? []].flat();
  const direction = request.sort.order === 'desc' ? desc : asc;
  let query = tx
    .select({ ...(def.fields as Record<string, SQL>), [TOTAL]: sql<number>`(count(*) over ())::int` })
    .from(def.table as PgTable)
    .where(where)
    // id breaks ties so pages never overlap or skip rows
    .orderBy(...sortBy.map((e) => direction(e)), asc(def.table.id))
    .$dynamic();
  if (request.perPage !== null) query = query.limit(request.perPage).offset((request.page - 1) * request.perPage);
  const found = (await query) as Record<string, unknown>[];
  const rows = found.map(({ [TOTAL]: _total, ...row }) => row);
  if (found.length) return { rows, total: found[0]![TOTAL] as number };
  if (request.page === 1) return { rows, total: 0 };
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(def.table as PgTable)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

const TOTAL = '__total';

/**
 * A column of the listed row inside a correlated subquery of a list field. Drizzle writes the
 * columns of a single-table select unqualified, and an unqualified `id` inside the subquery would
 * name the subquery's own table.
 */
export const outer = (column: PgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** Filter helpers shared by the entity lists. */
export const inValues = (column: SQLWrapper) => (values: string[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

export const inIds = (column: SQLWrapper) => (values: string[]) => {
  const ids = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
};

export const isTrueFlag = (column: SQLWrapper) => (values: string[]) => (values[0] === '1' ? sql`${column}` : values[0] === '0' ? sql`not ${column}` : undefined);
