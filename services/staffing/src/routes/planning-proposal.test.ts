import { sql } from 'drizzle-orm';
import {
  MatchingRights,
  OfferRights,
  ProposalMessages,
  WeekProposalRights,
  type MatchRecord,
  type Proposal,
  type ProposalCandidate,
  type ProposalSendResult,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startTestServer } from '@app/service-kit/testing';
import { createApp } from '../app';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { newKompasRequest } from './offers-testing';

/**
 * The week proposal on a generated week of requests beside the demo's: every assignment is one
 * matching itself would offer on that daypart (every hard rule), nobody is on two cells of one
 * date and daypart nor on a daypart they are invited for elsewhere, the bound is not below the
 * objective; rights, scope, locks and the send through the single offer's path.
 */
let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
const WEEK = { from: '2027-06-14', to: '2027-06-18' };
const RIGHTS = [
  ...PLANNER_RIGHTS,
  ...WeekProposalRights.propose,
  ...MatchingRights.match,
  ...OfferRights.invitation.all,
  ...OfferRights.reservation.all,
];
const requests: number[] = [];
let invitedSubstitute: number;

const propose = (body: object, as = token) => env.server.call('POST', '/api/planning/proposal', { token: as, body });

/** A week of requests: each teacher absent on a different mix of days and dayparts (a fixed pseudo-random draw). */
async function generateWeek() {
  const days = ['2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17', '2027-06-18'];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const teacher of ids.teachers.slice(0, 6)) {
    const dates: Record<string, number[]> = {};
    // the schedule has Wednesday afternoon free
    for (const day of days) if (next() < 0.7) dates[day] = day === '2027-06-16' ? [1] : next() < 0.5 ? [1, 2] : [next() < 0.5 ? 1 : 2];
    if (!Object.keys(dates).length) dates[days[0]!] = [1];
    requests.push(await newKompasRequest(env, token, ids, teacher, dates));
  }
}

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, RIGHTS);
  await generateWeek();
  // one substitute invited elsewhere on Monday morning may not be proposed there again
  const matched = await env.server.call('GET', `/api/request/${requests[0]}/matching`, { token });
  invitedSubstitute = (matched.body.data as MatchRecord[])[0]!.id;
  const elsewhere = await newKompasRequest(env, token, ids, ids.teachers[7]!, { '2027-06-14': [1] });
  const invited = await env.server.call('POST', `/api/request/${elsewhere}/invitation`, { token, body: { persons: [invitedSubstitute] } });
  expect(invited.status).toBe(201);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

describe('POST /api/planning/proposal', () => {
  let proposal: Proposal;

  beforeAll(async () => {
    const res = await propose(WEEK);
    expect(res.status).toBe(201);
    proposal = res.body.data as Proposal;
  }, SETUP_TIMEOUT_MS);

  it('proposes only persons matching offers on that very daypart: every hard rule holds', async () => {
    expect(proposal.assignments.length).toBeGreaterThan(0);
    for (const a of proposal.assignments) {
      const res = await env.server.call('GET', `/api/request/${a.request}/matching?excluded=1`, { token });
      const candidate = (res.body.data as MatchRecord[]).find((c) => c.id === a.person);
      expect([a.request, a.date, a.daypart, candidate?.dates[a.date]?.find((d) => d.daypart === a.daypart)?.active]).toEqual([
        a.request,
        a.date,
        a.daypart,
        true,
      ]);
      expect((res.body.meta.excluded as { id: number }[]).some((e) => e.id === a.person)).toBe(false);
      expect(a.score).toBe(candidate!.score);
      expect(a.why.map((w) => w.part)).toEqual(candidate!.why.map((w) => w.part));
    }
  });

  it('books nobody twice on a date and daypart, fills each daypart at most once, and leaves the invited elsewhere out', () => {
    const slots = proposal.assignments.map((a) => `${a.person}:${a.date}:${a.daypart}`);
    expect(new Set(slots).size).toBe(slots.length);
    const cells = proposal.assignments.map((a) => `${a.request}:${a.date}:${a.daypart}`);
    expect(new Set(cells).size).toBe(cells.length);
    expect(slots).not.toContain(`${invitedSubstitute}:2027-06-14:1`);
  });

  it('answers every open daypart of the week once, assigned or with counted reasons', () => {
    const mine = [...proposal.assignments, ...proposal.unassigned].filter((c) => requests.includes(c.request));
    const keys = mine.map((c) => `${c.request}:${c.date}:${c.daypart}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const u of proposal.unassigned) {
      expect(u.reasons.length).toBeGreaterThan(0);
      for (const r of u.reasons) expect(r.count).toBeGreaterThan(0);
    }
  });

  it('bounds the objective from above and proves it optimal on a week this size', () => {
    expect(proposal.bound).toBeGreaterThanOrEqual(proposal.objective);
    expect(proposal.optimal).toBe(true);
    expect(proposal.bound).toBe(proposal.objective);
    expect(proposal.weights).toEqual({
      proposal_continuity_points: 10,
      proposal_whole_request_points: 20,
      proposal_fairness_points: 2,
      proposal_max_dayparts_per_week: 10,
    });
  });

  it('keeps locked cells and solves around them; refuses a lock nobody could hold', async () => {
    const first = proposal.assignments[0]!;
    const matched = await env.server.call('GET', `/api/request/${first.request}/matching`, { token });
    const other = (matched.body.data as MatchRecord[]).find(
      (c) => c.id !== first.person && c.dates[first.date]?.find((d) => d.daypart === first.daypart)?.active,
    )!;
    const locked = { request: first.request, date: first.date, daypart: first.daypart, person: other.id };
    const again = await propose({ ...WEEK, locked: [locked] });
    expect(again.status).toBe(201);
    const cell = (again.body.data as Proposal).assignments.find(
      (a) => a.request === first.request && a.date === first.date && a.daypart === first.daypart,
    );
    expect([cell?.person, cell?.locked]).toEqual([other.id, true]);

    const refused = await propose({ ...WEEK, locked: [{ ...locked, person: ids.teachers[0]! }] });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ locked: [ProposalMessages.lockedNotCandidate] });
  });
});

describe('rights and scope', () => {
  it('needs the week proposal right', async () => {
    const res = await propose(WEEK, await env.token(pool, PLANNER_RIGHTS));
    expect(res.status).toBe(403);
  });

  it("proposes only within the caller's branches and refuses a branch outside them or of another pool", async () => {
    const vlinder = await env.token(pool, RIGHTS, { view_entire_pool: false, branch_id: ids.vlinder });
    const own = await propose(WEEK, vlinder);
    expect(own.status).toBe(201);
    expect((own.body.data as Proposal).assignments.filter((a) => requests.includes(a.request))).toEqual([]);
    const outside = await propose({ ...WEEK, branches: [ids.kompas] }, vlinder);
    expect([outside.status, outside.body.meta.errors]).toEqual([422, { branches: [ProposalMessages.branchOutOfScope] }]);
    const [noordBranch] = await env.deps.db.withSystem((tx) =>
      rowsOf<{ id: number }>(tx, sql`select id from masterdata.branches where pool_id = ${env.pools.noord} limit 1`),
    );
    const foreign = await propose({ ...WEEK, branches: [noordBranch!.id] });
    expect([foreign.status, foreign.body.meta.errors]).toEqual([422, { branches: [ProposalMessages.branchOutOfScope] }]);
  });

  it('refuses a period that is not a real one or longer than a month', async () => {
    for (const body of [{ from: '2027-06-18', to: '2027-06-14' }, { from: '2027-06-01', to: '2027-07-15' }, { from: '2027-02-30' }]) {
      const res = await propose(body);
      expect(res.status).toBe(422);
    }
  });
});

describe('a solver out of time', () => {
  it('still proposes, bounded from above, when the time limit comes before HiGHS could start', async () => {
    // the same week given a microsecond: the local search's proposal and the Lagrangian bound stand
    const hurried = await startTestServer(createApp({ ...env.deps, config: { ...env.deps.config, PROPOSAL_TIME_LIMIT_S: 0.000001 } }));
    try {
      const res = await hurried.call('POST', '/api/planning/proposal', { token, body: WEEK });
      expect(res.status).toBe(201);
      const hurriedProposal = res.body.data as Proposal;
      expect(hurriedProposal.assignments.length).toBeGreaterThan(0);
      expect(hurriedProposal.bound).toBeGreaterThanOrEqual(hurriedProposal.objective);
    } finally {
      await hurried.close();
    }
  });
});

describe('POST /api/planning/proposal/{id}/candidates', () => {
  let made: Proposal;
  let cell: Proposal['assignments'][number];
  let cells: { request: number; date: string; daypart: 1 | 2; person: number }[];
  const candidates = (body: object, as = token, id = made.id) =>
    env.server.call('POST', `/api/planning/proposal/${id}/candidates`, { token: as, body });

  beforeAll(async () => {
    made = (await propose(WEEK)).body.data as Proposal;
    cell = made.assignments.find((a) => requests.includes(a.request))!;
    cells = made.assignments.map(({ request, date, daypart, person }) => ({ request, date, daypart, person }));
  }, SETUP_TIMEOUT_MS);

  const of = (c: typeof cell) => ({ request: c.request, date: c.date, daypart: c.daypart });

  it("offers matching's candidates for that daypart, best first, the cell's own person among them", async () => {
    const res = await candidates({ ...of(cell), cells });
    expect(res.status).toBe(200);
    const list = res.body.data as ProposalCandidate[];
    expect(list.map((c) => c.person)).toContain(cell.person);
    expect(list.find((c) => c.person === cell.person)!.score).toBe(cell.score);
    const scores = list.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const matched = await env.server.call('GET', `/api/request/${cell.request}/matching`, { token });
    const active = (matched.body.data as MatchRecord[]).filter((m) => m.dates[cell.date]?.find((d) => d.daypart === cell.daypart)?.active);
    for (const c of list) expect(active.map((m) => m.id)).toContain(c.person);
    for (const c of list) expect(c.why.map((w) => w.part)).toEqual(active.find((m) => m.id === c.person)!.why.map((w) => w.part));
  });

  it('leaves out whom the other cells put on that date and daypart, and whose week they fill', async () => {
    const list = (await candidates({ ...of(cell), cells })).body.data as ProposalCandidate[];
    const onSlot = cells
      .filter((c) => c.date === cell.date && c.daypart === cell.daypart && c.request !== cell.request)
      .map((c) => c.person);
    expect(list.filter((c) => onSlot.includes(c.person))).toEqual([]);
    // with only this cell proposed, the others are free again
    const own = [{ ...of(cell), person: cell.person }];
    const alone = (await candidates({ ...of(cell), cells: own })).body.data as ProposalCandidate[];
    expect(alone.length).toBeGreaterThanOrEqual(list.length);
    const other = alone.find((c) => c.person !== cell.person);
    expect(other).toBeDefined();
    const elsewhere = requests.find((r) => r !== cell.request)!;
    // the planner moved `other` to another request on the same date and daypart
    const moved = await candidates({
      ...of(cell),
      cells: [...own, { request: elsewhere, date: cell.date, daypart: cell.daypart, person: other!.person }],
    });
    expect((moved.body.data as ProposalCandidate[]).map((c) => c.person)).not.toContain(other!.person);
    // ten other dayparts of that week on `other`: the pool's limit of 10 is reached; the same ten a week later do not count
    const tenOf = (week: string[]) =>
      week
        .flatMap((date) => [1, 2].map((daypart) => ({ request: elsewhere, date, daypart: daypart as 1 | 2, person: other!.person })))
        .filter((c) => !(c.date === cell.date && c.daypart === cell.daypart))
        .slice(0, 10);
    const days = (monday: number) => Array.from({ length: 7 }, (_, i) => `2027-06-${String(monday + i).padStart(2, '0')}`);
    const filled = await candidates({ ...of(cell), cells: [...own, ...tenOf(days(14))] });
    expect((filled.body.data as ProposalCandidate[]).map((c) => c.person)).not.toContain(other!.person);
    const nextWeek = await candidates({ ...of(cell), cells: [...own, ...tenOf(days(21))] });
    expect((nextWeek.body.data as ProposalCandidate[]).map((c) => c.person)).toContain(other!.person);
  });

  it("refuses another pool's proposal, a request outside the caller's branches or period, and a caller without the right", async () => {
    const foreign = await candidates({ ...of(cell), cells }, await env.token(env.pools.noord, RIGHTS));
    expect([foreign.status, foreign.body.meta.messages[0].message]).toEqual([404, `Proposal ${made.id} not found`]);
    const vlinder = await env.token(pool, RIGHTS, { view_entire_pool: false, branch_id: ids.vlinder });
    const outside = await candidates({ ...of(cell), cells }, vlinder);
    expect([outside.status, outside.body.meta.errors]).toEqual([422, { request: [ProposalMessages.cellUnknown] }]);
    const unknown = await candidates({ ...of(cell), request: 999_999, cells });
    expect([unknown.status, unknown.body.meta.errors]).toEqual([422, { request: [ProposalMessages.cellUnknown] }]);
    const later = await candidates({ ...of(cell), date: '2027-06-21', cells });
    expect([later.status, later.body.meta.errors]).toEqual([422, { request: [ProposalMessages.cellUnknown] }]);
    const noRight = await candidates({ ...of(cell), cells }, await env.token(pool, PLANNER_RIGHTS));
    expect(noRight.status).toBe(403);
  });
});

describe('POST /api/planning/proposal/{id}/send', () => {
  it("sends each request's cells as one offer through the single invite's path and reports what failed", async () => {
    const made = (await propose(WEEK)).body.data as Proposal;
    const cells = made.assignments
      .filter((a) => requests.includes(a.request))
      .map(({ request, date, daypart, person }) => ({ request, date, daypart, person }));
    expect(cells.length).toBeGreaterThan(0);
    const res = await env.server.call('POST', `/api/planning/proposal/${made.id}/send`, { token, body: { kind: 'invitation', cells } });
    expect(res.status).toBe(200);
    const result = res.body.data as ProposalSendResult;
    expect(result.failed).toEqual([]);
    expect(result.sent.reduce((sum, s) => sum + s.dayparts, 0)).toBe(cells.length);

    // sent again, every offer is refused: each person is invited already
    const again = await env.server.call('POST', `/api/planning/proposal/${made.id}/send`, { token, body: { kind: 'invitation', cells } });
    const failed = (again.body.data as ProposalSendResult).failed;
    expect([failed.length, (again.body.data as ProposalSendResult).sent]).toEqual([result.sent.length, []]);
    expect(new Set(failed.map((f) => f.reason)).size).toBe(1);
  });

  it("refuses another pool's proposal, a request outside the caller's reach and a send without the offer right", async () => {
    const made = (await propose(WEEK)).body.data as Proposal;
    const cell = { request: requests[0]!, date: '2027-06-14', daypart: 1, person: invitedSubstitute };
    const noordToken = await env.token(env.pools.noord, RIGHTS);
    const foreign = await env.server.call('POST', `/api/planning/proposal/${made.id}/send`, {
      token: noordToken,
      body: { kind: 'invitation', cells: [cell] },
    });
    expect(foreign.status).toBe(404);
    const unknown = await env.server.call('POST', `/api/planning/proposal/${made.id}/send`, {
      token,
      body: { kind: 'invitation', cells: [{ ...cell, request: 999_999 }] },
    });
    expect([unknown.status, unknown.body.meta.errors]).toEqual([422, { cells: [ProposalMessages.cellUnknown] }]);
    const noOffers = await env.token(pool, [...PLANNER_RIGHTS, ...WeekProposalRights.propose]);
    const forbidden = await env.server.call('POST', `/api/planning/proposal/${made.id}/send`, {
      token: noOffers,
      body: { kind: 'reservation', cells: [cell] },
    });
    expect(forbidden.status).toBe(403);
  });
});
