import { sql, type SQL } from 'drizzle-orm';
import {
  requestStatus,
  WORK_STATE_CHECKMARKS,
  WorkStateMessages,
  type DaypartNumber,
  type WorkStateLine,
  type WorkStateMark,
  type WorkStateStatus,
  type WorkStateTotals,
} from '@app/contracts';
import { notFound, rowsOf, type ListRequest, type Tx } from '@app/service-kit';
import { reasonForAbsenceDirectory, branchDetailDirectory, personDetailDirectory } from '@app/contracts/published-views/masterdata';
import type { StoredCheck } from '../db/schema-work-state';
import { isLocked } from '../domain/work-state/work-state-flow';
import { listPeriod } from '../domain/work-state/work-state-list';
import { scopeCondition, subtreeOf, type RequestScope } from './scope';
import { stepFilter } from './work-state-conditions';
import type { StepSwitches } from '../domain/work-state/work-state-flow';

/** Reads of work-state lines (GET /api/work-state, /:id, /request/:id/work-state); docs/work-state.md. */

export interface LineReadContext {
  poolId: number;
  scope: RequestScope;
  today: string;
}

type Instant = Date | string | null;
interface LineRow {
  id: number;
  date: string;
  daypart: number;
  wtf: string | number;
  hours: string | number;
  distance_total: string | number | null;
  travel_cost: string | number | null;
  cao_fee: string | number | null;
  contribution: string | number | null;
  secondment_branch_id: number | null;
  secondment_branch_name: string | null;
  approved_at: Instant;
  approved_by: number | null;
  approved_by_name: string | null;
  reviewed_at: Instant;
  reviewed_by: number | null;
  reviewed_by_name: string | null;
  processed_at: Instant;
  processed_by: number | null;
  processed_by_name: string | null;
  sent_at: Instant;
  sent_by: number | null;
  sent_by_name: string | null;
  checks: Record<string, StoredCheck>;
  external_employee_id: string | null;
  replacement_id: string | null;
  payroll_state: WorkStateLine['payroll_state'];
  payroll_error: string | null;
  person_id: number;
  person_name: string | null;
  number: number;
  branch_id: number;
  branch_name: string | null;
  reason_id: number;
  reason: string | null;
  absentee_name: string | null;
  period_start: string | null;
  period_end: string | null;
  dayparts_count: number;
  open_dayparts: number;
  first_open_date: string | null;
}

/** The line columns with every name, on a set `w` of lines joined to their request `r`. */
const lineSelect = (from: SQL) => sql`select w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.daypart, w.wtf, w.hours, w.distance_total,
    w.travel_cost, w.cao_fee, w.contribution, w.secondment_branch_id, sb.name as secondment_branch_name,
    w.approved_at, w.approved_by, w.approved_by_name, w.reviewed_at, w.reviewed_by, w.reviewed_by_name,
    w.processed_at, w.processed_by, w.processed_by_name, w.sent_at, w.sent_by, w.sent_by_name, w.checks,
    w.external_employee_id, w.replacement_id, w.payroll_state, w.payroll_error, w.person_id, p.full_name as person_name,
    r.number, r.branch_id, b.name as branch_name, r.reason_for_absence_id as reason_id, a.description as reason,
    ap.full_name as absentee_name, to_char(r.period_start, 'YYYY-MM-DD') as period_start, to_char(r.period_end, 'YYYY-MM-DD') as period_end,
    r.dayparts_count, r.open_dayparts, to_char(r.first_open_date, 'YYYY-MM-DD') as first_open_date
  ${from}
  left join ${branchDetailDirectory} b on b.id = r.branch_id
  left join ${branchDetailDirectory} sb on sb.id = w.secondment_branch_id
  left join ${personDetailDirectory} p on p.id = w.person_id
  left join ${personDetailDirectory} ap on ap.id = r.absentee_person_id
  left join ${reasonForAbsenceDirectory} a on a.id = r.reason_for_absence_id`;

const num = (v: string | number | null) => (v === null ? null : Number(v));
const mark = (at: Instant, by: number | null, name: string | null): WorkStateMark | null =>
  at === null ? null : { at: new Date(at).toISOString(), by: { id: by, name: name ?? '' } };

function lineView(row: LineRow, today: string): WorkStateLine {
  const checks: WorkStateLine['checks'] = {};
  for (const n of WORK_STATE_CHECKMARKS) {
    const c = row.checks?.[String(n)];
    if (c) checks[`${n}`] = { at: c.at, by: { id: c.by, name: c.by_name } };
  }
  const steps = {
    approved: mark(row.approved_at, row.approved_by, row.approved_by_name),
    reviewed: mark(row.reviewed_at, row.reviewed_by, row.reviewed_by_name),
    processed: mark(row.processed_at, row.processed_by, row.processed_by_name),
    sent: mark(row.sent_at, row.sent_by, row.sent_by_name),
  };
  const statuses: WorkStateStatus[] = [];
  for (const [step, m] of Object.entries(steps)) if (m) statuses.push({ icon: 'CheckCircle', label: `work_state.steps.${step}` });
  if (row.payroll_state === 'queued' || row.payroll_state === 'sending')
    statuses.push({ icon: 'Schedule', label: 'work_state.payroll.queued' });
  if (row.payroll_state === 'rejected') statuses.push({ icon: 'ErrorOutline', label: 'work_state.payroll.rejected' });
  return {
    id: row.id,
    date: row.date,
    daypart: row.daypart as DaypartNumber,
    request: {
      id: row.number,
      name: row.absentee_name ? `#${row.number} ${row.absentee_name}` : `#${row.number}`,
      branch: { id: row.branch_id, name: row.branch_name ?? '' },
      status: requestStatus(
        { dayparts_count: row.dayparts_count, open_dayparts: row.open_dayparts, first_open_date: row.first_open_date },
        today,
      ),
      reason_for_absence: row.reason === null ? null : { id: row.reason_id, description: row.reason },
      period_start: row.period_start,
      period_end: row.period_end,
    },
    person: { id: row.person_id, full_name: row.person_name ?? '' },
    wtf: Number(row.wtf),
    hours: Number(row.hours),
    secondment_branch: row.secondment_branch_id === null ? null : { id: row.secondment_branch_id, name: row.secondment_branch_name ?? '' },
    distance_total: num(row.distance_total),
    travel_cost: num(row.travel_cost),
    cao_fee: num(row.cao_fee),
    contribution: num(row.contribution),
    ...steps,
    checks,
    external_employee_id: row.external_employee_id,
    replacement_id: row.replacement_id,
    payroll_state: row.payroll_state,
    payroll_error: row.payroll_error,
    locked: isLocked({ processed: steps.processed !== null, sent: steps.sent !== null }),
    statuses,
  };
}

const ids = (values: string[]) => values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
const inList = (column: SQL, values: number[]) =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;
function listWhere(ctx: LineReadContext, filters: Record<string, string[]>, switches: StepSwitches): SQL[] {
  const { from, to } = listPeriod(filters, ctx.today);
  return [
    sql`w.pool_id = ${ctx.poolId}`,
    scopeCondition(sql`w.branch_id`, ctx.poolId, ctx.scope),
    from ? sql`w.date >= ${from}` : undefined,
    to ? sql`w.date <= ${to}` : undefined,
    filters.branch
      ? sql`(${sql.join(
          ids(filters.branch).map((id) => sql`w.branch_id in ${subtreeOf(ctx.poolId, id)}`),
          sql` or `,
        )} or false)`
      : undefined,
    filters.person ? inList(sql`w.person_id`, ids(filters.person)) : undefined,
    filters.request ? inList(sql`r.number`, ids(filters.request)) : undefined,
    filters.step ? stepFilter(filters.step, switches) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

function sortOf(column: string): { expression: SQL; join?: SQL } {
  switch (column) {
    case 'request':
      return { expression: sql`r.number` };
    case 'branch_name':
      return { expression: sql`lower(sb.name)`, join: sql`left join ${branchDetailDirectory} sb on sb.id = w.branch_id` };
    case 'person_name':
      return { expression: sql`lower(sp.full_name)`, join: sql`left join ${personDetailDirectory} sp on sp.id = w.person_id` };
    case 'wtf':
      return { expression: sql`w.wtf` };
    case 'hours':
      return { expression: sql`w.hours` };
    case 'travel_cost':
      return { expression: sql`w.travel_cost` };
    default:
      return { expression: sql`w.date` };
  }
}

/** One page of lines with the totals of every line the filter selects. */
export async function listLines(
  tx: Tx,
  ctx: LineReadContext,
  request: ListRequest,
  switches: StepSwitches,
): Promise<{ rows: WorkStateLine[]; total: number; totals: WorkStateTotals }> {
  const where = sql.join(listWhere(ctx, request.filters, switches), sql` and `);
  const sort = sortOf(request.sort.column);
  const direction = request.sort.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const order = sql`${sort.expression} ${direction}, w.date ${direction}, w.daypart ${direction}, w.id ${direction}`;
  const limit = request.perPage === null ? sql`` : sql`limit ${request.perPage} offset ${(request.page - 1) * request.perPage}`;
  const [totals] = await rowsOf<{
    lines: number;
    wtf: string | null;
    hours: string | null;
    distance_total: string | null;
    travel_cost: string | null;
  }>(
    tx,
    sql`select count(*)::int as lines, sum(w.wtf) as wtf, sum(w.hours) as hours, sum(w.distance_total) as distance_total,
        sum(w.travel_cost) as travel_cost
      from staffing.work_state_lines w join staffing.requests r on r.id = w.request_id where ${where}`,
  );
  const rows = await rowsOf<LineRow & { position: number }>(
    tx,
    sql`with page as (
      select w.*, row_number() over (order by ${order}) as position
      from staffing.work_state_lines w join staffing.requests r on r.id = w.request_id ${sort.join ?? sql``}
      where ${where} order by ${order} ${limit})
    ${lineSelect(sql`from page w join staffing.requests r on r.id = w.request_id`)}
    order by w.position`,
  );
  const sum = (v: string | null, places: number) => Math.round(Number(v ?? 0) * 10 ** places) / 10 ** places;
  return {
    rows: rows.map((r) => lineView(r, ctx.today)),
    total: totals?.lines ?? 0,
    totals: {
      lines: totals?.lines ?? 0,
      wtf: sum(totals?.wtf ?? null, 4),
      hours: sum(totals?.hours ?? null, 2),
      distance_total: sum(totals?.distance_total ?? null, 1),
      travel_cost: sum(totals?.travel_cost ?? null, 2),
    },
  };
}

/** Lines by id within the caller's pool and scope (the ones not found are simply absent). */
export async function readLines(tx: Tx, ctx: LineReadContext, lineIds: readonly number[]): Promise<WorkStateLine[]> {
  if (!lineIds.length) return [];
  const inScope = scopeCondition(sql`w.branch_id`, ctx.poolId, ctx.scope);
  const rows = await rowsOf<LineRow>(
    tx,
    sql`${lineSelect(sql`from staffing.work_state_lines w join staffing.requests r on r.id = w.request_id`)}
      where w.pool_id = ${ctx.poolId} and w.id = any(${`{${lineIds.join(',')}}`}::int[])${inScope ? sql` and ${inScope}` : sql``}
      order by w.date, w.daypart, w.id`,
  );
  return rows.map((r) => lineView(r, ctx.today));
}

export async function readLine(tx: Tx, ctx: LineReadContext, id: number): Promise<WorkStateLine> {
  const [line] = await readLines(tx, ctx, [id]);
  if (!line) throw notFound(WorkStateMessages.notFound);
  return line;
}

/** The lines of one request (its internal id), in date order. */
export async function requestLines(tx: Tx, ctx: LineReadContext, requestId: number): Promise<WorkStateLine[]> {
  const rows = await rowsOf<LineRow>(
    tx,
    sql`${lineSelect(sql`from staffing.work_state_lines w join staffing.requests r on r.id = w.request_id`)}
      where w.pool_id = ${ctx.poolId} and w.request_id = ${requestId}
      order by w.date, w.daypart, w.id`,
  );
  return rows.map((r) => lineView(r, ctx.today));
}
