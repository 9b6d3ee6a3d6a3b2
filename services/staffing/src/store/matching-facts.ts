import { sql } from 'drizzle-orm';
import { MATCHING_UNFOLDED_DEFAULT, type AvailabilityState, type ChainPolicyType } from '@app/contracts';
import { rowsTogether, type Tx } from '@app/service-kit';
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
import {
  dateArray,
  defaultWeeksByPerson,
  defaultWeeksRead,
  intArray,
  marksByPerson,
  marksRead,
  type DefaultWeekRow,
  type MarkRow,
} from './availability';
import { distancesByBranch, distancesRead, type DistanceRow } from './matching-distance';
import { blockadesByPerson, blockadesRead, conductsByPerson, conductsRead, type BlockadeRow, type ConductRow } from './matching-blockades';
import type { RequestRow } from './request-rows';

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

type DaypartRow = OpenDaypart & { request_id: number };

/** The open dayparts (open or invited: a reserved daypart is held) of several requests. */
const openDaypartsRead = (poolId: number, requestIds: string) =>
  sql`select request_id, id, to_char(date, 'YYYY-MM-DD') as date, daypart from staffing.request_dates
      where pool_id = ${poolId} and request_id = any(${requestIds}::int[]) and state in ('open', 'invited')`;

/** By request id, then date and daypart (rows read together come in no promised order). */
const byRequestDateDaypart = (a: DaypartRow, b: DaypartRow) =>
  a.request_id - b.request_id || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.daypart - b.daypart);

type ContextRow = {
  lines: { start: number; id: number; parent_id: number | null }[] | null;
  reasons: { id: number; chain_info: string | null }[] | null;
  labels: { id: number; name: string; required: boolean }[];
  unfolded: unknown;
};

/**
 * What the requests' context needs, in one read (one row): the line of each branch (it and its
 * ancestors), the reasons' chain regimes, the labels asked and the unfolded setting.
 */
const requestContextRead = (poolId: number, rows: readonly RequestRow[]) =>
  sql`with recursive up(start, id, parent_id) as (
        select id, id, parent_id from masterdata.branch_directory where pool_id = ${poolId} and id = any(${intArray(rows.map((r) => r.branchId))}::int[])
        union all select up.start, b.id, b.parent_id from masterdata.branch_directory b join up on b.id = up.parent_id where b.pool_id = ${poolId})
      select
        (select json_agg(json_build_object('start', start, 'id', id, 'parent_id', parent_id)) from up) as lines,
        (select json_agg(json_build_object('id', id, 'chain_info', chain_info)) from masterdata.reason_for_absence_directory
          where pool_id = ${poolId} and id = any(${intArray(rows.map((r) => r.reasonForAbsenceId))}::int[])) as reasons,
        coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'required', l.required_employability))
          from masterdata.label_directory l where l.pool_id = ${poolId} and l.id = any(${intArray(rows.flatMap((r) => r.labels))}::int[])), '[]') as labels,
        (select value from masterdata.setting_value_directory
          where pool_id = ${poolId} and branch_id is null and code = 'matching_num_of_unfolded_results') as unfolded`;

/** The requests' context from the row of `requestContextRead`. */
function requestContexts(context: ContextRow | undefined) {
  const lines = context?.lines ?? [];
  const chainInfo = new Map((context?.reasons ?? []).map((r) => [r.id, r.chain_info]));
  const labels = new Map((context?.labels ?? []).map((l) => [l.id, l]));
  const unfolded = Number(context?.unfolded);
  return {
    unfolded: Number.isInteger(unfolded) && unfolded > 0 ? unfolded : MATCHING_UNFOLDED_DEFAULT,
    of: (row: RequestRow) => {
      const line = lines.filter((b) => b.start === row.branchId);
      const asked = row.labels.flatMap((id) => labels.get(id) ?? []);
      return {
        branchLine: line.length ? line.map((b) => b.id) : [row.branchId],
        boardId: line.find((b) => b.parent_id === null)?.id ?? row.branchId,
        policyType: POLICY_OF_CHAIN_INFO[chainInfo.get(row.reasonForAbsenceId) ?? 'counts'] ?? 'regular',
        labels: asked,
      };
    },
  };
}

type PersonRow = { id: number; full_name: string; planning_blockade: boolean; substitute: boolean };

/**
 * Everyone matching judges: the persons who have (or had) a substitute profile in the pool, and
 * the requests' preferred persons; or, given `only`, those persons of the pool whatever their
 * profiles (person matching judges one). `substitute` says whether the person and a substitute
 * profile are live (rule 1).
 */
const universeRead = (poolId: number, preferred: readonly number[], only: readonly number[] | undefined) =>
  sql`with subs as (
        select pr.person_id, bool_or(pr.archived_at is null) as live from identity.profile_directory pr
        join masterdata.profile_type_directory t on t.pool_id = pr.pool_id and t.id = pr.profile_type_id and t.type = 'substitute'
        where pr.pool_id = ${poolId} and pr.person_id is not null group by pr.person_id)
      select p.id, p.full_name, p.planning_blockade, coalesce(s.live, false) and not p.archived as substitute
      from masterdata.person_detail_directory p left join subs s on s.person_id = p.id
      where p.pool_id = ${poolId} and ${
        only ? sql`p.id = any(${intArray(only)}::int[])` : sql`(s.person_id is not null or p.id = any(${intArray(preferred)}::int[]))`
      }`;

type BusyRow = { person_id: number; request_id: number; date: string; daypart: number; what: 'planned' | 'reserved' };

/**
 * Planned (on any request: `request_id` says which) and reserved (an open reservation: of
 * `request_id`) on the asked dates and dayparts; whether it is the judged request's own is decided per request.
 */
const busyOnDaypartsRead = (poolId: number, ids: string, dates: string, parts: string) =>
  sql`with wanted(date, daypart) as (select distinct * from unnest(${dates}::date[], ${parts}::smallint[]))
      select d.person_id, d.request_id, to_char(d.date, 'YYYY-MM-DD') as date, d.daypart, 'planned' as what
      from staffing.request_dates d join wanted w on w.date = d.date and w.daypart = d.daypart
      join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id = any(${ids}::int[])
      union all
      select o.person_id, o.request_id, to_char(d.date, 'YYYY-MM-DD'), d.daypart, 'reserved'
      from staffing.offers o join staffing.request_dates d on d.pool_id = o.pool_id and d.request_id = o.request_id
      join wanted w on w.date = d.date and w.daypart = d.daypart
      where o.pool_id = ${poolId} and o.kind = 'reservation' and o.state = 'open'
        and d.state in ('open', 'invited', 'reserved') and o.person_id = any(${ids}::int[])`;

type OfferRow = { request_id: number; person_id: number; kind: 'invitation' | 'reservation' };

/** Who is invited or holds the reservation for each request (the match record's invited and reserved flags). */
const offersOfRequestsRead = (poolId: number, requestIds: string) =>
  sql`select request_id, person_id, kind from staffing.offers
      where pool_id = ${poolId} and request_id = any(${requestIds}::int[]) and state in ('open', 'wait_for_deny')`;

type PersonLabelRow = { person_id: number; label_id: number };

const personLabelsRead = (poolId: number, ids: string, labelIds: string) =>
  sql`select person_id, label_id from masterdata.person_label_directory
      where pool_id = ${poolId} and person_id = any(${ids}::int[]) and label_id = any(${labelIds}::int[])`;

type ContractRow = {
  person_id: number;
  board_id: number | null;
  parent_id: number | null;
  start_date: string;
  end_date: string;
  hours: number | null;
  policy_type: ChainPolicyType | null;
};

/** Live contracts with the board of their branch (the root of its branch tree). */
const contractsWithBoardRead = (poolId: number, ids: string) =>
  sql`with recursive up(branch_id, id, parent_id) as (
        select id, id, parent_id from masterdata.branch_directory where pool_id = ${poolId}
        union all select up.branch_id, b.id, b.parent_id from masterdata.branch_directory b join up on b.id = up.parent_id where b.pool_id = ${poolId})
      select c.person_id, up.id as board_id, c.parent_id, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
        to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.hours::float8 as hours, c.policy_type
      from masterdata.contract_directory c left join up on up.branch_id = c.branch_id and up.parent_id is null
      where c.pool_id = ${poolId} and c.person_id = any(${ids}::int[])`;

const personContract = (c: ContractRow): PersonContract => ({
  boardId: c.board_id,
  parentId: c.parent_id,
  startDate: c.start_date,
  endDate: c.end_date,
  hours: c.hours,
  // master data's contract view does not publish secondment yet
  secondment: false,
  policyType: c.policy_type,
});

/**
 * What rule 6 needs of one person planned on one request, as matching reads it: the request's
 * board and chain regime (its reason's chain information) and the person's contracts with their boards.
 */
export async function readEngagementFacts(tx: Tx, row: RequestRow, personId: number) {
  const read = await rowsTogether<{ context: ContextRow[]; contracts: ContractRow[] }>(tx, {
    context: requestContextRead(row.poolId, [row]),
    contracts: contractsWithBoardRead(row.poolId, intArray([personId])),
  });
  const context = requestContexts(read.context[0]).of(row);
  return { board: { boardId: context.boardId, policyType: context.policyType }, contracts: read.contracts.map(personContract) };
}

type HistoryRow = { request_id: number; person_id: number; at_branch: boolean; for_absentee: boolean; recent: number; this_week: number };

/**
 * Continuity and fairness per request and person: worked at the request's branch or for its
 * absentee before, planned lately, and planned in the week of the request's first open date.
 */
function historyRead(poolId: number, ids: string, asked: readonly { row: RequestRow; first: string }[], today: string) {
  const weekStarts = asked.map(({ first }) => shift(first, 1 - isoWeekday(first)));
  return sql`with asked(request_id, branch_id, absentee_id, week_start) as (
        select * from unnest(${intArray(asked.map((a) => a.row.id))}::int[], ${intArray(asked.map((a) => a.row.branchId))}::int[],
          ${intArray(asked.map((a) => a.row.absenteePersonId ?? 0))}::int[], ${dateArray(weekStarts)}::date[]))
      select a.request_id, d.person_id,
        bool_or(r.branch_id = a.branch_id and d.date < ${today}) as at_branch,
        bool_or(r.absentee_person_id = a.absentee_id and d.date < ${today}) as for_absentee,
        (count(*) filter (where d.date >= ${shift(today, -28)} and d.date < ${today}))::int as recent,
        (count(*) filter (where d.date between a.week_start and a.week_start + 6))::int as this_week
      from staffing.request_dates d join staffing.requests r on r.id = d.request_id and r.deleted_at is null
      cross join asked a
      where d.pool_id = ${poolId} and d.state = 'planned' and d.person_id = any(${ids}::int[])
      group by a.request_id, d.person_id`;
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
};

/**
 * The facts of several requests for the engine, one entry per row in their order, read in two
 * statements whatever the number of requests and persons (request-group matching reads its members,
 * person matching every open request, at once): the requests' dayparts and context with everyone
 * judged, then every fact of those persons, each statement reads that do not depend on one another
 * together (`rowsTogether`: a round trip each was most of a matching call's waiting under load).
 * `signal` is checked after each: a caller who went away stops the work (MatchingAborted). `extraLabels` are the label
 * filter's labels, read with the requests' own. `only` narrows the persons to those ids (person
 * matching). Blockades and marks are read for all requests' branch lines and dates together: the
 * engine keeps those of the request it judges.
 */
export async function readMatchingFactsOf(
  tx: Tx,
  rows: readonly RequestRow[],
  now: Date,
  extraLabels: readonly number[],
  signal?: AbortSignal,
  only?: readonly number[],
): Promise<MatchingFacts[]> {
  if (!rows.length) return [];
  const poolId = rows[0]!.poolId;
  const step = <T>(value: T): T => {
    if (signal?.aborted) throw new MatchingAborted();
    return value;
  };
  const requestIds = intArray(rows.map((r) => r.id));
  const preferred = rows.flatMap((r) => (r.preferredPersonId === null ? [] : [r.preferredPersonId]));
  // what the requests ask and who is judged, in one round trip
  const start = step(
    await rowsTogether<{ dayparts: DaypartRow[]; context: ContextRow[]; people: PersonRow[] }>(tx, {
      dayparts: openDaypartsRead(poolId, requestIds),
      context: requestContextRead(poolId, rows),
      people: universeRead(poolId, preferred, only),
    }),
  );
  const daypartsOf = groupBy(start.dayparts.sort(byRequestDateDaypart), (d) => d.request_id);
  const contexts = requestContexts(start.context[0]);
  const requests = rows.map((row): MatchRequestFacts => {
    const context = contexts.of(row);
    return {
      branchId: row.branchId,
      branchLine: context.branchLine,
      boardId: context.boardId,
      absenteePersonId: row.absenteePersonId,
      preferredPersonId: row.preferredPersonId,
      requiredLabels: context.labels.filter((l) => l.required).map(({ id, name }) => ({ id, name })),
      preferredLabels: context.labels.filter((l) => !l.required).map((l) => l.id),
      policyType: context.policyType,
      dayparts: (daypartsOf.get(row.id) ?? []).map(({ id, date, daypart }) => ({ id, date, daypart })),
    };
  });
  const asked = rows.flatMap((row, i) => (requests[i]!.dayparts.length ? [{ row, request: requests[i]! }] : []));
  const answer = (persons: (i: number) => CandidateFacts[]) =>
    requests.map((request, i) => ({ request, persons: request.dayparts.length ? persons(i) : [], unfolded: contexts.unfolded }));
  if (!asked.length) return answer(() => []);

  const people = start.people;
  const ids = intArray(people.map((p) => p.id));
  const personIds = people.map((p) => p.id);
  const allDayparts = asked.flatMap((a) => a.request.dayparts);
  const firsts = asked.map((a) => a.request.dayparts[0]!.date);
  const first = firsts.reduce((min, d) => (d < min ? d : min));
  const last = asked.map((a) => a.request.dayparts[a.request.dayparts.length - 1]!.date).reduce((max, d) => (d > max ? d : max));
  const branchLines = [...new Set(asked.flatMap((a) => a.request.branchLine))];
  // every fact of those persons on those dates, in a second round trip
  const facts = step(
    await rowsTogether<{
      busy: BusyRow[];
      offers: OfferRow[];
      marks: MarkRow[];
      weeks: DefaultWeekRow[];
      labels: PersonLabelRow[];
      contracts: ContractRow[];
      history: HistoryRow[];
      distances: DistanceRow[];
      blockades: BlockadeRow[];
      conducts: ConductRow[];
    }>(tx, {
      busy: busyOnDaypartsRead(poolId, ids, dateArray(allDayparts.map((d) => d.date)), intArray(allDayparts.map((d) => d.daypart))),
      offers: offersOfRequestsRead(poolId, requestIds),
      marks: marksRead(poolId, personIds, first, last),
      weeks: defaultWeeksRead(poolId, personIds),
      labels: personLabelsRead(poolId, ids, intArray([...rows.flatMap((r) => r.labels), ...extraLabels])),
      contracts: contractsWithBoardRead(poolId, ids),
      history: historyRead(
        poolId,
        ids,
        asked.map((a, i) => ({ row: a.row, first: firsts[i]! })),
        dateInAmsterdam(now),
      ),
      distances: distancesRead(
        poolId,
        ids,
        rows.map((r) => r.branchId),
      ),
      blockades: blockadesRead(poolId, personIds, branchLines, first, last),
      conducts: conductsRead(poolId, personIds, last),
    }),
  );
  const busy = groupBy(facts.busy, (b) => b.person_id);
  const offers = new Map(facts.offers.map((o) => [`${o.request_id}:${o.person_id}`, o.kind]));
  const marks = marksByPerson(facts.marks);
  const weeks = defaultWeeksByPerson(facts.weeks);
  const labels = groupBy(facts.labels, (l) => l.person_id);
  const contracts = groupBy(facts.contracts, (c) => c.person_id);
  const past = new Map(facts.history.map((h) => [`${h.request_id}:${h.person_id}`, h]));
  const distances = distancesByBranch(facts.distances);
  const blockades = blockadesByPerson(facts.blockades);
  const conducts = conductsByPerson(facts.conducts);

  // what does not depend on the request, once per person
  const shared = people.map((p) => ({
    p,
    contracts: (contracts.get(p.id) ?? []).map(personContract),
    labels: new Set((labels.get(p.id) ?? []).map((l) => l.label_id)),
  }));

  return answer((i) => {
    const row = rows[i]!;
    const { dayparts } = requests[i]!;
    const firstOpen = dayparts[0]!.date;
    return shared.map(({ p, contracts: personContracts, labels: personLabelSet }): CandidateFacts => {
      const current = personContracts.filter((c) => c.startDate <= firstOpen && c.endDate >= firstOpen && c.hours !== null);
      const h = past.get(`${row.id}:${p.id}`);
      const busyMap = new Map<string, DaypartBusy>();
      const onThisRequest = new Map<string, 'substituted' | 'invited' | 'reserved'>();
      for (const b of busy.get(p.id) ?? []) {
        const key = partKey(b.date, b.daypart);
        if (b.request_id !== row.id) busyMap.set(key, b.what);
        else if (b.what === 'planned') onThisRequest.set(key, 'substituted');
      }
      const offer = offers.get(`${row.id}:${p.id}`);
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
        marks: marks.get(p.id) ?? NO_MARKS,
        defaultWeek: weeks.get(p.id),
        onThisRequest,
        blockades: blockades.get(p.id) ?? [],
        labels: personLabelSet,
        coc: conducts.get(p.id) ?? null,
        contracts: personContracts,
        distanceKm: distances.get(row.branchId)?.get(p.id) ?? null,
        workedAtBranch: h?.at_branch ?? false,
        workedForAbsentee: h?.for_absentee ?? false,
        weekHours: current.length ? current.reduce((sum, c) => sum + (c.hours ?? 0), 0) : null,
        plannedHoursThisWeek: (h?.this_week ?? 0) * HOURS_PER_DAYPART,
        plannedDaypartsLast4Weeks: h?.recent ?? 0,
      };
    });
  });
}

/** The facts of one request (request matching). */
export async function readMatchingFacts(
  tx: Tx,
  row: RequestRow,
  now: Date,
  extraLabels: readonly number[],
  signal?: AbortSignal,
): Promise<MatchingFacts> {
  return (await readMatchingFactsOf(tx, [row], now, extraLabels, signal))[0]!;
}
