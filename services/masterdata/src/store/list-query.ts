import { and, asc, desc, eq, getTableName, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasRight, type RightsHolder } from '@app/contracts';
import { builtPerShape, type Tx } from '@app/service-kit';
import { containsPattern, type ListCapabilities, type ListRequest } from '../domain/list/list-request';
import { branches } from '../db/schema';
import { positiveIds } from './list-filters';
import { personalScopeOf, type PersonalScope } from '../domain/list/personal-scope';

export { personalScopeOf, type PersonalScope };

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
  /** columns the search box looks in only for a holder of the right that shows their field */
  guardedSearch?: { right: string; column: SQLWrapper }[];
  /** the personal filter's condition for lists kept per branch; lists without it are pool-wide */
  scope?: (visible: VisibleBranches, scope: PersonalScope) => SQL;
  /**
   * where a branch-scoped editor may put a record: inside the own subtree only (not the ancestors
   * a list shows, not every branch); a create or update that lands elsewhere is refused
   */
  writeScope?: (visible: VisibleBranches) => SQL;
  /**
   * the location of the pool's additional fields that join the list as optional `field_<id>`
   * columns (ADR 0106, store/additional-field-columns.ts)
   */
  additionalFields?: 'person' | 'branch' | 'request';
  /** sort codes whose records without a value come last in both directions (the field columns, ADR 0106) */
  nullsLast?: readonly string[];
}

/** Subqueries of branch ids: the profile's subtree, and that subtree plus the branch's ancestors. */
export interface VisibleBranches {
  subtree: SQL;
  subtreeAndAncestors: SQL;
  /** the viewing branch, null for a profile without one */
  branchId: number | null;
  poolId: number;
}

const NO_BRANCH = sql`(select null::integer where false)`;

/**
 * Walks the tree in SQL (recursive CTEs): a profile without a branch sees no branch data. The
 * ancestors matter for shared data defined higher up, such as a board's week schedules.
 */
export function visibleBranches(poolId: number, branchId: number | null): VisibleBranches {
  if (branchId === null) return { subtree: NO_BRANCH, subtreeAndAncestors: NO_BRANCH, branchId, poolId };
  const subtree = sql`(with recursive down(id) as (
    select ${branches.id} from ${branches} where ${branches.poolId} = ${poolId} and ${branches.id} = ${branchId}
    union all select b.id from ${branches} b join down on b.parent_id = down.id) select id from down)`;
  const ancestors = sql`(with recursive up(id, parent_id) as (
    select ${branches.id}, ${branches.parentId} from ${branches} where ${branches.poolId} = ${poolId} and ${branches.id} = ${branchId}
    union all select b.id, b.parent_id from ${branches} b join up on b.id = up.parent_id) select id from up)`;
  return { subtree, subtreeAndAncestors: sql`(select id from ${subtree} s union select id from ${ancestors} a)`, branchId, poolId };
}

/** The personal filter's condition of a list, none for the whole pool or a pool-wide list. */
export function scopeConditionOf(def: ListDefinition, poolId: number, scope: PersonalScope | null): SQL | undefined {
  if (!scope || !def.scope) return undefined;
  return def.scope(visibleBranches(poolId, scope.branchId), scope);
}

/** Whether one row is within the caller's personal filter (a read or write of one record). */
export async function isInScope(tx: Tx, def: ListDefinition, poolId: number, id: number, scope: PersonalScope | null): Promise<boolean> {
  const condition = scopeConditionOf(def, poolId, scope);
  if (!condition) return true;
  const [row] = await tx
    .select({ id: def.table.id })
    .from(def.table as PgTable)
    .where(and(eq(def.table.poolId, poolId), eq(def.table.id, id), condition));
  return row !== undefined;
}

/** Whether a written row stays where the caller may write (`writeScope`); always for the whole pool. */
export async function isInWriteScope(
  tx: Tx,
  def: ListDefinition,
  poolId: number,
  id: number,
  scope: PersonalScope | null,
): Promise<boolean> {
  if (!scope || !def.writeScope) return true;
  const [row] = await tx
    .select({ id: def.table.id })
    .from(def.table as PgTable)
    .where(and(eq(def.table.poolId, poolId), eq(def.table.id, id), def.writeScope(visibleBranches(poolId, scope.branchId))));
  return row !== undefined;
}

/** A branch-scoped editor writes a row with one branch column only inside the own subtree. */
export const branchWriteScope = (column: SQLWrapper) => (visible: VisibleBranches) => sql`${column} in ${visible.subtree}`;

/** ... and a row with a branch list only naming branches of the own subtree (not empty: that is every branch). */
export const branchListWriteScope = (column: SQLWrapper) => (visible: VisibleBranches) =>
  sql`(cardinality(${column}) > 0 and ${column} <@ array${visible.subtree})`;

/** Scope helpers: a row with one branch column, and a row with a branch list (empty: every branch). */
export const branchInScope = (column: SQLWrapper, nullIsPoolWide: boolean) => (visible: VisibleBranches) =>
  nullIsPoolWide ? sql`(${column} is null or ${column} in ${visible.subtreeAndAncestors})` : sql`${column} in ${visible.subtree}`;

export const branchListInScope = (column: SQLWrapper) => (visible: VisibleBranches) =>
  sql`(cardinality(${column}) = 0 or ${column} && array${visible.subtreeAndAncestors})`;

/** The list as `holder` may search it: a field it may not read is no way to find its records either. */
export function withSearchOf(def: ListDefinition, holder: RightsHolder): ListDefinition {
  if (!def.guardedSearch) return def;
  // the same list with the same columns is the same definition: its page's query is built once per shape
  const key = def.guardedSearch.map((g) => (hasRight(holder, g.right) ? '+' : '-')).join('');
  let made = searchable.get(def);
  if (!made) searchable.set(def, (made = new Map()));
  let found = made.get(key);
  if (!found) {
    const allowed = def.guardedSearch.filter((g) => hasRight(holder, g.right)).map((g) => g.column);
    made.set(key, (found = { ...def, search: [...def.search, ...allowed], guardedSearch: undefined }));
  }
  return found;
}

const searchable = new WeakMap<ListDefinition, Map<string, ListDefinition>>();

export const capabilitiesOf = (def: ListDefinition): ListCapabilities => ({
  sortable: Object.keys(def.sortable),
  defaultSort: def.defaultSort,
  filters: Object.keys(def.filters),
});

export function listConditions(
  def: ListDefinition,
  poolId: number,
  request: ListRequest,
  scope: PersonalScope | null = null,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(def.table.poolId, poolId), scopeConditionOf(def, poolId, scope)];
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
 * pass over the filtered rows; only a page past the end needs the separate count. A page without
 * filters or search (how every list opens) runs its shape's query built once (`builtPerShape`):
 * building the select per call was the largest share of a list call's own work under load.
 */
export async function runList(tx: Tx, def: ListDefinition, poolId: number, request: ListRequest, scope: PersonalScope | null = null) {
  const shape = shapeOf(def, request, scope);
  const found = shape
    ? await pages(tx, shape, (t) => pageQuery(t, def, request, ...asPlaceholders(scope, request.perPage !== null)), {
        pool: poolId,
        branch: scope?.branchId,
        person: scope?.personId,
        contractsFrom: scope?.contractsEndingFrom,
        today: scope?.today,
        limit: request.perPage,
        offset: request.perPage === null ? null : (request.page - 1) * request.perPage,
      })
    : await pageQuery(
        tx,
        def,
        request,
        poolId,
        scope,
        request.perPage,
        request.perPage === null ? null : (request.page - 1) * request.perPage,
      );
  const rows = found.map(({ [TOTAL]: _total, ...row }) => row);
  if (found.length) return { rows, total: found[0]![TOTAL] as number };
  if (request.page === 1) return { rows, total: 0 };
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(def.table as PgTable)
    .where(listConditions(def, poolId, request, scope));
  return { rows, total: count?.total ?? 0 };
}

/** A page's select; pool, scope, limit and offset are values or, for a shape built once, placeholders. */
function pageQuery(
  tx: Tx,
  def: ListDefinition,
  request: ListRequest,
  poolId: number,
  scope: PersonalScope | null,
  limit: number | null,
  offset: number | null,
) {
  const sortBy = [def.sortable[request.sort.column] ?? []].flat();
  const direction = def.nullsLast?.includes(request.sort.column)
    ? (e: SQLWrapper) => sql`${e} ${sql.raw(request.sort.order)} nulls last`
    : request.sort.order === 'desc'
      ? desc
      : asc;
  const query = tx
    .select({ ...(def.fields as Record<string, SQL>), [TOTAL]: sql<number>`(count(*) over ())::int` })
    .from(def.table as PgTable)
    .where(listConditions(def, poolId, request, scope))
    // id breaks ties so pages never overlap or skip rows
    .orderBy(...sortBy.map((e) => direction(e)), asc(def.table.id))
    .$dynamic();
  return limit === null || offset === null ? query : query.limit(limit).offset(offset);
}

/** The values of a page whose shape is built once. */
type PageValues = {
  pool: number;
  branch: number | null | undefined;
  person: number | null | undefined;
  contractsFrom: string | null | undefined;
  today: string | undefined;
  limit: number | null;
  offset: number | null;
};

const pages = builtPerShape<Record<string, unknown>[], PageValues>();

/** A number or date of the query as a placeholder its shape's query is built with (`builtPerShape`). */
const placeholder = <T>(name: keyof PageValues) => sql.placeholder(name) as unknown as T;

/**
 * The pool, the personal filter, limit and offset (of a paged shape) as placeholders: the scope
 * keeps which of its parts are absent (they change the text), each present one is a value.
 */
function asPlaceholders(scope: PersonalScope | null, paged: boolean): [number, PersonalScope | null, number | null, number | null] {
  const bound = scope && {
    branchId: scope.branchId === null ? null : placeholder<number>('branch'),
    personId: scope.personId === null ? null : placeholder<number>('person'),
    contractsEndingFrom: scope.contractsEndingFrom === null ? null : placeholder<string>('contractsFrom'),
    today: placeholder<string>('today'),
  };
  return [placeholder('pool'), bound, paged ? placeholder('limit') : null, paged ? placeholder('offset') : null];
}

const definitionIds = new WeakMap<ListDefinition, number>();
let definitionsSeen = 0;

/**
 * What a page's SQL text depends on besides its values: the list (with its field columns), sort,
 * paging or not, archived or not, and which parts of the personal filter are there; null for a
 * page with filters or search, whose conditions are built per call.
 */
function shapeOf(def: ListDefinition, request: ListRequest, scope: PersonalScope | null): string | null {
  if (request.search !== null || Object.keys(request.filters).length) return null;
  let id = definitionIds.get(def);
  if (id === undefined) definitionIds.set(def, (id = ++definitionsSeen));
  const scoped = scope ? [scope.branchId, scope.personId, scope.contractsEndingFrom].map((v) => (v === null ? '-' : '+')).join('') : 'pool';
  return [id, request.sort.column, request.sort.order, request.perPage === null ? 'all' : 'page', request.includeArchived, scoped].join(
    '|',
  );
}

const TOTAL = '__total';

/**
 * A column of the listed row inside a correlated subquery of a list field. Drizzle writes the
 * columns of a single-table select unqualified, and an unqualified `id` inside the subquery would
 * name the subquery's own table.
 */
export const outer = (column: PgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** Filter helpers shared by the entity lists. */
export const inValues = (column: SQLWrapper) => (values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

export const inIds = (column: SQLWrapper) => (values: string[]) => {
  const ids = positiveIds(values);
  return ids.length
    ? sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
};

/** A row with a branch list matches the chosen branches; an empty list holds for every branch. */
export const branchListFilter = (column: SQLWrapper) => (values: string[]) => {
  const ids = positiveIds(values);
  return ids.length ? sql`(cardinality(${column}) = 0 or ${column} && ${sql.raw(`array[${ids.join(',')}]::integer[]`)})` : undefined;
};

export const isTrueFlag = (column: SQLWrapper) => (values: string[]) =>
  values[0] === '1' ? sql`${column}` : values[0] === '0' ? sql`not ${column}` : undefined;
