import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BRANCH_REQUEST_SETTINGS,
  REQUEST_SETTING_DEFAULTS,
  type RequestSettingCode,
  type RequestBranchInfo,
  type RequestSettings,
  type WeekScheduleSegmentView,
} from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import {
  reasonForAbsenceDirectory,
  branchDetailDirectory,
  contractDirectory,
  reasonForDaypartDirectory,
  labelDirectory,
  periodDirectory,
  personDetailDirectory,
  profileTypeDirectory,
  scheduleDirectory,
  settingValueDirectory,
  vacationDirectory,
  weekScheduleSegmentDirectory,
} from '@app/contracts/published-views/masterdata';
import { profileDirectory } from '@app/contracts/published-views/identity';
import type { VacationSpan } from '../domain/calendar/schedule-days';
import { ancestorsOf } from './scope';

/** Reads of master data's published views (ADR 0017): every one in the caller's pool transaction. */

export async function readBranch(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(branchDetailDirectory)
    .where(and(eq(branchDetailDirectory.poolId, poolId), eq(branchDetailDirectory.id, id)));
  return row ?? null;
}

/** A request's branch for the branch information view: what master data publishes, and the name of its board (the root of its tree). */
export async function readBranchInfo(tx: Tx, poolId: number, id: number): Promise<RequestBranchInfo> {
  const branch = await readBranch(tx, poolId, id);
  if (!branch) throw new Error(`branch ${id} is not in master data's published view`);
  // the board is the root of the branch tree: a dependance's parent is its school, not its board
  let board: Awaited<ReturnType<typeof readBranch>> = null;
  for (let parentId = branch.parentId; parentId !== null; parentId = board?.parentId ?? null) {
    board = await readBranch(tx, poolId, parentId);
  }
  return { id: branch.id, name: branch.name, email: branch.email, city: branch.city, region: branch.region, board: board?.name ?? null };
}

/** A schedule with its period, its week schedule's segments and the vacations it leaves out, in one query. */
export async function readSchedule(tx: Tx, poolId: number, id: number) {
  const [row] = await rowsOf<{
    id: number;
    name: string;
    branch_id: number | null;
    archived: boolean;
    period: { id: number; name: string; start: string; end: string };
    segments: WeekScheduleSegmentView[];
    vacations: (VacationSpan & { id: number })[];
  }>(
    tx,
    sql`select s.id, s.name, s.branch_id, s.archived,
      json_build_object('id', p.id, 'name', p.name, 'start', to_char(p.start_date, 'YYYY-MM-DD'), 'end', to_char(p.end_date, 'YYYY-MM-DD')) as period,
      coalesce((select json_agg(json_build_object('week_day', g.week_day, 'daypart', g.daypart, 'start_work_time', g.start_work_time,
          'end_work_time', g.end_work_time, 'extra_time', g.extra_time, 'wtf', g.wtf) order by g.week_day, g.daypart)
        from ${weekScheduleSegmentDirectory} g where g.pool_id = ${poolId} and g.week_schedule_id = s.week_schedule_id), '[]') as segments,
      coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'start_date', to_char(v.start_date, 'YYYY-MM-DD'),
          'end_date', to_char(v.end_date, 'YYYY-MM-DD'), 'plannable', v.plannable) order by v.start_date)
        from ${vacationDirectory} v where v.pool_id = ${poolId} and v.id = any(s.vacation_ids) and not v.archived), '[]') as vacations
    from ${scheduleDirectory} s join ${periodDirectory} p on p.pool_id = ${poolId} and p.id = s.period_id
    where s.pool_id = ${poolId} and s.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    branchId: row.branch_id,
    archived: row.archived,
    period: row.period,
    segments: row.segments,
    vacations: row.vacations,
  };
}

export type ScheduleRead = NonNullable<Awaited<ReturnType<typeof readSchedule>>>;

/** Whether a schedule serves a branch: one without a branch serves all, else that of the branch or an ancestor. */
export async function scheduleServesBranch(tx: Tx, poolId: number, scheduleBranchId: number | null, branchId: number): Promise<boolean> {
  if (scheduleBranchId === null) return true;
  const rows = await rowsOf<{ ok: boolean }>(tx, sql`select ${scheduleBranchId} in ${ancestorsOf(poolId, branchId)} as ok`);
  return rows[0]?.ok === true;
}

/**
 * The live vacations of a branch overlapping a period: of the branch's region, naming none or the
 * branch or an ancestor of it (a vacation without branches holds for the whole region).
 */
export async function readBranchVacations(tx: Tx, poolId: number, branch: { id: number; region: string | null }, from: string, to: string) {
  return tx
    .select({
      id: vacationDirectory.id,
      name: vacationDirectory.name,
      type: vacationDirectory.type,
      start_date: vacationDirectory.startDate,
      end_date: vacationDirectory.endDate,
      plannable: vacationDirectory.plannable,
    })
    .from(vacationDirectory)
    .where(
      and(
        eq(vacationDirectory.poolId, poolId),
        eq(vacationDirectory.archived, false),
        sql`${vacationDirectory.startDate} <= ${to} and ${vacationDirectory.endDate} >= ${from}`,
        sql`(cardinality(${vacationDirectory.branchIds}) = 0 and ${vacationDirectory.region} is not distinct from ${branch.region}
          or ${vacationDirectory.branchIds} && array(select id from ${ancestorsOf(poolId, branch.id)} a))`,
      ),
    )
    .orderBy(asc(vacationDirectory.startDate));
}

export async function readAbsenceReason(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reasonForAbsenceDirectory)
    .where(and(eq(reasonForAbsenceDirectory.poolId, poolId), eq(reasonForAbsenceDirectory.id, id)));
  return row ?? null;
}

export async function readDaypartReason(tx: Tx, poolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(reasonForDaypartDirectory)
    .where(and(eq(reasonForDaypartDirectory.poolId, poolId), eq(reasonForDaypartDirectory.id, id)));
  return row ?? null;
}

/** Persons of the pool by id (archived ones too: a request keeps naming whom it named). */
export async function readPersons(tx: Tx, poolId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { fullName: string; archived: boolean }>();
  const rows = await tx
    .select({ id: personDetailDirectory.id, fullName: personDetailDirectory.fullName, archived: personDetailDirectory.archived })
    .from(personDetailDirectory)
    .where(and(eq(personDetailDirectory.poolId, poolId), inArray(personDetailDirectory.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { fullName: r.fullName, archived: r.archived }]));
}

/**
 * Persons' functions (REQ-DATA-05 staffing): the profile type of their live profile, the one at
 * `branchId` first, else their oldest; a person without a typed live profile has none.
 */
export async function readPersonFunctions(tx: Tx, poolId: number, ids: readonly number[], branchId: number): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ person_id: number; name: string }>(
    tx,
    sql`select distinct on (p.person_id) p.person_id, t.name
        from ${profileDirectory} p join ${profileTypeDirectory} t on t.pool_id = ${poolId} and t.id = p.profile_type_id
        where p.pool_id = ${poolId} and p.archived_at is null and p.person_id in (${sql.join(
          [...new Set(ids)].map((id) => sql`${id}`),
          sql`, `,
        )})
        order by p.person_id, (p.branch_id is not distinct from ${branchId}) desc, p.id`,
  );
  return new Map(rows.map((r) => [r.person_id, r.name]));
}

/** The label ids that are no live label of the pool. */
export async function unknownLabels(tx: Tx, poolId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: labelDirectory.id })
    .from(labelDirectory)
    .where(and(eq(labelDirectory.poolId, poolId), inArray(labelDirectory.id, [...ids]), eq(labelDirectory.archived, false)));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The request settings as they hold for a branch (none: the pool's): a branch setting is the
 * branch's own value, else the nearest ancestor's, else the pool's, else the default; the others
 * are the pool's value or the default.
 */
export async function readRequestSettings(tx: Tx, poolId: number, branchId: number | null): Promise<RequestSettings> {
  const codes = Object.keys(REQUEST_SETTING_DEFAULTS);
  const chain = branchId === null ? sql`(select null::integer as id, 0 as depth where false)` : branchChainWithDepth(poolId, branchId);
  const rows = await rowsOf<{ code: RequestSettingCode; value: unknown; depth: number | null }>(
    tx,
    sql`select s.code, s.value, c.depth from ${settingValueDirectory} s left join ${chain} c on c.id = s.branch_id
        where s.pool_id = ${poolId} and s.code in ${sql`(${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`} and (s.branch_id is null or c.id is not null)`,
  );
  const settings: Record<string, unknown> = { ...REQUEST_SETTING_DEFAULTS };
  for (const code of codes as RequestSettingCode[]) {
    const pool = rows.find((r) => r.code === code && r.depth === null);
    const fromBranch = BRANCH_REQUEST_SETTINGS.includes(code)
      ? rows.filter((r) => r.code === code && r.depth !== null).sort((a, b) => a.depth! - b.depth!)[0]
      : undefined;
    const chosen = fromBranch ?? pool;
    if (chosen) settings[code] = chosen.value;
  }
  return settings as unknown as RequestSettings;
}

/** The branch and its ancestors with their distance from it (0: the branch itself). */
const branchChainWithDepth = (poolId: number, branchId: number) =>
  sql`(with recursive up(id, parent_id, depth) as (
    select ${branchDetailDirectory.id}, ${branchDetailDirectory.parentId}, 0 from ${branchDetailDirectory} where ${branchDetailDirectory.poolId} = ${poolId} and ${branchDetailDirectory.id} = ${branchId}
    union all select b.id, b.parent_id, up.depth + 1 from ${branchDetailDirectory} b join up on b.id = up.parent_id where up.depth < 10)
    select id, depth from up)`;

/** Whether the person holds a contract of the pool running on the date (open work's `contract_only`). */
export async function hasContractOn(tx: Tx, poolId: number, personId: number, date: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from ${contractDirectory} c where c.pool_id = ${poolId} and c.person_id = ${personId}
      and c.start_date <= ${date} and c.end_date >= ${date}) as found`,
  );
  return row?.found ?? false;
}

/**
 * A pool-level number setting: the whole number the pool stored, else `fallback` (the catalogue's
 * default; master data keeps only the values a pool changed and checks their range when they are saved).
 */
export async function readPoolWholeNumber(tx: Tx, poolId: number, code: string, fallback: number): Promise<number> {
  const [row] = await rowsOf<{ value: unknown }>(
    tx,
    sql`select s.value from ${settingValueDirectory} s where s.pool_id = ${poolId} and s.branch_id is null and s.code = ${code}`,
  );
  const value = Number(row?.value);
  return row !== undefined && Number.isInteger(value) ? value : fallback;
}

/**
 * A whole-number setting as it holds for a branch: the branch's own value, else the nearest
 * ancestor's, else the pool's, else `fallback` (as master data's `GET branch/{id}/settings/{code}`).
 */
export async function readBranchWholeNumber(tx: Tx, poolId: number, branchId: number, code: string, fallback: number): Promise<number> {
  const rows = await rowsOf<{ value: unknown; depth: number | null }>(
    tx,
    sql`select s.value, c.depth from ${settingValueDirectory} s left join ${branchChainWithDepth(poolId, branchId)} c on c.id = s.branch_id
        where s.pool_id = ${poolId} and s.code = ${code} and (s.branch_id is null or c.id is not null)
        order by c.depth nulls last limit 1`,
  );
  const value = Number(rows[0]?.value);
  return rows.length && Number.isInteger(value) ? value : fallback;
}
