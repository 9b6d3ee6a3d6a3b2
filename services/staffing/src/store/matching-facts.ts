import { sql } from 'drizzle-orm';
import { MATCHING_UNFOLDED_DEFAULT, type AvailabilityState, type ChainPolicyType, type MatchingCheck } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { dateInAmsterdam, isoWeekday } from '../domain/calendar/iso-dates';
import { MatchingAborted } from '../domain/matching/engine';
import {
  partKey,
  type CandidateFacts,
  type DaypartBusy,
  type MatchRequestFacts,
  type OpenDaypart,
  type PersonContract,
} from '../domain/matching/match-facts';
import { dateArray, intArray, readDefaultWeeks, readMarks } from './availability';
import { readDistances } from './matching-distance';
import { readBlockades, readConducts } from './matching-blockades';
import type { RequestRow } from './request-rows';

/**
 * What matching reads, assembled in a fixed number of set-based queries whatever the number of
 * persons (docs/matching.md 'Where the facts come from'): staffing's own tables and master data's
 * and identity's published views. `CHECKS_WITH_A_SOURCE` names the facts read this way; a rule
 * whose fact has no source is left out and reported as not checked.
 */
export const CHECKS_WITH_A_SOURCE: ReadonlySet<MatchingCheck> = new Set<MatchingCheck>(['blockades', 'coc', 'distance']);

/** A planned daypart counts this many hours against the contract hours of its week (a school daypart). */
export const HOURS_PER_DAYPART = 4;

/** The reason for absence's chain information as the chain's policy type (master data's `chain_info`). */
const POLICY_OF_CHAIN_INFO: Record<string, ChainPolicyType> = { counts: 'regular', replacement_only: 'replacement', not_counted: 'exempt' };

const NO_MARKS: ReadonlyMap<string, AvailabilityState> = new Map();

export interface MatchingFacts {
  request: MatchRequestFacts;
  persons: CandidateFacts[];
  unfolded: number;
}

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The request's open dayparts (open or invited: a reserved daypart is held), by date. */
async function openDayparts(tx: Tx, poolId: number, requestId: number): Promise<OpenDaypart[]> {
  return rowsOf<OpenDaypart>(
    tx,
    sql`select id, to_char(date, 'YYYY-MM-DD') as date, daypart from staffing.request_dates
      where pool_id = ${poolId} and request_id = ${requestId} and state in ('open', 'invited') order by date, daypart`,
  );
}

/** The branch line, the board, the reason's chain regime, the request's labels and the unfolded setting, in one query. */
async function requestContext(tx: Tx, poolId: number, row: RequestRow) {
  const [context] = await rowsOf<{
    line: { id: number; parent_id: number | null }[];
    chain_info: string | null;
    labels: { id: number; name: string; required: boolean }[];
    unfolded: unknown;
  }>(
    tx,
    sql`with recursive up(id, parent_id) as (
        select id, parent_id from masterdata.branch_directory where pool_id = ${poolId} and id = ${row.branchId}
        union all select b.id, b.parent_id from masterdata.branch_directory b join up on b.id = up.parent_id where b.pool_id = ${poolId})
      select
        (select json_agg(json_build_object('id', id, 'parent_id', parent_id)) from up) as line,
        (select chain_info from masterdata.reason_for_absence_directory where pool_id = ${poolId} and id = ${row.reasonForAbsenceId}) as chain_info,
        coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'required', l.required_employability))
          from masterdata.label_directory l where l.pool_id = ${poolId} and l.id = any(${intArray(row.labels)}::int[])), '[]') as labels,
        (select value from masterdata.setting_value_directory
          where pool_id = ${poolId} and branch_id is null and code = 'matching_num_of_unfolded_results') as unfolded`,
  );
  const line = context?.line ?? [{ id: row.branchId, parent_id: null }];
  const unfolded = Number(context?.unfolded);
  return {
    branchLine: line.map((b) => b.id),
    boardId: line.find((b) => b.parent_id === null)?.id ?? row.branchId,
    policyType: POLICY_OF_CHAIN_INFO[context?.chain_info ?? 'counts'] ?? 'regular',
    labels: context?.labels ?? [],
    unfolded: Number.isInteger(unfolded) && unfolded > 0 ? unfolded : MATCHING_UNFOLDED_DEFAULT,
  };
}

/**
 * Everyone matching judges: the persons who have (or had) a substitute profile in the pool, and
 * the request's preferred person; `substitute` says whether the person and a substitute profile
 * are live (rule 1).
 */
async function universe(tx: Tx, poolId: number, preferred: number | null) {
  return rowsOf<{ id: number; full_name: string; planning_blockade: boolean; substitute: boolean }>(
    tx,
    sql`with subs as (
        select pr.person_id, bool_or(pr.archived_at is null) as live from identity.profile_directory pr
        join masterdata.profile_type_directory t on t.pool_id = pr.pool_id and t.id = pr.profile_type_id and t.type = 'substitute'
        where pr.pool_id = ${poolId} and pr.person_id is not null group by pr.person_id)
      select p.id, p.full_name, p.planning_blockade, coalesce(s.live, false) and not p.archived as substitute
      from masterdata.person_detail_directory p left join subs s on s.person_id = p.id
      where p.pool_id = ${poolId} and (s.person_id is not null or p.id = ${preferred ?? 0})`,
  );
}

/** Planned (any request) and reserved (an open reservation of another request) on the request's dayparts. */
async function busyOnDayparts(tx: Tx, poolId: number, requestId: number, ids: string, dates: string, parts: string) {
  return rowsOf<{ person_id: number; date: string; daypart: number; what: 'planned' | 'reserved' | 'mine' }>(
    tx,
    sql`with wanted(date, daypart) as (select * from unnest(${dates}::date[], ${parts}::smallint[]))
      select d.person_id, to_char(d.date, 'YYYY-MM-DD') as date, d.daypart,
        case when d.request_id = ${requestId} then 'mine' else 'planned' end as what
      from staffing.request_dates d join wanted w on w.date = d.date and w.daypart = d.daypart
      join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id = any(${ids}::int[])
      union all
      select o.person_id, to_char(d.date, 'YYYY-MM-DD'), d.daypart, 'reserved'
      from staffing.offers o join staffing.request_dates d on d.pool_id = o.pool_id and d.request_id = o.request_id
      join wanted w on w.date = d.date and w.daypart = d.daypart
      where o.pool_id = ${poolId} and o.kind = 'reservation' and o.state = 'open' and o.request_id <> ${requestId}
        and d.state in ('open', 'invited', 'reserved') and o.person_id = any(${ids}::int[])`,
  );
}

/** Who is invited or holds the reservation for this request (the match record's invited and reserved flags). */
async function offersOfRequest(tx: Tx, poolId: number, requestId: number) {
  return rowsOf<{ person_id: number; kind: 'invitation' | 'reservation' }>(
    tx,
    sql`select person_id, kind from staffing.offers
      where pool_id = ${poolId} and request_id = ${requestId} and state in ('open', 'wait_for_deny')`,
  );
}

async function personLabels(tx: Tx, poolId: number, ids: string, labelIds: string) {
  return rowsOf<{ person_id: number; label_id: number }>(
    tx,
    sql`select person_id, label_id from masterdata.person_label_directory
      where pool_id = ${poolId} and person_id = any(${ids}::int[]) and label_id = any(${labelIds}::int[])`,
  );
}

/** Live contracts with the board of their branch (the root of its branch tree). */
async function contractsWithBoard(tx: Tx, poolId: number, ids: string) {
  return rowsOf<{
    person_id: number;
    board_id: number | null;
    parent_id: number | null;
    start_date: string;
    end_date: string;
    hours: number | null;
    policy_type: ChainPolicyType | null;
  }>(
    tx,
    sql`with recursive up(branch_id, id, parent_id) as (
        select id, id, parent_id from masterdata.branch_directory where pool_id = ${poolId}
        union all select up.branch_id, b.id, b.parent_id from masterdata.branch_directory b join up on b.id = up.parent_id where b.pool_id = ${poolId})
      select c.person_id, up.id as board_id, c.parent_id, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
        to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.hours::float8 as hours, c.policy_type
      from masterdata.contract_directory c left join up on up.branch_id = c.branch_id and up.parent_id is null
      where c.pool_id = ${poolId} and c.person_id = any(${ids}::int[])`,
  );
}

/** Continuity and fairness per person: worked at the branch or for the absentee before, planned lately and in the first week. */
async function history(tx: Tx, poolId: number, ids: string, row: RequestRow, today: string, firstDate: string) {
  const weekStart = shift(firstDate, 1 - isoWeekday(firstDate));
  return rowsOf<{ person_id: number; at_branch: boolean; for_absentee: boolean; recent: number; this_week: number }>(
    tx,
    sql`select d.person_id,
        bool_or(r.branch_id = ${row.branchId} and d.date < ${today}) as at_branch,
        bool_or(r.absentee_person_id = ${row.absenteePersonId ?? 0} and d.date < ${today}) as for_absentee,
        (count(*) filter (where d.date >= ${shift(today, -28)} and d.date < ${today}))::int as recent,
        (count(*) filter (where d.date between ${weekStart} and ${shift(weekStart, 6)}))::int as this_week
      from staffing.request_dates d join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id = any(${ids}::int[])
      group by d.person_id`,
  );
}

const group = <T extends { person_id: number }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.person_id);
    if (list) list.push(r);
    else out.set(r.person_id, [r]);
  }
  return out;
};

/**
 * The facts of one request for the engine. `signal` is checked between the queries: a caller
 * who went away stops the work (MatchingAborted). `extraLabels` are the label filter's labels,
 * read with the request's own.
 */
export async function readMatchingFacts(
  tx: Tx,
  row: RequestRow,
  now: Date,
  extraLabels: readonly number[],
  signal?: AbortSignal,
): Promise<MatchingFacts> {
  const poolId = row.poolId;
  const step = <T>(value: T): T => {
    if (signal?.aborted) throw new MatchingAborted();
    return value;
  };
  const dayparts = step(await openDayparts(tx, poolId, row.id));
  const context = step(await requestContext(tx, poolId, row));
  const request: MatchRequestFacts = {
    branchId: row.branchId,
    branchLine: context.branchLine,
    boardId: context.boardId,
    absenteePersonId: row.absenteePersonId,
    preferredPersonId: row.preferredPersonId,
    requiredLabels: context.labels.filter((l) => l.required).map(({ id, name }) => ({ id, name })),
    preferredLabels: context.labels.filter((l) => !l.required).map((l) => l.id),
    policyType: context.policyType,
    dayparts,
  };
  if (!dayparts.length) return { request, persons: [], unfolded: context.unfolded };
  const people = step(await universe(tx, poolId, row.preferredPersonId));
  const ids = intArray(people.map((p) => p.id));
  const personIds = people.map((p) => p.id);
  const first = dayparts[0]!.date;
  const last = dayparts[dayparts.length - 1]!.date;
  const busy = group(
    step(await busyOnDayparts(tx, poolId, row.id, ids, dateArray(dayparts.map((d) => d.date)), intArray(dayparts.map((d) => d.daypart)))),
  );
  const offers = new Map(step(await offersOfRequest(tx, poolId, row.id)).map((o) => [o.person_id, o.kind]));
  const marks = step(await readMarks(tx, poolId, personIds, first, last));
  const weeks = step(await readDefaultWeeks(tx, poolId, personIds));
  const labels = group(step(await personLabels(tx, poolId, ids, intArray([...row.labels, ...extraLabels]))));
  const contracts = group(step(await contractsWithBoard(tx, poolId, ids)));
  const past = new Map(step(await history(tx, poolId, ids, row, dateInAmsterdam(now), first)).map((h) => [h.person_id, h]));
  const distances = step(await readDistances(tx, poolId, ids, row.branchId));
  const blockades = step(await readBlockades(tx, poolId, personIds, context.branchLine, first, last));
  const conducts = step(await readConducts(tx, poolId, personIds));

  const persons = people.map((p): CandidateFacts => {
    const own = contracts.get(p.id) ?? [];
    const personContracts: PersonContract[] = own.map((c) => ({
      boardId: c.board_id,
      parentId: c.parent_id,
      startDate: c.start_date,
      endDate: c.end_date,
      hours: c.hours,
      // master data's contract view does not publish secondment yet
      secondment: false,
      policyType: c.policy_type,
    }));
    const current = personContracts.filter((c) => c.startDate <= first && c.endDate >= first && c.hours !== null);
    const h = past.get(p.id);
    const personMarks = marks.get(p.id);
    const week = weeks.get(p.id);
    const busyMap = new Map<string, DaypartBusy>();
    const onThisRequest = new Map<string, 'substituted' | 'invited' | 'reserved'>();
    for (const b of busy.get(p.id) ?? []) {
      if (b.what === 'mine') onThisRequest.set(partKey(b.date, b.daypart), 'substituted');
      else busyMap.set(partKey(b.date, b.daypart), b.what);
    }
    const offer = offers.get(p.id);
    if (offer)
      for (const d of dayparts) {
        const key = partKey(d.date, d.daypart);
        if (!onThisRequest.has(key)) onThisRequest.set(key, offer === 'invitation' ? 'invited' : 'reserved');
      }
    return {
      id: p.id,
      fullName: p.full_name,
      substitute: p.substitute,
      planningBlockade: p.planning_blockade,
      busy: busyMap,
      marks: personMarks ?? NO_MARKS,
      defaultWeek: week,
      onThisRequest,
      blockades: blockades.get(p.id) ?? [],
      labels: new Set((labels.get(p.id) ?? []).map((l) => l.label_id)),
      coc: conducts.get(p.id) ?? null,
      contracts: personContracts,
      distanceKm: distances.get(p.id) ?? null,
      workedAtBranch: h?.at_branch ?? false,
      workedForAbsentee: h?.for_absentee ?? false,
      weekHours: current.length ? current.reduce((sum, c) => sum + (c.hours ?? 0), 0) : null,
      plannedHoursThisWeek: (h?.this_week ?? 0) * HOURS_PER_DAYPART,
      plannedDaypartsLast4Weeks: h?.recent ?? 0,
    };
  });
  return { request, persons, unfolded: context.unfolded };
}
