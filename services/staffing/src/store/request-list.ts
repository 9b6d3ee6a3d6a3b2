import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REQUEST_SETTING_DEFAULTS,
  requestStatus,
  requestWarning,
  statusCondition,
  type RequestListRow,
  type RequestStatus,
} from '@app/contracts';
import {
  builtOnce,
  builtPerShape,
  containsPattern,
  fieldColumnCode,
  fieldColumnSql,
  preparableSql,
  rowsOf,
  type ListedField,
  type ListRequest,
  type Tx,
} from '@app/service-kit';
import {
  reasonForAbsenceDirectory,
  additionalFieldDirectory,
  branchDetailDirectory,
  personDetailDirectory,
  settingValueDirectory,
} from '@app/contracts/published-views/masterdata';
import { requestFieldValues, requestGroups, requests } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { lockAt } from '../domain/locks/lock-rules';
import { scopeCondition, subtreeOf, type RequestScope } from './scope';

// every page of the list reads them: the statement is built once per process
const requestFieldsOf = builtOnce<ListedField[], { poolId: number }>((tx) => {
  const f = additionalFieldDirectory;
  return tx
    .select({ id: f.id, label: f.label, type: f.type })
    .from(f)
    .where(and(eq(f.poolId, sql.placeholder('poolId')), eq(f.location, 'request'), eq(f.archived, false)))
    .orderBy(asc(f.label), asc(f.id));
});

/**
 * The pool's live additional fields of location request (master data's published definitions),
 * in the order of the Other data tab (label, id): the request list's optional columns (ADR 0106).
 */
export const requestListFields = (tx: Tx, poolId: number): Promise<ListedField[]> => requestFieldsOf(tx, { poolId });

/**
 * The same read as a query whose value may be written into its text (the pool's id): what a list
 * page reads with its transaction's start (`withPoolAndRead`).
 */
export const requestListFieldsRead = (poolId: number) => {
  const f = additionalFieldDirectory;
  return sql`select ${f.id} as id, ${f.label} as label, ${f.type} as type from ${f}
    where ${f.poolId} = ${poolId} and ${f.location} = 'request' and ${f.archived} = false order by ${f.label}, ${f.id}`;
};

/** The field columns of the request row `r`: a correlated lookup on request_field_values' key. */
const fieldColumns = fieldColumnSql({ table: requestFieldValues, recordColumn: 'request_id' }, sql`r.pool_id`, sql`r.id`);

/** The record ids of a filter's values (anything else is left out). */
export const filterIds = (values: string[]) => values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
const inList = (column: SQL, values: number[]) =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;
const anyOf = (conditions: SQL[]) => (conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`);

/** The rows of a status today, by the counts and first open date the row keeps (`statusCondition`). */
function statusSql(status: RequestStatus, today: string): SQL {
  const c = statusCondition(status, today);
  if (c.kind === 'completed') return sql`(r.dayparts_count > 0 and r.open_dayparts = 0)`;
  if (c.kind === 'other') return sql`(r.dayparts_count = 0 or (r.open_dayparts > 0 and r.first_open_date >= ${c.from}))`;
  return c.from === null
    ? sql`(r.open_dayparts > 0 and r.first_open_date <= ${c.to})`
    : sql`(r.open_dayparts > 0 and r.first_open_date between ${c.from} and ${c.to})`;
}

const STATUSES: readonly RequestStatus[] = ['completed', 'high', 'medium', 'other'];
const WARNING_STATUS: Record<string, RequestStatus> = { red: 'high', orange: 'medium' };

/** What one list call needs to know besides the query. */
export interface ListContext {
  poolId: number;
  scope: RequestScope;
  now: Date;
  /** the caller's username: a row locked by the caller is its own */
  caller: string;
  /** the pool's request fields the caller sees, answered as `field_<id>` (ADR 0106); none when absent */
  fields?: readonly ListedField[];
}

/**
 * The pool's request_lock_timeout in seconds, read inside the list's own query (one round trip
 * less on every page): the pool's stored value, else the default.
 */
const lockTimeoutOf = (poolId: number) =>
  sql`coalesce((select (s.value #>> '{}')::int from ${settingValueDirectory} s
    where s.pool_id = ${poolId} and s.branch_id is null and s.code = 'request_lock_timeout'), ${REQUEST_SETTING_DEFAULTS.request_lock_timeout})`;

/** The filters of the request list (REQ-LIST-01), each a condition on the row `r`. */
export function filterConditions(ctx: ListContext, filters: Record<string, string[]>, today: string): SQL[] {
  const out: SQL[] = [];
  const f = filters;
  if (f.status)
    out.push(anyOf(f.status.filter((s): s is RequestStatus => STATUSES.includes(s as RequestStatus)).map((s) => statusSql(s, today))));
  if (f.warning) out.push(anyOf(f.warning.filter((w) => w in WARNING_STATUS).map((w) => statusSql(WARNING_STATUS[w]!, today))));
  if (f.branch) out.push(anyOf(filterIds(f.branch).map((id) => sql`r.branch_id in ${subtreeOf(ctx.poolId, id)}`)));
  if (f.reason_for_absence) out.push(inList(sql`r.reason_for_absence_id`, filterIds(f.reason_for_absence)));
  if (f.absentee_person) out.push(inList(sql`r.absentee_person_id`, filterIds(f.absentee_person)));
  if (f.request_group) out.push(inList(sql`r.request_group_id`, filterIds(f.request_group)));
  const date = (v: string[] | undefined) => v?.find((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  const from = date(f.period_from);
  const to = date(f.period_to);
  if (from) out.push(sql`r.period_end >= ${from}`);
  if (to) out.push(sql`r.period_start <= ${to}`);
  const lockedSince = sql`(${ctx.now}::timestamptz - make_interval(secs => ${lockTimeoutOf(ctx.poolId)}))`;
  if (f.locked?.[0] === '1') out.push(sql`r.locked_at > ${lockedSince}`);
  if (f.locked?.[0] === '0') out.push(sql`(r.locked_at is null or r.locked_at <= ${lockedSince})`);
  return out;
}

/** The search box: the request number, the absentee's name or the branch's name. */
export function searchCondition(poolId: number, search: string): SQL {
  const pattern = containsPattern(search);
  return sql`(r.number::text = ${search}
    or r.absentee_person_id in (select id from ${personDetailDirectory} where pool_id = ${poolId} and full_name ilike ${pattern})
    or r.branch_id in (select id from ${branchDetailDirectory} where pool_id = ${poolId} and name ilike ${pattern}))`;
}

/** Sort expressions by column code; the names sort through joins made only when sorted on. */
function sortExpression(column: string, today: string, fields: readonly ListedField[]): { expression: SQL; join?: SQL } {
  const field = fields.find((f) => fieldColumnCode(f.id) === column);
  if (field) {
    // the whole filtered list sorts: one join of the field's values rather than a lookup per row
    const { join, value } = fieldColumns.joined(field, 'sv');
    return { expression: value, join };
  }
  switch (column) {
    case 'number':
      return { expression: sql`r.number` };
    case 'status':
      return {
        expression: sql`case when ${statusSql('high', today)} then 0 when ${statusSql('medium', today)} then 1
          when ${statusSql('completed', today)} then 3 else 2 end, r.first_open_date`,
      };
    case 'branch_name':
      return { expression: sql`lower(sb.name)`, join: sql`left join ${branchDetailDirectory} sb on sb.id = r.branch_id` };
    case 'absentee_name':
      return { expression: sql`lower(sp.full_name)`, join: sql`left join ${personDetailDirectory} sp on sp.id = r.absentee_person_id` };
    case 'reason':
      return {
        expression: sql`lower(sr.description)`,
        join: sql`left join ${reasonForAbsenceDirectory} sr on sr.id = r.reason_for_absence_id`,
      };
    case 'period_end':
      return { expression: sql`r.period_end` };
    case 'open_dayparts':
      return { expression: sql`r.open_dayparts` };
    case 'created_at':
      return { expression: sql`r.created_at` };
    case 'period_start':
      return { expression: sql`r.period_start` };
    default:
      return { expression: sql`r.first_open_date` };
  }
}

interface ListedRow {
  id: number;
  number: number;
  dayparts_count: number;
  open_dayparts: number;
  first_open_date: string | null;
  first_open_daypart: number | null;
  period_start: string | null;
  period_end: string | null;
  locked_at: Date | string | null;
  locked_by_username: string | null;
  locked_by_name: string | null;
  lock_timeout: number;
  created_at: Date | string;
  branch_name: string | null;
  absentee_name: string | null;
  reason: string | null;
  request_group_reference: string | null;
  total: number;
  [field: `field_${number}`]: number | string | boolean | null;
}

/**
 * One page of the request list (or every row, for the CSV export). The page is chosen on the
 * request rows alone (their kept counts and dates, an index per common sort), with the total as a
 * window count; only the page's rows then get their names from master data's views. A page without
 * filters or search (how the list opens) runs its shape's statement built once (`builtPerShape`):
 * building its SQL per call was a large share of the call's own work under load.
 */
export async function listRequests(tx: Tx, ctx: ListContext, request: ListRequest): Promise<{ rows: RequestListRow[]; total: number }> {
  const today = dateInAmsterdam(ctx.now);
  const fields = ctx.fields ?? [];
  const shape = shapeOf(ctx, request, today);
  const paging = request.perPage === null ? null : { limit: request.perPage, offset: (request.page - 1) * request.perPage };
  const found = shape
    ? (
        await pages(tx, shape, (t) => preparableSql<ListedRow>(t, pageSql(withPlaceholders(ctx), request, today, paging && PAGING)), {
          poolId: ctx.poolId,
          branchId: ctx.scope?.branchId ?? null,
          ...paging,
        })
      ).rows
    : await rowsOf<ListedRow>(tx, pageSql(ctx, request, today, paging));
  const total = found[0]?.total ?? (request.page === 1 ? 0 : await countRequests(tx, conditionsOf(ctx, request, today)));
  return {
    rows: found.map((row) => ({
      ...listRow(row, ctx, today),
      ...Object.fromEntries(fields.map((f) => [fieldColumnCode(f.id), row[`field_${f.id}`] ?? null])),
    })),
    total,
  };
}

/** The conditions of a page: the pool, live requests, the personal filter, the filters and the search. */
function conditionsOf(ctx: ListContext, request: ListRequest, today: string): SQL[] {
  const fieldFilters = (ctx.fields ?? [])
    .filter((f) => f.type === 'bool' && request.filters[fieldColumnCode(f.id)])
    .map((f) => fieldColumns.filter(f)(request.filters[fieldColumnCode(f.id)]!));
  return [
    sql`r.pool_id = ${ctx.poolId}`,
    sql`r.deleted_at is null`,
    scopeCondition(sql`r.branch_id`, ctx.poolId, ctx.scope),
    ...filterConditions(ctx, request.filters, today),
    request.search ? searchCondition(ctx.poolId, request.search) : undefined,
    ...fieldFilters,
  ].filter((c): c is SQL => c !== undefined);
}

/** A page's statement; pool, branch, limit and offset are values or, for a shape built once, placeholders. */
function pageSql(ctx: ListContext, request: ListRequest, today: string, paging: { limit: unknown; offset: unknown } | null): SQL {
  const fields = ctx.fields ?? [];
  const sort = sortExpression(request.sort.column, today, fields);
  // nulls last both ways: records without a value (a field column's unset ones too) end the list
  const direction = request.sort.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const order = sql`${sort.expression} ${direction}, r.number ${direction}`;
  const limit = paging === null ? sql`` : sql`limit ${paging.limit} offset ${paging.offset}`;
  return sql`with page as (
      select r.*, count(*) over () as total, row_number() over (order by ${order}) as position
      from ${requests} r ${sort.join ?? sql``}
      where ${sql.join(conditionsOf(ctx, request, today), sql` and `)}
      order by ${order} ${limit}
    )
    select r.id, r.number, r.dayparts_count, r.open_dayparts, to_char(r.first_open_date, 'YYYY-MM-DD') as first_open_date,
      r.first_open_daypart, to_char(r.period_start, 'YYYY-MM-DD') as period_start, to_char(r.period_end, 'YYYY-MM-DD') as period_end,
      r.locked_at, r.locked_by_username, r.locked_by_name, r.created_at, r.total::int as total, ${lockTimeoutOf(ctx.poolId)} as lock_timeout,
      b.name as branch_name, p.full_name as absentee_name, a.description as reason, g.reference as request_group_reference
      ${sql.join(
        fields.map((f) => sql`, ${fieldColumns.value(f)} as ${sql.identifier(fieldColumnCode(f.id))}`),
        sql``,
      )}
    from page r
    left join ${branchDetailDirectory} b on b.id = r.branch_id
    left join ${personDetailDirectory} p on p.id = r.absentee_person_id
    left join ${reasonForAbsenceDirectory} a on a.id = r.reason_for_absence_id
    left join ${requestGroups} g on g.id = r.request_group_id and g.deleted_at is null
    order by r.position`;
}

/** The values of a page whose shape is built once. */
type PageValues = { poolId: number; branchId: number | null; limit?: number; offset?: number };

const pages = builtPerShape<{ rows: ListedRow[] }, PageValues>();

const PAGING = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** The context with its pool and branch as placeholders (a query built once per shape); the rest as is. */
const withPlaceholders = (ctx: ListContext): ListContext => ({
  ...ctx,
  poolId: sql.placeholder('poolId') as unknown as number,
  scope: ctx.scope && { branchId: ctx.scope.branchId === null ? null : (sql.placeholder('branchId') as unknown as number) },
});

/**
 * What a page's SQL text depends on besides its values: sort (the status sort on today's date
 * too), the field columns, paging or not, and the personal filter (none, no branch, a branch);
 * null for a page with filters or search, whose conditions are built per call.
 */
function shapeOf(ctx: ListContext, request: ListRequest, today: string): string | null {
  if (request.search !== null || Object.keys(request.filters).length) return null;
  const scope = ctx.scope === null ? 'pool' : ctx.scope.branchId === null ? 'none' : 'branch';
  const fields = (ctx.fields ?? []).map((f) => `${f.id}:${f.type}`).join(',');
  const sortedOn = request.sort.column === 'status' ? `status@${today}` : request.sort.column;
  return [sortedOn, request.sort.order, request.perPage === null ? 'all' : 'page', scope, fields].join('|');
}

/** The total of a page past the end (no row carried the window count). */
async function countRequests(tx: Tx, where: SQL[]): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    tx,
    sql`select count(*)::int as total from ${requests} r where ${sql.join(where, sql` and `)}`,
  );
  return row?.total ?? 0;
}

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));

function listRow(row: ListedRow, ctx: ListContext, today: string): RequestListRow {
  const progress = { dayparts_count: row.dayparts_count, open_dayparts: row.open_dayparts, first_open_date: row.first_open_date };
  const lock = lockAt(
    { lockedAt: instant(row.locked_at), lockedByUsername: row.locked_by_username, lockedByName: row.locked_by_name },
    ctx.now,
    row.lock_timeout,
    ctx.caller,
  );
  return {
    id: row.number,
    number: row.number,
    status: requestStatus(progress, today),
    warning: requestWarning(progress, today),
    branch_name: row.branch_name ?? '',
    absentee_name: row.absentee_name,
    reason: row.reason,
    period_start: row.period_start,
    period_end: row.period_end,
    first_open_date: row.first_open_date,
    first_open_daypart: row.first_open_daypart as 1 | 2 | null,
    dayparts_count: row.dayparts_count,
    open_dayparts: row.open_dayparts,
    locked: lock.locked,
    locked_by_name: lock.locked_by?.full_name ?? null,
    request_group_reference: row.request_group_reference,
    created_at: new Date(row.created_at).toISOString(),
  };
}
